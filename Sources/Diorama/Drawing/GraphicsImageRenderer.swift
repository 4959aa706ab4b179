import CCairo
import Foundation

/// Draws into new images with Core Graphics' API, off any scene (UIKit's
/// `UIGraphicsImageRenderer`).
///
/// ```swift
/// let renderer = GraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let dot = renderer.image { context in
///   context.cgContext.setFillColor(.systemBlue)
///   context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
///
/// A size with no pixels (zero, negative or not finite) or larger than
/// ``Scene/maximumPixelSide`` pixels on a side makes a 1 × 1 transparent image without running
/// the drawing, with a ``Warning/Kind/invalidGeometry`` warning.
public final class GraphicsImageRenderer {
  /// The size of the images in points.
  public let size: CGSize
  /// The origin of the drawing area in user space (from ``init(bounds:format:)``).
  public let origin: CGPoint
  /// The format of the images.
  public let format: GraphicsImageRendererFormat

  /// A renderer of images of `size` points in `format`.
  public init(size: CGSize, format: GraphicsImageRendererFormat = .default()) {
    self.size = size
    origin = .zero
    self.format = format
  }

  /// A renderer of images of the size of `bounds`, whose drawing coordinates start at its
  /// origin.
  public init(bounds: CGRect, format: GraphicsImageRendererFormat = .default()) {
    size = bounds.size
    origin = bounds.isFiniteRect ? bounds.origin : .zero
    self.format = format
  }

  /// Runs `actions` with a new context as the current context and returns what it drew.
  public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
    let scale = format.scale
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, scale.isFinite, scale > 0, width >= 1, height >= 1,
      let cgContext = GraphicsContext(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale)
    else {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "GraphicsImageRenderer: size \(size) at scale \(scale) has no pixels or is too large; the image is 1 × 1"
            + " and transparent, and nothing was drawn."))
      return try! Image(width: 1, height: 1, fill: .clear, scale: 1)
    }
    cgContext.owner = "GraphicsImageRenderer"
    if format.opaque {
      cairo_set_source_rgb(cgContext.cr, 0, 0, 0)
      cairo_paint(cgContext.cr)
    }
    cgContext.translateBy(x: -origin.x, y: -origin.y)
    let context = GraphicsImageRendererContext(cgContext: cgContext, format: format)
    GraphicsContextStack.with(cgContext) { actions(context) }
    cgContext.finishPass()
    if format.opaque {
      // Whatever the drawing made transparent shows black, as in an opaque bitmap.
      cairo_save(cgContext.cr)
      cairo_reset_clip(cgContext.cr)
      cairo_identity_matrix(cgContext.cr)
      cairo_set_operator(cgContext.cr, CAIRO_OPERATOR_DEST_OVER)
      cairo_set_source_rgb(cgContext.cr, 0, 0, 0)
      cairo_paint(cgContext.cr)
      cairo_restore(cgContext.cr)
    }
    return cgContext.snapshotImage()
  }

  /// Runs `actions` and returns what it drew as PNG bytes (empty if encoding fails, which a
  /// valid image never does).
  public func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
    (try? image(actions: actions).pngData()) ?? Data()
  }
}
