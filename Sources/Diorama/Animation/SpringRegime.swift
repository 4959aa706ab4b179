/// Which closed-form solution a spring is evaluated with.
public enum SpringRegime: Sendable, Equatable, Hashable {
  /// Damping ratio below 1: a decaying oscillation.
  case underdamped
  /// Damping ratio 1 — or above 1 while over-damping is not allowed, which Core Animation
  /// evaluates as critically damped at the same natural frequency.
  case criticallyDamped
  /// Damping ratio above 1 with over-damping allowed: the sum of two decaying exponentials.
  case overdamped
}
