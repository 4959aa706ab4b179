import Diorama
import Foundation

/// A logo drawn with Diorama itself — a map pin on a gradient tile — so the PinLayout demos show
/// a real image without shipping a file.
public enum PinLogo {
  /// The logo's size in points.
  public static let size = CGSize(width: 120, height: 120)

  /// The logo rendered at `scale` pixels per point.
  public static func image(scale: CGFloat = 2) -> Image {
    let tile = View(frame: CGRect(origin: .zero, size: size))
    tile.layer.cornerRadius = 26
    tile.clipsToBounds = true
    let gradient = GradientLayer()
    gradient.frame = tile.bounds
    gradient.colors = [Color(hex: 0x5B8DEF), Color(hex: 0x8E5BEF)]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    tile.layer.addSublayer(gradient)

    // The pin: a round head that narrows to a point, with a hole, above a small ground shadow.
    let ground = ShapeLayer()
    ground.path = Path(ellipseIn: CGRect(x: 44, y: 92, width: 32, height: 9))
    ground.fillColor = Color(white: 0, alpha: 0.22)
    tile.layer.addSublayer(ground)

    let pin = ShapeLayer()
    var path = Path()
    let center = CGPoint(x: 60, y: 48)
    let radius: CGFloat = 26
    path.move(to: CGPoint(x: 60, y: 98))
    path.addCurve(
      to: CGPoint(x: center.x - radius, y: center.y),
      control1: CGPoint(x: 50, y: 84), control2: CGPoint(x: center.x - radius, y: 66))
    path.addArc(center: center, radius: radius, startAngle: .pi, endAngle: 0, clockwise: true)
    path.addCurve(
      to: CGPoint(x: 60, y: 98), control1: CGPoint(x: center.x + radius, y: 66),
      control2: CGPoint(x: 70, y: 84))
    path.closeSubpath()
    path.addEllipse(in: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20))
    pin.path = path
    pin.fillRule = .evenOdd
    pin.fillColor = .white
    pin.shadowOpacity = 0.25
    pin.shadowRadius = 4
    pin.shadowOffset = CGSize(width: 0, height: 3)
    tile.layer.addSublayer(pin)
    return try! tile.renderImage(scale: scale)
  }
}
