import Foundation

extension CGPoint {
  /// Whether both coordinates are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
  /// Whether both dimensions are finite.
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
  /// Whether origin and size are all finite. (`CGRect.null` and `.infinite` are not.)
  public var isFiniteRect: Bool { origin.isFinite && size.isFinite }

  /// The centre point.
  var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGFloat {
  /// The value rounded to the nearest multiple of `1 / scale` (a device pixel).
  public func roundedToPixel(scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return self }
    return (self * scale).rounded() / scale
  }
}
