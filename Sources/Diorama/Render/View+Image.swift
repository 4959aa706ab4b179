import Foundation

extension View {
  /// Lays the view out and renders it alone, untransformed, into an image of its bounds' size.
  /// - Parameters:
  ///   - scale: pixels per point (1…4).
  ///   - backgroundColor: the colour behind the view; `nil` for transparent.
  /// - Throws: ``SceneError`` when the bounds are empty or the image would be absurdly large.
  public func renderImage(scale: CGFloat = 1, backgroundColor: Color? = nil) throws(SceneError) -> Image {
    try layer.renderImage(scale: scale, backgroundColor: backgroundColor)
  }

  /// Lays the view out, renders it alone and encodes it as a PNG straight from the frame buffer
  /// (see ``Layer/pngData(scale:backgroundColor:options:)``).
  /// - Throws: ``SceneError`` when the bounds are empty or the image would be too large,
  ///   ``ImageError`` when the options are invalid or encoding fails.
  public func pngData(
    scale: CGFloat = 1, backgroundColor: Color? = nil, options: PNGEncodingOptions = .default
  ) throws -> Data {
    try layer.pngData(scale: scale, backgroundColor: backgroundColor, options: options)
  }
}
