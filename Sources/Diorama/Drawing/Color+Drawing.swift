extension Color {
  /// Makes this the fill colour of the current graphics context (UIKit's `UIColor.setFill()`).
  /// Outside a drawing pass it does nothing but warn.
  public func setFill() {
    GraphicsContext.currentOrWarn("Color.setFill()")?.setFillColor(self)
  }

  /// Makes this the stroke colour of the current graphics context.
  public func setStroke() {
    GraphicsContext.currentOrWarn("Color.setStroke()")?.setStrokeColor(self)
  }

  /// Makes this both the fill and the stroke colour of the current graphics context.
  public func set() {
    guard let ctx = GraphicsContext.currentOrWarn("Color.set()") else { return }
    ctx.setFillColor(self)
    ctx.setStrokeColor(self)
  }
}
