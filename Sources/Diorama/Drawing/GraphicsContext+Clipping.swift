import CCairo
import Foundation

extension GraphicsContext {
  /// Intersects the clip with the current path, using `rule`, and clears the path.
  public func clip(using rule: FillRule = .winding) {
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  /// Intersects the clip with a rectangle (the current path is cleared).
  public func clip(to rect: CGRect) {
    clip(to: [rect])
  }

  /// Intersects the clip with the union of rectangles (the current path is cleared).
  public func clip(to rects: [CGRect]) {
    cairo_new_path(cr)
    addRects(rects)
    clip()
  }

  /// Removes the clip (Core Graphics' `resetClip()`): drawing reaches the whole buffer again.
  public func resetClip() { cairo_reset_clip(cr) }

  /// The bounding box of the clip in user space; the whole buffer when nothing clips.
  public var boundingBoxOfClipPath: CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }
}
