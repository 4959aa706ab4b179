import Foundation

/// A button (UIKit's `UIButton`), either classic — ``ButtonType/system`` or
/// ``ButtonType/custom`` with per-state titles, title colours and images — or configured with a
/// ``Configuration`` (iOS 15 and later: `.plain()`, `.tinted()`, `.gray()`, `.filled()`, …).
///
/// It measures as UIKit measures it: ``intrinsicContentSize`` is the content (image and titles)
/// plus the content insets; a medium configured button with a one-line title is 7 + the title's
/// line height + 7 points tall (34.33 in UIKit with San Francisco). Colours follow the tint; a
/// disabled button draws its foreground in ``Color/tertiaryLabel``; a highlighted one dims its
/// content, and the highlight fades out on the scene clock when ``Control/isHighlighted``
/// returns to `false`. Nothing taps it (Diorama has no touches): a primary action added with
/// ``init(configuration:primaryAction:)`` runs when code sends ``Control/Event/primaryActionTriggered``
/// or ``Control/Event/touchUpInside``.
open class Button: Control {
  /// A classic button type (UIKit's `UIButton.ButtonType`).
  public enum ButtonType: Sendable, Hashable {
    /// No styling: white titles by default.
    case custom
    /// The system style: titles in the tint colour, 15-point system font.
    case system
  }

  /// How long the highlight takes to fade out, in seconds.
  public static let highlightFadeDuration: TimeInterval = 0.25
  /// The classic (unconfigured) title's point size, 15.
  public static let classicFontSize: CGFloat = 15
  /// The classic button's vertical padding around the title, 6 points on each side (UIKit's
  /// system button is 30 points tall with a 15-point title).
  public static let classicVerticalPadding: CGFloat = 6

  /// The classic type.
  public let buttonType: ButtonType

  /// The configuration; `nil` for a classic button. Setting one redraws and remeasures.
  open var configuration: Configuration? {
    didSet { contentDidChange() }
  }

