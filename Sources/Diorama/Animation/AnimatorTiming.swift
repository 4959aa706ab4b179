import Foundation

/// How a ``ViewPropertyAnimator`` maps the fraction of a run to the progress of its values.
enum AnimatorTiming: Sendable, Hashable {
  /// A Bézier curve over the run.
  case cubic(TimingFunction)
  /// A spring fitted to the length of the run (UIKit's damping-ratio springs).
  case fittedSpring(dampingRatio: Double, velocity: Double)
  /// A spring in real seconds; the run lasts until it settles.
  case physicalSpring(SpringParameters)

  /// The length of a whole run for an animator of `duration` seconds: the spring's settling time
  /// for a physical spring, else `duration`.
  func runDuration(animatorDuration duration: Double) -> Double {
    switch self {
    case .cubic, .fittedSpring: duration
    case .physicalSpring(let spring): spring.settlingDuration.isFinite ? spring.settlingDuration : duration
    }
  }

  /// Linear progress, used while a paused animator is scrubbed linearly.
  static let linear = AnimatorTiming.cubic(.linear)

  /// The eased progress at fraction `s` of a run that lasts `seconds`.
  func progress(at s: Double, runDuration seconds: Double) -> Double {
    if s <= 0 { return 0 }
    switch self {
    case .cubic(let function):
      return s >= 1 ? 1 : function.progress(at: s)
    case .fittedSpring(let ratio, let velocity):
      guard seconds > 0, seconds.isFinite,
        let spring = try? SpringParameters.uiKit(
          duration: seconds, dampingRatio: ratio, initialSpringVelocity: velocity)
      else { return s >= 1 ? 1 : s }
      return spring.progress(at: min(s, 1) * seconds)
    case .physicalSpring(let spring):
      guard seconds > 0, seconds.isFinite else { return s >= 1 ? 1 : s }
      return spring.progress(at: min(s, 1) * seconds)
    }
  }
}
