/// The direction in which horizontal content flows (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
  /// Leading is left, trailing is right.
  case leftToRight
  /// Leading is right, trailing is left: layouts mirror.
  case rightToLeft
}

/// How a view's content is laid out with respect to the layout direction
/// (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable, Hashable {
  /// Follow the direction inherited from the superview (or the scene).
  case unspecified
  /// Content such as playback controls that never mirrors.
  case playback
  /// Content such as directional arrows that never mirrors.
  case spatial
  /// Always left-to-right.
  case forceLeftToRight
  /// Always right-to-left.
  case forceRightToLeft
}
