import Foundation

/// A 4×4 homogeneous transform of 3-D space (Core Animation's `CATransform3D`).
///
/// The conventions are Core Animation's: points are row vectors, so a point `(x, y, z)` maps to
/// `[x y z 1] · M`, with the translation in `m41 m42 m43` and the perspective in `m14 m24 m34`
/// (`m34 = −1/d` is the usual perspective for an eye at distance `d`). `a.concatenating(b)`
/// applies `a` first, then `b` (`CATransform3DConcat(a, b)`), and `t.rotated(by:x:y:z:)` applies
/// the rotation before `t` (`CATransform3DRotate(t, …)` is `rotation · t`).
///
/// A layer's transform is drawn flat into its superlayer's plane: the z coordinate is dropped
/// after the perspective division, so a layer shows the 2-D projection of its rotated plane.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4: the perspective term (`−1/d`).
  public var m34: CGFloat
  /// Row 4, column 1: translation along x.
  public var m41: CGFloat
  /// Row 4, column 2: translation along y.
  public var m42: CGFloat
  /// Row 4, column 3: translation along z.
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The transform that changes nothing (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// Creates the identity transform.
  public init() { self = .identity }

  /// A translation (`CATransform3DMakeTranslation`).
  public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// A scale about the origin (`CATransform3DMakeScale`).
  public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin
  /// (`CATransform3DMakeRotation`). A zero or non-finite axis gives the identity, as Core
  /// Animation does. About z, a positive angle turns x toward y, as
  /// ``Transform/init(rotationAngle:)`` does.
  public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    m11 = t * x * x + c
    m12 = t * x * y + s * z
    m13 = t * x * z - s * y
    m21 = t * x * y - s * z
    m22 = t * y * y + c
    m23 = t * y * z + s * x
    m31 = t * x * z + s * y
    m32 = t * y * z - s * x
    m33 = t * z * z + c
  }

  /// The 3-D transform that does what `affine` does in the plane z = 0
  /// (`CATransform3DMakeAffineTransform`).
  public init(_ affine: Transform) {
    self = .identity
    (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
  }

  /// A perspective projection for an eye at `distance` points in front of the plane z = 0:
  /// the identity with `m34 = −1/distance`.
  public init(perspectiveDistance distance: CGFloat) {
    self = .identity
    m34 = -1 / distance
  }

  /// The entries, row by row.
  public var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Creates a transform from sixteen entries, row by row; `nil` unless there are sixteen.
  public init?(entries e: [CGFloat]) {
    guard e.count == 16 else { return nil }
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform maps the plane z = 0 affinely, so it equals a ``Transform``
  /// (`CATransform3DIsAffine`): no z terms and no perspective.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The affine part, the entries that act in the plane z = 0 (`CATransform3DGetAffineTransform`).
  /// Exact when ``isAffine``.
  public var affineTransform: Transform {
    Transform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Whether every entry is finite.
  public var isFinite: Bool {
    // Written out (no array): every layer's transform is checked when it is set.
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
      && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }

  /// Applies `self` first, then `other` (`CATransform3DConcat(self, other)`): the matrix product
  /// `self · other`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    // Written out (no arrays: snapshots and frames concatenate a transform per layer).
    let b = other
    func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
      (
        x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41, x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
        x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43, x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44
      )
    }
    let r1 = row(m11, m12, m13, m14)
    let r2 = row(m21, m22, m23, m24)
    let r3 = row(m31, m32, m33, m34)
    let r4 = row(m41, m42, m43, m44)
    return Transform3D(
      m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
      m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
  }

  /// A translation applied before this transform (`CATransform3DTranslate`).
  public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// A scale applied before this transform (`CATransform3DScale`).
  public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// A rotation applied before this transform (`CATransform3DRotate`).
  public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The determinant of the 4×4 matrix; zero for a transform that cannot be inverted.
  public var determinant: CGFloat {
    Self.determinant(rows.map { $0.map(Double.init) }).map { CGFloat($0) } ?? 0
  }

  /// The inverse, or `self` unchanged when it is singular or not finite
  /// (`CATransform3DInvert` does the same).
  public func inverted() -> Transform3D {
    guard isFinite, let inverse = Self.inverse(rows.map { $0.map(Double.init) }) else { return self }
    return Transform3D(rows: inverse.map { $0.map { CGFloat($0) } })
  }

  /// Maps a point of the plane z = 0 and divides by w: where `point` shows once the plane is
  /// flattened; `nil` when it lies on or behind the eye (w ≤ 0).
  public func projecting(_ point: CGPoint) -> CGPoint? {
    let w = point.x * m14 + point.y * m24 + m44
    guard w > 0 else { return nil }
    return CGPoint(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
  }

  public var description: String {
    rows.map { "[" + $0.map { "\($0)" }.joined(separator: ", ") + "]" }.joined(separator: " ")
  }

  // MARK: Rows

  /// The rows as arrays, `rows[i][j]` being `m(i+1)(j+1)`.
  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
      m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
      m43: r[3][2], m44: r[3][3])
  }

  /// The determinant by Gaussian elimination with partial pivoting; `nil` for a non-finite one.
  static func determinant(_ m: [[Double]]) -> Double? {
    var a = m
    var det = 1.0
    let n = a.count
    for column in 0..<n {
      var pivot = column
      for row in column..<n where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
      if a[pivot][column] == 0 { return 0 }
      if pivot != column {
        a.swapAt(pivot, column)
        det = -det
      }
      det *= a[column][column]
      for row in (column + 1)..<n {
        let factor = a[row][column] / a[column][column]
        for k in column..<n { a[row][k] -= factor * a[column][k] }
      }
    }
    return det.isFinite ? det : nil
  }

  /// The inverse by Gauss–Jordan elimination, or `nil` for a singular matrix.
  static func inverse(_ m: [[Double]]) -> [[Double]]? {
    let n = m.count
    var a = m
    var inv = (0..<n).map { i in (0..<n).map { j in i == j ? 1.0 : 0.0 } }
    let scale = m.flatMap { $0 }.map(abs).max() ?? 0
    guard scale > 0, scale.isFinite else { return nil }
    for column in 0..<n {
      var pivot = column
      for row in column..<n where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
      guard abs(a[pivot][column]) > scale * 1e-12 else { return nil }
      a.swapAt(pivot, column)
      inv.swapAt(pivot, column)
      let p = a[column][column]
      for k in 0..<n {
        a[column][k] /= p
        inv[column][k] /= p
      }
      for row in 0..<n where row != column {
        let factor = a[row][column]
        guard factor != 0 else { continue }
        for k in 0..<n {
          a[row][k] -= factor * a[column][k]
          inv[row][k] -= factor * inv[column][k]
        }
      }
    }
    return inv.allSatisfy { $0.allSatisfy(\.isFinite) } ? inv : nil
  }
}
