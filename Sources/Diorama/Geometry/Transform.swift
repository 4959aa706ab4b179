import Foundation

/// A 2D affine transform (Core Graphics' `CGAffineTransform`).
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Composition follows Core
/// Graphics: `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1.
  public var a: CGFloat
  /// Row 1, column 2.
  public var b: CGFloat
  /// Row 2, column 1.
  public var c: CGFloat
  /// Row 2, column 2.
  public var d: CGFloat
  /// Translation along x.
  public var tx: CGFloat
  /// Translation along y.
  public var ty: CGFloat

  /// Creates a transform from its six coefficients.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates the identity transform.
  public init() { self = .identity }

  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation about the origin by `angle` radians (positive is clockwise on screen, where y
  /// grows downward, as in UIKit).
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether every coefficient is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The determinant `a·d − b·c`; zero for a transform that cannot be inverted.
  public var determinant: CGFloat { a * d - b * c }

  /// Applies `self` first, then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse transform, or `self` unchanged when it is singular (as Core Graphics does).
  public func inverted() -> Transform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    return Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// A translation applied before this transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform.
  public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: CGFloat) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

/// Core Graphics' name for ``Transform``, so code written for UIKit compiles unchanged.
public typealias CGAffineTransform = Transform

extension CGPoint {
  /// The point mapped through `t`.
  public func applying(_ t: Transform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped through the linear part of `t` (no translation), as Core Graphics does.
  public func applying(_ t: Transform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle that contains this rectangle mapped through `t`.
  public func applying(_ t: Transform) -> CGRect {
    if t.isIdentity { return self }
    let r = standardized
    // Written out (no arrays): every painted layer maps its bounds to the device.
    let p0 = CGPoint(x: r.minX, y: r.minY).applying(t)
    let p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
    let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t)
    let p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
    // The least and greatest of four values, compared in the corners' order as `min()` and
    // `max()` of an array compare.
    func span(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> (low: CGFloat, high: CGFloat) {
      var low = a
      var high = a
      func take(_ v: CGFloat) {
        if v < low { low = v }
        if high < v { high = v }
      }
      take(b)
      take(c)
      take(d)
      return (low, high)
    }
    let x = span(p0.x, p1.x, p2.x, p3.x)
    let y = span(p0.y, p1.y, p2.y, p3.y)
    return CGRect(x: x.low, y: y.low, width: x.high - x.low, height: y.high - y.low)
  }
}
