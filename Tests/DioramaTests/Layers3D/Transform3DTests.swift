import Diorama
import Foundation
import Testing

/// Core Animation's matrix conventions, checked against formulas written here independently:
/// Rodrigues' rotation for column vectors (transposed, since Core Animation uses row vectors),
/// and hand-multiplied points.
@Suite struct Transform3DTests {
  /// Rodrigues' formula for a column-vector rotation `p' = R p` by `angle` about the unit axis.
  static func rodrigues(_ angle: Double, _ axis: (Double, Double, Double)) -> [[Double]] {
    let n = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    let (x, y, z) = (axis.0 / n, axis.1 / n, axis.2 / n)
    let c = cos(angle)
    let s = sin(angle)
    // R = c·I + s·[u]× + (1 − c)·u·uᵀ
    let cross = [[0, -z, y], [z, 0, -x], [-y, x, 0]]
    let u = [x, y, z]
    return (0..<3).map { i in
      (0..<3).map { j in (i == j ? c : 0) + s * cross[i][j] + (1 - c) * u[i] * u[j] }
    }
  }

  /// Maps a point with a Core Animation matrix: `[x y z 1] · M`, then divides by w.
  static func apply(_ t: Transform3D, _ p: (Double, Double, Double)) -> (Double, Double, Double) {
    let m = t.entries.map(Double.init)
    let v = [p.0, p.1, p.2, 1]
    let r = (0..<4).map { j in (0..<4).reduce(0.0) { $0 + v[$1] * m[$1 * 4 + j] } }
    return (r[0] / r[3], r[1] / r[3], r[2] / r[3])
  }

  static func near(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ e: Double = 1e-9) -> Bool {
    abs(a.0 - b.0) <= e && abs(a.1 - b.1) <= e && abs(a.2 - b.2) <= e
  }

  @Test(arguments: [
    (0.3, (0.0, 0.0, 1.0)), (1.1, (0.0, 1.0, 0.0)), (-2.0, (1.0, 0.0, 0.0)), (0.7, (1.0, 2.0, -0.5)),
  ])
  func rotationIsTheTransposeOfRodrigues(angle: Double, axis: (Double, Double, Double)) {
    let t = Transform3D(
      rotationAngle: CGFloat(angle), x: CGFloat(axis.0), y: CGFloat(axis.1), z: CGFloat(axis.2))
    let r = Self.rodrigues(angle, axis)
    let p = (3.0, -4.0, 5.0)
    let expected = (
      r[0][0] * p.0 + r[0][1] * p.1 + r[0][2] * p.2, r[1][0] * p.0 + r[1][1] * p.1 + r[1][2] * p.2,
      r[2][0] * p.0 + r[2][1] * p.1 + r[2][2] * p.2
    )
    #expect(Self.near(Self.apply(t, p), expected))
  }

  @Test func rotationAboutZMatchesTheAffineRotation() {
    let t = Transform3D(rotationAngle: 0.6, x: 0, y: 0, z: 1)
    let affine = Transform(rotationAngle: 0.6)
    #expect(t.isAffine)
    #expect(abs(t.affineTransform.a - affine.a) < 1e-12 && abs(t.affineTransform.b - affine.b) < 1e-12)
    #expect(abs(t.affineTransform.c - affine.c) < 1e-12 && abs(t.affineTransform.d - affine.d) < 1e-12)
  }

