/// Which subviews `wrapContent(viewFilter:)` encloses.
public enum ViewFilter: Int, Sendable {
  /// Every subview.
  case none
  /// Only visible subviews: not hidden and with a non-zero alpha (opacity for layers).
  case visibleOnly
}
