import Foundation

extension BoxItem {
  /// A copy with the layout changed by `change`.
  func changed(_ change: (inout BoxLayout) -> Void) -> BoxItem {
    var copy = self
    change(&copy.layout)
    return copy
  }

  /// A copy with the left (leading) gap `==value`.
  public func left(_ value: CGFloat) -> BoxItem { changed { $0.left = ==value } }
  /// A copy with the left (leading) pin replaced; `nil` removes it.
  public func left(_ pin: BoxLayout.Pin?) -> BoxItem { changed { $0.left = pin } }
  /// A copy with the right (trailing) gap `==value`.
  public func right(_ value: CGFloat) -> BoxItem { changed { $0.right = ==value } }
  /// A copy with the right (trailing) pin replaced; `nil` removes it.
  public func right(_ pin: BoxLayout.Pin?) -> BoxItem { changed { $0.right = pin } }
  /// A copy with the top gap `==value`.
  public func top(_ value: CGFloat) -> BoxItem { changed { $0.top = ==value } }
  /// A copy with the top pin replaced; `nil` removes it.
  public func top(_ pin: BoxLayout.Pin?) -> BoxItem { changed { $0.top = pin } }
  /// A copy with the bottom gap `==value`.
  public func bottom(_ value: CGFloat) -> BoxItem { changed { $0.bottom = ==value } }
  /// A copy with the bottom pin replaced; `nil` removes it.
  public func bottom(_ pin: BoxLayout.Pin?) -> BoxItem { changed { $0.bottom = pin } }

  /// A copy with all four gaps `==value`; `nil` removes all four pins.
  public func all(_ value: CGFloat?) -> BoxItem { allX(value).allY(value) }
  /// A copy with the left and right gaps `==value`; `nil` removes both.
  public func allX(_ value: CGFloat?) -> BoxItem {
    changed {
      $0.left = ==value
      $0.right = ==value
    }
  }
  /// A copy with the top and bottom gaps `==value`; `nil` removes both.
  public func allY(_ value: CGFloat?) -> BoxItem {
    changed {
      $0.top = ==value
      $0.bottom = ==value
    }
  }
  /// A copy with each of the four gaps `==` the matching inset.
  public func insets(_ insets: EdgeInsets) -> BoxItem {
    changed {
      $0 = $0.withPins(top: ==insets.top, left: ==insets.left, bottom: ==insets.bottom, right: ==insets.right)
    }
  }

  /// A copy centred along x: centerX `==offset` from the centre of the box's inset area, and
  /// left and right gaps `>=padding` (removed when `padding` is `nil`).
  public func centerX(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxItem {
    changed {
      $0.centerX = ==offset
      $0.left = >=padding
      $0.right = >=padding
    }
  }
  /// A copy centred along y: centerY `==offset`, top and bottom gaps `>=padding` (removed when
  /// `padding` is `nil`).
  public func centerY(offset: CGFloat = 0, padding: CGFloat? = 0) -> BoxItem {
    changed {
      $0.centerY = ==offset
      $0.top = >=padding
      $0.bottom = >=padding
    }
  }

  /// A copy with the width `==value`.
  public func width(_ value: CGFloat) -> BoxItem { changed { $0.width = ==value } }
  /// A copy with the width pin replaced; `nil` removes it.
  public func width(_ pin: BoxLayout.Pin?) -> BoxItem { changed { $0.width = pin } }
  /// A copy with the height `==value`.
  public func height(_ value: CGFloat) -> BoxItem { changed { $0.height = ==value } }
  /// A copy with the height pin replaced; `nil` removes it.
  public func height(_ pin: BoxLayout.Pin?) -> BoxItem { changed { $0.height = pin } }
  /// A copy with width and height `==` the size.
  public func size(_ size: CGSize) -> BoxItem { width(size.width).height(size.height) }

  /// A copy whose width is `multiplier` × the box's width.
  public func relativeWidth(_ multiplier: CGFloat) -> BoxItem {
    changed { $0.relativeWidth = BoxLayout.MultiPin(multiplier: multiplier) }
  }
  /// A copy with the relative width replaced; `nil` removes it.
  public func relativeWidth(_ pin: BoxLayout.MultiPin?) -> BoxItem { changed { $0.relativeWidth = pin } }
  /// A copy whose height is `multiplier` × the box's height.
  public func relativeHeight(_ multiplier: CGFloat) -> BoxItem {
    changed { $0.relativeHeight = BoxLayout.MultiPin(multiplier: multiplier) }
  }
  /// A copy with the relative height replaced; `nil` removes it.
  public func relativeHeight(_ pin: BoxLayout.MultiPin?) -> BoxItem { changed { $0.relativeHeight = pin } }

  /// A copy with left `==x` and top `==y`; the right and bottom pins are kept.
  public func point(_ point: CGPoint) -> BoxItem { left(point.x).top(point.y) }
  /// A copy placed at a rectangle: left, top, width and height `==`, right and bottom removed.
  public func rect(_ rect: CGRect) -> BoxItem {
    left(rect.minX).top(rect.minY).width(rect.width).height(rect.height).right(nil).bottom(nil)
  }

  /// A copy with a flex factor: flexible items share the main-axis length in proportion.
  public func flex(_ value: CGFloat = 1) -> BoxItem { changed { $0.flex = value } }

  /// The item when `condition` holds, else `nil` (for `optItems` and `compactMap`).
  public func useIf(_ condition: Bool) -> BoxItem? { condition ? self : nil }

  /// The item unless its view is hidden; guide items, which cannot be hidden, are kept (the
  /// original dropped them).
  public var useIfVisible: BoxItem? { view?.isHidden == true ? nil : self }

  /// An item for a new layout guide with the four edges `==0`: an invisible spacer.
  public static func guide(layout: BoxLayout = .zero) -> BoxItem {
    BoxItem(guide: LayoutGuide(), layout: layout)
  }
  /// A spacer guide with a fixed width.
  public static func width(_ value: CGFloat) -> BoxItem { guide().width(value) }
  /// A spacer guide with a fixed height.
  public static func height(_ value: CGFloat) -> BoxItem { guide().height(value) }
  /// A spacer guide whose width is `multiplier` × the box's width.
  public static func relativeWidth(_ multiplier: CGFloat) -> BoxItem { guide().relativeWidth(multiplier) }
  /// A spacer guide whose height is `multiplier` × the box's height.
  public static func relativeHeight(_ multiplier: CGFloat) -> BoxItem { guide().relativeHeight(multiplier) }
  /// A flexible spacer guide.
  public static func flex(_ value: CGFloat = 1) -> BoxItem { guide().flex(value) }
}
