import CCairo
import CPNGEncoder
import Foundation
import Synchronization

/// Rasterises scene snapshots with Cairo into one reusable frame buffer.
///
/// A renderer owns a single ARGB32 surface of a fixed pixel size and reuses it for every frame
/// (allocating a fresh 1280×720 surface per frame costs about 3.5 ms of page faults).
///
/// **Sharing.** A renderer is `Sendable`: its frame buffer sits behind a lock, so it can be kept
/// in a pool (see ``RendererPool``), stored in a `Mutex`, or handed from task to task. Each call
/// takes the lock for its duration, so calls from two threads never interleave inside a frame;
/// but a frame drawn by one task can be replaced by another's before the first encodes it, so
/// give each renderer to one task at a time (check it out of a pool) rather than sharing it.
/// Snapshots are values and may come from anywhere.
public final class Renderer: Sendable {
  /// The frame buffer's width in pixels.
  public let pixelWidth: Int
  /// The frame buffer's height in pixels.
  public let pixelHeight: Int

  private let frame: Mutex<FrameBuffer>

  /// Creates a renderer with a frame buffer of the given pixel size.
  /// - Throws: ``SceneError/invalidPixelSize(width:height:)`` when a side is not in 1…16384,
  ///   ``SceneError/pixelAreaTooLarge(width:height:maximum:)`` past ``Scene/maximumPixelArea``.
  public init(pixelWidth: Int, pixelHeight: Int) throws(SceneError) {
    try Scene.validatePixelSize(width: pixelWidth, height: pixelHeight)
    guard let buffer = FrameBuffer(width: pixelWidth, height: pixelHeight) else {
      throw .invalidPixelSize(width: pixelWidth, height: pixelHeight)
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    frame = Mutex(buffer)
  }

  /// Whether the last frame drawn has an opaque background, so every pixel is opaque.
  public var isOpaque: Bool { frame.withLock { $0.isOpaque } }

  /// Whether ``draw(_:)`` repaints only the pixels that changed since the frame drawn before it
  /// (`true` by default).
  ///
  /// The renderer keeps the last snapshot it drew. The next one is compared with it layer by
  /// layer; the rows of the frame that a changed layer covered before and covers now, shadows,
  /// blurs, masks and 3-D projections included, are repainted, and every other pixel is kept
  /// from the previous frame. The bytes are the same as a full redraw's. Subtrees a
  /// ``Scene/snapshot()`` reused from the frame before are skipped without comparing them, so a
  /// frame in which one small layer changed costs about the layers built anew and their
  /// siblings, and the rows repainted; a frame where nothing changed costs almost nothing. A
  /// change of size, scale or background colour, or damage over half the frame, repaints
  /// everything. Turn it off to draw every frame whole.
  public var repaintsOnlyChanges: Bool {
    get { frame.withLock { $0.repaintsOnlyChanges } }
    set { frame.withLock { $0.repaintsOnlyChanges = newValue } }
  }

  /// What the last ``draw(_:)`` repainted: the device rectangles, none when nothing changed,
  /// `nil` for the whole frame.
  var lastRepaint: [CGRect]? { frame.withLock { $0.lastRepaint } }

  /// How many gradients were painted from cached pixels, and the bytes the cache holds.
  var gradientCacheUse: (hits: Int, bytes: Int) {
    frame.withLock { ($0.gradientCache.hits, $0.gradientCache.byteCount) }
  }

  /// Draws a snapshot into the frame buffer, replacing what was there (see
  /// ``repaintsOnlyChanges``).
  public func draw(_ snapshot: SceneSnapshot) {
    frame.withLock { $0.draw(snapshot) }
  }

  /// Calls `body` with the frame buffer's pixels: Cairo's native premultiplied ARGB32 (on
  /// little-endian machines the bytes of a pixel are B, G, R, A), rows `stride` bytes apart.
  ///
  /// The renderer's lock is held while `body` runs: the pixels are valid only inside it, and
  /// `body` must not call the renderer.
  public func withFrameBuffer<T, E: Error>(
    _ body: (_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws(E) -> sending T
  ) throws(E) -> sending T {
    try frame.withLock { buffer throws(E) -> sending T in
      let (address, stride) = buffer.pixels()
      return try body(UnsafeRawPointer(bitPattern: address)!, pixelWidth, pixelHeight, stride)
    }
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
    try frame.withLock { buffer throws(ImageError) -> Data in try buffer.pngData(options: options) }
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
    frame.withLock { buffer -> Image in
      cairo_surface_flush(buffer.surface)
      return ImageSurface.makeImage(from: buffer.surface, scale: scale)
    }
  }

  /// The frame scaled to `width` × `height` pixels with Cairo's good (box-filtered)
  /// downscaling, as a straight-alpha image; `nil` when that size is invalid.
  func scaledImage(width: Int, height: Int) -> Image? {
    frame.withLock { buffer -> Image? in
      guard let target = FrameBuffer(width: width, height: height) else { return nil }
      cairo_surface_flush(buffer.surface)
      cairo_save(target.cr)
      cairo_set_operator(target.cr, CAIRO_OPERATOR_SOURCE)
      cairo_scale(target.cr, Double(width) / Double(pixelWidth), Double(height) / Double(pixelHeight))
      cairo_set_source_surface(target.cr, buffer.surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(target.cr), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(target.cr), CAIRO_EXTEND_PAD)
      cairo_paint(target.cr)
      cairo_restore(target.cr)
      cairo_surface_flush(target.surface)
      return ImageSurface.makeImage(from: target.surface, scale: 1)
    }
  }
}

/// A renderer's Cairo surface and context, and the PNG encoder's scratch: what its lock guards.
private struct FrameBuffer: ~Copyable {
  let surface: OpaquePointer  // cairo_surface_t
  let cr: OpaquePointer  // cairo_t
  /// Whether the last frame drawn has an opaque background.
  var isOpaque = false
  /// The PNG encoder's buffers, made by the first ``pngData(options:)``.
  var pngScratch: PNGEncoderScratch?
  /// See ``Renderer/repaintsOnlyChanges``.
  var repaintsOnlyChanges = true
  /// The snapshot in the frame buffer and its extents, for the next frame's comparison and
  /// extents (`nil` when changes are not tracked).
  var previous: (frame: SceneSnapshot, extent: PaintExtent)?
  /// See ``Renderer/lastRepaint``.
  var lastRepaint: [CGRect]?
  /// The pixels of large gradients painted in the frame before.
  let gradientCache = GradientSurfaceCache()

  /// A cleared ARGB32 surface, or `nil` when Cairo cannot make one of that size.
  init?(width: Int, height: Int) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    cr = cairo_create(surface)
    cairo_set_font_options(cr, FontLibrary.shared.fontOptions)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Draws a snapshot: only the rows that changed since the frame before when it can tell them
  /// (see ``Renderer/repaintsOnlyChanges``), else everything.
  mutating func draw(_ frame: SceneSnapshot) {
    lastRepaint = nil
    guard repaintsOnlyChanges else {
      previous = nil
      paint(frame, extent: nil, within: nil)
      return
    }
    // The extents, built from the last frame's for the subtrees the two share: they bound the
    // groups painted and, between comparable frames, tell the damage.
    let before = previous
    let extent: PaintExtent
    if let before {
      extent =
        frame.root.isIdentical(to: before.frame.root)
        ? before.extent : PaintExtent(frame.root, reusing: (before.frame.root, before.extent))
    } else {
      extent = PaintExtent(frame.root)
    }
    previous = (frame, extent)
    guard let before, before.frame.pixelWidth == frame.pixelWidth,
      before.frame.pixelHeight == frame.pixelHeight, before.frame.scale == frame.scale,
      before.frame.backgroundColor == frame.backgroundColor
    else {
      paint(frame, extent: extent, within: nil)
      return
    }
    let damage = FrameDamage(
      from: before.frame.root, before.extent, to: frame.root, extent,
      scale: frame.scale, pixelWidth: Int(cairo_image_surface_get_width(surface)),
      pixelHeight: Int(cairo_image_surface_get_height(surface)))
    if damage.rectangles.isEmpty {
      lastRepaint = []
    } else if damage.coverage < 0.5 {
      lastRepaint = damage.rectangles
      paint(frame, extent: extent, within: damage.rectangles)
    } else {
      paint(frame, extent: extent, within: nil)
    }
  }

  /// Paints the frame, everywhere or only inside `rectangles` (device pixels, whole rows of the
  /// frame), skipping layers outside them.
  private mutating func paint(_ frame: SceneSnapshot, extent: PaintExtent?, within rectangles: [CGRect]?) {
    isOpaque = (frame.backgroundColor?.alpha ?? 0) >= 1
    cairo_surface_flush(surface)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_reset_clip(cr)
    gradientCache.beginFrame()
    var painter = LayerPainter(cr: cr, gradientCache: gradientCache)
    var area = CGRect(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)))
    if let rectangles {
      for rect in rectangles { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
      cairo_clip(cr)
      area = rectangles.dropFirst().reduce(rectangles[0]) { $0.union($1) }
      painter.cull = area
    }
    // Cleared to the background colour, unless an opaque layer covers it all anyway.
    if !frame.root.coversOpaquely(area, toDevice: Transform(scaleX: frame.scale, y: frame.scale)) {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      let background = frame.backgroundColor ?? .clear
      cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(cr, frame.scale, frame.scale)
    painter.paint(frame.root, extent: extent)
    cairo_restore(cr)
    cairo_surface_flush(surface)
  }

  /// The address of the top row and the stride, after flushing Cairo's pending drawing.
  func pixels() -> (address: UInt, stride: Int) {
    cairo_surface_flush(surface)
    return (
      UInt(bitPattern: cairo_image_surface_get_data(surface)), Int(cairo_image_surface_get_stride(surface))
    )
  }

  mutating func pngData(options: PNGEncodingOptions) throws(ImageError) -> Data {
    let scratch: PNGEncoderScratch
    if let existing = pngScratch {
      scratch = existing
    } else {
      scratch = try PNGEncoderScratch()
      pngScratch = scratch
    }
    let (address, stride) = pixels()
    return try scratch.encode(
      base: UnsafeRawPointer(bitPattern: address)!, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)), stride: stride,
      source: DIORAMA_PNG_SOURCE_ARGB32_PREMULTIPLIED,
      alpha: isOpaque ? DIORAMA_PNG_ALPHA_DROP : DIORAMA_PNG_ALPHA_AUTOMATIC, options: options)
  }
}
