/// The direction PinLayout's start/end APIs resolve with (``Pin/layoutDirection``).
public enum LayoutDirection: Int, Sendable, CustomStringConvertible {
  /// Follow each view: a ``View`` uses its ``View/effectiveUserInterfaceLayoutDirection``; a
  /// ``Layer`` is always left-to-right.
  case auto
  /// Left to right: start is left, end is right.
  case ltr
  /// Right to left: start is right, end is left.
  case rtl

  public var description: String {
    switch self {
    case .auto: "auto"
    case .ltr: "ltr"
    case .rtl: "rtl"
    }
  }
}
