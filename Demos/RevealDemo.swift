import Diorama
import Foundation

/// Masks and strokes: a picture revealed by a growing circular mask, a check mark drawing itself
/// (`strokeEnd`), and a shimmer: a gradient mask sliding across a line of text.
public struct RevealDemo: Demo {
  public init() {}
  public var id: String { "reveal" }
  public var title: String { "Mask reveal and self-drawing stroke" }
  public var summary: String {
    "A picture is revealed by a circular shape mask that grows from its centre, a check mark draws"
      + " itself with strokeEnd, and a gradient mask slides across a line of text."
  }
  public var size: CGSize { CGSize(width: 560, height: 320) }
  public var duration: Double { 3 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xF2F2F7))
    let root = scene.rootView.layer

    // The picture, masked by a circle that grows from a dot to past the corners.
    let picture = Layer()
    picture.frame = CGRect(x: 30, y: 40, width: 288, height: 180)
    picture.contents = LandscapePicture.image(scale: 2 * max(1, scale))
    picture.cornerRadius = 16
    picture.masksToBounds = true
    root.addSublayer(picture)
    let circle = ShapeLayer()
    let radius =
      (picture.bounds.width * picture.bounds.width + picture.bounds.height * picture.bounds.height)
      .squareRoot() / 2
    circle.frame = picture.bounds
    circle.path = Path(
      ellipseIn: CGRect(
        x: picture.bounds.midX - radius, y: picture.bounds.midY - radius, width: 2 * radius,
        height: 2 * radius))
    circle.fillColor = .black
    picture.mask = circle
    let grow = BasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 0.02
    grow.toValue = 1.0
    grow.duration = 1.4
    grow.beginTime = 0.3
    grow.fillMode = .backwards
    grow.timingFunction = TimingFunction(name: .easeInEaseOut)
    circle.add(grow, forKey: "reveal")

    // A check mark in a ring, drawn from start to end.
    let ring = ShapeLayer()
    ring.frame = CGRect(x: 370, y: 50, width: 160, height: 160)
    ring.path = Path(ellipseIn: ring.bounds.insetBy(dx: 6, dy: 6))
    ring.fillColor = nil
    ring.strokeColor = Color(hex: 0x34C759)
    ring.lineWidth = 10
    ring.lineCap = .round
    root.addSublayer(ring)
    let check = ShapeLayer()
    check.frame = ring.bounds
    var tick = Path()
    tick.move(to: CGPoint(x: 44, y: 84))
    tick.addLine(to: CGPoint(x: 70, y: 110))
    tick.addLine(to: CGPoint(x: 118, y: 56))
    check.path = tick
    check.fillColor = nil
    check.strokeColor = Color(hex: 0x34C759)
    check.lineWidth = 12
    check.lineCap = .round
    check.lineJoin = .round
    ring.addSublayer(check)
    for (layer, start, length) in [(ring, 0.2, 1.1), (check, 1.2, 0.7)] {
      let draw = BasicAnimation(keyPath: "strokeEnd")
      draw.fromValue = 0.0
      draw.toValue = 1.0
      draw.beginTime = start
      draw.duration = length
      draw.fillMode = .backwards
      draw.timingFunction = TimingFunction(name: .easeInEaseOut)
      layer.add(draw, forKey: "draw")
    }

    // Shimmer: the text shows through a band of a gradient mask sliding from left to right.
    let text = TextLayer()
    text.string = "slide to unlock"
    text.font = .boldSystemFont(ofSize: 34)
    text.fontSize = 34
    text.foregroundColor = Color(hex: 0x1C1C1E)
    text.alignmentMode = .center
    text.frame = CGRect(x: 0, y: 250, width: size.width, height: 46)
    root.addSublayer(text)
    let band = GradientLayer()
    band.colors = [Color(white: 0, alpha: 0.25), Color(white: 0, alpha: 1), Color(white: 0, alpha: 0.25)]
    band.locations = [0.35, 0.5, 0.65]
    band.startPoint = CGPoint(x: 0, y: 0.5)
    band.endPoint = CGPoint(x: 1, y: 0.5)
    band.bounds = CGRect(x: 0, y: 0, width: 3 * size.width, height: 46)
    band.position = CGPoint(x: -size.width / 2, y: 23)
    text.mask = band
    let slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = -size.width / 2
    slide.toValue = 1.5 * size.width
    slide.duration = 3
    slide.beginTime = 0.01
    band.add(slide, forKey: "shimmer")
    band.position.x = 1.5 * size.width
    return scene
  }
}
