import CCairo
import Foundation

/// Converts an ``Image`` (straight-alpha RGBA) into a Cairo ARGB32 surface (premultiplied).
enum ImageSurface {
  /// A new surface the caller must destroy, or `nil` when Cairo cannot allocate it.
  static func make(_ image: Image) -> OpaquePointer? {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    image.pixels.withUnsafeBufferPointer { rgba in
      for y in 0..<image.height {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<image.width {
          let i = (y * image.width + x) * 4
          let a = UInt32(rgba[i + 3])
          let r = (UInt32(rgba[i]) * a + 127) / 255
          let g = (UInt32(rgba[i + 1]) * a + 127) / 255
          let b = (UInt32(rgba[i + 2]) * a + 127) / 255
          row[x] = a << 24 | r << 16 | g << 8 | b
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// The pixels of an ARGB32 image surface as an ``Image`` (straight-alpha RGBA),
  /// un-premultiplying each pixel.
  /// - Complexity: O(pixels); allocates the image.
  static func makeImage(from surface: OpaquePointer, scale: CGFloat) -> Image {
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
    return try! Image(width: width, height: height, pixels: pixels, scale: scale)
  }
}
