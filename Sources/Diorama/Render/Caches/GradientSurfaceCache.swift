import CCairo
import Foundation

/// The pixels of the large gradients a renderer painted in the frame before, so that a gradient
/// that does not change (a screen's background) is copied frame after frame instead of being
/// computed again: copying a 1280 × 720 gradient costs about a third of computing it.
///
/// A gradient is cached the second frame in a row it is painted with the same key (its stops,
/// bounds, corners and device transform), so an animated gradient never pays for a copy it
/// cannot reuse; entries not painted in the last frame are dropped. The cached pixels are the
/// gradient as Cairo fills it, at the same device pixels (on a surface that starts at the device
/// origin, as the frame does), so painting them changes no pixel (`GradientSurfaceCacheTests`).
/// Owned by one frame buffer; not shared between threads.
final class GradientSurfaceCache {
  /// What a gradient's pixels depend on.
  struct Key: Hashable {
    var gradient: LayerSnapshot.Gradient
    var bounds: CGRect
    var cornerRadius: CGFloat
    var maskedCorners: CornerMask
    var cornerCurve: CornerCurve
    /// The user-to-device matrix: xx, yx, xy, yy, x0, y0.
    var matrix: [Double]
  }

  private final class Entry {
    /// The gradient's device pixels from the device origin on, or `nil` while it has been
    /// seen once.
    var surface: OpaquePointer?
    var byteCount = 0
    var lastFrame: Int

    init(lastFrame: Int) { self.lastFrame = lastFrame }
    deinit { if let surface { cairo_surface_destroy(surface) } }
  }

  /// The most bytes of pixels kept.
  let byteLimit: Int
  /// Gradients smaller than this many device pixels are painted directly (cheap enough).
  static let minimumPixels = 16_384
  private var entries: [Key: Entry] = [:]
  private var frame = 0
  private(set) var byteCount = 0
  /// Paints served from cached pixels, for tests and benchmarks.
  private(set) var hits = 0

  init(byteLimit: Int = 64 << 20) { self.byteLimit = byteLimit }

  /// Starts a frame: drops the entries the frame before did not paint.
  func beginFrame() {
    frame += 1
    for (key, entry) in entries where entry.lastFrame < frame - 1 {
      byteCount -= entry.byteCount
      entries[key] = nil
    }
  }

  /// Paints a gradient on `cr` from cached pixels when it can, else returns `false` and the
  /// caller paints it. `deviceBox` bounds the gradient's device pixels (none left of or above
  /// the origin); `fill` paints the gradient on a context whose user-to-device transform is set.
  func paint(
    _ key: Key, deviceBox: CGRect, on cr: OpaquePointer, fill: (OpaquePointer) -> Void
  ) -> Bool {
    let entry: Entry
    if let existing = entries[key] {
      entry = existing
      entry.lastFrame = frame
    } else {
      entries[key] = Entry(lastFrame: frame)
      return false
    }
    if entry.surface == nil {
      // The surface starts at the device origin: Cairo hands pixman a gradient transform
      // rounded about the operation's position, so a surface offset from the frame's would
      // compute some pixels one step of colour apart.
      let width = Int(deviceBox.maxX.rounded(.up))
      let height = Int(deviceBox.maxY.rounded(.up))
      let bytes = width * height * 4
      guard byteCount + bytes <= byteLimit,
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
      else { return false }
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        return false
      }
      let painter = cairo_create(surface)!
      var matrix = cairo_matrix_t(
        xx: key.matrix[0], yx: key.matrix[1], xy: key.matrix[2], yy: key.matrix[3], x0: key.matrix[4],
        y0: key.matrix[5])
      cairo_set_matrix(painter, &matrix)
      fill(painter)
      cairo_destroy(painter)
      cairo_surface_flush(surface)
      entry.surface = surface
      entry.byteCount = bytes
      byteCount += bytes
    }
    guard let surface = entry.surface else { return false }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_rectangle(
      cr, 0, 0, Double(cairo_image_surface_get_width(surface)),
      Double(cairo_image_surface_get_height(surface)))
    cairo_fill(cr)
    cairo_restore(cr)
    hits += 1
    return true
  }
}
