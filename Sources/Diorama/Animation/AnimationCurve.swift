extension View {
  /// The four built-in curves of view animations (UIKit's `UIView.AnimationCurve`, same raw
  /// values).
  public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
    /// Slow at the start and the end: (0.42, 0), (0.58, 1).
    case easeInOut = 0
    /// Slow at the start: (0.42, 0), (1, 1).
    case easeIn = 1
    /// Slow at the end: (0, 0), (0.58, 1).
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The curve as a timing function.
    public var timingFunction: TimingFunction {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}
