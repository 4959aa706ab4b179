import Foundation

extension Layer {
  /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space (its
  /// bounds), as Core Animation's `render(in:)` does: the layer's position and transform are left
  /// out, the context's transform and clip apply, and the model values are drawn (animations in
  /// flight are not).
  ///
  /// The subtree is rendered at the context's scale (held to 1…4) and drawn as an image. A layer
  /// with empty bounds draws nothing; one too large to render draws nothing, with a warning.
  public func render(in ctx: GraphicsContext) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    do {
      let image = try renderImage(scale: min(max(ctx.scale, 1), 4))
      ctx.draw(image, in: bounds)
    } catch {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "\(self).render(in:): the layer could not be rendered (\(error)); nothing was drawn."))
    }
  }
}