  @Test func translateScaleAndRotateApplyBeforeTheTransform() {
    // CATransform3DTranslate(t, …) = translation · t: the point moves, then t scales it.
    let scaled = Transform3D(scaleX: 2, y: 3, z: 1)
    #expect(Self.near(Self.apply(scaled.translatedBy(x: 10, y: 1, z: 0), (0, 0, 0)), (20, 3, 0)))
    // Concatenation: a first, then b.
    let a = Transform3D(translationX: 5, y: 0, z: 0)
    let b = Transform3D(scaleX: 2, y: 2, z: 2)
    #expect(Self.near(Self.apply(a.concatenating(b), (1, 1, 1)), (12, 2, 2)))
    #expect(Self.near(Self.apply(b.concatenating(a), (1, 1, 1)), (7, 2, 2)))
    // A quarter turn about y, then a translation: (1, 0, 0) → (0, 0, −1) → (0, 0, −1) + t.
    let turned = Transform3D(translationX: 0, y: 0, z: 7).rotated(by: .pi / 2, x: 0, y: 1, z: 0)
    #expect(Self.near(Self.apply(turned, (1, 0, 0)), (0, 0, 6)))
    #expect(
      Self.near(
        Self.apply(Transform3D(scaleX: 1, y: 1, z: 1).scaledBy(x: 4, y: 5, z: 6), (1, 1, 1)), (4, 5, 6)))
  }

  @Test func perspectiveDividesByOneMinusZOverD() {
    // m34 = −1/d: w = 1 − z/d, so a point at z = 100 under d = 500 grows by 500/400.
    let t = Transform3D(perspectiveDistance: 500)
    #expect(Self.near(Self.apply(t, (40, -20, 100)), (50, -25, 125)))
    #expect(t.projecting(CGPoint(x: 8, y: 4)) == CGPoint(x: 8, y: 4))
  }

  @Test func inverseUndoesTheTransform() {
    let t = Transform3D(perspectiveDistance: 800).rotated(by: 0.4, x: 1, y: 1, z: 0)
      .translatedBy(x: 3, y: -2, z: 9).scaledBy(x: 2, y: 0.5, z: 1.5)
    let product = t.concatenating(t.inverted())
    for (value, expected) in zip(product.entries, Transform3D.identity.entries) {
      #expect(abs(value - expected) < 1e-9)
    }
    // A singular transform inverts to itself, as CATransform3DInvert leaves it.
    let flat = Transform3D(scaleX: 1, y: 0, z: 1)
    #expect(flat.inverted() == flat)
    #expect(flat.determinant == 0)
  }

  @Test func affineRoundTripAndIsAffine() {
    let affine = Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = Transform3D(affine)
    #expect(t.isAffine && t.affineTransform == affine)
    #expect(!Transform3D(perspectiveDistance: 500).isAffine)
    #expect(!Transform3D(rotationAngle: 0.1, x: 0, y: 1, z: 0).isAffine)
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  @Test func decompositionRecomposesTheMatrix() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let angle = CGFloat.random(in: -3...3, using: &generator)
      let t = Transform3D(perspectiveDistance: CGFloat.random(in: 200...2000, using: &generator))
        .concatenating(Transform3D(translationX: 1, y: 2, z: 3))
        .rotated(
          by: angle, x: .random(in: -1...1, using: &generator), y: .random(in: -1...1, using: &generator),
          z: 1
        )
        .scaledBy(
          x: .random(in: 0.2...3, using: &generator), y: .random(in: -3 ... -0.2, using: &generator), z: 1.5)
      let parts = try #require(Transform3DDecomposition(t))
      for (value, expected) in zip(parts.recomposed().entries, t.entries) {
        #expect(abs(value - expected) < 1e-7 * max(1, abs(expected)))
      }
    }
    #expect(Transform3DDecomposition(Transform3D(scaleX: 0, y: 1, z: 1)) == nil)
    var zero = Transform3D.identity
    zero.m44 = 0
    #expect(Transform3DDecomposition(zero) == nil)
  }

  @Test func halfwayBetweenIdentityAndAHalfTurnIsAQuarterTurnWithTheSamePerspective() {
    let perspective = Transform3D(perspectiveDistance: 500)
    let from = perspective
    let to = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(perspective)
    let half = from.interpolated(to: to, progress: 0.5)
    // Written out: rotation by π/2 about y (row vectors), then m34 = −1/500.
    let expected: [CGFloat] = [0, 0, -1, 0.002, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1]
    for (value, e) in zip(half.entries, expected) { #expect(abs(value - e) < 1e-9) }
  }
}
