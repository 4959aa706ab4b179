import Diorama
import Foundation
import Testing

/// Replicator copies: where each lands (the instance transform applied k times about the anchor
/// point), its tint (instance colour plus k offsets, multiplied in), its time (k delays earlier),
/// and bounded work for absurd counts.
@Suite struct ReplicatorLayerTests {
  func replicator(in root: View, size: CGFloat = 100) -> ReplicatorLayer {
    let replicator = ReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: size, height: size)
    root.layer.addSublayer(replicator)
    return replicator
  }

  @Test func copiesAreMovedByTheInstanceTransformOnceMorePerCopy() throws {
    let image = try renderScene(width: 100, height: 100) { root in
      let r = replicator(in: root)
      let square = Layer()
      square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      square.backgroundColor = .red
      r.addSublayer(square)
      r.instanceCount = 4
      r.instanceTransform = Transform3D(translationX: 20, y: 5, z: 0)
    }
    for k in 0..<4 {
      #expect(image[x: 20 * k + 5, y: 5 * k + 5] == Color.red.pixel, "copy \(k)")
    }
    #expect(image[x: 85, y: 25] == white, "no fifth copy")
  }

  @Test func aRotationArrangesCopiesRoundTheAnchorPoint() throws {
    let image = try renderScene(width: 100, height: 100) { root in
      let r = replicator(in: root)
      let dot = Layer()
      dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
      dot.backgroundColor = .blue
      r.addSublayer(dot)
      r.instanceCount = 4
      r.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    }
    // A quarter turn about (50, 50) takes (50, 5) to (95, 50), then (50, 95), then (5, 50).
    for (x, y) in [(50, 5), (95, 50), (50, 95), (5, 50)] {
      #expect(image[x: x, y: y] == Color.blue.pixel, "(\(x), \(y))")
    }
  }

  @Test func copiesAreTintedByTheInstanceColourAndItsOffsets() throws {
    let image = try renderScene(width: 100, height: 20) { root in
      let r = replicator(in: root)
      let square = Layer()
      square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      square.backgroundColor = .white
      r.addSublayer(square)
      r.instanceCount = 3
      r.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
      r.instanceColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
      r.instanceRedOffset = -0.5
      r.instanceGreenOffset = 0.5
    }
    // Copy k: white × (1 − 0.5k, 0.5k, 0); copy 2 is (0, 1, 0).
    #expect(image[x: 5, y: 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(close(image[x: 25, y: 5], RGBA8(r: 128, g: 128, b: 0, a: 255), tolerance: 1))
    #expect(image[x: 45, y: 5] == RGBA8(r: 0, g: 255, b: 0, a: 255))
  }

  @Test func eachCopyRunsItsAnimationsOneDelayLater() throws {
    let scene = try Scene(size: CGSize(width: 100, height: 20), backgroundColor: nil)
    scene.clock = try Clock(framesPerSecond: 10, origin: 100)
    let r = replicator(in: scene.rootView)
    let square = Layer()
    square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    square.backgroundColor = .black
    r.addSublayer(square)
    r.instanceCount = 3
    r.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
    r.instanceDelay = 0.5
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.toValue = 1.0
    fade.duration = 2
    fade.beginTime = 100
    fade.fillMode = .both
    square.add(fade, forKey: "fade")
    // Frame 10 is t = 101: copy k is at 101 − 0.5k, opacity (1 − 0.5k) / 2.
    let renderer = try scene.makeRenderer()
    renderer.draw(try scene.frame(at: 10))
    let image = renderer.makeImage()
    #expect(abs(Int(image[x: 5, y: 5].a) - 128) <= 1)
    #expect(abs(Int(image[x: 25, y: 5].a) - 64) <= 1)
    #expect(image[x: 45, y: 5].a == 0)
  }

  @Test func aHugeInstanceCountIsBoundedWithAWarning() throws {
    let (image, warnings) = try Diagnostics.capture {
      try renderScene(width: 40, height: 40) { root in
        let r = replicator(in: root, size: 40)
        let square = Layer()
        square.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        square.backgroundColor = .red
        r.addSublayer(square)
        r.instanceCount = 1_000_000_000
        r.instanceTransform = Transform3D(translationX: 0.001, y: 0, z: 0)
      }
    }
    #expect(warnings.contains { $0.kind == .valueClamped })
    #expect(image[x: 1, y: 1] == Color.red.pixel)
  }
}
