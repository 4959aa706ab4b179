/// Horizontal alignment for `above`/`below`/`verticallyBetween(aligned:)` and `justify(_:)`.
public enum HorizontalAlign: Int, Sendable, CustomStringConvertible {
  /// Align left edges.
  case left
  /// Align horizontal centres.
  case center
  /// Align right edges.
  case right
  /// No alignment.
  case none
  /// Left in left-to-right layouts, right in right-to-left ones.
  case start
  /// Right in left-to-right layouts, left in right-to-left ones.
  case end

  public var description: String {
    switch self {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .none: "none"
    case .start: "start"
    case .end: "end"
    }
  }
}
