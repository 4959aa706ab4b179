import CCairo
import Foundation

/// An in-place approximation of a Gaussian blur on an 8-bit alpha plane: three successive box
/// blurs per axis, whose sizes are chosen so their variance matches the Gaussian's. Cost is
/// O(width × height) whatever the radius.
enum GaussianBlur {
  /// Blurs `plane` (rows of `stride` bytes, samples `pixelStep` bytes apart in a row) with
  /// standard deviation `sigma` pixels.
  static func blur(
    _ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
    pixelStep: Int = 1
  ) {
    guard sigma > 0.2, width > 0, height > 0 else { return }
    let radii = boxRadii(sigma: sigma, passes: 3)
    let longest = max(width, height)
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: longest)
    defer { line.deallocate() }
    for radius in radii {
      for y in 0..<height {
        boxPass(plane + y * stride, step: pixelStep, count: width, radius: radius, scratch: line)
      }
      for x in 0..<width {
        boxPass(plane + x * pixelStep, step: stride, count: height, radius: radius, scratch: line)
      }
    }
  }

  /// Blurs the four channels of an ARGB32 image surface in place (premultiplied channels blur
  /// independently, which is exact for premultiplied colour).
  static func blurSurface(_ surface: OpaquePointer, sigma: Double) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    for channel in 0..<4 {
      blur(data + channel, width: width, height: height, stride: stride, sigma: sigma, pixelStep: 4)
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Radii of `passes` box filters approximating a Gaussian of `sigma` (Kovesi's method).
  static func boxRadii(sigma: Double, passes: Int) -> [Int] {
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let m =
      ((12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n)
      / (-4 * Double(lower) - 4)).rounded()
    return (0..<passes).map { ($0 < Int(m) ? lower : upper) / 2 }.map { max(0, $0) }
  }

  /// One box-filter pass along a line of `count` samples `step` bytes apart; edges are
  /// treated as transparent (zero), which is right for a shadow mask with a margin.
  private static func boxPass(
    _ base: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
    scratch: UnsafeMutablePointer<UInt8>
  ) {
    guard radius > 0 else { return }
    for i in 0..<count { scratch[i] = base[i * step] }
    let window = 2 * radius + 1
    var sum = 0
    for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
    for i in 0..<count {
      let incoming = i + radius
      if incoming < count { sum += Int(scratch[incoming]) }
      let outgoing = i - radius - 1
      if outgoing >= 0 { sum -= Int(scratch[outgoing]) }
      base[i * step] = UInt8((sum + window / 2) / window)
    }
  }
}
