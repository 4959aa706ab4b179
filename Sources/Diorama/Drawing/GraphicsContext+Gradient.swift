import CCairo
import Foundation

extension GraphicsContext {
  /// Fills the clip with a gradient along the line from `start` to `end`.
  ///
  /// Without ``Gradient/DrawingOptions/drawsBeforeStartLocation`` nothing is drawn before the
  /// start (the side of the perpendicular through `start` away from `end`); without
  /// ``Gradient/DrawingOptions/drawsAfterEndLocation`` nothing past the end.
  public func drawLinearGradient(
    _ gradient: Gradient, start: CGPoint, end: CGPoint, options: Gradient.DrawingOptions = []
  ) {
    guard accept(start, end, call: "drawLinearGradient(start: \(start), end: \(end))") else { return }
    let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
    defer { cairo_pattern_destroy(pattern) }
    addStops(gradient, to: pattern)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = hypot(dx, dy)
    composite {
      cairo_save(cr)
      if length > 0, options != [.drawsBeforeStartLocation, .drawsAfterEndLocation] {
        // Clip to the band between the perpendiculars the options exclude.
        let far: CGFloat = 1e6
        let ux = dx / length
        let uy = dy / length
        let from = options.contains(.drawsBeforeStartLocation) ? -far : 0
        let to = options.contains(.drawsAfterEndLocation) ? far : length
        let nx = -uy * far
        let ny = ux * far
        let a = CGPoint(x: start.x + ux * from, y: start.y + uy * from)
        let b = CGPoint(x: start.x + ux * to, y: start.y + uy * to)
        cairo_move_to(cr, a.x + nx, a.y + ny)
        cairo_line_to(cr, b.x + nx, b.y + ny)
        cairo_line_to(cr, b.x - nx, b.y - ny)
        cairo_line_to(cr, a.x - nx, a.y - ny)
        cairo_close_path(cr)
        cairo_clip(cr)
      }
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
      cairo_restore(cr)
    }
  }

  /// Fills the clip with a gradient between two circles.
  ///
  /// With ``Gradient/DrawingOptions/drawsAfterEndLocation`` the end colour extends past the end
  /// circle; with ``Gradient/DrawingOptions/drawsBeforeStartLocation`` the start colour fills
  /// the start circle. Without them those areas stay undrawn.
  public func drawRadialGradient(
    _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: Gradient.DrawingOptions = []
  ) {
    guard accept(startCenter, endCenter, call: "drawRadialGradient(startCenter: \(startCenter), …)"),
      accept(
        startRadius.isFinite && endRadius.isFinite && startRadius >= 0 && endRadius >= 0,
        "drawRadialGradient(startRadius: \(startRadius), endRadius: \(endRadius))")
    else { return }
    let pattern = cairo_pattern_create_radial(
      startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
    defer { cairo_pattern_destroy(pattern) }
    addStops(gradient, to: pattern)
    cairo_pattern_set_extend(
      pattern, options.contains(.drawsAfterEndLocation) ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    composite {
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
      if options.contains(.drawsBeforeStartLocation), startRadius > 0, let first = gradient.colors.first {
        cairo_new_path(cr)
        cairo_arc(cr, startCenter.x, startCenter.y, startRadius, 0, 2 * .pi)
        setSource(first)
        cairo_fill(cr)
      }
    }
  }

  private func addStops(_ gradient: Gradient, to pattern: OpaquePointer) {
    for (color, location) in zip(gradient.colors, gradient.locations) {
      cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
    }
  }
}
