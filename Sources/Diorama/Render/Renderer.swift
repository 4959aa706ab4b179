import CCairo
import Foundation

/// Rasterises scene snapshots with Cairo into one reusable frame buffer.
///
/// A renderer owns a single ARGB32 surface of a fixed pixel size and reuses it for every frame
/// (allocating a fresh 1280×720 surface per frame costs about 3.5 ms of page faults). It is not
/// thread-safe: use one renderer per thread; snapshots are values and may come from anywhere.
public final class Renderer {
  /// The frame buffer's width in pixels.
  public let pixelWidth: Int
  /// The frame buffer's height in pixels.
  public let pixelHeight: Int

  let surface: OpaquePointer  // cairo_surface_t
  let cr: OpaquePointer  // cairo_t

  /// Creates a renderer with a frame buffer of the given pixel size.
  /// - Throws: ``SceneError/invalidPixelSize(width:height:)`` when a side is not in 1…16384.
  public init(pixelWidth: Int, pixelHeight: Int) throws(SceneError) {
    guard (1...Scene.maximumPixelSide).contains(pixelWidth),
      (1...Scene.maximumPixelSide).contains(pixelHeight)
    else { throw .invalidPixelSize(width: pixelWidth, height: pixelHeight) }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .invalidPixelSize(width: pixelWidth, height: pixelHeight)
    }
    self.surface = surface
    cr = cairo_create(surface)
    cairo_set_font_options(cr, FontLibrary.shared.fontOptions)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Whether the last frame drawn has an opaque background, so every pixel is opaque.
  public private(set) var isOpaque = false

  /// Whether ``draw(_:)`` repaints only the pixels that changed since the frame drawn before it
  /// (`true` by default).
  ///
  /// The renderer keeps the last snapshot it drew. The next one is compared with it layer by
  /// layer; the rows of the frame that a changed layer covered before and covers now, shadows,
  /// blurs, masks and 3-D projections included, are repainted, and every other pixel is kept
  /// from the previous frame. The bytes are the same as a full redraw's. A frame in which one
  /// small layer changed costs the comparison (O(layers)) and the rows repainted; a frame where
  /// nothing changed costs the comparison only. A change of size, scale or background colour, or
  /// damage over half the frame, repaints everything. Turn it off to draw every frame whole.
  public var repaintsOnlyChanges = true

  /// The snapshot in the frame buffer, for the next frame's comparison, with its extents once
  /// they have been needed (a frame that cannot be compared with the one before skips them).
  private var previous: (frame: SceneSnapshot, extent: PaintExtent?)?
  /// What the last ``draw(_:)`` repainted: the device rectangles, none when nothing changed,
  /// `nil` for the whole frame.
  private(set) var lastRepaint: [CGRect]?

  /// Draws a snapshot into the frame buffer, replacing what was there.
  public func draw(_ frame: SceneSnapshot) {
    lastRepaint = nil
    let before = previous
    previous = repaintsOnlyChanges ? (frame, nil) : nil
    guard repaintsOnlyChanges, let before, before.frame.pixelWidth == frame.pixelWidth,
      before.frame.pixelHeight == frame.pixelHeight, before.frame.scale == frame.scale,
      before.frame.backgroundColor == frame.backgroundColor
    else {
      paint(frame, extent: nil, within: nil)
      return
    }
    let extent = PaintExtent(frame.root)
    previous = (frame, extent)
    let damage = FrameDamage(
      from: before.frame.root, before.extent ?? PaintExtent(before.frame.root), to: frame.root, extent,
      scale: frame.scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    if damage.rectangles.isEmpty {
      lastRepaint = []
    } else if damage.coverage < 0.5 {
      lastRepaint = damage.rectangles
      paint(frame, extent: extent, within: damage.rectangles)
    } else {
      paint(frame, extent: nil, within: nil)
    }
  }

  /// Paints the frame, everywhere or only inside `rectangles` (device pixels, whole rows of the
  /// frame), skipping layers outside them.
  private func paint(_ frame: SceneSnapshot, extent: PaintExtent?, within rectangles: [CGRect]?) {
    isOpaque = (frame.backgroundColor?.alpha ?? 0) >= 1
    cairo_surface_flush(surface)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_reset_clip(cr)
    var painter = LayerPainter(cr: cr)
    if let rectangles {
      for rect in rectangles { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
      cairo_clip(cr)
      painter.cull = rectangles.dropFirst().reduce(rectangles[0]) { $0.union($1) }
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    let background = frame.backgroundColor ?? .clear
    cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_scale(cr, frame.scale, frame.scale)
    painter.paint(frame.root, extent: extent)
    cairo_restore(cr)
    cairo_surface_flush(surface)
  }

  /// Calls `body` with the frame buffer's pixels: Cairo's native premultiplied ARGB32 (on
  /// little-endian machines the bytes of a pixel are B, G, R, A), rows `stride` bytes apart.
  public func withFrameBuffer<T>(
    _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws -> T
  ) rethrows -> T {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return try body(data, pixelWidth, pixelHeight, stride)
  }

  /// Encodes the frame buffer as a PNG file written atomically to `url` (RGB when the frame is
  /// opaque), without an intermediate image.
  /// - Throws: ``ImageError`` when encoding fails or the file cannot be written; no partial
  ///   file is left behind.
  public func writePNG(to url: URL, options: PNGEncodingOptions = .default) throws {
    try withFrameBuffer { base, width, height, stride in
      try PNGEncoder.encodeARGB32Premultiplied(
        base: base, width: width, height: height, stride: stride, opaque: isOpaque, options: options, to: url)
    }
  }

  /// The frame buffer as an ``Image`` (straight-alpha RGBA), un-premultiplying each pixel.
  /// - Complexity: O(pixels); allocates the image.
  public func makeImage(scale: CGFloat = 1) -> Image {
    cairo_surface_flush(surface)
    return ImageSurface.makeImage(from: surface, scale: scale)
  }
}
