import Diorama
import Foundation

/// A sunset over hills and the sea, drawn with Diorama's own layers, for demos that need a
/// picture with smooth edges at any size.
public enum LandscapePicture {
  /// The picture's size in points.
  public static let size = CGSize(width: 160, height: 100)

  /// The picture rendered at `scale` pixels per point.
  public static func image(scale: CGFloat = 2) -> Image {
    let canvas = View(frame: CGRect(origin: .zero, size: size))
    let sky = GradientLayer()
    sky.frame = canvas.bounds
    sky.colors = [Color(hex: 0xFF7E6B), Color(hex: 0xFFC38A)]
    canvas.layer.addSublayer(sky)

    let sun = ShapeLayer()
    sun.path = Path(ellipseIn: CGRect(x: 78, y: 34, width: 44, height: 44))
    sun.fillColor = Color(hex: 0xFFF1A8)
    canvas.layer.addSublayer(sun)

    let hills = ShapeLayer()
    var outline = Path()
    outline.move(to: CGPoint(x: 0, y: 70))
    outline.addLine(to: CGPoint(x: 0, y: 48))
    outline.addQuadCurve(to: CGPoint(x: 62, y: 70), control: CGPoint(x: 28, y: 30))
    outline.closeSubpath()
    outline.move(to: CGPoint(x: 104, y: 70))
    outline.addQuadCurve(to: CGPoint(x: 160, y: 52), control: CGPoint(x: 140, y: 38))
    outline.addLine(to: CGPoint(x: 160, y: 70))
    outline.closeSubpath()
    hills.path = outline
    hills.fillColor = Color(hex: 0x7A4E8C)
    canvas.layer.addSublayer(hills)

    let sea = GradientLayer()
    sea.frame = CGRect(x: 0, y: 70, width: size.width, height: size.height - 70)
    sea.colors = [Color(hex: 0x3D6FA3), Color(hex: 0x22456E)]
    canvas.layer.addSublayer(sea)

    let glints = ShapeLayer()
    var lines = Path()
    for (y, half) in [(76.0, 20.0), (83.0, 14.0), (90.0, 8.0)] {
      lines.move(to: CGPoint(x: 100 - half, y: y))
      lines.addLine(to: CGPoint(x: 100 + half, y: y))
    }
    glints.path = lines
    glints.strokeColor = Color(hex: 0xFFE3A0, alpha: 0.8)
    glints.lineWidth = 2
    glints.lineCap = .round
    canvas.layer.addSublayer(glints)
    return try! canvas.renderImage(scale: scale)
  }
}
