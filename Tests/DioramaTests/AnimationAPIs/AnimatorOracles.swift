import Foundation

/// Independent numbers for the animator tests: a cubic Bézier timing curve solved by bisection,
/// and the closed-form damped oscillator.
enum Oracle {
  /// The y of the Bézier curve through (0, 0), (x1, y1), (x2, y2), (1, 1) at `x`: the curve
  /// parameter s with B_x(s) = x is found by 200 bisection steps (B_x is increasing for x1, x2 in
  /// [0, 1]), then B_y(s) is evaluated from the Bernstein form.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bernstein(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(y1, y2, (low + high) / 2)
  }

  /// The remaining displacement of a spring released at rest from 1 toward 0:
  /// `m x'' + c x' + k x = 0`, `x(0) = 1`, `x'(0) = 0`. Under-damped:
  /// `e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t)`; critically damped: `(1 + ω₀t) e^(−ω₀t)`.
  static func springDisplacement(mass: Double, stiffness: Double, damping: Double, at t: Double) -> Double {
    let omega0 = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    if abs(zeta - 1) < 1e-12 { return (1 + omega0 * t) * exp(-omega0 * t) }
    precondition(zeta < 1, "the oracle covers under- and critically damped springs")
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
  }
}
