import CRsvg
import Diorama
import Foundation

/// Parses SVG bytes with librsvg and draws them into a cairo surface, then into an `Image`.
///
/// The handle is made from a memory stream with no base file and no flags: librsvg then
/// resolves no `href` but `data:` URLs, so an SVG never reads other files (images, `<use>` of
/// another document, XInclude), and libxml2 keeps its safety limits on huge documents.
enum SVGRasterizer {
  static func image(svg data: Data, size: CGSize?, scale: CGFloat) throws(SVGError) -> Image {
    guard scale.isFinite, scale > 0 else {
      throw .invalidArgument("the scale \(scale) must be finite and positive")
    }
    if let size, !(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0) {
      throw .invalidArgument("the size \(size) must be finite and positive")
    }
    guard !data.isEmpty else { throw .invalidSVG(reason: "the data is empty") }
    let handle = try makeHandle(data)
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    let points: CGSize
    if let size { points = size } else { points = try intrinsicSize(handle) }
    let width = (points.width * scale).rounded(.up)
    let height = (points.height * scale).rounded(.up)
    let limit = CGFloat(ImageError.maximumSide)
    guard width >= 1, height >= 1, width <= limit, height <= limit,
      Int(width) * Int(height) <= ImageError.maximumPixelCount
    else {
      throw .invalidDimensions(width: clampedInt(width), height: clampedInt(height))
    }
    return try draw(handle, points: points, pixelWidth: Int(width), pixelHeight: Int(height), scale: scale)
  }

  private static func clampedInt(_ value: CGFloat) -> Int {
    value.isFinite ? Int(min(max(value, -1e15), 1e15)) : Int.max
  }

  private static func makeHandle(_ data: Data) throws(SVGError) -> UnsafeMutablePointer<RsvgHandle> {
    var failure: UnsafeMutablePointer<GError>?
    let handle: UnsafeMutablePointer<RsvgHandle>? = data.withUnsafeBytes { bytes in
      // The stream reads the bytes in place; the handle is fully parsed before they go away.
      let stream = g_memory_input_stream_new_from_data(bytes.baseAddress, bytes.count, nil)
      defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
      return rsvg_handle_new_from_stream_sync(stream, nil, RSVG_HANDLE_FLAGS_NONE, nil, &failure)
    }
    guard let handle else {
      throw .invalidSVG(reason: consume(failure, otherwise: "librsvg could not parse it"))
    }
    return handle
  }

  private static func intrinsicSize(_ handle: UnsafeMutablePointer<RsvgHandle>) throws(SVGError) -> CGSize {
    var width: Double = 0
    var height: Double = 0
    guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 else {
      throw .noIntrinsicSize
    }
    return CGSize(width: width, height: height)
  }

  private static func draw(
    _ handle: UnsafeMutablePointer<RsvgHandle>, points: CGSize, pixelWidth: Int, pixelHeight: Int,
    scale: CGFloat
  ) throws(SVGError) -> Image {
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw .renderingFailed(reason: "cairo could not allocate \(pixelWidth)×\(pixelHeight) pixels") }
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_scale(cr, scale, scale)
    var viewport = RsvgRectangle(x: 0, y: 0, width: points.width, height: points.height)
    var failure: UnsafeMutablePointer<GError>?
    let drawn = rsvg_handle_render_document(handle, cr, &viewport, &failure)
    cairo_destroy(cr)
    guard drawn != 0 else { throw .renderingFailed(reason: consume(failure, otherwise: "unknown error")) }
    cairo_surface_flush(surface)
    return straightRGBA(surface, width: pixelWidth, height: pixelHeight, scale: scale)
  }

  /// Cairo's premultiplied native-endian ARGB32 as straight RGBA bytes, rounding to nearest.
  private static func straightRGBA(_ surface: OpaquePointer, width: Int, height: Int, scale: CGFloat) -> Image
  {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    let count = width * height * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      for y in 0..<height {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let argb = row[x]
          let a = argb >> 24
          let i = (y * width + x) * 4
          func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min((c * 255 + a / 2) / a, 255)) }
          out[i] = straight(argb >> 16 & 0xFF)
          out[i + 1] = straight(argb >> 8 & 0xFF)
          out[i + 2] = straight(argb & 0xFF)
          out[i + 3] = UInt8(a)
        }
      }
      initialized = count
    }
    // The size was checked against Image's limits above, so this cannot fail.
    return try! Image(width: width, height: height, pixels: pixels, scale: scale)
  }

  /// The GError's message (freeing it), or `otherwise`.
  private static func consume(_ error: UnsafeMutablePointer<GError>?, otherwise: String) -> String {
    guard let error else { return otherwise }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? otherwise
  }
}
