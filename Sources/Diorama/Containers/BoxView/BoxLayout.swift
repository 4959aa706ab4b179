import Foundation

/// How one item of a ``BoxView`` is laid out: a pin (or `nil`, no constraint) for each edge and
/// centre, optional absolute and relative sizes, and a flex factor.
///
/// `left` and `right` are the begin and end sides of the x axis: in a right-to-left box they
/// apply to the physical right and left edges. `BoxLayout()` and ``zero`` pin the four edges
/// `==0`.
public struct BoxLayout: Hashable, Sendable, CustomStringConvertible {
  /// The gap before the item along x (leading side).
  public var left: Pin?
  /// The gap after the item along x (trailing side).
  public var right: Pin?
  /// The offset of the item's centre from the centre of the box's inset area along x.
  public var centerX: Pin?
  /// The gap above the item.
  public var top: Pin?
  /// The gap below the item.
  public var bottom: Pin?
  /// The offset of the item's centre from the centre of the box's inset area along y.
  public var centerY: Pin?
  /// An absolute width.
  public var width: Pin?
  /// An absolute height.
  public var height: Pin?
  /// A width relative to the box's whole width (insets included).
  public var relativeWidth: MultiPin?
  /// A height relative to the box's whole height (insets included).
  public var relativeHeight: MultiPin?
  /// The item's share of the main-axis length among the box's flexible items.
  public var flex: CGFloat?

  /// A layout with the four edges pinned `==0` and nothing else.
  public init() {
    left = .zero
    right = .zero
    top = .zero
    bottom = .zero
  }

  /// The four edges pinned `==0`.
  public static let zero = BoxLayout()

  /// A layout with the four edges pinned as given (`==0` by default) and nothing else.
  public static func withPins(
    top: Pin? = .zero, left: Pin? = .zero, bottom: Pin? = .zero, right: Pin? = .zero
  )
    -> BoxLayout
  {
    var layout = BoxLayout()
    layout.setEdges(top: top, left: left, bottom: bottom, right: right)
    return layout
  }

  /// A copy whose four edges are replaced; centres, sizes and flex are kept.
  public func withPins(top: Pin? = .zero, left: Pin? = .zero, bottom: Pin? = .zero, right: Pin? = .zero)
    -> BoxLayout
  {
    var layout = self
    layout.setEdges(top: top, left: left, bottom: bottom, right: right)
    return layout
  }

  /// A layout that starts from ``zero`` and sets the given edges (`nil` removes one).
  public static func boxEdgePins(_ pins: [BoxEdge: Pin?]) -> BoxLayout {
    var layout = BoxLayout()
    for (edge, pin) in pins { layout.setPin(pin, for: edge) }
    return layout
  }

  /// Centred along x: centerX `==offset`, left and right `>=padding` (removed when `padding`
  /// is `nil` — the original kept them at `==0`, which fought the centring), top and bottom `==0`.
  public static func xCentered(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxLayout {
    var layout = BoxLayout()
    layout.centerX = ==offset
    layout.left = >=padding
    layout.right = >=padding
    return layout
  }

  /// Centred along y: centerY `==offset`, top and bottom `>=padding` (removed when `padding`
  /// is `nil`), left and right `==0`.
  public static func yCentered(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxLayout {
    var layout = BoxLayout()
    layout.centerY = ==offset
    layout.top = >=padding
    layout.bottom = >=padding
    return layout
  }

  /// The pin of an edge or centre.
  public func pinForEdge(_ edge: BoxEdge) -> Pin? {
    switch edge {
    case .top: top
    case .left: left
    case .right: right
    case .bottom: bottom
    case .centerX: centerX
    case .centerY: centerY
    }
  }

  /// Sets the pin of an edge or centre (`nil` removes it).
  public mutating func setPin(_ pin: Pin?, for edge: BoxEdge) {
    switch edge {
    case .top: top = pin
    case .left: left = pin
    case .right: right = pin
    case .bottom: bottom = pin
    case .centerX: centerX = pin
    case .centerY: centerY = pin
    }
  }

  /// A copy with the pin of an edge or centre replaced.
  public func with(_ edge: BoxEdge, _ pin: Pin?) -> BoxLayout {
    var copy = self
    copy.setPin(pin, for: edge)
    return copy
  }

  /// A copy with another left pin.
  public func withLeft(_ pin: Pin?) -> BoxLayout { with(.left, pin) }
  /// A copy with another right pin.
  public func withRight(_ pin: Pin?) -> BoxLayout { with(.right, pin) }
  /// A copy with another top pin.
  public func withTop(_ pin: Pin?) -> BoxLayout { with(.top, pin) }
  /// A copy with another bottom pin.
  public func withBottom(_ pin: Pin?) -> BoxLayout { with(.bottom, pin) }

  /// A copy with another absolute width.
  public func withWidth(_ pin: Pin?) -> BoxLayout {
    var copy = self
    copy.width = pin
    return copy
  }
  /// A copy with another absolute height.
  public func withHeight(_ pin: Pin?) -> BoxLayout {
    var copy = self
    copy.height = pin
    return copy
  }
  /// A copy with another relative width.
  public func withRelativeWidth(_ pin: MultiPin?) -> BoxLayout {
    var copy = self
    copy.relativeWidth = pin
    return copy
  }
  /// A copy with another relative height.
  public func withRelativeHeight(_ pin: MultiPin?) -> BoxLayout {
    var copy = self
    copy.relativeHeight = pin
    return copy
  }
  /// A copy with another flex factor.
  public func withFlex(_ flex: CGFloat?) -> BoxLayout {
    var copy = self
    copy.flex = flex
    return copy
  }

  /// The begin, centre and end pins along an axis.
  func pins(along axis: Axis) -> (begin: Pin?, center: Pin?, end: Pin?) {
    axis == .x ? (left, centerX, right) : (top, centerY, bottom)
  }

  private mutating func setEdges(top: Pin?, left: Pin?, bottom: Pin?, right: Pin?) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `top ==0, left >=8, …`: the pins that are set, in a fixed order.
  public var description: String {
    var parts: [String] = []
    for edge in BoxEdge.allCases {
      if let pin = pinForEdge(edge) { parts.append("\(edge) \(pin)") }
    }
    if let width { parts.append("width \(width)") }
    if let height { parts.append("height \(height)") }
    if let relativeWidth { parts.append("width \(relativeWidth)") }
    if let relativeHeight { parts.append("height \(relativeHeight)") }
    if let flex { parts.append("flex \(LayoutConstraint.number(flex))") }
    return parts.isEmpty ? "no pins" : parts.joined(separator: ", ")
  }
}
