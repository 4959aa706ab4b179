/// One item of a ``BoxView``: a view or a layout guide, and the ``BoxLayout`` that places it.
///
/// Items are values; every modifier (``top(_:)-(CGFloat)``, ``centerX(offset:padding:)`` …)
/// returns a new item, so they chain: `button.boxed.top(30).left(50).right(50)`.
public struct BoxItem: CustomStringConvertible {
  /// How the item is placed.
  public var layout: BoxLayout
  /// The view or guide being placed.
  public private(set) var anchorable: any BoxAnchorable

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

  /// The view, for a view item. Assigning a view makes this a view item for it; assigning
  /// `nil` changes nothing (as in the original).
  public var view: View? {
    get { anchorable as? View }
    set { if let newValue { anchorable = newValue } }
  }
  /// The guide, for a guide item. Assigning a guide makes this a guide item for it; assigning
  /// `nil` changes nothing.
  public var guide: LayoutGuide? {
    get { anchorable as? LayoutGuide }
    set { if let newValue { anchorable = newValue } }
  }

  /// Whether this item lays out `object`.
  func lays(out object: AnyObject) -> Bool { anchorable === object }

  public var description: String {
    "<BoxItem \(LayoutConstraint.name(of: anchorable)): \(layout)>"
  }
}

/// A change to an item, for ``BoxView/updateItemForObject(_:update:)`` and
/// ``View/updateBoxItem(_:)``: `{ $0.left(20) }`.
public typealias BoxItemUpdate = (BoxItem) -> BoxItem
