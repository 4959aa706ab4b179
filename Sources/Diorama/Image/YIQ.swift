/// The perceptual colour distance used by ``ImageComparator``: the weighted
/// squared distance in the YIQ (NTSC) colour space from Kotsarenko and Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color
/// space in mobile applications" (2010), after blending over white.
enum YIQ {
  /// The largest possible distance between two colours; `threshold²` is a fraction of it.
  static let maximumDelta = 35215.0

  /// A colour blended over white, as doubles.
  @inline(__always)
  static func blendedOverWhite(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
    let r = Double(pixel & 0xFF)
    let g = Double((pixel >> 8) & 0xFF)
    let b = Double((pixel >> 16) & 0xFF)
    let a = pixel >> 24
    if a == 255 { return (r, g, b) }
    let f = Double(a) / 255
    return (255 + (r - 255) * f, 255 + (g - 255) * f, 255 + (b - 255) * f)
  }

  @inline(__always)
  static func luma(_ c: (r: Double, g: Double, b: Double)) -> Double {
    c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223
  }

  /// The squared YIQ distance between two RGBA pixels (r in the low byte),
  /// negative when the second pixel is darker — the sign tells the anti-aliasing
  /// detector which way the brightness slopes.
  @inline(__always)
  static func delta(_ first: UInt32, _ second: UInt32) -> Double {
    if first == second { return 0 }
    let c1 = blendedOverWhite(first)
    let c2 = blendedOverWhite(second)
    let y = luma(c1) - luma(c2)
    let i =
      (c1.r - c2.r) * 0.59597799 - (c1.g - c2.g) * 0.27417610 - (c1.b - c2.b) * 0.32180189
    let q =
      (c1.r - c2.r) * 0.21147017 - (c1.g - c2.g) * 0.52261711 + (c1.b - c2.b) * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// The brightness of a pixel blended over white, in exact integer units
  /// (255 × 65536 per unit of Y), for the anti-aliasing detector, which only
  /// needs to know whether two brightnesses are equal and which is larger.
  ///
  /// Y is linear, so blending over white commutes with it:
  /// Y(blend) = 255 − (255 − Y) × a / 255. The weights 0.29889531, 0.58662247
  /// and 0.11448223 are rounded to 1/65536 (19588, 38445, 7503: they sum to 65536).
  @inline(__always)
  static func blendedLuma(_ pixel: UInt32) -> Int {
    let y =
      Int(pixel & 0xFF) &* 19588 &+ Int((pixel >> 8) & 0xFF) &* 38445 &+ Int((pixel >> 16) & 0xFF)
      &* 7503
    return 255 &* 65536 &* 255 &- (255 &* 65536 &- y) &* Int(pixel >> 24)
  }
}
