import Foundation

/// One item of a ``TabBar``: its image, title and badge.
final class TabBarButton: View {
  var item: TabBarItem? {
    didSet { reload() }
  }
  private let imageView = ImageView(image: nil)
  private let titleLabel = Label()
  private let badge = View()
  private let badgeLabel = Label()
  private var isSelectedItem = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: TabBar.titleFontSize, weight: .medium)
    titleLabel.textAlignment = .center
    badgeLabel.font = .systemFont(ofSize: 13)
    badgeLabel.textColor = .white
    badgeLabel.textAlignment = .center
    badge.addSubview(badgeLabel)
    for view in [imageView, titleLabel, badge] { addSubview(view) }
  }

  /// Draws the item selected or not in `color`, or as the state's appearance says: its icon
  /// colour, its title's colour and font, its badge colour, its title and badge shifts.
  func show(selected: Bool, color: Color, state: TabBarItemStateAppearance) {
    isSelectedItem = selected
    let enabled = item?.isEnabled ?? true
    let titleColor = state.titleTextAttributes[.foregroundColor] as? Color
    imageView.tintColor = state.iconColor ?? titleColor ?? color
    titleLabel.textColor = titleColor ?? state.iconColor ?? color
    titleLabel.font =
      state.titleTextAttributes[.font] as? Font ?? .systemFont(ofSize: TabBar.titleFontSize, weight: .medium)
    imageView.image = (selected ? selectedImage : nil) ?? image
    badge.backgroundColor = state.badgeBackgroundColor ?? item?.badgeColor ?? .systemRed
    badgeLabel.textColor = state.badgeTextAttributes[.foregroundColor] as? Color ?? .white
    titleShift = state.titlePositionAdjustment
    badgeShift = state.badgePositionAdjustment
    alpha = enabled ? 1 : 0.4
    setNeedsLayout()
  }

  private var titleShift = Offset.zero
  private var badgeShift = Offset.zero

  /// The item's images as the bar draws them: symbols at the bars' configuration unless their
  /// own sets it.
  private var image: Image?
  private var selectedImage: Image?

  private func reload() {
    titleLabel.text = item?.title
    image = item?.shownImage?.withDefaultSymbolConfiguration(BarButtonItem.barSymbolConfiguration)
    selectedImage = item?.selectedImage?.withDefaultSymbolConfiguration(BarButtonItem.barSymbolConfiguration)
    imageView.image = (isSelectedItem ? selectedImage : nil) ?? image
    let value = item?.badgeValue
    badge.isHidden = value == nil
    badgeLabel.text = value
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = imageView.image?.size ?? .zero
    let midX = bounds.width / 2
    imageView.frame = CGRect(
      x: midX - size.width / 2, y: TabBar.imageCenterY - size.height / 2, width: size.width,
      height: size.height)
    let title = titleLabel.intrinsicContentSize
    let titleWidth = min(title.width, bounds.width - 4)
    titleLabel.frame = CGRect(
      x: midX - titleWidth / 2 + titleShift.horizontal,
      y: TabBar.titleCenterY - title.height / 2 + titleShift.vertical,
      width: titleWidth, height: title.height)
    // The badge: 18 points tall, at least as wide, 5 points of padding around its text; its
    // leading edge 5 points right of the image's centre, its top 2 points below the bar's top.
    let text = badgeLabel.intrinsicContentSize
    let empty = (item?.badgeValue ?? "").isEmpty
    let height: CGFloat = empty ? 10 : 18
    let width = empty ? 10 : max(18, text.width + 10)
    badge.frame = CGRect(
      x: midX + 5 + badgeShift.horizontal, y: 2 + badgeShift.vertical, width: width, height: height)
    badge.layer.cornerRadius = height / 2
    badgeLabel.frame = CGRect(x: 0, y: (height - text.height) / 2, width: width, height: text.height)
  }
}
