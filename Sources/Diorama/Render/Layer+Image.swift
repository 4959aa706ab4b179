import Foundation

extension Layer {
  /// Renders the layer and its sublayers alone, untransformed, into an image of its bounds' size
  /// (the counterpart of ``View/renderImage(scale:backgroundColor:)`` for a bare layer).
  ///
  /// A layer that backs a view has that view laid out first.
  /// - Parameters:
  ///   - scale: pixels per point (1…4).
  ///   - backgroundColor: the colour behind the layer; `nil` for transparent.
  /// - Throws: ``SceneError`` when the bounds are empty or the image would be absurdly large.
  public func renderImage(scale: CGFloat = 1, backgroundColor: Color? = nil) throws(SceneError) -> Image {
    let size = bounds.size
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidSize(width: Double(size.width), height: Double(size.height))
    }
    guard scale.isFinite, scale >= 1, scale <= 4 else { throw .invalidScale(Double(scale)) }
    let pixels = (size.width * scale, size.height * scale)
    guard pixels.0 <= CGFloat(Scene.maximumPixelSide), pixels.1 <= CGFloat(Scene.maximumPixelSide) else {
      throw .invalidPixelSize(width: Int(pixels.0.rounded(.up)), height: Int(pixels.1.rounded(.up)))
    }
    owningView?.layoutIfNeeded()
    displaySubtreeIfNeeded(scale: scale)
    var root = snapshot()
    root.transform = .identity
    root.position = CGPoint(x: root.anchorPoint.x * size.width, y: root.anchorPoint.y * size.height)
    let renderer = try Renderer(
      pixelWidth: Int((size.width * scale).rounded(.up)), pixelHeight: Int((size.height * scale).rounded(.up))
    )
    renderer.draw(
      SceneSnapshot(
        pixelWidth: renderer.pixelWidth, pixelHeight: renderer.pixelHeight, scale: scale,
        backgroundColor: backgroundColor, root: root))
    return renderer.makeImage(scale: scale)
  }
}
