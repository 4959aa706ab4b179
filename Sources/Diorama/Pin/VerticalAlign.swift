/// Vertical alignment for `left`/`right`/`before`/`after(of:aligned:)`,
/// `horizontallyBetween(aligned:)` and `align(_:)`.
public enum VerticalAlign: Int, Sendable, CustomStringConvertible {
  /// Align top edges.
  case top
  /// Align vertical centres.
  case center
  /// Align bottom edges.
  case bottom
  /// No alignment.
  case none

  public var description: String {
    switch self {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .none: "none"
    }
  }
}
