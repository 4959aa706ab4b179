import Foundation

// Geometry interpolates component-wise and linearly: value = from + (to − from) · p.

extension Double: AdditiveInterpolatable {
  /// `self + (other − self) · progress`.
  public func interpolated(to other: Double, progress: Double) -> Double { self + (other - self) * progress }
  /// The sum.
  public func adding(_ other: Double) -> Double { self + other }
  /// The difference.
  public func subtracting(_ other: Double) -> Double { self - other }
  /// The product.
  public func scaled(by factor: Double) -> Double { self * factor }
  /// The absolute value.
  public var euclideanNorm: Double { abs(self) }
}

extension CGFloat: AdditiveInterpolatable {
  /// `self + (other − self) · progress`, computed in `Double`.
  public func interpolated(to other: CGFloat, progress: Double) -> CGFloat {
    CGFloat(Double(self).interpolated(to: Double(other), progress: progress))
  }
  /// The sum.
  public func adding(_ other: CGFloat) -> CGFloat { self + other }
  /// The difference.
  public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
  /// The product.
  public func scaled(by factor: Double) -> CGFloat { CGFloat(Double(self) * factor) }
  /// The absolute value.
  public var euclideanNorm: Double { Swift.abs(Double(self)) }
}

extension CGPoint: AdditiveInterpolatable {
  /// Interpolates x and y independently.
  public func interpolated(to other: CGPoint, progress: Double) -> CGPoint {
    CGPoint(
      x: x.interpolated(to: other.x, progress: progress), y: y.interpolated(to: other.y, progress: progress))
  }
  /// Component-wise sum.
  public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
  /// Component-wise difference.
  public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
  /// Both components scaled.
  public func scaled(by factor: Double) -> CGPoint {
    CGPoint(x: x.scaled(by: factor), y: y.scaled(by: factor))
  }
  /// √(x² + y²).
  public var euclideanNorm: Double { Double(x * x + y * y).squareRoot() }
}

extension CGSize: AdditiveInterpolatable {
  /// Interpolates width and height independently.
  public func interpolated(to other: CGSize, progress: Double) -> CGSize {
    CGSize(
      width: width.interpolated(to: other.width, progress: progress),
      height: height.interpolated(to: other.height, progress: progress))
  }
  /// Component-wise sum.
  public func adding(_ other: CGSize) -> CGSize {
    CGSize(width: width + other.width, height: height + other.height)
  }
  /// Component-wise difference; negative sizes are representable, which additive animations rely on.
  public func subtracting(_ other: CGSize) -> CGSize {
    CGSize(width: width - other.width, height: height - other.height)
  }
  /// Both components scaled.
  public func scaled(by factor: Double) -> CGSize {
    CGSize(width: width.scaled(by: factor), height: height.scaled(by: factor))
  }
  /// √(width² + height²).
  public var euclideanNorm: Double { Double(width * width + height * height).squareRoot() }
}

extension CGRect: AdditiveInterpolatable {
  /// Interpolates x, y, width and height independently (the stored origin and size, not the
  /// standardised rectangle, so negative sizes pass through unchanged).
  public func interpolated(to other: CGRect, progress: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: other.origin, progress: progress),
      size: size.interpolated(to: other.size, progress: progress))
  }
  /// Component-wise sum of origin and size.
  public func adding(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }
  /// Component-wise difference of origin and size.
  public func subtracting(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }
  /// Every component scaled.
  public func scaled(by factor: Double) -> CGRect {
    CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }
  /// The Euclidean norm over (x, y, width, height).
  public var euclideanNorm: Double {
    (origin.euclideanNorm * origin.euclideanNorm + size.euclideanNorm * size.euclideanNorm).squareRoot()
  }
}
