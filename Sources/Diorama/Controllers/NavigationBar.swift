import Foundation

/// The bar a ``NavigationController`` shows above its content (UIKit's `UINavigationBar`), drawn
/// as iOS 17 draws it: a 44-point bar under the status bar, the title in 17-point semibold, a
/// back button with a chevron and the previous item's title, bar button items in the tint colour
/// (titles, or images such as symbols); with ``prefersLargeTitles``, a 52-point band below with
/// the title in 34-point bold.
///
/// Its background follows iOS 15 and later: ``standardAppearance`` (the chrome material — what is
/// behind, blurred — with a hairline at the bottom) while content scrolls under the bar,
/// ``scrollEdgeAppearance`` (transparent by default) while the top of the content meets it or the
/// screen has no scroll view; the shown item's appearances win over the bar's.
///
/// Nothing is tappable: the bar shows what the navigation stack holds.
open class NavigationBar: View {
  /// The standard bar's height, without a large title.
  public static let standardHeight: CGFloat = 44
  /// The large-title band's height.
  public static let largeTitleHeight: CGFloat = 52

  /// The items of the navigation stack, bottom first; the last is shown.
  public internal(set) var items: [NavigationItem] = [] {
    didSet { reload() }
  }

  /// The shown item.
  public var topItem: NavigationItem? { items.last }
  /// The item under the shown one, whose title the back button shows.
  public var backItem: NavigationItem? { items.count >= 2 ? items[items.count - 2] : nil }

