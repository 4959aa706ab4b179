import Foundation

/// The view that shows a ``ListContentConfiguration`` (UIKit's `UIListContentView`): an image
/// at the leading margin, then the text, with the secondary text below it or, in a value cell,
/// at the trailing margin.
///
/// It lays out its parts by hand and measures itself with ``sizeThatFits(_:)``; under Auto
/// Layout its height depends on its width (``View/intrinsicContentSizeDependsOnWidth``), so a
/// cell with wrapping text grows as UIKit's does.
open class ListContentView: View {
  /// The configuration shown; setting it updates the labels and the image and lays out again.
  public var configuration: ListContentConfiguration {
    didSet { apply() }
  }

  /// The label showing the text.
  let textLabel = Label()
  /// The label showing the secondary text.
  let secondaryTextLabel = Label()
  /// The view showing the image.
  let imageView = ImageView()

  /// Creates a view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    apply()
  }

  /// Creates a view showing a default cell configuration.
  public override convenience init(frame: CGRect) {
    self.init(configuration: .cell())
    self.frame = frame
  }

  /// Copies the configuration into the labels and the image view.
  func apply() {
    style(textLabel, configuration.textProperties, configuration.text, configuration.attributedText)
    style(
      secondaryTextLabel, configuration.secondaryTextProperties, configuration.secondaryText,
      configuration.secondaryAttributedText)
    imageView.image = configuration.image
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func style(
    _ label: Label, _ properties: ListContentConfiguration.TextProperties, _ text: String?,
    _ attributed: NSAttributedString?
  ) {
    label.font = properties.font
    label.textColor = properties.color
    label.textAlignment = properties.alignment
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    if let attributed {
      label.attributedText = attributed
    } else {
      label.text = text.map(properties.transform.apply)
    }
  }

  // MARK: Layout

  /// The frames of the parts and the height they need at a width.
  struct Arrangement {
    var image: CGRect = .zero
    var text: CGRect = .zero
    var secondary: CGRect = .zero
    var height: CGFloat = 0
  }

  private static func shows(_ label: Label) -> Bool { !(label.text ?? "").isEmpty }

  /// Where the parts go in a view `width` wide (their vertical placement for `height`, or for
  /// the height they need when `height` is `nil`).
  func arrangement(width: CGFloat, height: CGFloat? = nil) -> Arrangement {
    let margins = configuration.directionalLayoutMargins
    var result = Arrangement()
    var x = margins.leading
    let right = max(x, width - margins.trailing)
    var imageSize = CGSize.zero
    if let image = imageView.image {
      imageSize = image.size
      let limit = configuration.imageProperties.maximumSize
      if limit.width > 0, imageSize.width > limit.width, imageSize.width > 0 {
        imageSize = CGSize(width: limit.width, height: imageSize.height * limit.width / imageSize.width)
      }
      if limit.height > 0, imageSize.height > limit.height, imageSize.height > 0 {
        imageSize = CGSize(width: imageSize.width * limit.height / imageSize.height, height: limit.height)
      }
      // Symbols sit centred in a column as wide as a full-size symbol, so texts line up.
      let reserved = max(
        configuration.imageProperties.reservedLayoutWidth, image.symbolColumnWidth, imageSize.width)
      result.image = CGRect(
        x: x + (reserved - imageSize.width) / 2, y: 0, width: imageSize.width, height: imageSize.height)
      x += reserved + configuration.imageToTextPadding
    }
    let available = max(0, right - x)
    let showsText = Self.shows(textLabel)
    let showsSecondary = Self.shows(secondaryTextLabel)
    var textSize = showsText ? textLabel.sizeThatFits(CGSize(width: available, height: .infinity)) : .zero
    var secondarySize =
      showsSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: .infinity)) : .zero
    textSize.width = min(textSize.width, available)
    secondarySize.width = min(secondarySize.width, available)
    var blockHeight: CGFloat
    if configuration.usesValue2Columns {
      // The legacy .value2 style: the text right-aligned in a column a quarter of the width wide.
      let column = (available * 0.25).rounded()
      let gap: CGFloat = 6
      textSize = showsText ? textLabel.sizeThatFits(CGSize(width: column, height: .infinity)) : .zero
      let rest = max(0, available - column - gap)
      secondarySize =
        showsSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: rest, height: .infinity)) : .zero
      blockHeight = max(textSize.height, secondarySize.height)
      result.text = CGRect(x: x, y: 0, width: column, height: textSize.height)
      result.secondary = CGRect(
        x: x + column + gap, y: 0, width: min(rest, secondarySize.width), height: secondarySize.height)
    } else if configuration.prefersSideBySideTextAndSecondaryText, showsSecondary,
      textLabelNaturalWidth() + configuration.textToSecondaryTextHorizontalPadding
        + secondaryLabelNaturalWidth() <= available
    {
      textSize = textLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
      secondarySize = secondaryTextLabel.sizeThatFits(
        CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
      blockHeight = max(textSize.height, secondarySize.height)
      result.text = CGRect(x: x, y: 0, width: textSize.width, height: textSize.height)
      result.secondary = CGRect(
        x: right - secondarySize.width, y: 0, width: secondarySize.width, height: secondarySize.height)
    } else {
      let gap = showsText && showsSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
      blockHeight = textSize.height + gap + secondarySize.height
      result.text = CGRect(x: x, y: 0, width: available, height: textSize.height)
      result.secondary = CGRect(
        x: x, y: textSize.height + gap, width: available, height: secondarySize.height)
    }
    blockHeight = max(blockHeight, imageSize.height)
    let needed = max(configuration.minimumHeight, margins.top + blockHeight + margins.bottom)
    result.height = needed
    // The content is centred in the height it gets (the margins' difference kept).
    let shownHeight = height ?? needed
    let top = (shownHeight - blockHeight) / 2 + (margins.top - margins.bottom) / 2
    let sideBySide = result.secondary.minY == result.text.minY
    if sideBySide {
      result.text.origin.y = top + (blockHeight - result.text.height) / 2
      result.secondary.origin.y = top + (blockHeight - result.secondary.height) / 2
    } else {
      let texts = result.secondary.maxY
      result.text.origin.y += top + (blockHeight - texts) / 2
      result.secondary.origin.y += top + (blockHeight - texts) / 2
    }
    result.image.origin.y = top + (blockHeight - imageSize.height) / 2
    return result
  }

  private func textLabelNaturalWidth() -> CGFloat {
    textLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)).width
  }

  private func secondaryLabelNaturalWidth() -> CGFloat {
    secondaryTextLabel.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)).width
  }

  /// The x of the text's leading edge in a view `width` wide (where a cell's separator starts
  /// when it shows an image).
  func textLeading(width: CGFloat) -> CGFloat { arrangement(width: width).text.minX }

  /// Places the image and the labels.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let parts = arrangement(width: bounds.width, height: bounds.height)
    imageView.frame = parts.image
    textLabel.frame = parts.text
    secondaryTextLabel.frame = parts.secondary
    imageView.isHidden = imageView.image == nil
  }

  /// The size the content needs at `size.width`: that width, and the height of the margins, the
  /// texts (wrapped) and the image, at least the configuration's minimum height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: arrangement(width: size.width).height)
  }

  /// The height depends on the width (the texts wrap).
  open override var intrinsicContentSizeDependsOnWidth: Bool { true }

  /// No intrinsic width; the height needed at no particular width (the texts unwrapped).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: arrangement(width: .greatestFiniteMagnitude).height)
  }

  /// The height needed at `width`.
  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    guard width.isFinite, width > 0 else { return intrinsicContentSize }
    return CGSize(width: View.noIntrinsicMetric, height: arrangement(width: width).height)
  }
}
