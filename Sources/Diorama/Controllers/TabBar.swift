import Foundation

/// The bar of tabs at the bottom of a ``TabBarController`` (UIKit's `UITabBar`), drawn as iOS 17
/// draws the standard appearance on an iPhone: a 49-point bar (plus the home-indicator inset
/// below it), each item an equal share of the width with its image over a 10-point title, the
/// selected item in the tint colour (``Color/systemBlue`` by default) and the others in
/// ``Color/systemGray``, red badges, a translucent background (the chrome material: what is behind, blurred) with a hairline at the top.
///
/// The bar's frame in a tab bar controller reaches the screen's bottom edge: 49 points plus the
/// safe-area inset below (83 on an iPhone with a home indicator), as in UIKit. Nothing is
/// tappable: the bar shows what is selected.
open class TabBar: View {
  /// The height of the bar's content, above the safe area: 49 points.
  public static let contentHeight: CGFloat = 49
  /// The size of an item's title, 10 points (medium weight).
  public static let titleFontSize: CGFloat = 10
  /// How far below the bar's top an item's image is centred, 18 points.
  public static let imageCenterY: CGFloat = 18
  /// How far below the bar's top an item's title is centred, 38.5 points.
  public static let titleCenterY: CGFloat = 38.5

  /// The items, left to right; `nil` by default.
  open var items: [TabBarItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
      itemsDidChange()
    }
  }

  /// Sets the items (`animated` is accepted; the items change at once, as they mostly do on iOS).
  open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

  /// The selected item, drawn in the tint colour; `nil` by default. An item that is not one of
  /// ``items`` is ignored with a warning.
  open weak var selectedItem: TabBarItem? {
    didSet {
      if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) {
        Diagnostics.report(
          Warning(.invalidHierarchy, "TabBar.selectedItem ignored: the item is not one of the bar's items"))
        self.selectedItem = oldValue
        return
      }
      updateColors()
    }
  }

  /// The colour of the items that are not selected; `nil` (the default) draws ``Color/systemGray``.
  open var unselectedItemTintColor: Color? {
    didSet { updateColors() }
  }

  /// The background colour; `nil` (the default) draws iOS's chrome material: what is behind the
  /// bar, blurred, under a light tint.
  open var barTintColor: Color? {
    didSet {
      applyBarMaterial(background: background, barTintColor: barTintColor, isTranslucent: isTranslucent)
    }
  }

  /// Whether the material lets what is behind the bar show through, blurred; `true` by default.
  /// An opaque bar draws the material's tint without the blur.
  open var isTranslucent = true {
    didSet {
      applyBarMaterial(background: background, barTintColor: barTintColor, isTranslucent: isTranslucent)
    }
  }

  private let background = View()
  private let hairline = View()
  private var buttons: [TabBarButton] = []

  /// Creates a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    applyBarMaterial(background: background, barTintColor: nil, isTranslucent: true)
    hairline.backgroundColor = Color(white: 0, alpha: 0.3)
    addSubview(background)
    addSubview(hairline)
  }

  /// The bar's height for the safe area it is in: 49 points plus the bottom inset.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: TabBar.contentHeight + safeAreaInsets.bottom)
  }

  /// No intrinsic width; 49 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: TabBar.contentHeight)
  }

  /// Rebuilds the item views.
  func itemsDidChange() {
    let items = self.items ?? []
    while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
    while buttons.count < items.count {
      let button = TabBarButton()
      addSubview(button)
      buttons.append(button)
    }
    for (button, item) in zip(buttons, items) { button.item = item }
    updateColors()
    setNeedsLayout()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  private func updateColors() {
    let selectedColor = tintColor ?? .systemBlue
    let other = unselectedItemTintColor ?? .systemGray
    for button in buttons {
      guard let item = button.item else { continue }
      let selected = item === selectedItem
      button.show(selected: selected, color: selected ? selectedColor : other)
    }
  }

  /// The frame of the item at `index` in the bar's coordinates: an equal share of the width
  /// inside the safe area, the bar's 49-point content height.
  public func itemFrame(at index: Int) -> CGRect {
    let count = max(1, buttons.count)
    let insets = safeAreaInsets
    let width = max(0, bounds.width - insets.left - insets.right) / CGFloat(count)
    return CGRect(x: insets.left + CGFloat(index) * width, y: 0, width: width, height: TabBar.contentHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1.0 / 3)
    for (index, button) in buttons.enumerated() { button.frame = itemFrame(at: index) }
  }
}
