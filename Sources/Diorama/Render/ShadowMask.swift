import CCairo
import Foundation

/// The blurred alpha of a group pattern, as an A8 surface positioned in device space.
///
/// A blur of σ device pixels needs a mask 3σ wider than the caster on every side, so its cost
/// grows with σ². Up to ``fullResolutionSigma`` the mask has one pixel per device pixel; beyond
/// it the caster is drawn into the mask at the reduced ``resolution`` that brings σ down to
/// ``fullResolutionSigma``, which bounds the mask (and the blur) whatever the radius. So wide a
/// blur is almost flat, so the bilinear upscaling that draws the mask loses nothing visible.
struct ShadowMask {
  /// The widest blur, in device pixels, computed at full resolution.
  static let fullResolutionSigma: CGFloat = 128

  /// The A8 surface; the caller destroys it.
  let surface: OpaquePointer
  /// Where the surface's top-left corner lies in device space.
  let origin: CGPoint
  /// Mask pixels per device pixel: 1, or less than 1 for blurs wider than
  /// ``fullResolutionSigma``.
  let resolution: CGFloat

  /// The mask resolution for a blur of `sigma` device pixels (see ``resolution``); 0 when
  /// `sigma` is not finite.
  static func resolution(forSigma sigma: CGFloat) -> CGFloat {
    guard sigma.isFinite else { return 0 }
    return sigma > fullResolutionSigma ? fullResolutionSigma / sigma : 1
  }

  /// Copies the alpha of `pattern` (from `cairo_pop_group`) into a surface larger by the
  /// blur's reach on each side and blurs it with a Gaussian of `sigma` device pixels. `nil`
  /// when the group has no image surface or nothing of it remains at the mask's resolution.
  init?(pattern: OpaquePointer, sigma: CGFloat) {
    let resolution = Self.resolution(forSigma: sigma)
    guard resolution > 0 else { return nil }
    let maskSigma = sigma * resolution
    let margin = Int((3 * maskSigma).rounded(.up)) + 2
    var source: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &source) == CAIRO_STATUS_SUCCESS, let source,
      cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    // A group surface covers the clip extents; its device offset is minus their origin.
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(source, &offsetX, &offsetY)
    let sourceWidth = (CGFloat(cairo_image_surface_get_width(source)) * resolution).rounded(.up)
    let sourceHeight = (CGFloat(cairo_image_surface_get_height(source)) * resolution).rounded(.up)
    let width = Int(sourceWidth) + 2 * margin
    let height = Int(sourceHeight) + 2 * margin
    guard width > 2 * margin, height > 2 * margin,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    let context = cairo_create(mask)!
    if resolution < 1 {
      cairo_translate(context, Double(margin), Double(margin))
      cairo_scale(context, resolution, resolution)
      cairo_set_source_surface(context, source, offsetX, offsetY)
      cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
    } else {
      cairo_set_source_surface(context, source, Double(margin) + offsetX, Double(margin) + offsetY)
    }
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(mask)
    GaussianBlur.blur(
      cairo_image_surface_get_data(mask), width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(mask)), sigma: Double(maskSigma))
    cairo_surface_mark_dirty(mask)
    surface = mask
    self.resolution = resolution
    origin = CGPoint(x: -offsetX - Double(margin) / resolution, y: -offsetY - Double(margin) / resolution)
  }

  /// Paints the current source through the mask, moved by `dx`, `dy` device pixels, in a
  /// context whose matrix is the identity (device space).
  func paint(in cr: OpaquePointer, dx: Double, dy: Double) {
    guard resolution < 1 else {
      cairo_mask_surface(cr, surface, origin.x + dx, origin.y + dy)
      return
    }
    // Device pixel d lies at mask pixel (d − origin − offset) × resolution.
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, resolution, resolution)
    cairo_matrix_translate(&matrix, -(origin.x + dx), -(origin.y + dy))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_mask(cr, pattern)
  }
}
