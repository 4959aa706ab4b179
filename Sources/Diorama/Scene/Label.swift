import Foundation

/// A view that shows one or more lines of read-only text (UIKit's `UILabel`).
///
/// Its size comes from real font metrics (DejaVu through Cairo and FreeType), so
/// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` match what is drawn. Text is centred
/// vertically in the bounds and drawn within them, as `UILabel` draws it: a narrower label
/// truncates its text, and a label with no width or height shows nothing.
open class Label: View {
  /// A label's layer is a ``TextLayer``, which draws the text.
  open override class var layerClass: Layer.Type { TextLayer.self }

  /// The text; `nil` or empty shows nothing and has a zero intrinsic size.
  public var text: String? {
    didSet { if text != oldValue { textDidChange() } }
  }

  /// The font; the system font (DejaVu Sans) at 17 points by default.
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

  /// The width at which a multi-line label wraps when computing its intrinsic size; 0 means
  /// "do not wrap" for the intrinsic size.
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
  }

  private var textLayer: TextLayer { layer as! TextLayer }

  private func textDidChange() {
    syncLayer()
    invalidateIntrinsicContentSize()
  }

  private func syncLayer() {
    let layer = textLayer
    layer.string = text
    layer.font = font
    layer.fontSize = font.pointSize
    layer.foregroundColor = textColor
    layer.labelStyle = TextLayer.LabelStyle(
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
      alignment: textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection))
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
    syncLayer()
  }

  /// The size of the text laid out within `width` (unbounded when not positive).
  func textSize(width: CGFloat) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let layout = TextLayout(
      text: text, font: font, maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    // Round up to whole points so a label sized to fit never truncates its own text.
    return CGSize(width: layout.width.rounded(.up), height: layout.height.rounded(.up))
  }

  /// The size of the text on as many lines as ``numberOfLines`` allows, wrapped at
  /// ``preferredMaxLayoutWidth`` when that is set.
  open override var intrinsicContentSize: CGSize {
    textSize(width: numberOfLines == 1 ? .infinity : preferredMaxLayoutWidth)
  }

  /// The size of the text wrapped to `size.width` (a single-line label reports its full width).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(width: numberOfLines == 1 ? .infinity : size.width)
  }

  /// The distance from the top of the bounds to the first line's baseline.
  public var firstBaselineOffsetFromTop: CGFloat {
    let textHeight = displayedTextHeight
    return (bounds.height - textHeight) / 2 + font.ascender
  }

  /// The distance from the last line's baseline to the bottom of the bounds.
  public var lastBaselineOffsetFromBottom: CGFloat {
    let textHeight = displayedTextHeight
    let top = (bounds.height - textHeight) / 2
    let lines = max(1, (textHeight / max(font.lineHeight, 1)).rounded())
    return bounds.height - (top + (lines - 1) * font.lineHeight + font.ascender)
  }

  /// Baselines for constraints: where the text sits when the label has its intrinsic height.
  override var baselineOffsetsForLayout: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
    let height = intrinsicContentSize.height
    guard height > 0 else { return (font.ascender, -font.descender) }
    let lines = max(
      1,
      (textSize(width: numberOfLines == 1 ? .infinity : preferredMaxLayoutWidth).height / font.lineHeight)
        .rounded(.down))
    let top = (height - lines * font.lineHeight) / 2
    return (top + font.ascender, height - (top + (lines - 1) * font.lineHeight + font.ascender))
  }

  private var displayedTextHeight: CGFloat {
    let lines = max(1, textLayer.layout().lines.count)
    return CGFloat(lines) * font.lineHeight
  }

  open override var description: String {
    let base = super.description.dropLast()
    return base + "; text = '\(text ?? "")'>"
  }
}
