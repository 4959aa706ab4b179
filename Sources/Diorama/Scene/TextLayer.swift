import Foundation

/// A layer that draws text (Core Animation's `CATextLayer`), laid out by Pango, top-aligned in its bounds and
/// clipped to them, as Core Animation draws it into a backing store the size of the bounds.
open class TextLayer: Layer {
  /// Where text that does not fit is truncated (Core Animation's `CATextLayerTruncationMode`).
  public enum TruncationMode: Sendable, Hashable {
    /// Clip; no ellipsis.
    case none
    /// Ellipsis at the start.
    case start
    /// Ellipsis at the end.
    case end
    /// Ellipsis in the middle.
    case middle
  }

  /// Horizontal alignment (Core Animation's `CATextLayerAlignmentMode`).
  public enum AlignmentMode: Sendable, Hashable {
    /// Leading (left, since text layers have no layout direction of their own).
    case natural
    /// Flush left.
    case left
    /// Flush right.
    case right
    /// Centred.
    case center
    /// Justified: every line but a paragraph's last fills the width.
    case justified
  }

  /// The text to draw: a `String` or an `NSAttributedString` (whose attributes win over
  /// ``font``, ``fontSize`` and ``foregroundColor``), as Core Animation's `string`; anything
  /// else draws nothing.
  public var string: Any? {
    get { stringValue }
    set {
      stringValue = newValue
      switch newValue {
      case let text as String: content = AttributedText(text)
      case let text as NSAttributedString: content = AttributedText(text)
      default: content = nil
      }
    }
  }

  /// What ``string`` was set to.
  var stringValue: Any?
  /// ``string`` as Diorama lays it out.
  var content: AttributedText? {
    didSet { setNeedsSnapshot() }
  }
  /// The font face; its size is overridden by ``fontSize``.
  public var font: Font = .systemFont(ofSize: 36) {
    didSet { if font != oldValue { setNeedsSnapshot() } }
  }
  /// The font size; 36 by default, as in Core Animation.
  public var fontSize: CGFloat = 36 {
    didSet { if fontSize != oldValue { modelDidChange("fontSize", from: .scalar(Double(oldValue))) } }
  }
  /// The text colour; opaque white by default, as in Core Animation.
  public var foregroundColor: Color? = .white {
    didSet {
      if foregroundColor != oldValue {
        modelDidChange("foregroundColor", from: .color(ColorComponents(orClear: oldValue)))
      }
    }
  }
  /// Whether text wraps to the bounds' width.
  public var isWrapped = false {
    didSet { if isWrapped != oldValue { setNeedsSnapshot() } }
  }
  /// How text that does not fit is truncated.
  public var truncationMode: TruncationMode = .none {
    didSet { if truncationMode != oldValue { setNeedsSnapshot() } }
  }
  /// Horizontal alignment.
  public var alignmentMode: AlignmentMode = .natural {
    didSet { if alignmentMode != oldValue { setNeedsSnapshot() } }
  }

  /// Creates an empty text layer.
  public required init() { super.init() }

  /// Label-style settings: when set, they replace `isWrapped`/`truncationMode`/`alignmentMode`
  /// and the text block is centred vertically, as `UILabel` draws it.
  struct LabelStyle: Hashable {
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment
    var direction: UserInterfaceLayoutDirection
    /// The smallest font scale shrinking may use; 1 when the label does not shrink.
    var minimumScaleFactor: CGFloat = 1
    /// Whether characters move closer together before the text truncates.
    var allowsTightening = false
  }

  /// How much tighter than its natural width tightened text may be: UIKit's default
  /// `tighteningFactorForTruncation`, 0.05, which tightens text at most 1.05 times as wide as
  /// its room.
  static let tighteningFactor: CGFloat = 0.05

  var labelStyle: LabelStyle? {
    didSet { if labelStyle != oldValue { setNeedsSnapshot() } }
  }

  /// What ``layout()`` depends on: the same inputs give the same layout.
  private struct LayoutInputs: Equatable {
    var content: AttributedText?
    var font: Font
    var fontSize: CGFloat
    var size: CGSize
    var labelStyle: LabelStyle?
    var isWrapped: Bool
    var truncationMode: TruncationMode
    var alignmentMode: AlignmentMode
    var epoch: Int
  }

