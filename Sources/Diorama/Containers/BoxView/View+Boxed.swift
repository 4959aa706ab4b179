import Foundation

extension View {
  /// An item for this view with the four edges pinned `==0`.
  public var boxed: BoxItem { BoxItem(view: self) }
  /// Short for ``boxed``.
  public var bi: BoxItem { boxed }
  /// An item for this view with a given layout.
  public func boxed(layout: BoxLayout) -> BoxItem { BoxItem(view: self, layout: layout) }

  /// Changes the layout of this view's item in the ``BoxView`` that manages it, if any.
  public func updateBoxItem(_ update: (BoxItem) -> BoxItem) {
    (superview as? BoxView)?.updateItemForObject(self, update: update)
  }

  // The seed README's names.

  /// An item with the four edges `==0` (``boxed``).
  public var boxZero: BoxItem { boxed }
  /// An item with the top pin replaced and the other edges `==0`.
  public func boxTop(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.top(pin) }
  /// An item with the bottom pin replaced and the other edges `==0`.
  public func boxBottom(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.bottom(pin) }
  /// An item with the left (leading) pin replaced and the other edges `==0`.
  public func boxLeft(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.left(pin) }
  /// An item with the right (trailing) pin replaced and the other edges `==0`.
  public func boxRight(_ pin: BoxLayout.Pin?) -> BoxItem { boxed.right(pin) }
  /// An item with the left and right pins replaced.
  public func boxLeftRight(_ left: BoxLayout.Pin?, _ right: BoxLayout.Pin?) -> BoxItem {
    boxed.boxLeftRight(left, right)
  }
  /// An item with the top and bottom pins replaced.
  public func boxTopBottom(_ top: BoxLayout.Pin?, _ bottom: BoxLayout.Pin?) -> BoxItem {
    boxed.boxTopBottom(top, bottom)
  }
  /// An item centred along x (`view.boxed.centerX(offset:padding:)`).
  public func xAligned(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxItem {
    boxed.centerX(offset: offset, padding: padding)
  }
  /// An item centred along y (`view.boxed.centerY(offset:padding:)`).
  public func yAligned(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxItem {
    boxed.centerY(offset: offset, padding: padding)
  }
  /// An item with the four gaps `==` the insets.
  public func boxInsets(_ insets: EdgeInsets) -> BoxItem { boxed.insets(insets) }
  /// An item with the four gaps `==value`.
  public func boxAll(_ value: CGFloat?) -> BoxItem { boxed.all(value) }
  /// An item with a given layout (``boxed(layout:)``).
  public func boxLayout(_ layout: BoxLayout) -> BoxItem { boxed(layout: layout) }
  /// An item that starts from four `==0` edges and sets the given ones (`nil` removes one).
  public func boxEdgePins(_ pins: [BoxEdge: BoxLayout.Pin?]) -> BoxItem {
    boxed(layout: .boxEdgePins(pins))
  }
}

extension Array where Element: View {
  /// An item per view, four edges `==0`.
  public var boxed: [BoxItem] { map(\.boxed) }
  /// Short for ``boxed``.
  public var bi: [BoxItem] { boxed }
  /// An item per view with a given layout.
  public func boxed(layout: BoxLayout) -> [BoxItem] { map { $0.boxed(layout: layout) } }
  /// An item per view, four edges `==0` (the seed README's name).
  public var boxZero: [BoxItem] { boxed }

  /// A new box holding these views, each with four edges `==0`.
  public func inBoxView(axis: BoxLayout.Axis = .y, spacing: CGFloat = 0, insets: EdgeInsets = .zero)
    -> BoxView
  {
    let box = BoxView(axis: axis, spacing: spacing, insets: insets)
    box.items = boxed
    return box
  }
}
