import Foundation

/// The bar of tabs at the bottom of a ``TabBarController`` (UIKit's `UITabBar`), drawn as iOS 17
/// draws the standard appearance on an iPhone: a 49-point bar (plus the home-indicator inset
/// below it), each item an equal share of the width with its image over a 10-point title, the
/// selected item in the tint colour (``Color/systemBlue`` by default) and the others in
/// ``Color/systemGray``, red badges. Its background follows ``standardAppearance`` (the chrome
/// material — what is behind, blurred — with a hairline at the top) while content scrolls under
/// it, and ``scrollEdgeAppearance`` (transparent by default) while the end of the content is above
/// it, as on iOS 15 and later.
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

  /// The appearance shown while content scrolls under the bar (UIKit's `standardAppearance`):
  /// the chrome material with a hairline by default. Assigning copies the appearance.
  open var standardAppearance: TabBarAppearance {
    get { standardStorage }
    set { standardStorage = adopt(newValue)! }
  }
  private var standardStorage = TabBarAppearance()

  /// The appearance shown while the end of the content is above the bar — a short list, a screen
  /// with no scroll view. When `nil` (the default), the standard appearance with a transparent
  /// background and no shadow, as on iOS 15 and later. Assigning copies the appearance.
  open var scrollEdgeAppearance: TabBarAppearance? {
    get { scrollEdgeStorage }
    set { scrollEdgeStorage = adopt(newValue) }
  }
  private var scrollEdgeStorage: TabBarAppearance?

  /// The background colour of the standard appearance (UIKit's legacy `barTintColor`).
  open var barTintColor: Color? {
    didSet {
      standardAppearance.backgroundColor = barTintColor ?? (isTranslucent ? nil : NavigationBar.opaqueColor)
    }
  }

  /// Whether the standard appearance blurs what is behind the bar (UIKit's legacy
  /// `isTranslucent`); `true` by default. An opaque bar draws its ``barTintColor`` or an opaque
  /// light grey without the blur.
  open var isTranslucent = true {
    didSet {
      standardAppearance.backgroundEffect = isTranslucent ? BlurEffect(style: .systemChromeMaterial) : nil
      standardAppearance.backgroundColor = barTintColor ?? (isTranslucent ? nil : NavigationBar.opaqueColor)
    }
  }

  /// The standard appearance's background image (UIKit's legacy `backgroundImage`).
  open var backgroundImage: Image? {
    didSet { standardAppearance.backgroundImage = backgroundImage }
  }

  /// The standard appearance's shadow image (UIKit's legacy `shadowImage`); `nil` draws the
  /// hairline.
  open var shadowImage: Image? {
    didSet { standardAppearance.shadowImage = shadowImage }
  }

  /// The controller whose content the bar follows (its tab bar controller), for the scroll-edge
  /// appearance; a bar outside a tab bar controller shows its standard appearance.
  weak var contentController: ViewController?

  /// The content scrolled: choose the appearance again at the next layout.
  func contentDidScroll() {
    background.contentDidScroll()
    setNeedsLayout()
  }

  /// A copy of `appearance` owned by this bar.
  private func adopt(_ appearance: TabBarAppearance?) -> TabBarAppearance? {
    let copy = appearance?.copy()
    copy?.owner = self
    setNeedsLayout()
    return copy
  }

  /// The appearance the bar shows now, the background it draws, and whether the content's
  /// bottom edge is above the bar (the scroll-edge appearance, transparent unless one is set).
  func resolvedAppearance() -> (appearance: TabBarAppearance, background: BarBackgroundStyle, atEdge: Bool) {
    guard let controller = contentController,
      controller.contentScrollViewForBars(at: .bottom)?.contentIsAtEdge(.bottom) ?? true
    else { return (standardAppearance, standardAppearance.background, false) }
    guard let edge = scrollEdgeAppearance else { return (standardAppearance, .transparent, true) }
    return (edge, edge.background, true)
  }

  private let background = BarBackgroundView(shadowEdge: .top)
  private var buttons: [TabBarButton] = []

  /// Creates a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    standardStorage.owner = self
    addSubview(background)
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

  private func updateColors() { setNeedsLayout() }

  /// Paints the items from the stacked-layout appearance over the defaults: the selected one in
  /// the tint, the others in ``unselectedItemTintColor`` or grey.
  private func styleItems(_ appearance: TabBarItemAppearance) {
    let selectedColor = tintColor ?? .systemBlue
    let other = unselectedItemTintColor ?? .systemGray
    for button in buttons {
      guard let item = button.item else { continue }
      let selected = item === selectedItem
      let state = !item.isEnabled ? appearance.disabled : selected ? appearance.selected : appearance.normal
      button.show(selected: selected, color: selected ? selectedColor : other, state: state)
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
    let resolved = resolvedAppearance()
    background.show(
      resolved.background, atEdge: resolved.atEdge,
      following: contentController?.contentScrollViewForBars(at: .bottom))
    background.frame = bounds
    styleItems(resolved.appearance.stackedLayoutAppearance)
    for (index, button) in buttons.enumerated() { button.frame = itemFrame(at: index) }
  }
}
