import Diorama
import Foundation
import Testing

/// 3-D transforms animate through their decomposition, and the `transform.rotation.x/y`,
/// `scale.z` and `translation.z` key paths animate one component, keeping the perspective.
@Suite struct Transform3DAnimationTests {
  /// Rotation by `angle` about y, written out for row vectors, then m34 = p.
  static func turnedAboutY(_ angle: Double, perspective p: Double) -> [Double] {
    let (c, s) = (cos(angle), sin(angle))
    // R = [[c, 0, −s], [0, 1, 0], [s, 0, c]]; R · P puts −s·p... in column 4: row i gets R[i][2]·p.
    return [c, 0, -s, -s * p, 0, 1, 0, 0, s, 0, c, c * p, 0, 0, 0, 1]
  }

  @Test func rotationYKeyPathSpinsAboutYAndKeepsThePerspective() throws {
    let stage = try LayerStage(origin: 100, committed: false)
    stage.layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    stage.layer.transform = Transform3D(perspectiveDistance: 400)
    let spin = BasicAnimation(keyPath: "transform.rotation.y")
    spin.fromValue = 0.0
    spin.toValue = Double.pi
    spin.duration = 1
    spin.beginTime = 100
    stage.layer.add(spin, forKey: "spin")
    for (frame, fraction) in [(15, 0.25), (30, 0.5), (45, 0.75)] {
      let t = try stage.snapshot(atFrame: frame).transform
      let expected = Self.turnedAboutY(.pi * fraction, perspective: -1.0 / 400)
      for (value, e) in zip(t.entries, expected) {
        #expect(abs(Double(value) - e) < 1e-6, "frame \(frame): \(t)")
      }
    }
  }

  @Test func aWholeTransformAnimationTurnsAlongTheShorterArc() throws {
    let stage = try LayerStage(origin: 100, committed: false)
    let p = Transform3D(perspectiveDistance: 600)
    let animation = BasicAnimation(keyPath: "transform")
    animation.fromValue = p
    animation.toValue = Transform3D(rotationAngle: .pi * 0.8, x: 1, y: 0, z: 0).concatenating(p)
    animation.duration = 1
    // Halfway in time with a linear curve is 0.4π about x (the quaternions' great circle).
    animation.timingFunction = TimingFunction(name: .linear)
    animation.beginTime = 100
    stage.layer.add(animation, forKey: "tilt")
    let t = try stage.snapshot(atFrame: 30).transform
    let (c, s) = (cos(0.4 * Double.pi), sin(0.4 * Double.pi))
    // Rotation about x (row vectors): [[1,0,0],[0,c,s],[0,−s,c]], then m34 = −1/600.
    let expected = [1, 0, 0, 0, 0, c, s, -s / 600, 0, -s, c, -c / 600, 0, 0, 0, 1]
    for (value, e) in zip(t.entries, expected) { #expect(abs(Double(value) - e) < 1e-6, "\(t)") }
  }

  @Test func zPositionAndAnchorPointZAnimateAsNumbers() throws {
    let stage = try LayerStage(origin: 100, committed: false)
    let animation = BasicAnimation(keyPath: "zPosition")
    animation.fromValue = 0.0
    animation.toValue = 40.0
    animation.duration = 1
    animation.timingFunction = TimingFunction(name: .linear)
    animation.beginTime = 100
    stage.layer.add(animation, forKey: "z")
    #expect(abs(try stage.snapshot(atFrame: 30).zPosition - 20) < 1e-9)
  }
}

@Suite struct EulerAngleTests {
  @Test func aHalfTurnAboutYReadsAsAHalfTurnAboutY() throws {
    let parts = try #require(Transform3DDecomposition(Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)))
    let angles = parts.eulerAngles
    #expect(abs(angles[0]) < 1e-9 && abs(abs(angles[1]) - .pi) < 1e-9 && abs(angles[2]) < 1e-9)
  }

  @Test func settingYOnAHalfTurnKeepsTurningAboutY() throws {
    // The second half of a flip: the model is already half a turn about y; setting y = 1.2π
    // must give the rotation by 1.2π about y (hand-written), not a mirrored one.
    var parts = try #require(Transform3DDecomposition(Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)))
    parts.set(.rotationY, to: 1.2 * .pi)
    let t = parts.recomposed()
    let (c, s) = (cos(1.2 * Double.pi), sin(1.2 * Double.pi))
    let expected = [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]
    for (value, e) in zip(t.entries, expected) { #expect(abs(Double(value) - e) < 1e-9, "\(t)") }
  }
}
