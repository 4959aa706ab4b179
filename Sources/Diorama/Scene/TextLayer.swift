import Foundation

/// A layer that draws plain text (Core Animation's `CATextLayer`), top-aligned in its bounds and
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
    /// Justified (drawn as natural).
    case justified
  }

  /// The text to draw.
  public var string: String?
  /// The font face; its size is overridden by ``fontSize``.
  public var font: Font = .systemFont(ofSize: 36)
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
  public var isWrapped = false
  /// How text that does not fit is truncated.
  public var truncationMode: TruncationMode = .none
  /// Horizontal alignment.
  public var alignmentMode: AlignmentMode = .natural

  /// Creates an empty text layer.
  public required init() { super.init() }

  /// Label-style settings: when set, they replace `isWrapped`/`truncationMode`/`alignmentMode`
  /// and the text block is centred vertically, as `UILabel` draws it.
  struct LabelStyle: Hashable {
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment
  }

  var labelStyle: LabelStyle?

  /// The lines this layer shows in its current bounds.
  func layout() -> TextLayout {
    let text = string ?? ""
    let face = font.withSize(fontSize)
    if let style = labelStyle {
      // Show only as many lines as fit the height (at least one), as UILabel does.
      let fitting = max(1, Int((bounds.height + 0.001) / max(face.lineHeight, 1)))
      let limit = style.numberOfLines == 0 ? fitting : min(style.numberOfLines, fitting)
      return TextLayout(
        text: text, font: face, maxWidth: bounds.width, numberOfLines: limit,
        lineBreakMode: style.lineBreakMode)
    }
    let mode: LineBreakMode =
      switch truncationMode {
      case .none: isWrapped ? .byWordWrapping : .byClipping
      case .start: .byTruncatingHead
      case .end: .byTruncatingTail
      case .middle: .byTruncatingMiddle
      }
    return TextLayout(
      text: text, font: face, maxWidth: bounds.width, numberOfLines: isWrapped ? 0 : 1, lineBreakMode: mode)
  }

  override func makeContent() -> LayerSnapshot.Content {
    guard let color = foregroundColor, let text = string, !text.isEmpty else { return .none }
    let layout = layout()
    let alignment: TextAlignment
    var top = bounds.minY
    if let style = labelStyle {
      alignment = style.alignment
      top += (bounds.height - layout.height) / 2
    } else {
      alignment =
        switch alignmentMode {
        case .natural, .left, .justified: .left
        case .right: .right
        case .center: .center
        }
    }
    let lines = layout.lines.enumerated().map { index, line in
      let x: CGFloat =
        switch alignment {
        case .center: bounds.minX + (bounds.width - line.width) / 2
        case .right: bounds.maxX - line.width
        default: bounds.minX
        }
      let baseline = top + CGFloat(index) * layout.font.lineHeight + layout.font.ascender
      return LayerSnapshot.Text.Line(text: line.text, origin: CGPoint(x: x, y: baseline))
    }
    return .text(LayerSnapshot.Text(font: layout.font, color: color, lines: lines))
  }
}
