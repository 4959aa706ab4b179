import Foundation

extension SpringParameters {
  /// The time after which the spring stays within 0.001 of its target, at speed 1 — what
  /// `CASpringAnimation.settlingDuration` reports. Authors usually make it the animation duration.
  ///
  /// Reproduces Apple's documented examples: damping 5 → 2.855 s, damping 15 → 1.022 s, the
  /// default spring → 1.4727 s. An undamped spring (damping 0) never settles: `.infinity`.
  public var settlingDuration: Double { duration(forEpsilon: 0.001) }

  /// The settling time for a custom threshold, the counterpart of Core Animation's
  /// `duration(forEpsilon:)`.
  ///
  /// - Under-damped: `max(0, ln((1 + |B|)/ε) / (ζ ω0))`, the time at which the envelope of the
  ///   oscillation falls below ε.
  /// - Critically or over-damped: `|x(t)|` is sampled on a 0.1 s grid; the result is the first grid
  ///   time from which every sample stays below ε for more than 1 s (a later rise above ε restarts
  ///   the search).
  ///
  /// - Parameters:
  ///   - epsilon: the threshold, clamped to at least 1e-6 (NaN counts as 1e-6).
  ///   - speed: the animation's speed; the result is divided by `|speed|`. A zero or NaN speed
  ///     never settles and returns `Double(Float.greatestFiniteMagnitude)`, as Core Animation does.
  /// - Returns: seconds of parent time; `.infinity` for an undamped spring, and for a spring so
  ///   slow that it has not settled after 100,000 s of sampling.
  public func duration(forEpsilon epsilon: Double, speed: Double = 1) -> Double {
    let epsilon = epsilon >= 1e-6 ? epsilon : 1e-6
    let magnitude = abs(speed)
    guard magnitude > 0 else { return Double(Float.greatestFiniteMagnitude) }
    return unscaledSettlingTime(epsilon: epsilon) / magnitude
  }

  /// Longest sampled search: 1,000,000 samples of 0.1 s. A spring slower than that is reported as
  /// never settling rather than making the caller wait.
  private static let maximumSettlingSamples = 1_000_000

  private func unscaledSettlingTime(epsilon: Double) -> Double {
    let omega0 = naturalFrequency
    let zeta = dampingRatio
    if regime == .underdamped {
      guard zeta > 0 else { return .infinity }
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega0 - effectiveInitialVelocity) / omegaD
      return max(0, log((1 + abs(b)) / epsilon) / (zeta * omega0))
    }
    var candidate: Int?
    for index in 0...Self.maximumSettlingSamples {
      let time = Double(index) / 10
      if abs(displacement(at: time)) < epsilon {
        guard let first = candidate else {
          candidate = index
          continue
        }
        // "More than 1.0 s after it": eleven grid steps.
        if index - first > 10 { return Double(first) / 10 }
      } else {
        candidate = nil
      }
    }
    return .infinity
  }
}
