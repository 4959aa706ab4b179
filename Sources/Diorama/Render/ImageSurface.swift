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
}
