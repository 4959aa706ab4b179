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
    try renderAlone(scale: scale, backgroundColor: backgroundColor).makeImage(scale: scale)
  }

  /// Renders the layer alone, as ``renderImage(scale:backgroundColor:)`` does, and encodes the
  /// frame buffer as a PNG straight from Cairo's pixels (see ``Renderer/pngData(options:)``):
  /// no intermediate image.
  /// - Parameters:
  ///   - scale: pixels per point (1…4).
  ///   - backgroundColor: the colour behind the layer; `nil` for transparent (an RGBA PNG).
  ///   - options: the PNG compression.
  /// - Throws: ``SceneError`` when the bounds are empty or the image would be too large,
  ///   ``ImageError`` when the options are invalid or encoding fails.
  public func pngData(
    scale: CGFloat = 1, backgroundColor: Color? = nil, options: PNGEncodingOptions = .default
  ) throws -> Data {
    try renderAlone(scale: scale, backgroundColor: backgroundColor).pngData(options: options)
  }

  /// A renderer the size of the bounds at `scale` with the layer drawn into it, untransformed.
  private func renderAlone(scale: CGFloat, backgroundColor: Color?) throws(SceneError) -> Renderer {
    let size = bounds.size
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidSize(width: Double(size.width), height: Double(size.height))
    }
    guard scale.isFinite, scale >= 1, scale <= 4 else { throw .invalidScale(Double(scale)) }
    let renderer = try Renderer(
      pixelWidth: Int((size.width * scale).rounded(.up)), pixelHeight: Int((size.height * scale).rounded(.up))
    )
    owningView?.layoutIfNeeded()
    displaySubtreeIfNeeded(scale: scale)
    var root = snapshot()
    root.transform = .identity
    root.position = CGPoint(x: root.anchorPoint.x * size.width, y: root.anchorPoint.y * size.height)
    renderer.draw(
      SceneSnapshot(
        pixelWidth: renderer.pixelWidth, pixelHeight: renderer.pixelHeight, scale: scale,
        backgroundColor: backgroundColor, root: root))
    return renderer
  }
}
