/// How a keyframe animation computes values between its keyframes, the counterpart of
/// `CAAnimationCalculationMode`.
public enum CalculationMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Straight lines between values at the key times (the default).
  case linear
  /// No interpolation: each value holds until the next key time.
  case discrete
  /// Linear, with key times chosen so the value moves at constant speed; key times and all timing
  /// functions are ignored.
  case paced
  /// A Kochanek–Bartels (Catmull-Rom by default) spline through the values at the key times.
  case cubic
  /// The cubic spline with key times chosen from the distances between values; key times and all
  /// timing functions are ignored.
  case cubicPaced

  /// Whether the mode derives its own key times and ignores timing functions.
  public var isPaced: Bool { self == .paced || self == .cubicPaced }
}
