import CCairo
import Foundation

extension GraphicsContext {
  /// Draws `text` laid out by Diorama's text stack (the layout labels use) with its top-left
  /// corner at `origin`, wrapped at `width` (unbounded when infinite), clipped to `clip` when
  /// given. Runs without a colour of their own are black.
  func draw(_ text: AttributedText, at origin: CGPoint, width: CGFloat, clip: CGRect?) {
    guard accept(origin, call: "draw(at: \(origin))"), !text.string.isEmpty else { return }
    let layout = Self.layout(text, width: width)
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
  static func layout(_ text: AttributedText, width: CGFloat) -> TextLayout {
    TextLayout.make(
      TextLayout.Key(
        text, font: .systemFont(ofSize: 12), width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping,
        alignment: .natural, direction: .leftToRight))
  }
}
