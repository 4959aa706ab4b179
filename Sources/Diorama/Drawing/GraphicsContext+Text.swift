import CCairo
import Foundation

extension GraphicsContext {
  /// Draws `text` laid out by Diorama's text stack (the layout labels use) with its top-left
  /// corner at `origin`, wrapped at `width` (unbounded when infinite), clipped to `clip` when
  /// given. Runs without a colour of their own are black.
  func draw(_ text: AttributedText, at origin: CGPoint, width: CGFloat, clip: CGRect?) {
    guard !text.string.isEmpty else { return }
    draw(Self.layout(text, width: width), at: origin, clip: clip)
  }

  /// Draws a text layout with its top-left corner at `origin`, clipped to `clip` when given.
  func draw(_ layout: TextLayout, at origin: CGPoint, clip: CGRect?) {
    guard accept(origin, call: "draw(at: \(origin))"), layout.lineCount > 0 else { return }
    composite {
      cairo_save(cr)
      if let clip {
        cairo_new_path(cr)
        cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cr)
      }
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      layout.draw(in: cr, at: origin)
      cairo_restore(cr)
    }
  }

  /// The layout of `text` as drawing code measures and draws it: UIKit's defaults of 12-point
  /// system font, word wrapping, natural alignment, no line limit.
  static func layout(
    _ text: AttributedText, width: CGFloat, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    TextLayout.make(
      TextLayout.Key(
        text, font: .systemFont(ofSize: 12), width: width, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode, alignment: .natural, direction: .leftToRight))
  }

  /// Text as string drawing with options lays it out: the layout, how many of its lines show,
  /// and the rectangle they take (relative to the baseline without
  /// ``NSStringDrawingOptions/usesLineFragmentOrigin``, to the top-left corner with it).
  struct StringDrawing {
    var layout: TextLayout
    var visibleLines: Int
    var bounds: CGRect
  }

  /// The layout of `text` as string drawing with `options` makes it in a box of `size`: one
  /// unwrapped line without ``NSStringDrawingOptions/usesLineFragmentOrigin``; with it, lines
  /// wrapped at the width (unbounded when it is not positive and finite), as many as end within
  /// the height (at least one; all when the height is not positive and finite).
  static func stringDrawing(_ text: AttributedText, in size: CGSize, options: NSStringDrawingOptions)
    -> StringDrawing
  {
    guard options.contains(.usesLineFragmentOrigin) else {
      let layout = layout(text, width: .infinity, numberOfLines: 1)
      let bounds = CGRect(
        x: 0, y: -layout.firstBaseline, width: layout.size.width, height: layout.size.height)
      return StringDrawing(layout: layout, visibleLines: layout.lineCount, bounds: bounds)
    }
    let width = size.width.isFinite && size.width > 0 ? size.width : .infinity
    var layout = layout(text, width: width)
    var lines = layout.lineCount
    if size.height.isFinite, size.height > 0, lines > 1 {
      lines = max(1, layout.lineBottoms.prefix { $0 <= size.height + 1e-9 }.count)
      if lines < layout.lineCount, options.contains(.truncatesLastVisibleLine) {
        layout = Self.layout(text, width: width, numberOfLines: lines, lineBreakMode: .byTruncatingTail)
      }
    }
    let bounds = CGRect(
      x: 0, y: 0, width: layout.lineWidths.prefix(lines).max() ?? 0,
      height: lines > 0 ? layout.lineBottoms[lines - 1] : 0)
    return StringDrawing(layout: layout, visibleLines: lines, bounds: bounds)
  }
}
