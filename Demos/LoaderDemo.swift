import Diorama
import Foundation

/// Three activity indicators built the way iOS code builds them, with one animated layer each,
/// copied by a replicator: a ring of fading dots, a row of bouncing bars and a ripple of circles.
public struct LoaderDemo: Demo {
  public init() {}
  public var id: String { "loader" }
  public var title: String { "Replicator loaders" }
  public var summary: String {
    "A ring of twelve fading dots, five bouncing bars and a three-circle ripple: each is one animated"
      + " layer copied by a replicator layer with an instance transform, delay and colour offsets."
  }
  public var size: CGSize { CGSize(width: 480, height: 200) }
  public var duration: Double { 2 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0x111827))
    let root = scene.rootView.layer
    root.addSublayer(dotRing(center: CGPoint(x: 90, y: 100)))
    root.addSublayer(bars(center: CGPoint(x: 240, y: 100)))
    root.addSublayer(ripple(center: CGPoint(x: 390, y: 100)))
    return scene
  }

  /// Twelve dots round a circle, each fading and shrinking a twelfth of a second after the last.
  private func dotRing(center: CGPoint) -> ReplicatorLayer {
    let ring = ReplicatorLayer()
    ring.bounds = CGRect(x: 0, y: 0, width: 90, height: 90)
    ring.position = center
    let dot = Layer()
    dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
    dot.position = CGPoint(x: 45, y: 8)
    dot.cornerRadius = 6
    dot.backgroundColor = Color(hex: 0x60A5FA)
    ring.addSublayer(dot)
    let count = 12
    ring.instanceCount = count
    ring.instanceTransform = Transform3D(rotationAngle: 2 * .pi / CGFloat(count), x: 0, y: 0, z: 1)
    ring.instanceDelay = 1.0 / Double(count)
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.15
    fade.duration = 1
    fade.repeatCount = .infinity
    dot.add(fade, forKey: "fade")
    let shrink = BasicAnimation(keyPath: "transform.scale")
    shrink.fromValue = 1.0
    shrink.toValue = 0.4
    shrink.duration = 1
    shrink.repeatCount = .infinity
    dot.add(shrink, forKey: "shrink")
    return ring
  }

  /// Five bars side by side, each growing and shrinking 0.12 s after the one before, from blue
  /// toward pink.
  private func bars(center: CGPoint) -> ReplicatorLayer {
    let row = ReplicatorLayer()
    row.bounds = CGRect(x: 0, y: 0, width: 86, height: 70)
    row.position = center
    let bar = Layer()
    bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 70)
    bar.position = CGPoint(x: 5, y: 35)
    bar.cornerRadius = 5
    bar.backgroundColor = .white
    row.addSublayer(bar)
    row.instanceCount = 5
    row.instanceTransform = Transform3D(translationX: 19, y: 0, z: 0)
    row.instanceDelay = 0.12
    row.instanceColor = Color(hex: 0x60A5FA)
    row.instanceRedOffset = 0.16
    row.instanceBlueOffset = -0.1
    let bounce = BasicAnimation(keyPath: "transform.scale.y")
    bounce.fromValue = 0.25
    bounce.toValue = 1.0
    bounce.duration = 0.45
    bounce.autoreverses = true
    bounce.repeatCount = .infinity
    bounce.timingFunction = TimingFunction(name: .easeInEaseOut)
    bar.add(bounce, forKey: "bounce")
    return row
  }

  /// Three circles growing from the centre and fading out, a third of the period apart.
  private func ripple(center: CGPoint) -> ReplicatorLayer {
    let ripple = ReplicatorLayer()
    ripple.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
    ripple.position = center
    let circle = ShapeLayer()
    circle.frame = ripple.bounds
    circle.path = Path(ellipseIn: ripple.bounds.insetBy(dx: 4, dy: 4))
    circle.fillColor = Color(hex: 0x34D399, alpha: 0.25)
    circle.strokeColor = Color(hex: 0x34D399)
    circle.lineWidth = 3
    ripple.addSublayer(circle)
    ripple.instanceCount = 3
    ripple.instanceDelay = 0.5
    let grow = BasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 0.05
    grow.toValue = 1.0
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    let group = AnimationGroup()
    group.animations = [grow, fade]
    group.duration = 1.5
    group.repeatCount = .infinity
    group.timingFunction = TimingFunction(name: .easeOut)
    circle.add(group, forKey: "ripple")
    circle.opacity = 0
    return ripple
  }
}
