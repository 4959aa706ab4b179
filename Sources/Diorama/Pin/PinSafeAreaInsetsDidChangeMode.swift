/// How PinLayout emulated `safeAreaInsetsDidChange()` before iOS 11 (``Pin/safeAreaInsetsDidChangeMode``).
/// Kept for source compatibility; it has no effect in Diorama.
public enum PinSafeAreaInsetsDidChangeMode: Int, Sendable {
  /// Never call `safeAreaInsetsDidChange()`.
  case disable
  /// Call it only for views that opt in.
  case optIn
  /// Always call it.
  case always
}