  private let background = View()
  private let content = View()
  private let titleView = Label()
  private let subtitleView = Label()
  private let imageContent = ImageView(image: nil)
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: Color] = [:]
  private var images: [UInt: Image] = [:]

  /// The label that shows the title.
  public var titleLabel: Label? { titleView }
  /// The label that shows a configuration's subtitle, `nil` without one.
  public var subtitleLabel: Label? { configuration?.subtitle == nil ? nil : subtitleView }
  /// The image view that shows the image, `nil` without an image.
  public var imageView: ImageView? { imageContent.image == nil ? nil : imageContent }

  /// Creates a classic button of a type, with an optional primary action (run for
  /// ``Control/Event/primaryActionTriggered`` and ``Control/Event/touchUpInside``; its title
  /// becomes the button's).
  public init(type: ButtonType = .custom, primaryAction: Action? = nil) {
    buttonType = type
    super.init(frame: .zero)
    setUp(primaryAction)
  }

  /// Creates a configured button (UIKit's `UIButton(configuration:primaryAction:)`).
  public init(configuration: Configuration, primaryAction: Action? = nil) {
    buttonType = .system
    self.configuration = configuration
    super.init(frame: .zero)
    setUp(primaryAction)
  }

  /// Creates a custom-type button in a frame.
  public override convenience init(frame: CGRect) {
    self.init(type: .custom)
    self.frame = frame
  }

  private func setUp(_ primaryAction: Action?) {
    background.isHidden = true
    addSubview(background)
    content.addSubview(imageContent)
    content.addSubview(titleView)
    content.addSubview(subtitleView)
    addSubview(content)
    if let primaryAction {
      addAction(primaryAction, for: [.primaryActionTriggered, .touchUpInside])
      if configuration == nil {
        titles[0] = primaryAction.title
      } else if configuration?.title == nil {
        configuration?.title = primaryAction.title
      }
    }
    contentDidChange()
    frame = CGRect(origin: .zero, size: intrinsicContentSize)
  }

  // MARK: Classic per-state content

  /// Sets the title for a state (the normal state's is used where a state has none).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title for a state, falling back to the normal state's.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// Sets the title colour for a state.
  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    contentDidChange()
  }

  /// The title colour for a state: the one set for it, else the normal state's, else the
  /// type's (the tint for ``ButtonType/system``, white for ``ButtonType/custom``; disabled
  /// system buttons draw ``Color/tertiaryLabel``).
  open func titleColor(for state: State) -> Color? {
    if let color = titleColors[state.rawValue] { return color }
    if state.contains(.disabled), buttonType == .system { return .tertiaryLabel }
    return titleColors[0] ?? (buttonType == .system ? tintColor : .white)
  }

  /// Sets the image for a state.
  open func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image for a state, falling back to the normal state's.
  open func image(for state: State) -> Image? { images[state.rawValue] ?? images[0] }

  /// The title shown now.
  public var currentTitle: String? { configuration.map { $0.title } ?? title(for: state) }
  /// The title colour shown now.
  public var currentTitleColor: Color { titleView.textColor }
  /// The image shown now.
  public var currentImage: Image? { imageContent.image }

  // MARK: Measuring and layout

  open override var intrinsicContentSize: CGSize {
    let insets = contentInsets
    let inner = contentSize
    return CGSize(
      width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }

  open override func tintColorDidChange() { contentDidChange() }

  override func stateDidChange() {
    contentDidChange()
    if isHighlighted {
      View.performWithoutAnimation { content.alpha = 0.5 }
    } else {
      View.animate(withDuration: Button.highlightFadeDuration) { self.content.alpha = 1 }
    }
  }

  private var contentInsets: EdgeInsets {
    if let configuration {
      return configuration.contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
    }
    let pad = Button.classicVerticalPadding
    return EdgeInsets(top: pad, left: 0, bottom: pad, right: 0)
  }

  private var hasTitle: Bool { !(titleView.text ?? "").isEmpty }
  private var hasSubtitle: Bool { configuration?.subtitle.map { !$0.isEmpty } ?? false }

  private var titlesSize: CGSize {
    var size = CGSize.zero
    if hasTitle { size = titleView.intrinsicContentSize }
    if hasSubtitle {
      let sub = subtitleView.intrinsicContentSize
      let padding = hasTitle ? (configuration?.titlePadding ?? 0) : 0
      size = CGSize(width: max(size.width, sub.width), height: size.height + padding + sub.height)
    }
    return size
  }

  private var imageSize: CGSize { imageContent.image?.size ?? .zero }

  private var imagePadding: CGFloat {
    guard imageContent.image != nil, hasTitle || hasSubtitle else { return 0 }
    return configuration?.imagePadding ?? 0
  }

  private var imageIsVertical: Bool {
    guard let placement = configuration?.imagePlacement else { return false }
    return placement == .top || placement == .bottom
  }

  private var contentSize: CGSize {
    let titles = titlesSize
    let image = imageSize
    if imageIsVertical {
      return CGSize(
        width: max(titles.width, image.width), height: titles.height + imagePadding + image.height)
    }
    return CGSize(width: titles.width + imagePadding + image.width, height: max(titles.height, image.height))
  }

  private func layoutParts() {
    let bounds = self.bounds
    background.frame = bounds
    background.layer.cornerRadius = configuration?.cornerRadius(height: bounds.height) ?? 0
    content.frame = bounds
    let area = bounds.inset(by: contentInsets)
    let size = contentSize
    let x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .fill, .leading: x = area.minX
    case .right, .trailing: x = area.maxX - size.width
    case .center: x = area.midX - size.width / 2
    }
    let y: CGFloat
    switch contentVerticalAlignment {
    case .top, .fill: y = area.minY
    case .bottom: y = area.maxY - size.height
    case .center: y = area.midY - size.height / 2
    }
    let box = CGRect(x: x, y: y, width: size.width, height: size.height)
    let titles = titlesSize
    let image = imageSize
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var titleOrigin: CGPoint
    var imageOrigin: CGPoint
    switch configuration?.imagePlacement ?? .leading {
    case .top:
      imageOrigin = CGPoint(x: box.midX - image.width / 2, y: box.minY)
      titleOrigin = CGPoint(x: box.midX - titles.width / 2, y: box.minY + image.height + imagePadding)
    case .bottom:
      titleOrigin = CGPoint(x: box.midX - titles.width / 2, y: box.minY)
      imageOrigin = CGPoint(x: box.midX - image.width / 2, y: box.minY + titles.height + imagePadding)
    case .leading, .trailing:
      let imageFirst = (configuration?.imagePlacement ?? .leading == .leading) != rightToLeft
      let imageX = imageFirst ? box.minX : box.maxX - image.width
      let titleX = imageFirst ? box.maxX - titles.width : box.minX
      imageOrigin = CGPoint(x: imageX, y: box.midY - image.height / 2)
      titleOrigin = CGPoint(x: titleX, y: box.midY - titles.height / 2)
    }
    imageContent.frame = CGRect(origin: imageOrigin, size: image)
    let title = hasTitle ? titleView.intrinsicContentSize : .zero
    titleView.frame = CGRect(
      x: titleOrigin.x + (titles.width - title.width) / 2, y: titleOrigin.y, width: title.width,
      height: title.height)
    let subtitle = hasSubtitle ? subtitleView.intrinsicContentSize : .zero
    subtitleView.frame = CGRect(
      x: titleOrigin.x + (titles.width - subtitle.width) / 2,
      y: titleOrigin.y + titles.height - subtitle.height,
      width: subtitle.width, height: subtitle.height)
  }

  /// Applies the configuration or the classic per-state content to the subviews.
  private func contentDidChange() {
    let state = self.state
    if let configuration {
      let foreground = configuration.foregroundColor(tint: tintColor, state: state)
      let size = configuration.buttonSize
      titleView.text = configuration.title
      titleView.font = .systemFont(
        ofSize: size.titleFontSize, weight: configuration.subtitle == nil ? .regular : .semibold)
      titleView.textColor = foreground
      subtitleView.text = configuration.subtitle
      subtitleView.font = .systemFont(ofSize: size.subtitleFontSize)
      subtitleView.textColor = foreground
      imageContent.image = configuration.image
      imageContent.tintColor = foreground
      let fill = configuration.backgroundColor(tint: tintColor, state: state)
      background.backgroundColor = fill
      background.isHidden = fill == nil
    } else {
      titleView.text = title(for: state)
      titleView.font = .systemFont(ofSize: Button.classicFontSize)
      titleView.textColor = titleColor(for: state) ?? .white
      subtitleView.text = nil
      imageContent.image = image(for: state)
      imageContent.tintColor = titleView.textColor
      background.isHidden = true
    }
    invalidateIntrinsicContentSize()
    layoutParts()
  }

  open override var description: String {
    String(super.description.dropLast()) + "; title = '\(currentTitle ?? "")'>"
  }
}
