import Foundation

/// A view that shows one or more lines of read-only text (UIKit's `UILabel`).
///
/// Its text is shaped and laid out by Pango with the real fonts (see <doc:TextAndFonts>), so
/// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` match what is drawn. Text is centred
/// vertically in the bounds and drawn within them, as `UILabel` draws it: a narrower label
/// truncates its text, and a label with no width or height shows nothing.
open class Label: View {
  /// A label's layer is a ``TextLayer``, which draws the text.
  open override class var layerClass: Layer.Type { TextLayer.self }

  /// The layout direction the text layer was last given (see ``layoutSubviews()``). The first
  /// stored property, so that it shares a cache line with the view's layout state: a layout
  /// pass over many labels then checks it without touching their text layers.
  private var syncedDirection: UserInterfaceLayoutDirection?

  /// The text; `nil` or empty shows nothing and has a zero intrinsic size. Setting it drops
  /// ``attributedText``.
  public var text: String? {
    get { content?.string }
    set {
      guard newValue != content?.string || attributedSource != nil else { return }
      attributedSource = nil
      content = newValue.map(AttributedText.init)
      textDidChange()
    }
  }

  /// The text with attributes (UIKit's keys: `.font`,
  /// `.foregroundColor`, ``NSParagraphStyle``…). Ranges
  /// without a font or colour use the label's ``font`` and ``textColor``; a paragraph style's
  /// alignment wins over ``textAlignment``. Setting ``text`` drops it.
  public var attributedText: NSAttributedString? {
    get { attributedSource ?? content.map { NSAttributedString(string: $0.string) } }
    set {
      attributedSource = newValue.map { NSAttributedString(attributedString: $0) }
      content = newValue.map(AttributedText.init)
      textDidChange()
    }
  }

  /// Whether a single-line label shrinks its font, down to ``minimumScaleFactor``, to fit its
  /// width (a multi-line label: to fit its lines); `false` by default.
  public var adjustsFontSizeToFitWidth = false {
    didSet { if adjustsFontSizeToFitWidth != oldValue { syncLayer() } }
  }

  /// The smallest fraction of the font size shrinking may use; 0 by default, as in UIKit
  /// (which then shrinks to what its text system allows; here, to 1/64).
  public var minimumScaleFactor: CGFloat = 0 {
    didSet { if minimumScaleFactor != oldValue { syncLayer() } }
  }

  /// Whether the label moves its characters closer together before it truncates its text;
  /// `false` by default, as in UIKit.
  ///
  /// Text at most 1.05 times as wide as its room (UIKit's default tightening factor for
  /// truncation, 0.05) is tightened by as little as makes it fit: the same amount is taken off
  /// the space after each character (Pango's letter spacing). Wider text is truncated as if
  /// tightening were off (or shrunk, with ``adjustsFontSizeToFitWidth``).
  public var allowsDefaultTighteningForTruncation = false {
    didSet { if allowsDefaultTighteningForTruncation != oldValue { syncLayer() } }
  }

  private var content: AttributedText?
  private var attributedSource: NSAttributedString?

  /// The font; the system font (Inter) at 17 points by default.
  public var font: Font = .systemFont(ofSize: 17) {
    didSet { if font != oldValue { textDidChange() } }
  }

  /// The text colour; black by default.
  public var textColor: Color = .label {
    didSet { syncLayer() }
  }

  /// Horizontal alignment; `.natural` (leading) by default.
  public var textAlignment: TextAlignment = .natural {
    didSet { syncLayer() }
  }

  /// The maximum number of lines; 1 by default, 0 for no limit.
  public var numberOfLines = 1 {
    didSet {
      if numberOfLines < 0 { numberOfLines = 0 }
      if numberOfLines != oldValue { textDidChange() }
    }
  }

  /// How lines wrap and the last line truncates; `.byTruncatingTail` by default.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }

