import Foundation
import Testing

@testable import Diorama

@Suite struct InterpolationTests {
  private let section = AnimationFixture.section("property_interpolation")

  private static func color(_ value: JSONValue) -> ColorComponents {
    let c = value.doubles
    return ColorComponents(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  /// Reads a 4×4 row-vector matrix that must be an embedded 2-D affine transform.
  private static func affine(_ value: JSONValue) throws -> AffineComponents {
    if value.string == "identity" { return .identity }
    let m = value.array.map(\.doubles)
    try #require(m.count == 4 && m.allSatisfy { $0.count == 4 })
    try #require(m[0][2] == 0 && m[0][3] == 0 && m[1][2] == 0 && m[1][3] == 0)
    try #require(m[2] == [0, 0, 1, 0] && m[3][2] == 0 && m[3][3] == 1)
    return AffineComponents(a: m[0][0], b: m[0][1], c: m[1][0], d: m[1][1], tx: m[3][0], ty: m[3][1])
  }

  private static func expectMatrix(_ actual: AffineComponents, _ expected: AffineComponents, _ label: String)
  {
    expectClose(actual.a, expected.a, "\(label) a")
    expectClose(actual.b, expected.b, "\(label) b")
    expectClose(actual.c, expected.c, "\(label) c")
    expectClose(actual.d, expected.d, "\(label) d")
    expectClose(actual.tx, expected.tx, "\(label) tx")
    expectClose(actual.ty, expected.ty, "\(label) ty")
  }

  @Test func coloursInterpolateNonPremultipliedComponents() throws {
    let cases = section["colors_nonpremultiplied_srgb"].array
    #expect(cases.count == 4)
    for entry in cases {
      let p = try #require(entry["p"].double)
      let value = Self.color(entry["from_rgba"]).interpolated(to: Self.color(entry["to_rgba"]), progress: p)
      let expected = Self.color(entry["expected"])
      expectClose(value.red, expected.red, "red at \(p)")
      expectClose(value.green, expected.green, "green at \(p)")
      expectClose(value.blue, expected.blue, "blue at \(p)")
      expectClose(value.alpha, expected.alpha, "alpha at \(p)")
    }
  }

  @Test func rectsInterpolateEachComponent() throws {
    let cases = section["rects"].array
    #expect(cases.count == 1)
    for entry in cases {
      let from = entry["from_rect"].doubles
      let to = entry["to_rect"].doubles
      let expected = entry["expected"].doubles
      let value = CGRect(x: from[0], y: from[1], width: from[2], height: from[3])
        .interpolated(
          to: CGRect(x: to[0], y: to[1], width: to[2], height: to[3]),
          progress: try #require(entry["p"].double))
      for (actual, reference) in zip(
        [value.origin.x, value.origin.y, value.size.width, value.size.height], expected)
      {
        expectClose(Double(actual), reference, "rect component")
      }
    }
  }

  @Test func scalarRotationKeyPathSpinsTheFullAngle() throws {
    for entry in section["scalar_keypath_rotation"].array {
      let component = try TransformComponent(keyPath: try #require(entry["keyPath"].string))
      #expect(component == .rotation)
      let angle = try #require(entry["from_value"].double)
        .interpolated(to: try #require(entry["to_value"].double), progress: try #require(entry["p"].double))
      expectClose(angle, entry["expected"].double, "angle")
      var decomposition = try #require(AffineComponents.identity.decomposed())
      decomposition.set(component, to: angle)
      let matrix = decomposition.recomposed()
      let expected = entry["expected_matrix"].array.map(\.doubles)
      expectClose(matrix.a, expected[0][0], "m11")
      expectClose(matrix.b, expected[0][1], "m12")
      expectClose(matrix.c, expected[1][0], "m21")
      expectClose(matrix.d, expected[1][1], "m22")
      expectClose(matrix.tx, expected[3][0], "m41")
      expectClose(matrix.ty, expected[3][1], "m42")
    }
  }

  @Test func decomposedTransformsMatchTheReferenceMatrices() throws {
    let cases = section["transforms_decomposed"]["cases"].array
    #expect(cases.count == 5)
    for entry in cases {
      let from = try Self.affine(entry["from_matrix"])
      let to = try Self.affine(entry["to_matrix"])
      let value = from.interpolated(to: to, progress: try #require(entry["p"].double))
      Self.expectMatrix(value, try Self.affine(entry["expected_matrix"]), entry["label"].string ?? "?")
    }
  }

  @Test func decompositionRecomposesTheOriginalMatrix() throws {
    let matrices = [
      AffineComponents(a: 1, b: 0.3, c: -0.7, d: 2, tx: 5, ty: -3),
      AffineComponents(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      AffineComponents(a: 1, b: 0, c: 0, d: -2, tx: 4, ty: 0),
      AffineComponents(a: 0.2, b: -3, c: 1.5, d: 0.4, tx: 0, ty: 9),
      AffineComponents(a: 2, b: 0, c: 1, d: 1, tx: 0, ty: 0),
    ]
    for matrix in matrices {
      let decomposition = try #require(matrix.decomposed())
      Self.expectMatrix(decomposition.recomposed(), matrix, "\(matrix)")
      Self.expectMatrix(matrix.interpolated(to: matrix, progress: 0.37), matrix, "self interpolation")
      Self.expectMatrix(AffineComponents.identity.interpolated(to: matrix, progress: 1), matrix, "end")
      Self.expectMatrix(matrix.interpolated(to: .identity, progress: 1), .identity, "back to identity")
    }
  }

  @Test func rotationsTakeTheShorterArc() throws {
    let from = AffineDecomposition(rotation: 170 * .pi / 180).recomposed()
    let to = AffineDecomposition(rotation: -170 * .pi / 180).recomposed()
    let middle = try #require(from.interpolated(to: to, progress: 0.5).decomposed())
    #expect(abs(abs(middle.rotation) - .pi) < 1e-9)
  }

  @Test func singularMatricesSwitchDiscretelyAtHalfway() {
    let singular = AffineComponents(a: 0, b: 0, c: 0, d: 1, tx: 10, ty: 0)
    #expect(singular.decomposed() == nil)
    #expect(AffineComponents.identity.interpolated(to: singular, progress: 0.49) == .identity)
    #expect(AffineComponents.identity.interpolated(to: singular, progress: 0.5) == singular)
    let broken = AffineComponents(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(broken.decomposed() == nil)
    #expect(AffineComponents.identity.interpolated(to: broken, progress: 0.2) == .identity)
  }

  @Test func concatenationAppliesTheLeftTransformFirst() {
    let scale = AffineComponents(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    let move = AffineComponents(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 5)
    #expect(scale.concatenating(move) == AffineComponents(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 5))
    #expect(move.concatenating(scale) == AffineComponents(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 10))
    #expect(AffineComponents.identity.concatenating(move) == move)
  }

  @Test func transformKeyPathsParseOrFailClearly() throws {
    #expect(try TransformComponent(keyPath: "transform.rotation") == .rotation)
    #expect(try TransformComponent(keyPath: "transform.scale.y") == .scaleY)
    #expect(try TransformComponent(keyPath: "sublayerTransform.translation.x") == .translationX)
    #expect(try TransformComponent(keyPath: "transform.rotation.x") == .rotationX)
    #expect(try TransformComponent(keyPath: "transform.rotation.y") == .rotationY)
    #expect(try TransformComponent(keyPath: "transform.scale.z") == .scaleZ)
    #expect(try TransformComponent(keyPath: "transform.translation.z") == .translationZ)
    for keyPath in [
      "transform", "transform.rotation.w", "transform.scale.w", "frame.rotation", "transform.spin",
    ] {
      #expect(throws: AnimationError.notAnimatable(keyPath: keyPath)) {
        try TransformComponent(keyPath: keyPath)
      }
    }
    var decomposition = AffineDecomposition(scaleX: 2, scaleY: 4)
    #expect(decomposition.value(of: .scale) == 3)
    decomposition.add(1, to: .scale)
    #expect(decomposition.scaleX == 3 && decomposition.scaleY == 5)
    decomposition.add(0.5, to: .rotation)
    #expect(decomposition.value(of: .rotation) == 0.5)
  }

  @Test func arraysInterpolateElementWiseOnlyWhenCountsMatch() {
    let locations = [0.0, 0.5, 1].interpolated(to: [0.2, 0.6, 1], progress: 0.5)
    #expect(zip(locations, [0.1, 0.55, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
    let colors = [ColorComponents.zero].interpolated(
      to: [ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)], progress: 0.25)
    #expect(colors == [ColorComponents(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.25)])
    #expect([1.0, 2].interpolated(to: [3.0], progress: 0.49) == [1, 2])
    #expect([1.0, 2].interpolated(to: [3.0], progress: 0.5) == [3])
  }

  @Test func valuesExtrapolateBeyondTheUnitIntervalAndClampOnlyWhenDrawn() {
    let overshoot = ColorComponents(red: 0, green: 0.5, blue: 1, alpha: 1)
      .interpolated(to: ColorComponents(red: 1, green: 0.5, blue: 0, alpha: 1), progress: 1.2)
    #expect(abs(overshoot.red - 1.2) < 1e-12 && abs(overshoot.blue + 0.2) < 1e-12)
    #expect(overshoot.clamped() == ColorComponents(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(
      ColorComponents(red: .nan, green: 2, blue: -1, alpha: 0.5).clamped()
        == ColorComponents(red: 0, green: 1, blue: 0, alpha: 0.5))
    let point = CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 0), progress: -0.5)
    #expect(point == CGPoint(x: -5, y: 15))
    #expect(
      CGSize(width: 1, height: 2).interpolated(to: CGSize(width: 3, height: 6), progress: 0.5)
        == CGSize(width: 2, height: 4))
    #expect(CGFloat(2).interpolated(to: 4, progress: 0.25) == 2.5)
  }

  @Test func vectorArithmeticIsComponentWise() {
    let a = CGRect(x: 1, y: 2, width: 3, height: 4)
    let b = CGRect(x: 10, y: 20, width: -30, height: 40)
    #expect(a.adding(b).subtracting(b) == a)
    #expect(a.scaled(by: 2) == CGRect(x: 2, y: 4, width: 6, height: 8))
    #expect(abs(CGPoint(x: 3, y: 4).euclideanNorm - 5) < 1e-12)
    #expect(abs(CGPoint(x: 0, y: 0).euclideanDistance(to: CGPoint(x: 30, y: 40)) - 50) < 1e-12)
    #expect(CGRect.zero.euclideanNorm == 0)
    #expect(abs(a.euclideanNorm - (30.0).squareRoot()) < 1e-12)
    #expect((-3.0).euclideanNorm == 3)
  }
}