  /// The last layout and what it was made from: a frame that changed none of it reuses it
  /// without looking it up (comparing the unchanged text is O(1): it shares its storage).
  private var lastLayout: (inputs: LayoutInputs, layout: TextLayout)?

  /// The text as this layer shows it in its current bounds.
  func layout() -> TextLayout {
    let inputs = LayoutInputs(
      content: content, font: font, fontSize: fontSize, size: bounds.size, labelStyle: labelStyle,
      isWrapped: isWrapped, truncationMode: truncationMode, alignmentMode: alignmentMode,
      epoch: TextLayoutCache.shared.epoch)
    if let lastLayout, lastLayout.inputs == inputs { return lastLayout.layout }
    let layout = makeLayout()
    lastLayout = (inputs, layout)
    return layout
  }

  private func makeLayout() -> TextLayout {
    let text = content ?? AttributedText("")
    let face = font.withSize(fontSize)
    if let style = labelStyle {
      // Show only as many lines as fit the height (at least one), as UILabel does.
      var limit = style.numberOfLines
      func key(_ scale: CGFloat, width: CGFloat? = nil, tightening: CGFloat = 0) -> TextLayout.Key {
        var key = TextLayout.Key(
          text, font: face, width: width ?? bounds.width, numberOfLines: limit,
          lineBreakMode: style.lineBreakMode, alignment: style.alignment, direction: style.direction,
          fontScale: scale)
        key.tightening = tightening
        return key
      }
      var full = TextLayout.make(key(1))
      if full.size.height > bounds.height + 0.5 {
        limit = max(1, full.lineBottoms.prefix { $0 <= bounds.height + 0.5 }.count)
        full = TextLayout.make(key(1))
      }
      func overflows(_ layout: TextLayout) -> Bool { layout.isTruncated || layout.size.width > bounds.width }
      guard overflows(full) else { return full }
      // Tighten before truncating (UILabel's allowsDefaultTighteningForTruncation): by as little
      // as fits, if taking at most the tightening factor off the text's natural width fits.
      if style.allowsTightening, text.string.count > 1 {
        let natural = TextLayout.make(key(1, width: .infinity)).size.width
        let most = (natural - natural / (1 + Self.tighteningFactor)) / CGFloat(text.string.count - 1)
        if most > 0, !overflows(TextLayout.make(key(1, tightening: most))) {
          var low: CGFloat = 0
          var high = most
          for _ in 0..<8 {
            let mid = (low + high) / 2
            if overflows(TextLayout.make(key(1, tightening: mid))) { low = mid } else { high = mid }
          }
          return TextLayout.make(key(1, tightening: high))
        }
      }
      guard style.minimumScaleFactor < 1 else { return full }
      // Shrink to fit (UILabel's adjustsFontSizeToFitWidth): the largest scale, to 1/64, down to
      // the minimum, at which nothing is truncated; the minimum if none fits.
      var low = style.minimumScaleFactor
      var high: CGFloat = 1
      for _ in 0..<6 {
        let mid = (low + high) / 2
        let trial = TextLayout.make(key(mid))
        if trial.isTruncated || trial.size.width > bounds.width { high = mid } else { low = mid }
      }
      return TextLayout.make(key(low))
    }
    let mode: LineBreakMode =
      switch truncationMode {
      case .none: isWrapped ? .byWordWrapping : .byClipping
      case .start: .byTruncatingHead
      case .end: .byTruncatingTail
      case .middle: .byTruncatingMiddle
      }
    let alignment: TextAlignment =
      switch alignmentMode {
      case .natural: .natural
      case .left: .left
      case .right: .right
      case .center: .center
      case .justified: .justified
      }
    return TextLayout.make(
      TextLayout.Key(
        text, font: face, width: bounds.width, numberOfLines: isWrapped ? 0 : 1, lineBreakMode: mode,
        alignment: alignment, direction: .leftToRight))
  }

  override func makeContent() -> LayerSnapshot.Content {
    guard let color = foregroundColor, let text = content, !text.string.isEmpty else { return .none }
    let layout = layout()
    var origin = bounds.origin
    if labelStyle != nil { origin.y += (bounds.height - layout.size.height) / 2 }
    return .text(LayerSnapshot.Text(layout: layout, origin: origin, color: color))
  }
}
