import Foundation

/// A bar of buttons at the bottom of a screen (UIKit's `UIToolbar`), drawn as iOS 17 draws the
/// standard appearance: a 44-point bar, its ``BarButtonItem``s in the tint colour (titles in the
/// 17-point system font, semibold for ``BarButtonItem/Style/done``; images as templates; custom
/// views at their size). Its background follows ``standardAppearance`` (the chrome material —
/// what is behind, blurred — with a hairline at the top) while content scrolls under it, and
/// ``scrollEdgeAppearance`` (transparent by default) while the end of the content is above it.
///
/// Items sit 16 points in from the ends (20 on screens 414 points or wider) and 8 points apart;
/// a ``BarButtonItem/SystemItem/fixedSpace`` item is a gap of its ``BarButtonItem/width``, and the
/// ``BarButtonItem/SystemItem/flexibleSpace`` items share what is left. A ``NavigationController``
/// shows one for its top controller's ``ViewController/toolbarItems`` when
/// ``NavigationController/isToolbarHidden`` is `false`; its background then reaches down through
/// the safe area below it. Nothing is tappable.
open class Toolbar: View {
  /// The bar's height above the safe area, 44 points.
  public static let contentHeight: CGFloat = 44
  /// The space between neighbouring items, 8 points.
  public static let itemSpacing: CGFloat = 8

  /// The items, left to right; `nil` by default.
  open var items: [BarButtonItem]? {
    didSet { reload() }
  }

