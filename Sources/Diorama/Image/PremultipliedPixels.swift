import CCairo
import Foundation

/// Pixels in Cairo's own format, premultiplied ARGB32, ready to paint: never written to once
/// made, and shared by every thread that paints them.
///
/// The bytes live in a Cairo image surface that is never drawn on nor used as a source itself:
/// each painting gets a surface of its own over the same bytes (``makeSurface()``), so no
/// Cairo or pixman object is shared between threads, only read-only memory.
final class PremultipliedPixels: @unchecked Sendable {
  /// The surface that owns the bytes.
  private let owner: OpaquePointer
  let width: Int
  let height: Int
  let stride: Int
  private let data: UnsafeMutablePointer<UInt8>

  /// The bytes of the image surface `surface`, which this object now owns (the caller's
  /// reference is taken over). The surface must not be drawn on afterwards.
  init(adopting surface: OpaquePointer) {
    cairo_surface_flush(surface)
    owner = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    data = cairo_image_surface_get_data(surface)!
  }

  /// A copy of an image surface's pixels, or `nil` when Cairo cannot allocate it.
  /// - Complexity: one `memcpy` of the pixels.
  convenience init?(copying surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(copy)
      return nil
    }
    // Both are ARGB32 surfaces of the same width: their rows have the same stride.
    let stride = Int(cairo_image_surface_get_stride(surface))
    memcpy(cairo_image_surface_get_data(copy), cairo_image_surface_get_data(surface), stride * Int(height))
    cairo_surface_mark_dirty(copy)
    self.init(adopting: copy)
  }

  /// Straight-alpha RGBA bytes premultiplied, or `nil` when Cairo cannot allocate the surface.
  /// - Complexity: one pass over the pixels.
  convenience init?(rgba: [UInt8], width: Int, height: Int) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    rgba.withUnsafeBufferPointer { rgba in
      for y in 0..<height {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let i = (y * width + x) * 4
          let a = UInt32(rgba[i + 3])
          let r = (UInt32(rgba[i]) * a + 127) / 255
          let g = (UInt32(rgba[i + 1]) * a + 127) / 255
          let b = (UInt32(rgba[i + 2]) * a + 127) / 255
          row[x] = a << 24 | r << 16 | g << 8 | b
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    self.init(adopting: surface)
  }

  deinit { cairo_surface_destroy(owner) }

  /// The bytes held, for cache budgets.
  var byteCount: Int { stride * height }

  /// A new Cairo surface over these pixels, for one painting on the calling thread; the caller
  /// destroys it. It keeps the pixels alive until then. `nil` when Cairo cannot allocate it.
  /// - Complexity: O(1): no pixel is copied.
  func makeSurface() -> OpaquePointer? {
    let surface = cairo_image_surface_create_for_data(
      data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let keeper = Unmanaged.passRetained(self).toOpaque()
    let status = cairo_surface_set_user_data(surface, &Self.keeperKey, keeper) { pointer in
      Unmanaged<PremultipliedPixels>.fromOpaque(pointer!).release()
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      Unmanaged<PremultipliedPixels>.fromOpaque(keeper).release()
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }

  /// The key of the user data that keeps the pixels alive for a surface made over them.
  nonisolated(unsafe) private static var keeperKey = cairo_user_data_key_t()

  /// The pixels as straight-alpha RGBA bytes, row-major without padding, un-premultiplying each.
  /// - Complexity: one pass over the pixels; allocates the array.
  func straightRGBA() -> [UInt8] { Self.straightRGBA(of: owner) }

  /// The pixels of an ARGB32 image surface as straight-alpha RGBA bytes.
  /// - Complexity: one pass over the pixels; allocates the array.
  static func straightRGBA(of surface: OpaquePointer) -> [UInt8] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let argb = row[x]
          let a = argb >> 24
          let o = (y * width + x) * 4
          guard a > 0 else { continue }
          let r = (argb >> 16) & 0xFF
          let g = (argb >> 8) & 0xFF
          let b = argb & 0xFF
          if a == 255 {  // opaque: premultiplied and straight are the same, no division
            out[o] = UInt8(r)
            out[o + 1] = UInt8(g)
            out[o + 2] = UInt8(b)
            out[o + 3] = 255
            continue
          }
          out[o] = UInt8((r * 255 + a / 2) / a)
          out[o + 1] = UInt8((g * 255 + a / 2) / a)
          out[o + 2] = UInt8((b * 255 + a / 2) / a)
          out[o + 3] = UInt8(a)
        }
      }
    }
    return pixels
  }
}
