import Foundation

/// PinLayout's pixel snapping: origins rounded, sizes rounded up, to `1 / scale`.
///
/// The products are rounded in `Float` as upstream does (`roundf`/`ceilf`), which also absorbs
/// the last-bit noise of sums such as `0.1 + 0.2` before rounding up.
enum PinPixelSnapping {
  // Inlined: every `pin` chain snaps four values, and most are already on the grid.
  @inline(__always)
  static func snap(_ rect: CGRect, scale: CGFloat) -> CGRect {
    CGRect(
      x: round(rect.origin.x, scale), y: round(rect.origin.y, scale),
      width: ceil(rect.size.width, scale), height: ceil(rect.size.height, scale))
  }

  @inline(__always)
  static func round(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    let product = Float(value * scale)
    if isWhole(product) { return CGFloat(product) / scale }
    // Beyond Float's range there is no pixel grid left to snap to.
    return product.isFinite ? CGFloat(roundf(product)) / scale : value
  }

  @inline(__always)
  static func ceil(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    let product = Float(value * scale)
    if isWhole(product) { return CGFloat(product) / scale }
    return product.isFinite ? CGFloat(ceilf(product)) / scale : value
  }

  /// Whether `product` is already on the pixel grid, which most coordinates are: then it is
  /// its own rounding, found without a call into the maths library (every pin chain snaps
  /// four values).
  @inline(__always)
  private static func isWhole(_ product: Float) -> Bool {
    abs(product) < 8_388_608 && Float(Int32(product)) == product
  }
}
