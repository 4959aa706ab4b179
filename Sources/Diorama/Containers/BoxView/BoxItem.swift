/// One item of a ``BoxView``: a view or a layout guide, and the ``BoxLayout`` that places it.
///
/// Items are values; every modifier (``top(_:)-(CGFloat)``, ``centerX(offset:padding:)`` …)
/// returns a new item, so they chain: `button.boxed.top(30).left(50).right(50)`.
public struct BoxItem: CustomStringConvertible {
  /// How the item is placed.
  public var layout: BoxLayout
  /// The view or guide being placed.
  public let anchorable: any BoxAnchorable

  /// An item for a view (four edges `==0` by default).
  public init(view: View, layout: BoxLayout = .zero) {
    anchorable = view
    self.layout = layout
  }

  /// An item for a layout guide — an invisible spacer (four edges `==0` by default).
  public init(guide: LayoutGuide, layout: BoxLayout = .zero) {
    anchorable = guide
    self.layout = layout
  }

  /// The view, for a view item.
  public var view: View? { anchorable as? View }
  /// The guide, for a guide item.
  public var guide: LayoutGuide? { anchorable as? LayoutGuide }

  /// Whether this item lays out `object`.
  func lays(out object: AnyObject) -> Bool { anchorable === object }

  public var description: String {
    "<BoxItem \(LayoutConstraint.name(of: anchorable)): \(layout)>"
  }
}
