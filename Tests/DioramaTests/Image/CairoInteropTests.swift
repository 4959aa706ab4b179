import CCairo
import Foundation
import Testing

@testable import Diorama

/// The encoder reads a real Cairo frame buffer the way Cairo's own PNG writer
/// does: same pixels, after un-premultiplying with the same rounding.
@Suite("PNG encoding of Cairo surfaces")
struct CairoInteropTests {
  /// Draws translucent, overlapping, anti-aliased shapes, so that the buffer
  /// holds every kind of premultiplied pixel: clear, opaque and partial.
  private func drawScene(_ surface: OpaquePointer) {
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.9, 0.2, 0.1, 0.6)
    cairo_arc(cr, 40, 30, 22, 0, 2 * Double.pi)
    cairo_fill(cr)
    cairo_set_source_rgba(cr, 0.1, 0.4, 0.95, 0.35)
    cairo_rectangle(cr, 30.5, 10.25, 50, 33.3)
    cairo_fill(cr)
    cairo_set_line_width(cr, 1.3)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_move_to(cr, 3, 55)
    cairo_line_to(cr, 95, 4)
    cairo_stroke(cr)
    cairo_surface_flush(surface)
  }

  private func compareWithCairo(format: cairo_format_t, opaque: Bool) throws {
    let surface = try #require(cairo_image_surface_create(format, 97, 61))
    defer { cairo_surface_destroy(surface) }
    drawScene(surface)
    try ImageTestSupport.withTemporaryFolder { folder in
      let cairoURL = folder.appendingPathComponent("cairo.png")
      #expect(cairo_surface_write_to_png(surface, cairoURL.path) == CAIRO_STATUS_SUCCESS)
      let ours = folder.appendingPathComponent("ours.png")
      let base = try #require(cairo_image_surface_get_data(surface))
      try PNGEncoder.encodeARGB32Premultiplied(
        base: base, width: 97, height: 61, stride: Int(cairo_image_surface_get_stride(surface)),
        opaque: opaque, options: .fast, to: ours)
      let expected = try Image(contentsOf: cairoURL)
      let actual = try Image(contentsOf: ours)
      #expect(actual == expected)
      // The ARGB32 scene really holds translucent pixels; RGB24 has none.
      #expect(expected.isOpaque == opaque)
    }
  }

  @Test func argb32MatchesCairosOwnWriter() throws {
    try compareWithCairo(format: CAIRO_FORMAT_ARGB32, opaque: false)
  }

  @Test func rgb24MatchesCairosOwnWriter() throws {
    try compareWithCairo(format: CAIRO_FORMAT_RGB24, opaque: true)
  }

  /// A dark disc on white, rendered by Cairo with anti-aliasing.
  private func disc(centerX: Double) throws -> Image {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 120, 80))
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0.1, 0.15, 0.3)
    cairo_arc(cr, centerX, 40, 25, 0, 2 * Double.pi)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let base = try #require(cairo_image_surface_get_data(surface))
    let png = try PNGEncoder.encodeARGB32Premultiplied(
      base: base, width: 120, height: 80, stride: Int(cairo_image_surface_get_stride(surface)),
      opaque: true, options: .fast)
    return try Image(pngData: png)
  }

  @Test func subPixelShiftOfARenderedShapeIsOnlyAntiAliasing() throws {
    let difference = try ImageComparator().compare(disc(centerX: 60), disc(centerX: 60.4))
    #expect(difference.antiAliasedPixelCount > 0)
    #expect(difference.differingPixelCount == 0)
    #expect(difference.matches)
  }

  @Test func visibleShiftOfARenderedShapeFails() throws {
    let difference = try ImageComparator().compare(disc(centerX: 60), disc(centerX: 63))
    #expect(!difference.matches)
    #expect(difference.differingPixelCount > 50)
  }
}