  /// Whether the shown item's title is drawn large below the bar (unless its
  /// ``NavigationItem/largeTitleDisplayMode`` is `.never`).
  public var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { reload() } }
  }

  /// The appearance shown while content scrolls under the bar (UIKit's `standardAppearance`):
  /// the chrome material with a hairline by default. Assigning copies the appearance.
  public var standardAppearance: NavigationBarAppearance {
    get { standardStorage }
    set { standardStorage = adopt(newValue)! }
  }
  private var standardStorage = NavigationBarAppearance()

  /// The appearance in a compact-height bar (an iPhone in landscape); ``standardAppearance``
  /// when `nil`. Assigning copies the appearance.
  public var compactAppearance: NavigationBarAppearance? {
    get { compactStorage }
    set { compactStorage = adopt(newValue) }
  }
  private var compactStorage: NavigationBarAppearance?

  /// The appearance shown while the content's top edge meets the bar — a list at its top, a
  /// screen with no scroll view. When `nil` (the default), the standard appearance with a
  /// transparent background and no shadow, as on iOS 15 and later. Assigning copies the
  /// appearance.
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    get { scrollEdgeStorage }
    set { scrollEdgeStorage = adopt(newValue) }
  }
  private var scrollEdgeStorage: NavigationBarAppearance?

  /// The scroll-edge appearance in a compact-height bar; ``scrollEdgeAppearance`` when `nil`.
  /// Assigning copies the appearance.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    get { compactScrollEdgeStorage }
    set { compactScrollEdgeStorage = adopt(newValue) }
  }
  private var compactScrollEdgeStorage: NavigationBarAppearance?

  /// The background colour of the standard appearance (UIKit's legacy `barTintColor`, which iOS
  /// 15 and later map to ``standardAppearance``'s background colour: the bar is still
  /// transparent at the scroll edge unless ``scrollEdgeAppearance`` is set).
  public var barTintColor: Color? {
    didSet { standardAppearance.backgroundColor = barTintColor ?? (isTranslucent ? nil : Self.opaqueColor) }
  }

  /// Whether the standard appearance blurs what is behind the bar (UIKit's legacy
  /// `isTranslucent`); `true` by default. An opaque bar draws its ``barTintColor`` or an opaque
  /// light grey without the blur.
  public var isTranslucent = true {
    didSet {
      standardAppearance.backgroundEffect = isTranslucent ? BlurEffect(style: .systemChromeMaterial) : nil
      standardAppearance.backgroundColor = barTintColor ?? (isTranslucent ? nil : Self.opaqueColor)
    }
  }

  /// The standard appearance's shadow image (UIKit's legacy `shadowImage`); `nil` draws the
  /// hairline.
  public var shadowImage: Image? {
    didSet { standardAppearance.shadowImage = shadowImage }
  }

  /// The title's attributes in the standard appearance (UIKit's legacy `titleTextAttributes`).
  public var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { standardAppearance.titleTextAttributes = titleTextAttributes ?? [:] }
  }

  /// The large title's attributes in the standard appearance (UIKit's legacy
  /// `largeTitleTextAttributes`).
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { standardAppearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:] }
  }

  /// An opaque bar's colour without a ``barTintColor``: the chrome material's tint, opaque.
  static let opaqueColor = BlurEffect(style: .systemChromeMaterial).tintColor.withAlphaComponent(1)

  /// The controller whose content the bar follows (its navigation controller), for the
  /// scroll-edge appearance; a bar outside a navigation controller shows its standard appearance.
  weak var contentController: ViewController?

  /// The content scrolled: choose the appearance again at the next layout.
  func contentDidScroll() {
    background.contentDidScroll()
    setNeedsLayout()
  }

  /// A copy of `appearance` owned by this bar.
  private func adopt(_ appearance: NavigationBarAppearance?) -> NavigationBarAppearance? {
    let copy = appearance?.copy()
    copy?.owner = self
    setNeedsLayout()
    return copy
  }

  private let background = BarBackgroundView(shadowEdge: .below)
  private let titleLabel = Label()
  private let largeTitleLabel = Label()
  private let backButton = View()
  private let backChevron = ShapeLayer()
  private let backTitle = Label()
  private var rightViews: [View] = []
  private var leftViews: [View] = []

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    standardStorage.owner = self
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    backTitle.font = .systemFont(ofSize: 17)
    backChevron.fillColor = nil
    backChevron.lineWidth = 3
    backChevron.lineCap = .round
    backChevron.lineJoin = .round
    var chevron = Path()
    chevron.move(to: CGPoint(x: 10, y: 2))
    chevron.addLine(to: CGPoint(x: 2, y: 10.5))
    chevron.addLine(to: CGPoint(x: 10, y: 19))
    backChevron.path = chevron
    backChevron.frame = CGRect(x: 0, y: 0, width: 12, height: 21)
    backButton.layer.addSublayer(backChevron)
    backButton.addSubview(backTitle)
    for view in [background, titleLabel, largeTitleLabel, backButton] { addSubview(view) }
    reload()
  }

  /// The bar's height: 44 points, plus 52 with a large title.
  public var preferredHeight: CGFloat {
    Self.standardHeight + (showsLargeTitle ? Self.largeTitleHeight : 0)
  }

  private var showsLargeTitle: Bool {
    guard prefersLargeTitles, let item = topItem else { return false }
    return item.largeTitleDisplayMode != .never
  }

  /// The height the background reaches above the bar, to cover the status bar.
  var extendsUpward: CGFloat = 0 {
    didSet { if extendsUpward != oldValue { setNeedsLayout() } }
  }

  /// Rebuilds the labels from the shown item.
  func reload() {
    let item = topItem
    let large = showsLargeTitle
    for item in items { item.bar = self }
    titleLabel.text = item?.displayedTitle
    titleLabel.isHidden = large
    largeTitleLabel.text = item?.displayedTitle
    largeTitleLabel.isHidden = !large
    backButton.isHidden = backItem == nil || item?.leftBarButtonItems != nil
    backTitle.text = backItem?.displayedTitle ?? "Back"
    for view in rightViews + leftViews { view.removeFromSuperview() }
    rightViews = (item?.rightBarButtonItems ?? []).map { $0.makeBarView() }
    leftViews = (item?.leftBarButtonItems ?? []).map { $0.makeBarView() }
    for view in rightViews + leftViews { addSubview(view) }
    setNeedsLayout()
    superview?.setNeedsLayout()  // the bar's height may have changed
  }

  /// The appearance the bar shows now — the shown item's over the bar's, the compact ones in a
  /// compact-height scene — the background it draws, and whether the content's top edge meets
  /// the bar (the scroll-edge appearance, transparent unless one is set).
  func resolvedAppearance() -> (
    appearance: NavigationBarAppearance, background: BarBackgroundStyle, atEdge: Bool
  ) {
    let item = topItem
    let compact = isInCompactHeightScene
    var standard = item?.standardAppearance ?? standardAppearance
    if compact, let appearance = item?.compactAppearance ?? compactAppearance { standard = appearance }
    guard let controller = contentController,
      controller.contentScrollViewForBars(at: .top)?.contentIsAtEdge(.top) ?? true
    else { return (standard, standard.background, false) }
    var edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
    if compact, let appearance = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance {
      edge = appearance
    }
    guard let edge else { return (standard, .transparent, true) }
    return (edge, edge.background, true)
  }

  /// Sets the fonts and colours of the title, the large title, the back button and the items
  /// from `appearance`, over the defaults: 17-point semibold and 34-point bold titles in the label
  /// colour, items in the tint (semibold for done items), disabled ones grey.
  private func applyText(of appearance: NavigationBarAppearance) {
    let title = appearance.titleTextAttributes
    titleLabel.font = title[.font] as? Font ?? .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = title[.foregroundColor] as? Color ?? .label
    let large = appearance.largeTitleTextAttributes
    largeTitleLabel.font = large[.font] as? Font ?? .systemFont(ofSize: 34, weight: .bold)
    largeTitleLabel.textColor = large[.foregroundColor] as? Color ?? .label
    let tint = tintColor ?? .systemBlue
    let back = appearance.backButtonAppearance.normal.titleTextAttributes
    backChevron.strokeColor = tint
    backTitle.font = back[.font] as? Font ?? .systemFont(ofSize: 17)
    backTitle.textColor = back[.foregroundColor] as? Color ?? tint
    let items = (topItem?.rightBarButtonItems ?? []) + (topItem?.leftBarButtonItems ?? [])
    for (view, item) in zip(rightViews + leftViews, items) where item.customView == nil {
      let look = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
      let attributes = (item.isEnabled ? look.normal : look.disabled).titleTextAttributes
      let color =
        attributes[.foregroundColor] as? Color
        ?? (item.isEnabled ? item.tintColor ?? item.defaultColor ?? tint : Color.tertiaryLabel)
      view.tintColor = color
      guard let label = view as? Label else { continue }
      label.textColor = color
      label.font =
        attributes[.font] as? Font
        ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
      label.sizeToFit()
    }
  }

  /// Paints the back button and the items in the new tint colour.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let resolved = resolvedAppearance()
    background.show(
      resolved.background, atEdge: resolved.atEdge,
      following: contentController?.contentScrollViewForBars(at: .top))
    applyText(of: resolved.appearance)
    let width = bounds.width
    let margin: CGFloat = width >= 414 ? 20 : 16
    background.frame = CGRect(x: 0, y: -extendsUpward, width: width, height: bounds.height + extendsUpward)
    let barMidY = Self.standardHeight / 2
    var leading = margin
    if !backButton.isHidden {
      backTitle.sizeToFit()
      backTitle.frame.origin = CGPoint(x: 18, y: (21 - backTitle.frame.height) / 2)
      backButton.frame = CGRect(x: 8, y: barMidY - 10.5, width: 18 + backTitle.frame.width, height: 21)
      leading = backButton.frame.maxX + 8
    }
    for view in leftViews {
      view.frame.origin = CGPoint(x: leading, y: barMidY - view.frame.height / 2)
      leading = view.frame.maxX + 8
    }
    var trailing = width - margin
    for view in rightViews {
      view.frame.origin = CGPoint(x: trailing - view.frame.width, y: barMidY - view.frame.height / 2)
      trailing = view.frame.minX - 8
    }
    titleLabel.sizeToFit()
    let room = max(0, 2 * min(width / 2 - leading, trailing - width / 2))
    let titleWidth = min(titleLabel.frame.width, room)
    let shift = resolved.appearance.titlePositionAdjustment
    titleLabel.frame = CGRect(
      x: (width - titleWidth) / 2 + shift.horizontal,
      y: barMidY - titleLabel.frame.height / 2 + shift.vertical,
      width: titleWidth, height: titleLabel.frame.height)
    largeTitleLabel.sizeToFit()
    largeTitleLabel.frame = CGRect(
      x: margin, y: Self.standardHeight + (Self.largeTitleHeight - largeTitleLabel.frame.height) / 2 - 4,
      width: min(largeTitleLabel.frame.width, width - 2 * margin), height: largeTitleLabel.frame.height)
  }
}
