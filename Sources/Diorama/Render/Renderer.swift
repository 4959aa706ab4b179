import CCairo
import CPNGEncoder
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
  /// The PNG encoder's buffers, made by the first ``pngData(options:)``.
  private var pngScratch: PNGEncoderScratch?

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

  /// Draws a snapshot into the frame buffer, replacing what was there.
  public func draw(_ frame: SceneSnapshot) {
    isOpaque = (frame.backgroundColor?.alpha ?? 0) >= 1
    cairo_surface_flush(surface)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_reset_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    let background = frame.backgroundColor ?? .clear
    cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_scale(cr, frame.scale, frame.scale)
    LayerPainter(cr: cr).paint(frame.root)
    cairo_restore(cr)
    cairo_surface_flush(surface)
  }

  /// Calls `body` with the frame buffer's pixels: Cairo's native premultiplied ARGB32 (on
  /// little-endian machines the bytes of a pixel are B, G, R, A), rows `stride` bytes apart.
  public func withFrameBuffer<T, E: Error>(
    _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws(E) -> T
  ) throws(E) -> T {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return try body(data, pixelWidth, pixelHeight, stride)
  }

  /// Encodes the frame buffer as a PNG (RGB when the last frame drawn is opaque, else RGBA)
  /// straight from Cairo's buffer: no image is made, and the returned `Data` owns the only copy
  /// of the file. The encoder's scratch buffers (about twice the frame's RGB size) stay with the
  /// renderer, so encoding frame after frame allocates only the PNG.
  ///
  /// Cost for a 1280×720 interface frame: about 3 ms with ``PNGEncodingOptions/fast``; see
  /// ``PNGEncodingOptions`` for the other presets.
  /// - Throws: ``ImageError/invalidArgument(_:)`` for a compression level outside 0…12,
  ///   ``ImageError/encodingFailed(reason:)`` when out of memory.
  public func pngData(options: PNGEncodingOptions = .default) throws(ImageError) -> Data {
    let scratch: PNGEncoderScratch
    if let existing = pngScratch {
      scratch = existing
    } else {
      scratch = try PNGEncoderScratch()
      pngScratch = scratch
    }
    let alpha = isOpaque ? DIORAMA_PNG_ALPHA_DROP : DIORAMA_PNG_ALPHA_AUTOMATIC
    return try withFrameBuffer { base, width, height, stride throws(ImageError) in
      try scratch.encode(
        base: base, width: width, height: height, stride: stride,
        source: DIORAMA_PNG_SOURCE_ARGB32_PREMULTIPLIED,
        alpha: alpha, options: options)
    }
  }

  /// Encodes the frame buffer as ``pngData(options:)`` does and writes the PNG file atomically
  /// to `url`.
  /// - Throws: ``ImageError`` when encoding fails or the file cannot be written; no partial
  ///   file is left behind.
  public func writePNG(to url: URL, options: PNGEncodingOptions = .default) throws {
    try AtomicFileWriter.write(pngData(options: options), to: url)
  }

  /// The frame buffer as an ``Image`` (straight-alpha RGBA), un-premultiplying each pixel.
  /// - Complexity: O(pixels); allocates the image.
  public func makeImage(scale: CGFloat = 1) -> Image {
    cairo_surface_flush(surface)
    return ImageSurface.makeImage(from: surface, scale: scale)
  }
}
