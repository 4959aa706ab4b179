import Foundation

extension View {
  /// Draws the view and its subviews, laid out, into the current context, scaled to fill
  /// `rect` (UIKit's `drawHierarchy(in:afterScreenUpdates:)`), and returns whether it drew.
  ///
  /// The hierarchy is rendered at the context's scale (held to 1…4) and drawn as an image.
  /// Pending layout is always done first, whatever `afterScreenUpdates` says. Without a current
  /// context (outside a drawing pass or an image renderer) nothing is drawn and the answer is
  /// `false`, with a ``Warning/Kind/noCurrentContext`` warning; empty bounds or a rectangle that
  /// is not finite also give `false`.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    guard let ctx = GraphicsContext.currentOrWarn("\(self).drawHierarchy(in:afterScreenUpdates:)"),
      ctx.accept(rect.isFiniteRect, "drawHierarchy(in: \(rect))"), bounds.width > 0, bounds.height > 0,
      let image = try? renderImage(scale: min(max(ctx.scale, 1), 4))
    else { return false }
    ctx.draw(image, in: rect)
    return true
  }
}
