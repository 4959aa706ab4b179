import CCairo
import Foundation

/// An in-place approximation of a Gaussian blur on 8-bit planes: three successive box blurs per
/// axis, whose sizes are chosen so their variance matches the Gaussian's. Cost is
/// O(width × height) whatever the radius.
///
/// The vertical passes run down the plane a row at a time, keeping one running sum per column,
/// so they read memory in order; each output is the rounded mean of the same window of samples
/// as a pass down each column would compute, so the result does not depend on the order.
enum GaussianBlur {
  /// Blurs `plane` (rows of `stride` bytes, `channels` interleaved samples per pixel, each
  /// channel blurred on its own) with standard deviation `sigma` pixels.
  static func blur(
    _ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
    channels: Int = 1
  ) {
    guard sigma > 0.2, width > 0, height > 0, channels > 0 else { return }
    let radii = boxRadii(sigma: sigma, passes: 3)
    let rowBytes = width * channels
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    defer { line.deallocate() }
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowBytes)
    defer { sums.deallocate() }
    let original = UnsafeMutablePointer<UInt8>.allocate(capacity: height * rowBytes)
    defer { original.deallocate() }
    for radius in radii where radius > 0 {
      for y in 0..<height {
        for channel in 0..<channels {
          boxPass(plane + y * stride + channel, step: channels, count: width, radius: radius, scratch: line)
        }
      }
      verticalPass(
        plane, rowBytes: rowBytes, height: height, stride: stride, radius: radius, sums: sums,
        original: original)
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
    blur(data, width: width, height: height, stride: stride, sigma: sigma, channels: 4)
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

  /// One box-filter pass down every column of `rowBytes` samples: sample (x, y) becomes the
  /// rounded mean of samples (x, y − radius … y + radius), those outside the plane counting as
  /// zero, as ``boxPass(_:step:count:radius:scratch:)`` computes along a line. Reads the rows
  /// in order with one running sum per column; `original` (height × rowBytes) keeps the input
  /// rows the window still needs once they are overwritten.
  private static func verticalPass(
    _ plane: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, stride: Int, radius: Int,
    sums: UnsafeMutablePointer<Int32>, original: UnsafeMutablePointer<UInt8>
  ) {
    for y in 0..<height {
      (original + y * rowBytes).update(from: plane + y * stride, count: rowBytes)
    }
    let window = 2 * radius + 1
    let divide = Reciprocal(window)
    let half = Int32(window / 2)
    sums.update(repeating: 0, count: rowBytes)
    for y in 0..<min(radius, height) {
      let row = original + y * rowBytes
      for x in 0..<rowBytes { sums[x] &+= Int32(row[x]) }
    }
    for y in 0..<height {
      let incoming = y + radius
      if incoming < height {
        let row = original + incoming * rowBytes
        for x in 0..<rowBytes { sums[x] &+= Int32(row[x]) }
      }
      let outgoing = y - radius - 1
      if outgoing >= 0 {
        let row = original + outgoing * rowBytes
        for x in 0..<rowBytes { sums[x] &-= Int32(row[x]) }
      }
      let out = plane + y * stride
      for x in 0..<rowBytes { out[x] = divide(sums[x] &+ half) }
    }
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
    let divide = Reciprocal(window)
    let half = Int32(window / 2)
    var sum: Int32 = 0
    for i in 0..<min(radius, count) { sum &+= Int32(scratch[i]) }
    for i in 0..<count {
      let incoming = i + radius
      if incoming < count { sum &+= Int32(scratch[incoming]) }
      let outgoing = i - radius - 1
      if outgoing >= 0 { sum &-= Int32(scratch[outgoing]) }
      base[i * step] = divide(sum &+ half)
    }
  }

  /// Division by a box's window as a multiplication and a shift: for the sums a box of 8-bit
  /// samples gives (below 2^24) the quotient is exact, since the multiplier's rounding error,
  /// under `window`, times the sum stays below 2^40.
  struct Reciprocal {
    let multiplier: UInt64

    init(_ window: Int) { multiplier = ((1 << 40) + UInt64(window) - 1) / UInt64(window) }

    /// `value / window`, rounded down, for 0 ≤ value < 2^24.
    @inline(__always)
    func callAsFunction(_ value: Int32) -> UInt8 {
      UInt8(truncatingIfNeeded: (UInt64(UInt32(bitPattern: value)) &* multiplier) >> 40)
    }
  }
}
