import Foundation

extension SpringParameters {
  /// A SwiftUI-style spring from its response (the period of the undamped oscillation) and damping
  /// fraction: `stiffness = m (2π/response)²`, `damping = 4π ζ m / response`.
  ///
  /// Over-damping is allowed, so a damping fraction above 1 behaves physically.
  ///
  /// - Throws: ``AnimationError/invalidSpringParameter(parameter:value:)`` unless `response` and
  ///   `mass` are finite and positive and `dampingFraction` is finite and non-negative.
  public init(response: Double, dampingFraction: Double, mass: Double = 1) throws(AnimationError) {
    guard response.isFinite, response > 0 else {
      throw .invalidSpringParameter(parameter: "response", value: response)
    }
    guard dampingFraction.isFinite, dampingFraction >= 0 else {
      throw .invalidSpringParameter(parameter: "dampingFraction", value: dampingFraction)
    }
    guard mass.isFinite, mass > 0 else { throw .invalidSpringParameter(parameter: "mass", value: mass) }
    let omega = 2 * Double.pi / response
    self.init(
      mass: mass, stiffness: mass * omega * omega, damping: 4 * Double.pi * dampingFraction * mass / response,
      allowsOverdamping: true)
  }

  /// The perceptual spring of `CASpringAnimation(perceptualDuration:bounce:)` and SwiftUI's
  /// `Spring(duration:bounce:)`: response = `perceptualDuration`, damping ratio `1 − bounce` for
  /// `bounce ≥ 0` and `1/(1 + bounce)` (over-damped) for `bounce < 0`; mass 1, over-damping allowed.
  ///
  /// - Throws: ``AnimationError/invalidSpringParameter(parameter:value:)`` unless
  ///   `perceptualDuration` is finite and positive and `bounce` lies in `(−1, 1]`.
  public init(perceptualDuration: Double, bounce: Double) throws(AnimationError) {
    guard bounce > -1, bounce <= 1 else { throw .invalidSpringParameter(parameter: "bounce", value: bounce) }
    guard perceptualDuration.isFinite, perceptualDuration > 0 else {
      throw .invalidSpringParameter(parameter: "perceptualDuration", value: perceptualDuration)
    }
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    try self.init(response: perceptualDuration, dampingFraction: zeta)
  }

  /// The perceptual duration (response) `2π √(m/k)`: the period the spring would oscillate with
  /// if it were undamped.
  public var perceptualDuration: Double { 2 * Double.pi * (effectiveMass / effectiveStiffness).squareRoot() }

  /// The perceptual bounce: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` (negative) for an over-damped spring.
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }
}
