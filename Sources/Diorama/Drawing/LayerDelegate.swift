/// An object that draws a layer's contents (Core Animation's `CALayerDelegate`).
///
/// Both methods have default implementations: ``display(_:)`` draws the layer's backing store
/// (calling ``Layer/draw(in:)``, which calls ``draw(_:in:)``), and ``draw(_:in:)`` draws
/// nothing.
public protocol LayerDelegate: AnyObject {
  /// Sets the layer's contents itself (for example to an image) instead of drawing them.
  func display(_ layer: Layer)
  /// Draws the layer's contents into `ctx`, in the layer's bounds coordinates.
  func draw(_ layer: Layer, in ctx: GraphicsContext)
}

extension LayerDelegate {
  /// Draws the layer's backing store: ``Layer/draw(in:)`` into a new context.
  public func display(_ layer: Layer) { layer.drawBackingStore() }
  /// Draws nothing.
  public func draw(_ layer: Layer, in ctx: GraphicsContext) { ctx.defaultDrawingReached = true }
}
