import Foundation

/// The bar a ``NavigationController`` shows above its content (UIKit's `UINavigationBar`), drawn
/// as iOS 17 draws the standard appearance: a 44-point bar under the status bar, the title in
/// 17-point semibold, a back button with a chevron and the previous item's title, bar button
/// items in the tint colour, a translucent background with a hairline at the bottom; with
/// ``prefersLargeTitles``, a 52-point band below with the title in 34-point bold.
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

  /// The background colour behind the bar and the status bar; translucent system background
  /// by default.
  public var barTintColor: Color? {
    didSet { background.backgroundColor = barTintColor ?? Self.defaultBackground }
  }

  static let defaultBackground = Color(white: 0.97, alpha: 0.94)

  private let background = View()
  private let hairline = View()
  private let titleLabel = Label()
  private let largeTitleLabel = Label()
  private let backButton = View()
  private let backChevron = ShapeLayer()
  private let backTitle = Label()
  private var rightLabels: [Label] = []
  private var leftLabels: [Label] = []

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    background.backgroundColor = Self.defaultBackground
    hairline.backgroundColor = Color(white: 0, alpha: 0.3)
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
    for view in [background, hairline, titleLabel, largeTitleLabel, backButton] { addSubview(view) }
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
    titleLabel.text = item?.displayedTitle
    titleLabel.isHidden = large
    largeTitleLabel.text = item?.displayedTitle
    largeTitleLabel.isHidden = !large
    backButton.isHidden = backItem == nil || item?.leftBarButtonItems != nil
    backTitle.text = backItem?.displayedTitle ?? "Back"
    for label in rightLabels + leftLabels { label.removeFromSuperview() }
    rightLabels = (item?.rightBarButtonItems ?? []).map(Self.label(for:))
    leftLabels = (item?.leftBarButtonItems ?? []).map(Self.label(for:))
    for label in rightLabels + leftLabels { addSubview(label) }
    tintColorDidChange()
    setNeedsLayout()
    superview?.setNeedsLayout()  // the bar's height may have changed
  }

  private static func label(for item: BarButtonItem) -> Label {
    let label = Label(
      text: item.title ?? "",
      font: .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular))
    label.sizeToFit()
    return label
  }

  /// Paints the back button and the items in the tint colour.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    let tint = tintColor ?? .systemBlue
    backChevron.strokeColor = tint
    backTitle.textColor = tint
    let items = (topItem?.rightBarButtonItems ?? []) + (topItem?.leftBarButtonItems ?? [])
    for (label, item) in zip(rightLabels + leftLabels, items) {
      let color = item.tintColor ?? tint
      label.textColor = item.isEnabled ? color : Color.tertiaryLabel
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let margin: CGFloat = width >= 414 ? 20 : 16
    background.frame = CGRect(x: 0, y: -extendsUpward, width: width, height: bounds.height + extendsUpward)
    hairline.frame = CGRect(x: 0, y: bounds.height, width: width, height: 1.0 / 3)
    let barMidY = Self.standardHeight / 2
    var leading = margin
    if !backButton.isHidden {
      backTitle.sizeToFit()
      backTitle.frame.origin = CGPoint(x: 18, y: (21 - backTitle.frame.height) / 2)
      backButton.frame = CGRect(x: 8, y: barMidY - 10.5, width: 18 + backTitle.frame.width, height: 21)
      leading = backButton.frame.maxX + 8
    }
    for label in leftLabels {
      label.frame.origin = CGPoint(x: leading, y: barMidY - label.frame.height / 2)
      leading = label.frame.maxX + 8
    }
    var trailing = width - margin
    for label in rightLabels {
      label.frame.origin = CGPoint(x: trailing - label.frame.width, y: barMidY - label.frame.height / 2)
      trailing = label.frame.minX - 8
    }
    titleLabel.sizeToFit()
    let room = max(0, 2 * min(width / 2 - leading, trailing - width / 2))
    let titleWidth = min(titleLabel.frame.width, room)
    titleLabel.frame = CGRect(
      x: (width - titleWidth) / 2, y: barMidY - titleLabel.frame.height / 2, width: titleWidth,
      height: titleLabel.frame.height)
    largeTitleLabel.sizeToFit()
    largeTitleLabel.frame = CGRect(
      x: margin, y: Self.standardHeight + (Self.largeTitleHeight - largeTitleLabel.frame.height) / 2 - 4,
      width: min(largeTitleLabel.frame.width, width - 2 * margin), height: largeTitleLabel.frame.height)
  }
}