  /// The width at which a multi-line label wraps when computing its intrinsic size; 0 (the
  /// default) lets Auto Layout wrap the label at the width it solves for it (UIKit's automatic
  /// preferred width): see ``intrinsicContentSize(forWidth:)``.
  public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Creates a label.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    syncLayer()
  }

  /// Creates a label showing `text`.
  public convenience init(text: String?, font: Font = .systemFont(ofSize: 17)) {
    self.init(frame: .zero)
    self.font = font
    self.text = text
    textDidChange()  // the font's assignment in an initializer runs no observer
  }

  private var textLayer: TextLayer { layer as! TextLayer }

  private func textDidChange() {
    syncLayer()
    invalidateIntrinsicContentSize()
  }

  private func syncLayer() {
    let layer = textLayer
    layer.content = content
    layer.font = font
    layer.fontSize = font.pointSize
    layer.foregroundColor = textColor
    let direction = effectiveUserInterfaceLayoutDirection
    syncedDirection = direction
    layer.labelStyle = TextLayer.LabelStyle(
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: textAlignment,
      direction: direction,
      minimumScaleFactor: adjustsFontSizeToFitWidth ? min(max(minimumScaleFactor, 1.0 / 64), 1) : 1,
      allowsTightening: allowsDefaultTighteningForTruncation)
  }

  /// Resynchronises the text layer: the effective layout direction, and with it natural
  /// alignment, may change with the new superview.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    syncLayer()  // the effective layout direction, and with it natural alignment, may change
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // The direction is inherited: an ancestor may have changed it, or this label may have been
    // built in a subtree that joined a right-to-left view later. Both lay the label out again.
    // (Everything else reaches the layer as it changes.)
    if syncedDirection != effectiveUserInterfaceLayoutDirection { syncLayer() }
  }

  /// The text laid out within `width` (unbounded when not positive or infinite).
  private func textLayout(width: CGFloat) -> TextLayout? {
    guard let content, !content.string.isEmpty else { return nil }
    return TextLayout.make(
      TextLayout.Key(
        content, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
        alignment: textAlignment, direction: effectiveUserInterfaceLayoutDirection))
  }

  /// The size of the text laid out within `width` (unbounded when not positive).
  func textSize(width: CGFloat) -> CGSize {
    guard let layout = textLayout(width: width) else { return .zero }
    // Round up to whole points so a label sized to fit never truncates its own text.
    return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
  }

  /// The size of the text on as many lines as ``numberOfLines`` allows, wrapped at
  /// ``preferredMaxLayoutWidth`` when that is set.
  open override var intrinsicContentSize: CGSize {
    textSize(width: numberOfLines == 1 ? .infinity : preferredMaxLayoutWidth)
  }

  /// Whether Auto Layout measures the label again at its solved width: a multi-line label
  /// (``numberOfLines`` other than 1) without a ``preferredMaxLayoutWidth``.
  open override var intrinsicContentSizeDependsOnWidth: Bool {
    numberOfLines != 1 && !(preferredMaxLayoutWidth > 0)
  }

  /// The size of the text wrapped at `width`, on as many lines as ``numberOfLines`` allows
  /// (`width` not positive or infinite: unwrapped).
  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    guard intrinsicContentSizeDependsOnWidth else { return intrinsicContentSize }
    return textSize(width: width)
  }

  /// The size of the text wrapped to `size.width` (a single-line label reports its full width).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(width: numberOfLines == 1 ? .infinity : size.width)
  }

  /// The distance from the top of the bounds to the first line's baseline.
  public var firstBaselineOffsetFromTop: CGFloat {
    let shown = textLayer.layout()
    guard shown.lineCount > 0 else { return (bounds.height - font.lineHeight) / 2 + font.ascender }
    return (bounds.height - shown.size.height) / 2 + shown.firstBaseline
  }

  /// The distance from the last line's baseline to the bottom of the bounds.
  public var lastBaselineOffsetFromBottom: CGFloat {
    let shown = textLayer.layout()
    guard shown.lineCount > 0 else { return (bounds.height - font.lineHeight) / 2 - font.descender }
    return bounds.height - ((bounds.height - shown.size.height) / 2 + shown.lastBaseline)
  }

  /// Baselines for constraints: where the text sits when the label has its intrinsic height.
  override var baselineOffsetsForLayout: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
    guard let layout = textLayout(width: numberOfLines == 1 ? .infinity : preferredMaxLayoutWidth),
      layout.lineCount > 0
    else { return (font.ascender, -font.descender) }
    let height = layout.size.height.rounded(.up)
    let top = (height - layout.size.height) / 2
    return (top + layout.firstBaseline, height - (top + layout.lastBaseline))
  }

  open override var description: String {
    let base = super.description.dropLast()
    return base + "; text = '\(text ?? "")'>"
  }
}
