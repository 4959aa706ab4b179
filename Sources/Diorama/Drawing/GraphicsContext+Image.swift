import CCairo
import Foundation

extension GraphicsContext {
  /// Draws `image` stretched to fill `rect`, upright (as `UIImage.draw(in:)` draws; Core
  /// Graphics' `draw(_:in:)` of a `CGImage` would draw it upside down in a UIKit context).
  public func draw(_ image: Image, in rect: CGRect) {
    guard accept(rect.isFiniteRect, "draw(_:in: \(rect))") else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0, let source = ImageSurface.make(image) else { return }
    defer { cairo_surface_destroy(source) }
    let pattern = cairo_pattern_create_for_surface(source)!
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, CGFloat(image.width) / r.width, CGFloat(image.height) / r.height)
    cairo_matrix_translate(&matrix, -r.minX, -r.minY)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    composite {
      cairo_save(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      cairo_clip(cr)
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
      cairo_restore(cr)
    }
  }

  /// Draws `bitmap` stretched to fill `rect` as Core Graphics draws a `CGImage`: its first row
  /// at the rectangle's maximum y, so in this y-down context it appears upside down unless the
  /// context is flipped first (`translateBy(x: 0, y: height)` and `scaleBy(x: 1, y: -1)`), as iOS
  /// code does. Use ``draw(_:in:)-(Image,_)`` or ``Image/draw(in:)`` to draw upright.
  public func draw(_ bitmap: Bitmap, in rect: CGRect) {
    guard accept(rect.isFiniteRect, "draw(_:in: \(rect))") else { return }
    let r = rect.standardized
    saveGState()
    translateBy(x: 0, y: r.maxY + r.minY)
    scaleBy(x: 1, y: -1)
    draw(bitmap.image, in: r)
    restoreGState()
  }
}