  /// Sets the items; with `animated`, the new ones fade in on the scene clock.
  open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    self.items = items
    guard animated else { return }
    for view in itemViews.compactMap({ $0 }) {
      View.performWithoutAnimation { view.alpha = 0 }
      View.animate(withDuration: 0.25) { view.alpha = 1 }
    }
  }

  /// The appearance shown while content scrolls under the bar (UIKit's `standardAppearance`):
  /// the chrome material with a hairline by default. Assigning copies the appearance.
  open var standardAppearance: ToolbarAppearance {
    get { standardStorage }
    set { standardStorage = adopt(newValue)! }
  }
  private var standardStorage = ToolbarAppearance()

  /// The appearance in a compact-height scene; ``standardAppearance`` when `nil`. Assigning
  /// copies the appearance.
  open var compactAppearance: ToolbarAppearance? {
    get { compactStorage }
    set { compactStorage = adopt(newValue) }
  }
  private var compactStorage: ToolbarAppearance?

  /// The appearance shown while the end of the content is above the bar. When `nil` (the
  /// default), the standard appearance with a transparent background and no shadow, as on iOS 15
  /// and later. Assigning copies the appearance.
  open var scrollEdgeAppearance: ToolbarAppearance? {
    get { scrollEdgeStorage }
    set { scrollEdgeStorage = adopt(newValue) }
  }
  private var scrollEdgeStorage: ToolbarAppearance?

  /// The scroll-edge appearance in a compact-height scene; ``scrollEdgeAppearance`` when `nil`.
  /// Assigning copies the appearance.
  open var compactScrollEdgeAppearance: ToolbarAppearance? {
    get { compactScrollEdgeStorage }
    set { compactScrollEdgeStorage = adopt(newValue) }
  }
  private var compactScrollEdgeStorage: ToolbarAppearance?

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

  /// Sets the standard appearance's shadow image (UIKit's legacy
  /// `setShadowImage(_:forToolbarPosition:)`; the position is not used: the shadow is at the top).
  open func setShadowImage(_ image: Image?, forToolbarPosition position: BarPosition) {
    standardAppearance.shadowImage = image
  }

  /// Where a bar sits (UIKit's `UIBarPosition`).
  public enum BarPosition: Int, Sendable, Hashable {
    /// Unspecified.
    case any = 0
    /// At the bottom of the screen.
    case bottom = 1
    /// At the top of the screen.
    case top = 2
    /// At the top, reaching up under the status bar.
    case topAttached = 3
  }

  /// The controller whose content the bar follows (its navigation controller), for the
  /// scroll-edge appearance; a bar outside a navigation controller shows its standard appearance.
  weak var contentController: ViewController?

  /// The content scrolled: choose the appearance again at the next layout.
  func contentDidScroll() {
    background.contentDidScroll()
    setNeedsLayout()
  }

  /// A copy of `appearance` owned by this bar.
  private func adopt(_ appearance: ToolbarAppearance?) -> ToolbarAppearance? {
    let copy = appearance?.copy()
    copy?.owner = self
    setNeedsLayout()
    return copy
  }

  /// The appearance the bar shows now, the background it draws, and whether the content's
  /// bottom edge is above the bar.
  func resolvedAppearance() -> (appearance: ToolbarAppearance, background: BarBackgroundStyle, atEdge: Bool) {
    let compact = isInCompactHeightScene
    let standard = (compact ? compactAppearance : nil) ?? standardAppearance
    guard let controller = contentController,
      controller.contentScrollViewForBars(at: .bottom)?.contentIsAtEdge(.bottom) ?? true
    else { return (standard, standard.background, false) }
    guard let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance else {
      return (standard, .transparent, true)
    }
    return (edge, edge.background, true)
  }

  /// How far the background reaches below the bar (the safe area under a navigation
  /// controller's toolbar).
  var extendsDownward: CGFloat = 0 {
    didSet { if extendsDownward != oldValue { setNeedsLayout() } }
  }

  private let background = BarBackgroundView(shadowEdge: .top)
  /// One view per item; `nil` for the spaces.
  private var itemViews: [View?] = []

  /// Creates a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    standardStorage.owner = self
    addSubview(background)
  }

  /// The bar's height for the safe area it is in: 44 points plus the bottom inset.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Toolbar.contentHeight + safeAreaInsets.bottom)
  }

  /// No intrinsic width; 44 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Toolbar.contentHeight)
  }

  private func reload() {
    for view in itemViews.compactMap({ $0 }) where !(items ?? []).contains(where: { $0.customView === view })
    {
      view.removeFromSuperview()
    }
    itemViews = (items ?? []).map { item in
      if item.isSpace { return nil }
      let view = item.makeBarView()
      addSubview(view)
      return view
    }
    setNeedsLayout()
  }

  /// Paints the items in the new tint at the next layout.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsLayout()
  }

  /// Paints the items in their appearance's title colour and font, else their tint (or the
  /// bar's), disabled ones in the tertiary label grey.
  private func styleItems(_ appearance: ToolbarAppearance) {
    let tint = tintColor ?? .systemBlue
    for (item, view) in zip(items ?? [], itemViews) {
      guard let view, item.customView == nil else { continue }
      let look = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
      let attributes = (item.isEnabled ? look.normal : look.disabled).titleTextAttributes
      let color =
        attributes[.foregroundColor] as? Color
        ?? (item.isEnabled ? (item.tintColor ?? item.defaultColor ?? tint) : Color.tertiaryLabel)
      view.tintColor = color
      if let label = view as? Label {
        label.textColor = color
        if let font = attributes[.font] as? Font, label.font != font {
          label.font = font
          label.sizeToFit()
        }
      }
    }
  }

  /// The frames of the items' views in the bar's coordinates, `nil` for the spaces: items 16
  /// points in from the ends (20 from 414 points wide) and 8 apart, fixed spaces their width,
  /// flexible spaces sharing the rest.
  public func itemFrames() -> [CGRect?] {
    let items = self.items ?? []
    let margin: CGFloat = bounds.width >= 414 ? 20 : 16
    let sizes = zip(items, itemViews).map { item, view -> CGSize in
      if item.systemItem == .fixedSpace { return CGSize(width: item.width, height: 0) }
      guard let view else { return .zero }
      let size = view.bounds.size
      return CGSize(width: item.width > 0 ? item.width : size.width, height: size.height)
    }
    var gaps = 0
    for index in items.indices.dropFirst() where !items[index].isSpace && !items[index - 1].isSpace {
      gaps += 1
    }
    let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
    let used = sizes.reduce(0) { $0 + $1.width } + CGFloat(gaps) * Toolbar.itemSpacing
    let room = max(0, bounds.width - 2 * margin - used)
    let share = flexible > 0 ? room / CGFloat(flexible) : 0
    var x = margin
    var frames: [CGRect?] = []
    for (index, item) in items.enumerated() {
      if index > 0, !item.isSpace, !items[index - 1].isSpace { x += Toolbar.itemSpacing }
      if item.systemItem == .flexibleSpace {
        frames.append(nil)
        x += share
      } else if item.systemItem == .fixedSpace {
        frames.append(nil)
        x += sizes[index].width
      } else {
        let size = sizes[index]
        frames.append(
          CGRect(x: x, y: (Toolbar.contentHeight - size.height) / 2, width: size.width, height: size.height))
        x += size.width
      }
    }
    return frames
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let resolved = resolvedAppearance()
    background.show(
      resolved.background, atEdge: resolved.atEdge,
      following: contentController?.contentScrollViewForBars(at: .bottom))
    background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + extendsDownward)
    styleItems(resolved.appearance)
    for (view, frame) in zip(itemViews, itemFrames()) {
      guard let view, let frame else { continue }
      view.frame = frame
    }
  }
}
