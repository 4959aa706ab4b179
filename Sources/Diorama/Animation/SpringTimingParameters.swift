import Foundation

/// Spring timing for a ``ViewPropertyAnimator`` (UIKit's `UISpringTimingParameters`).
///
/// Two kinds, as in UIKit:
/// - **A damping ratio** (``init(dampingRatio:)``, ``init(dampingRatio:initialVelocity:)``): the
///   spring is fitted to the animator's duration — the one `View.animate(withDuration:delay:
///   usingSpringWithDamping:…)` uses (see ``SpringParameters/uiKit(duration:dampingRatio:initialSpringVelocity:)``).
/// - **A physical spring** (``init(mass:stiffness:damping:initialVelocity:)``, ``init()``,
///   ``init(duration:bounce:initialVelocity:)``): the spring runs in real seconds and the
///   animator lasts until it settles (``SpringParameters/settlingDuration``); the animator's own
///   duration is ignored, as in UIKit.
///
/// The initial velocity is in fractions of the animated distance per second: 1 would cover the
/// whole distance in one second. Diorama applies `dx` to every property (UIKit uses `dy` for the
/// vertical component of two-dimensional properties).
public final class SpringTimingParameters: TimingCurveProvider, CustomStringConvertible {
  /// The two kinds of spring.
  enum Kind: Sendable, Hashable {
    case dampingRatio(Double)
    case physical(SpringParameters)
  }

  let kind: Kind
  /// The velocity at the start, in fractions of the distance per second.
  public let initialVelocity: CGVector

  /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (a damping ratio of 4.56), at
  /// rest. Evaluated as Core Animation evaluates it, critically damped at the same frequency,
  /// it settles in about 0.6 s.
  public convenience init() {
    self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
  }

  /// A spring fitted to the animator's duration, starting at rest. 1 does not oscillate; values
  /// toward 0 oscillate more.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring fitted to the animator's duration with a damping ratio and an initial velocity.
  ///
  /// The ratio is clamped to `(0, 1]` when the spring is fitted; a NaN ratio counts as 1 and a
  /// velocity that is not finite as zero, each with an ``Warning/Kind/invalidAnimation`` warning.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    var zeta = Double(ratio)
    if zeta.isNaN {
      Self.warn("init(dampingRatio: \(ratio)): the ratio is not a number; using 1.")
      zeta = 1
    }
    kind = .dampingRatio(zeta)
    initialVelocity = Self.checked(velocity)
  }

  /// A physical spring (Core Animation's parameters, see ``SpringParameters``) that runs until it
  /// settles. The damping ratio is `damping / (2 √(stiffness · mass))`; above 1 it is evaluated
  /// as critically damped, as `CASpringAnimation` does.
  ///
  /// A mass or stiffness that is not finite and positive, or a damping that is negative or not
  /// finite, is evaluated as `CASpringAnimation`'s default (1, 100, 10), with a warning.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    let checkedVelocity = Self.checked(velocity)
    let spring = SpringParameters(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(checkedVelocity.dx))
    if spring.effectiveMass != spring.mass || spring.effectiveStiffness != spring.stiffness
      || spring.effectiveDamping != spring.damping
    {
      Self.warn(
        "init(mass: \(mass), stiffness: \(stiffness), damping: \(damping)): mass and stiffness must be finite and"
          + " positive and damping finite and not negative; evaluated as \(spring.effectiveMass),"
          + " \(spring.effectiveStiffness), \(spring.effectiveDamping).")
    }
    kind = .physical(spring)
    initialVelocity = checkedVelocity
  }

  /// A perceptual spring (iOS 17): `duration` is the period of the undamped oscillation, `bounce`
  /// in `(−1, 1]` the springiness (0 none, negative over-damped). It runs until it settles.
  /// Invalid values make the default spring, with a warning.
  public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero)
  {
    guard var spring = try? SpringParameters(perceptualDuration: duration, bounce: Double(bounce)) else {
      Self.warn(
        "init(duration: \(duration), bounce: \(bounce)): the duration must be positive and the bounce in (−1, 1];"
          + " using the default spring.")
      self.init()
      return
    }
    spring.initialVelocity = Double(Self.checked(velocity).dx)
    self.init(physical: spring, initialVelocity: Self.checked(velocity))
  }

  private init(physical spring: SpringParameters, initialVelocity velocity: CGVector) {
    kind = .physical(spring)
    initialVelocity = velocity
  }

  /// `.spring`.
  public var timingCurveType: TimingCurveType { .spring }
  /// `nil`.
  public var cubicTimingParameters: CubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: SpringTimingParameters? { self }

  /// How an animator runs with this spring.
  var animatorTiming: AnimatorTiming {
    switch kind {
    case .dampingRatio(let ratio): .fittedSpring(dampingRatio: ratio, velocity: Double(initialVelocity.dx))
    case .physical(let spring): .physicalSpring(spring)
    }
  }

  /// The kind of spring and its numbers.
  public var description: String {
    switch kind {
    case .dampingRatio(let ratio):
      "SpringTimingParameters(dampingRatio: \(ratio), initialVelocity: \(initialVelocity))"
    case .physical(let spring): "SpringTimingParameters(\(spring))"
    }
  }

  private static func checked(_ velocity: CGVector) -> CGVector {
    guard velocity.dx.isFinite, velocity.dy.isFinite else {
      warn("initialVelocity \(velocity) is not finite; using zero.")
      return .zero
    }
    return velocity
  }

  private static func warn(_ message: String) {
    Diagnostics.report(Warning(.invalidAnimation, "SpringTimingParameters.\(message)"))
  }
}
