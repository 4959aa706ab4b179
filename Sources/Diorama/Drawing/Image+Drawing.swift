import Foundation

extension Image {
  /// Draws the image at its size in points with its top-left corner at `point` on the current
  /// context (UIKit's `draw(at:)`). Outside a drawing pass it does nothing but warn.
  public func draw(at point: CGPoint) {
    GraphicsContext.currentOrWarn("Image.draw(at:)")?.draw(self, in: CGRect(origin: point, size: size))
  }

  /// Draws the image stretched to `rect` on the current context (UIKit's `draw(in:)`).
  public func draw(in rect: CGRect) {
    GraphicsContext.currentOrWarn("Image.draw(in:)")?.draw(self, in: rect)
  }

  /// Draws the image stretched to `rect`, composited with `blendMode` and `alpha`.
  public func draw(in rect: CGRect, blendMode: BlendMode, alpha: CGFloat) {
    guard let ctx = GraphicsContext.currentOrWarn("Image.draw(in:blendMode:alpha:)") else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.setAlpha(alpha)
    ctx.draw(self, in: rect)
    ctx.restoreGState()
  }
}
