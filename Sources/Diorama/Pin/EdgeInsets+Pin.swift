import Foundation

extension EdgeInsets {
  /// Each side raised to at least the given minimum (`max(self.top, minimum.top)`, …).
  public func minInsets(_ minimum: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, minimum.top), left: max(left, minimum.left), bottom: max(bottom, minimum.bottom),
      right: max(right, minimum.right))
  }

  /// Each side raised to at least `dx` (left, right) or `dy` (top, bottom).
  public func minInsets(dx: CGFloat, dy: CGFloat) -> EdgeInsets {
    minInsets(EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// The insets with `value` added to every side.
  public static func + (insets: EdgeInsets, value: CGFloat) -> EdgeInsets {
    EdgeInsets(
      top: insets.top + value, left: insets.left + value, bottom: insets.bottom + value,
      right: insets.right + value)
  }

  /// The insets with `value` added to every side.
  public static func + (insets: EdgeInsets, value: Int) -> EdgeInsets {
    insets + CGFloat(value)
  }
}
