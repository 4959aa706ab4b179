import Foundation

extension SpringParameters {
  /// The spring UIKit builds for `animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:…)`: one that settles (threshold 0.001) by the requested duration.
  ///
  /// The natural frequency ω is found by exactly 12 Newton steps from ω = 5/d on the settling
  /// equation, using only the B term of the envelope for an under-damped spring (so a residual of
  /// about 0.1 % may remain at the end and snaps away when the animation is removed). The result
  /// has mass 1, stiffness ω², damping 2ζω and the given velocity. The animation that uses it keeps
  /// the requested duration and a linear curve.
  ///
  /// - Parameters:
  ///   - duration: seconds, clamped to `[0.01, 10]`.
  ///   - dampingRatio: ζ, clamped to `[1.1920929e-7, 1]` (1 means no oscillation).
  ///   - initialSpringVelocity: fractions of the total distance per second, positive toward the
  ///     target.
  /// - Throws: ``AnimationError/invalidSpringParameter(parameter:value:)`` if an argument is NaN,
  ///   or the velocity is infinite.
  public static func uiKit(
    duration: Double, dampingRatio: Double, initialSpringVelocity: Double = 0
  ) throws(AnimationError) -> SpringParameters {
    guard !duration.isNaN else { throw .invalidSpringParameter(parameter: "duration", value: duration) }
    guard !dampingRatio.isNaN else {
      throw .invalidSpringParameter(parameter: "dampingRatio", value: dampingRatio)
    }
    guard initialSpringVelocity.isFinite else {
      throw .invalidSpringParameter(parameter: "initialSpringVelocity", value: initialSpringVelocity)
    }
    let zeta = min(max(dampingRatio, 1.1920929e-7), 1)
    let d = min(max(duration, 0.01), 10)
    let v = initialSpringVelocity
    var omega = 5 / d
    for _ in 0..<12 {
      let step =
        zeta < 1
        ? underdampedNewtonStep(omega, zeta: zeta, d: d, v: v) : criticalNewtonStep(omega, d: d, v: v)
      // A flat derivative would throw the iterate to infinity; keep the last usable frequency.
      guard step.isFinite, (omega - step).isFinite, omega - step > 0 else { break }
      omega -= step
    }
    return SpringParameters(
      mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: v,
      allowsOverdamping: false)
  }

  /// f/f' for f(ω) = 0.001 − |g(ω)|, g(ω) = ((ζω − v)/(ω√(1−ζ²))) e^(−ζdω).
  private static func underdampedNewtonStep(_ omega: Double, zeta: Double, d: Double, v: Double) -> Double {
    let root = (1 - zeta * zeta).squareRoot()
    let decay = exp(-zeta * d * omega)
    let g = (zeta * omega - v) / (omega * root) * decay
    let f = 0.001 - abs(g)
    let slope = decay * (v + zeta * d * v * omega - zeta * zeta * d * omega * omega) / (omega * omega * root)
    let derivative = g > 0 ? -slope : slope
    return f / derivative
  }

  /// f/f' for f(ω) = (1 + (ω − v) d) e^(−ωd) − 0.001·sign(ω − v).
  private static func criticalNewtonStep(_ omega: Double, d: Double, v: Double) -> Double {
    let decay = exp(-omega * d)
    let sign: Double = omega > v ? 1 : (omega < v ? -1 : 0)
    let f = (1 + (omega - v) * d) * decay - 0.001 * sign
    let derivative = d * d * (v - omega) * decay
    return f / derivative
  }
}
