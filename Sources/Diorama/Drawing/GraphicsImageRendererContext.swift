import Foundation

/// The context a ``GraphicsImageRenderer`` hands to its drawing closure (UIKit's
/// `UIGraphicsImageRendererContext`).
public final class GraphicsImageRendererContext {
  /// The drawing context, also the current context while the closure runs.
  public let cgContext: GraphicsContext
  /// The renderer's format.
  public let format: GraphicsImageRendererFormat

  init(cgContext: GraphicsContext, format: GraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// What has been drawn so far.
  public var currentImage: Image { cgContext.snapshotImage() }

  /// Fills `rect` with the current fill colour.
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect` with the current fill colour, composited with `blendMode`.
  public func fill(_ rect: CGRect, blendMode: BlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes `rect` with the current stroke colour and a 1-point line.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
