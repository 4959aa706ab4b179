import Foundation

// The item-building vocabulary of the BoxView README (v1.3): `boxTop`, `boxLeftRight`,
// `xAligned` … Each is exactly the newer modifier it was renamed to, so both spellings build the
// same constraints.

extension BoxItem {
  /// A copy with the top pin replaced (``top(_:)-(BoxLayout.Pin?)``).
  public func boxTop(_ pin: BoxLayout.Pin?) -> BoxItem { top(pin) }
  /// A copy with the bottom pin replaced.
  public func boxBottom(_ pin: BoxLayout.Pin?) -> BoxItem { bottom(pin) }
  /// A copy with the left (leading) pin replaced.
  public func boxLeft(_ pin: BoxLayout.Pin?) -> BoxItem { left(pin) }
  /// A copy with the right (trailing) pin replaced.
  public func boxRight(_ pin: BoxLayout.Pin?) -> BoxItem { right(pin) }
  /// A copy with the left and right pins replaced.
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: BoxLayout.Pin?) -> BoxItem {
    self.left(left).right(right)
  }
  /// A copy with the top and bottom pins replaced.
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: BoxLayout.Pin?) -> BoxItem {
    self.top(top).bottom(bottom)
  }
  /// A copy centred along x (``centerX(offset:padding:)``).
  public func xAligned(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxItem {
    centerX(offset: offset, padding: padding)
  }
  /// A copy centred along y (``centerY(offset:padding:)``).
  public func yAligned(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxItem {
    centerY(offset: offset, padding: padding)
  }
  /// A copy with the four gaps `==` the insets (``insets(_:)``).
  public func boxInsets(_ insets: EdgeInsets) -> BoxItem { self.insets(insets) }
  /// A copy with the four gaps `==value` (``all(_:)``).
  public func boxAll(_ value: CGFloat?) -> BoxItem { all(value) }
}
