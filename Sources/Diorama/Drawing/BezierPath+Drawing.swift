import Foundation

extension BezierPath {
  /// Fills the path with the current context's fill colour and the path's fill rule. Outside a
  /// drawing pass it does nothing but warn.
  public func fill() {
    guard let ctx = GraphicsContext.currentOrWarn("BezierPath.fill()") else { return }
    ctx.saveGState()
    ctx.beginPath()
    ctx.addPath(cgPath)
    ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    ctx.restoreGState()
  }

  /// Fills the path composited with `blendMode` and `alpha`.
  public func fill(with blendMode: BlendMode, alpha: CGFloat) {
    guard let ctx = GraphicsContext.currentOrWarn("BezierPath.fill(with:alpha:)") else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.setAlpha(alpha)
    fill()
    ctx.restoreGState()
  }

  /// Strokes the path with the current context's stroke colour and the path's line settings.
  /// Outside a drawing pass it does nothing but warn.
  public func stroke() {
    guard let ctx = GraphicsContext.currentOrWarn("BezierPath.stroke()") else { return }
    ctx.saveGState()
    ctx.setLineWidth(lineWidth)
    ctx.setLineCap(lineCapStyle)
    ctx.setLineJoin(lineJoinStyle)
    ctx.setMiterLimit(miterLimit)
    ctx.setLineDash(phase: lineDashPhase, lengths: lineDashPattern)
    ctx.beginPath()
    ctx.addPath(cgPath)
    ctx.strokePath()
    ctx.restoreGState()
  }

  /// Strokes the path composited with `blendMode` and `alpha`.
  public func stroke(with blendMode: BlendMode, alpha: CGFloat) {
    guard let ctx = GraphicsContext.currentOrWarn("BezierPath.stroke(with:alpha:)") else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.setAlpha(alpha)
    stroke()
    ctx.restoreGState()
  }

  /// Intersects the current context's clip with the path, under its fill rule.
  public func addClip() {
    guard let ctx = GraphicsContext.currentOrWarn("BezierPath.addClip()") else { return }
    ctx.beginPath()
    ctx.addPath(cgPath)
    ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}
