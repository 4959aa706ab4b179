import CCairo
import Foundation

extension GraphicsContext {
  /// Fills the current path with the fill colour, using `rule`, and clears the path.
  public func fillPath(using rule: FillRule = .winding) {
    let color = state.fillColor
    composite {
      cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(color)
      cairo_fill(cr)
    }
    cairo_new_path(cr)
  }

  /// Strokes the current path with the stroke colour and line settings, and clears the path.
  public func strokePath() {
    let color = state.strokeColor
    composite {
      setSource(color)
      cairo_stroke(cr)
    }
    cairo_new_path(cr)
  }

  /// Fills a rectangle with the fill colour (the current path is cleared).
  public func fill(_ rect: CGRect) {
    cairo_new_path(cr)
    addRect(rect)
    fillPath()
  }

  /// Fills rectangles with the fill colour (the current path is cleared).
  public func fill(_ rects: [CGRect]) {
    cairo_new_path(cr)
    addRects(rects)
    fillPath()
  }

  /// Strokes a rectangle with the stroke colour (the current path is cleared).
  public func stroke(_ rect: CGRect) {
    cairo_new_path(cr)
    addRect(rect)
    strokePath()
  }

  /// Strokes a rectangle with a line of `width` (the line width setting is kept).
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Fills the ellipse inscribed in `rect` (the current path is cleared).
  public func fillEllipse(in rect: CGRect) {
    cairo_new_path(cr)
    addEllipse(in: rect)
    fillPath()
  }

  /// Strokes the ellipse inscribed in `rect` (the current path is cleared).
  public func strokeEllipse(in rect: CGRect) {
    cairo_new_path(cr)
    addEllipse(in: rect)
    strokePath()
  }

  /// Makes the pixels of `rect` transparent (within the clip), ignoring alpha, blend mode and
  /// shadow.
  public func clear(_ rect: CGRect) {
    guard accept(rect.isFiniteRect, "clear(\(rect))") else { return }
    operationCount += 1
    cairo_save(cr)
    cairo_new_path(cr)
    let r = rect.standardized
    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  // MARK: Compositing

  /// Runs `draw` (which sets a source and paints with it) composited with the state's alpha,
  /// blend mode and shadow: straight onto the surface when they are the defaults, otherwise
  /// through a group.
  func composite(_ draw: () -> Void) {
    operationCount += 1
    let blend = state.blendMode.cairoOperator
    guard state.alpha < 1 || state.shadow != nil else {
      cairo_set_operator(cr, blend)
      draw()
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      return
    }
    guard state.alpha > 0 else {
      cairo_new_path(cr)
      return
    }
    cairo_push_group(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    draw()
    let group = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(group) }
    cairo_set_operator(cr, blend)
    if let shadow = state.shadow {
      paintShadow(of: group, shadow)
    }
    cairo_set_source(cr, group)
    cairo_paint_with_alpha(cr, state.alpha)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }

  /// Fills the shadow colour through the blurred alpha of `group`, moved by the shadow's
  /// offset in points of the base space (the transform does not turn or scale it).
  private func paintShadow(of group: OpaquePointer, _ shadow: Shadow) {
    guard let mask = ShadowMask(pattern: group, sigma: shadow.blur / 2 * scale) else { return }
    defer { cairo_surface_destroy(mask.surface) }
    let dx = shadow.offset.width * scale
    let dy = shadow.offset.height * scale
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let color = shadow.color.withAlphaComponent(shadow.color.alpha * state.alpha)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    mask.paint(in: cr, dx: dx, dy: dy)
    cairo_restore(cr)
  }

  func setSource(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}
