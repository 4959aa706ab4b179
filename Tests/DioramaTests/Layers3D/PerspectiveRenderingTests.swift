import Diorama
import Foundation
import Testing

/// Layers in perspective, rendered: where their corners land is computed here from Core
/// Animation's documented conventions (row vectors; the layer's transform about its anchor
/// point, then its position; the parent's sublayer transform about the parent's anchor point;
/// then division by w), not from the renderer.
@Suite struct PerspectiveRenderingTests {
  /// The opaque-enough pixels' bounding box.
  static func coverage(_ image: Image, where keep: (RGBA8) -> Bool) -> CGRect? {
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    for y in 0..<image.height {
      for x in 0..<image.width where keep(image[x: x, y: y]) {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  static func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 128 && p.b < 128 }

  @Test func aCardTurnedAboutYInPerspectiveLandsWhereTheMatrixSays() throws {
    let angle = Double.pi / 3
    let d = 500.0
    let image = try renderScene(width: 300, height: 200) { root in
      root.layer.sublayerTransform = Transform3D(perspectiveDistance: CGFloat(d))
      let card = Layer()
      card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
      card.position = CGPoint(x: 150, y: 100)
      card.backgroundColor = .red
      card.transform = Transform3D(rotationAngle: CGFloat(angle), x: 0, y: 1, z: 0)
      root.layer.addSublayer(card)
    }
    // Corner (±100, ±50) about the anchor; about y: x' = x·cos θ, z' = x·sin θ (row vectors:
    // [x 0 0]·R gives (x cos θ, 0, −x·(−sin θ))… written out: m13 = −sin θ, so z' = −x sin θ).
    func project(_ x: Double, _ y: Double) -> (Double, Double) {
      let xr = x * cos(angle)
      let zr = -x * sin(angle)
      let w = 1 - zr / d
      return (150 + xr / w, 100 + y / w)
    }
    let corners = [project(-100, -50), project(100, -50), project(100, 50), project(-100, 50)]
    let expected = CGRect(
      x: corners.map(\.0).min()!, y: corners.map(\.1).min()!,
      width: corners.map(\.0).max()! - corners.map(\.0).min()!,
      height: corners.map(\.1).max()! - corners.map(\.1).min()!)
    let box = try #require(Self.coverage(image) { $0.r > 200 && $0.g < 128 })
    #expect(abs(box.minX - expected.minX) <= 1.5 && abs(box.maxX - expected.maxX) <= 1.5)
    #expect(abs(box.minY - expected.minY) <= 1.5 && abs(box.maxY - expected.maxY) <= 1.5)
    // The near edge (x = −100 turns toward the eye: z' > 0) is taller than the far edge.
    let near = project(-100, -50)
    let far = project(100, -50)
    #expect(near.1 < far.1)
    let leftColumn = Int(corners[0].0.rounded(.up)) + 1
    let rightColumn = Int(corners[1].0.rounded(.down)) - 2
    let leftHeight = (0..<200).filter { Self.isRed(image[x: leftColumn, y: $0]) }.count
    let rightHeight = (0..<200).filter { Self.isRed(image[x: rightColumn, y: $0]) }.count
    #expect(abs(Double(leftHeight) - 2 * abs(project(-98, -50).1 - 100)) <= 3)
    #expect(abs(Double(rightHeight) - 2 * abs(project(97, -50).1 - 100)) <= 3)
    #expect(leftHeight > rightHeight + 10)
  }

  @Test func aSingleSidedLayerTurnedAwayIsNotDrawn() throws {
    func render(doubleSided: Bool, angle: CGFloat) throws -> Image {
      try renderScene(width: 100, height: 100) { root in
        root.layer.sublayerTransform = Transform3D(perspectiveDistance: 400)
        let card = addBox(CGRect(x: 25, y: 25, width: 50, height: 50), .red, to: root)
        card.isDoubleSided = doubleSided
        card.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
      }
    }
    #expect(try render(doubleSided: false, angle: 0.9 * .pi)[x: 50, y: 50] == white)
    #expect(Self.isRed(try render(doubleSided: true, angle: 0.9 * .pi)[x: 50, y: 50]))
    #expect(Self.isRed(try render(doubleSided: false, angle: 0.4 * .pi)[x: 50, y: 50]))
  }

  @Test func zPositionOrdersSiblings() throws {
    let image = try renderScene(width: 60, height: 60) { root in
      let front = addBox(CGRect(x: 10, y: 10, width: 40, height: 40), .red, to: root)
      front.zPosition = 1
      addBox(CGRect(x: 10, y: 10, width: 40, height: 40), .blue, to: root)
    }
    #expect(image[x: 30, y: 30] == Color.red.pixel)
  }

  /// Two faces at z = ±10. Turned half a turn, a transform layer brings the back face to the
  /// front; an ordinary layer flattens its sublayers first, so its order stays.
  @Test(arguments: [true, false])
  func aTransformLayerKeepsItsSublayersDepth(preservesDepth: Bool) throws {
    let image = try renderScene(width: 80, height: 80) { root in
      root.layer.sublayerTransform = Transform3D(perspectiveDistance: 300)
      let container = preservesDepth ? TransformLayer() : Layer()
      container.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
      for (color, z) in [(Color.blue, CGFloat(-10)), (Color.red, CGFloat(10))] {
        let face = Layer()
        face.frame = container.bounds
        face.backgroundColor = color
        face.zPosition = z
        container.addSublayer(face)
      }
      container.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
      root.layer.addSublayer(container)
    }
    let centre = image[x: 40, y: 40]
    if preservesDepth {
      #expect(centre.b > 200 && centre.r < 60, "the blue face is in front after the half turn")
    } else {
      #expect(Self.isRed(centre), "flattened: red (higher zPosition) stays in front")
    }
  }

  @Test func badMatricesDrawNothingAndNeverTrap() throws {
    var zeroW = Transform3D.identity
    zeroW.m44 = 0
    let behindEye = Transform3D(translationX: 0, y: 0, z: 900)  // past the eye at 500
    var nan = Transform3D.identity
    nan.m34 = .nan
    for t in [zeroW, behindEye, Transform3D(scaleX: 0, y: 0, z: 1)] {
      let image = try renderScene(width: 50, height: 50) { root in
        root.layer.sublayerTransform = Transform3D(perspectiveDistance: 500)
        addBox(CGRect(x: 10, y: 10, width: 30, height: 30), .red, to: root).transform = t
      }
      #expect(image[x: 25, y: 25] == white)
    }
    let layer = Layer()
    let warnings = Diagnostics.capture { layer.transform = nan }
    #expect(layer.transform == .identity)
    #expect(warnings.contains { $0.kind == .invalidGeometry })
  }
}
