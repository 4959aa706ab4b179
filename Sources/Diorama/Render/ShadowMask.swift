import CCairo
import Foundation

/// The blurred alpha of a group pattern, as an A8 surface positioned in device space.
struct ShadowMask {
  /// The A8 surface; the caller destroys it.
  let surface: OpaquePointer
  /// Where the surface's top-left corner lies in device space.
  let origin: CGPoint

  /// Copies the alpha of `pattern` (from `cairo_pop_group`) into a surface `margin` pixels
  /// larger on each side and blurs it. `nil` when the group has no image surface.
  init?(pattern: OpaquePointer, margin: Int, sigma: CGFloat) {
    var source: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &source) == CAIRO_STATUS_SUCCESS, let source,
      cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    // A group surface covers the clip extents; its device offset is minus their origin.
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(source, &offsetX, &offsetY)
    let width = Int(cairo_image_surface_get_width(source)) + 2 * margin
    let height = Int(cairo_image_surface_get_height(source)) + 2 * margin
    guard width > 2 * margin, height > 2 * margin,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    let context = cairo_create(mask)!
    cairo_set_source_surface(context, source, Double(margin) + offsetX, Double(margin) + offsetY)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(mask)
    GaussianBlur.blur(
      cairo_image_surface_get_data(mask), width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(mask)), sigma: Double(sigma))
    cairo_surface_mark_dirty(mask)
    surface = mask
    origin = CGPoint(x: -offsetX - Double(margin), y: -offsetY - Double(margin))
  }
}
