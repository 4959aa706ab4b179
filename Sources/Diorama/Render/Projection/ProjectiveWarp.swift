import CCairo
import Foundation

/// Draws an image surface through a projective map: for each destination pixel, the source
/// point it shows is found with the inverse map (exactly, in double precision) and sampled
/// bilinearly. Outside the source everything is transparent, so the warped outline gets a
/// one-pixel antialiased edge.
enum ProjectiveWarp {
  /// Fills `destination` (ARGB32, premultiplied, all transparent) from `source`;
  /// `destinationToSource` maps a destination pixel coordinate (pixel centres at `i + 0.5`) to
  /// a source one.
  static func warp(
    _ source: OpaquePointer, into destination: OpaquePointer, destinationToSource map: Homography
  ) {
    cairo_surface_flush(source)
    cairo_surface_flush(destination)
    let sw = Int(cairo_image_surface_get_width(source))
    let sh = Int(cairo_image_surface_get_height(source))
    let sStride = Int(cairo_image_surface_get_stride(source)) / 4
    let dw = Int(cairo_image_surface_get_width(destination))
    let dh = Int(cairo_image_surface_get_height(destination))
    let dStride = Int(cairo_image_surface_get_stride(destination)) / 4
    guard sw > 0, sh > 0, dw > 0, dh > 0,
      let sData = cairo_image_surface_get_data(source), let dData = cairo_image_surface_get_data(destination)
    else { return }
    let src = UnsafeMutableRawPointer(sData).assumingMemoryBound(to: UInt32.self)
    let dst = UnsafeMutableRawPointer(dData).assumingMemoryBound(to: UInt32.self)
    let m = map.m
    let (a, b, c) = (m[0][0], m[0][1], m[0][2])
    let (d, e, f) = (m[1][0], m[1][1], m[1][2])
    let (g, h, k) = (m[2][0], m[2][1], m[2][2])
    let maxX = Double(sw) + 0.5
    let maxY = Double(sh) + 0.5

    @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
      x < 0 || y < 0 || x >= sw || y >= sh ? 0 : src[y * sStride + x]
    }

    for row in 0..<dh {
      let y = Double(row) + 0.5
      for column in 0..<dw {
        let x = Double(column) + 0.5
        let w = x * c + y * f + k
        guard w > 0 else { continue }
        // The source point, shifted so texel centres fall on integers.
        let u = (x * a + y * d + g) / w - 0.5
        let v = (x * b + y * e + h) / w - 0.5
        guard u > -1.5, v > -1.5, u < maxX, v < maxY else { continue }
        let x0 = Int(u.rounded(.down))
        let y0 = Int(v.rounded(.down))
        let fx = u - Double(x0)
        let fy = v - Double(y0)
        let p00 = texel(x0, y0)
        let p10 = texel(x0 + 1, y0)
        let p01 = texel(x0, y0 + 1)
        let p11 = texel(x0 + 1, y0 + 1)
        if p00 | p10 | p01 | p11 == 0 { continue }
        let w00 = (1 - fx) * (1 - fy)
        let w10 = fx * (1 - fy)
        let w01 = (1 - fx) * fy
        let w11 = fx * fy
        var pixel: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
          let s =
            Double((p00 >> UInt32(shift)) & 0xFF) * w00 + Double((p10 >> UInt32(shift)) & 0xFF) * w10
            + Double((p01 >> UInt32(shift)) & 0xFF) * w01 + Double((p11 >> UInt32(shift)) & 0xFF) * w11
          pixel |= UInt32(min(max(s + 0.5, 0), 255)) << UInt32(shift)
        }
        dst[row * dStride + column] = pixel
      }
    }
    cairo_surface_mark_dirty(destination)
  }
}
