import Foundation

/// The six entries of a 2-D affine matrix, laid out like `CGAffineTransform`:
///
/// ```
/// [x' y' 1] = [x y 1] · | a  b  0 |
///                       | c  d  0 |
///                       | tx ty 1 |
/// ```
///
/// Animations interpolate affine transforms through their ``AffineDecomposition`` (translation,
/// scale, skew, rotation), never entry by entry, so rotations take the shortest way and a full-turn
/// matrix shows no motion. A `Transform` type converts to and from these components.
public struct AffineComponents: Sendable, Equatable, Hashable {
  /// Row 1, column 1.
  public var a: Double
  /// Row 1, column 2.
  public var b: Double
  /// Row 2, column 1.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double
  /// Translation along x.
  public var tx: Double
  /// Translation along y.
  public var ty: Double

  /// Creates a matrix from its entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineComponents(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The transform that applies `self` first and then `other` (`CGAffineTransformConcat`).
  /// An additive transform animation folds its value `av` onto the value below, `v`, as
  /// `av.concatenating(v)`.
  public func concatenating(_ other: AffineComponents) -> AffineComponents {
    AffineComponents(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The determinant `ad − bc`; 0 for a singular (non-decomposable) matrix.
  public var determinant: Double { a * d - b * c }

  /// Splits the matrix into translation, scale, skew and rotation (Gram–Schmidt on the rows), or
  /// returns `nil` if it is singular or has a non-finite entry.
  ///
  /// For a mirroring matrix (negative determinant) one scale is negated — x when `a < d`, otherwise
  /// y, as in the CSS 2-D decomposition — so that the remaining rotation is proper.
  public func decomposed() -> AffineDecomposition? {
    guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else { return nil }
    var scaleX = (a * a + b * b).squareRoot()
    guard scaleX > 0 else { return nil }
    var row0 = (x: a / scaleX, y: b / scaleX)
    var skew = row0.x * c + row0.y * d
    var row1 = (x: c - skew * row0.x, y: d - skew * row0.y)
    var scaleY = (row1.x * row1.x + row1.y * row1.y).squareRoot()
    guard scaleY > 0 else { return nil }
    row1 = (row1.x / scaleY, row1.y / scaleY)
    skew /= scaleY
    if determinant < 0 {
      if a < d {
        scaleX = -scaleX
        row0 = (-row0.x, -row0.y)
      } else {
        scaleY = -scaleY
      }
      skew = -skew
    }
    return AffineDecomposition(
      translationX: tx, translationY: ty, scaleX: scaleX, scaleY: scaleY, skew: skew,
      rotation: atan2(row0.y, row0.x))
  }
}

extension AffineComponents: Interpolatable {
  /// Interpolates the decompositions: translation, scale and skew linearly, the rotation along the
  /// shorter arc (a 270° matrix animates as −90°; a 360° matrix equals the identity and does not
  /// move). If either matrix cannot be decomposed the value switches discretely at `progress ≥ 0.5`.
  public func interpolated(to other: AffineComponents, progress: Double) -> AffineComponents {
    guard let from = decomposed(), let to = other.decomposed() else { return progress >= 0.5 ? other : self }
    var turn = to.rotation - from.rotation
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn < -Double.pi { turn += 2 * Double.pi }
    let value = AffineDecomposition(
      translationX: from.translationX.interpolated(to: to.translationX, progress: progress),
      translationY: from.translationY.interpolated(to: to.translationY, progress: progress),
      scaleX: from.scaleX.interpolated(to: to.scaleX, progress: progress),
      scaleY: from.scaleY.interpolated(to: to.scaleY, progress: progress),
      skew: from.skew.interpolated(to: to.skew, progress: progress),
      rotation: from.rotation + turn * progress)
    return value.recomposed()
  }
}

extension AffineComponents: CustomStringConvertible {
  /// The six entries.
  public var description: String {
    "AffineComponents(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
