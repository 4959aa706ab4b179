import Foundation

/// The physical description of a damped spring, the counterpart of `CASpringAnimation`'s
/// `mass`, `stiffness`, `damping`, `initialVelocity` and `allowsOverdamping`.
///
/// The spring moves a normalised displacement `x(t)` from 1 to 0 (`m x'' + c x' + k x = 0`,
/// `x(0) = 1`, `x'(0) = −initialVelocity`); ``progress(at:)`` returns `1 − x(t)`, the weight given to
/// the to-value. It is evaluated in closed form, never by numerical integration, so the result does
/// not depend on the frame rate.
///
/// Like Core Animation, out-of-domain values are stored as given but evaluated as the defaults:
/// a mass that is not finite and positive acts as 1, a stiffness that is not finite and positive
/// as 100, a damping that is not finite and non-negative as 10, and a non-finite initial velocity
/// as 0 (the `effective…` properties show what is used).
public struct SpringParameters: Sendable, Equatable, Hashable {
  /// The mass attached to the spring; default 1.
  public var mass: Double
  /// The spring constant k; default 100.
  public var stiffness: Double
  /// The damping coefficient c; default 10.
  public var damping: Double
  /// The initial velocity in fractions of the total distance per second; positive moves toward the
  /// target, negative away from it. Default 0.
  public var initialVelocity: Double
  /// Whether a damping ratio above 1 is evaluated as a true over-damped spring. When false (the
  /// Core Animation default) such a spring is evaluated as critically damped at the same natural
  /// frequency, as Core Animation does.
  public var allowsOverdamping: Bool

  /// Creates spring parameters; the defaults are `CASpringAnimation`'s.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// The mass used for evaluation (1 when ``mass`` is not finite and positive).
  public var effectiveMass: Double { mass.isFinite && mass > 0 ? mass : 1 }
  /// The stiffness used for evaluation (100 when ``stiffness`` is not finite and positive).
  public var effectiveStiffness: Double { stiffness.isFinite && stiffness > 0 ? stiffness : 100 }
  /// The damping used for evaluation (10 when ``damping`` is not finite and non-negative).
  public var effectiveDamping: Double { damping.isFinite && damping >= 0 ? damping : 10 }
  /// The initial velocity used for evaluation (0 when ``initialVelocity`` is not finite).
  public var effectiveInitialVelocity: Double { initialVelocity.isFinite ? initialVelocity : 0 }

  /// The undamped angular frequency ω0 = √(k/m), in radians per second.
  public var naturalFrequency: Double { (effectiveStiffness / effectiveMass).squareRoot() }

  /// The damping ratio ζ = c / (2√(k m)): below 1 the spring oscillates, at 1 it is critically
  /// damped, above 1 over-damped.
  public var dampingRatio: Double {
    effectiveDamping / (2 * (effectiveStiffness * effectiveMass).squareRoot())
  }

  /// The closed form ``progress(at:)`` uses.
  public var regime: SpringRegime {
    let zeta = dampingRatio
    // Parameters derived from a damping ratio of exactly 1 (UIKit, SwiftUI) come back as
    // 1 ± 1 ulp after the square root; they are critically damped, not oscillating with ωd ≈ 0.
    if abs(zeta - 1) <= 1e-9 { return .criticallyDamped }
    if zeta < 1 { return .underdamped }
    return allowsOverdamping ? .overdamped : .criticallyDamped
  }

  /// Returns the progress `1 − x(t)` at `time` seconds after the start (real seconds of the
  /// animation's basic time; a spring is not stretched to its animation's duration).
  ///
  /// Progress starts at 0, may overshoot 1 and tends to 1. Times before 0 extrapolate the closed
  /// form; NaN returns NaN.
  public func progress(at time: Double) -> Double {
    1 - displacement(at: time)
  }

  /// The normalised remaining displacement x(t), from 1 at t = 0 toward 0.
  func displacement(at t: Double) -> Double {
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    let v = effectiveInitialVelocity
    switch regime {
    case .underdamped:
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega0 - v) / omegaD
      return exp(-zeta * omega0 * t) * (cos(omegaD * t) + b * sin(omegaD * t))
    case .criticallyDamped:
      return (1 + (omega0 - v) * t) * exp(-omega0 * t)
    case .overdamped:
      let r = omega0 * (zeta * zeta - 1).squareRoot()
      let slow = (zeta * omega0 + r - v) / (2 * r)
      let fast = (r - zeta * omega0 + v) / (2 * r)
      return slow * exp((-zeta * omega0 + r) * t) + fast * exp((-zeta * omega0 - r) * t)
    }
  }
}

extension SpringParameters: CustomStringConvertible {
  /// The four physical parameters and the over-damping switch.
  public var description: String {
    "SpringParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity), allowsOverdamping: \(allowsOverdamping))"
  }
}

extension SpringParameters {
  /// The spring's progress inside an animation pass: the spring runs in real seconds of basic time,
  /// not stretched to the duration, so `P = progress(at: duration · timingFunction(basicTime / duration))`
  /// — with no timing function simply `progress(at: basicTime)`. The duration only truncates the
  /// spring (a duration shorter than ``settlingDuration`` ends with a jump).
  ///
  /// - Throws: ``AnimationError/invalidDuration(_:)`` unless `duration` is finite and positive;
  ///   ``AnimationError/invalidTime(_:)`` for a non-finite `basicTime`.
  public func progress(atBasicTime basicTime: Double, duration: Double, timingFunction: TimingFunction? = nil)
    throws(AnimationError) -> Double
  {
    guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
    guard basicTime.isFinite else { throw .invalidTime(basicTime) }
    guard let timingFunction else { return progress(at: basicTime) }
    return progress(at: duration * timingFunction.progress(at: basicTime / duration))
  }
}
