/// What a ``TimingCurveProvider`` describes (UIKit's `UITimingCurveType`).
public enum TimingCurveType: Int, Sendable, Hashable {
  /// One of the four built-in curves.
  case builtin = 0
  /// A custom cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together; Diorama uses the spring.
  case composed = 3
}

/// The timing of a ``ViewPropertyAnimator`` (UIKit's `UITimingCurveProvider`):
/// ``CubicTimingParameters`` or ``SpringTimingParameters``, or a type of your own that returns
/// one of them.
public protocol TimingCurveProvider: AnyObject, Sendable {
  /// Which of the parameters below apply.
  var timingCurveType: TimingCurveType { get }
  /// The cubic curve, for `.builtin` and `.cubic`.
  var cubicTimingParameters: CubicTimingParameters? { get }
  /// The spring, for `.spring` and `.composed`.
  var springTimingParameters: SpringTimingParameters? { get }
}

extension TimingCurveProvider {
  /// How an animator runs with this provider: its spring if it has one (and is of a spring
  /// type), else its cubic curve, else UIKit's default ease-in-out.
  var animatorTiming: AnimatorTiming {
    switch timingCurveType {
    case .spring, .composed:
      if let spring = springTimingParameters { return spring.animatorTiming }
    case .builtin, .cubic:
      break
    }
    if let cubic = cubicTimingParameters { return .cubic(cubic.timingFunction) }
    if let spring = springTimingParameters { return spring.animatorTiming }
    return .cubic(.easeInEaseOut)
  }
}
