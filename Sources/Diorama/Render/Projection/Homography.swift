import Foundation

/// A projective map of the plane, as a 3×3 matrix acting on row vectors `[x y 1]`: what a 3-D
/// layer transform does to the layer's plane once the z coordinate is dropped.
struct Homography: Equatable {
  /// The rows.
  var m: [[Double]]

  /// The flattened form of a 3-D transform: rows and columns 1, 2 and 4 (z is dropped).
  init(_ t: Transform3D) {
    m = [
      [Double(t.m11), Double(t.m12), Double(t.m14)],
      [Double(t.m21), Double(t.m22), Double(t.m24)],
      [Double(t.m41), Double(t.m42), Double(t.m44)],
    ]
  }

  /// An affine map (a Cairo matrix's six entries).
  init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
    m = [[xx, yx, 0], [xy, yy, 0], [x0, y0, 1]]
  }

  init(rows: [[Double]]) { m = rows }

  /// `self` then `other`.
  func concatenating(_ other: Homography) -> Homography {
    Homography(
      rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + m[i][$1] * other.m[$1][j] } } })
  }

  /// The inverse, or `nil` when the map is singular.
  func inverted() -> Homography? {
    let a = m
    let c00 = a[1][1] * a[2][2] - a[1][2] * a[2][1]
    let c01 = a[1][2] * a[2][0] - a[1][0] * a[2][2]
    let c02 = a[1][0] * a[2][1] - a[1][1] * a[2][0]
    let det = a[0][0] * c00 + a[0][1] * c01 + a[0][2] * c02
    let scale = a.flatMap { $0 }.map(abs).max() ?? 0
    guard det.isFinite, abs(det) > 1e-14 * scale * scale * scale else { return nil }
    let inv = [
      [c00, a[0][2] * a[2][1] - a[0][1] * a[2][2], a[0][1] * a[1][2] - a[0][2] * a[1][1]],
      [c01, a[0][0] * a[2][2] - a[0][2] * a[2][0], a[0][2] * a[1][0] - a[0][0] * a[1][2]],
      [c02, a[0][1] * a[2][0] - a[0][0] * a[2][1], a[0][0] * a[1][1] - a[0][1] * a[1][0]],
    ]
    return Homography(rows: inv.map { $0.map { $0 / det } })
  }

  /// The homogeneous image `(X, Y, W)` of a point.
  func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (
      x * m[0][0] + y * m[1][0] + m[2][0], x * m[0][1] + y * m[1][1] + m[2][1],
      x * m[0][2] + y * m[1][2] + m[2][2]
    )
  }
}
