import Diorama
import Foundation

/// A card built from plain layers: rounded corners, a border, a soft shadow, a gradient
/// header, a shape stroke, text and an image.
public struct CardDemo: Demo {
  public init() {}
  public var id: String { "card" }
  public var title: String { "Layer card" }
  public var summary: String {
    "Rounded corners, border, blurred shadow, gradient, a stroked shape, text on its baseline and an image."
  }
  public var size: CGSize { CGSize(width: 480, height: 320) }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let card = View(frame: CGRect(x: 60, y: 40, width: 360, height: 240))
    card.backgroundColor = .white
    card.layer.cornerRadius = 18
    card.layer.borderWidth = 1
    card.layer.borderColor = Color(hex: 0xD5DAE3)
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    scene.rootView.addSubview(card)

    let header = GradientLayer()
    header.frame = CGRect(x: 0, y: 0, width: 360, height: 96)
    header.colors = [Color(hex: 0x5B8DEF), Color(hex: 0x8E5BEF)]
    header.startPoint = CGPoint(x: 0, y: 0)
    header.endPoint = CGPoint(x: 1, y: 1)
    let clip = View(frame: card.bounds)
    clip.layer.cornerRadius = 18
    clip.clipsToBounds = true
    clip.layer.addSublayer(header)
    card.addSubview(clip)

    let avatar = ImageView(image: CardDemo.avatarImage())
    avatar.frame = CGRect(x: 24, y: 60, width: 72, height: 72)
    avatar.layer.cornerRadius = 36
    avatar.clipsToBounds = true
    avatar.layer.borderWidth = 3
    avatar.layer.borderColor = .white
    card.addSubview(avatar)

    let title = Label(text: "Diorama", font: .boldSystemFont(ofSize: 26))
    title.textColor = Color(hex: 0x1F2430)
    title.frame = CGRect(origin: CGPoint(x: 112, y: 104), size: title.intrinsicContentSize)
    card.addSubview(title)

    let body = Label(text: "Views, layers and constraints, rendered with Cairo on Linux.")
    body.font = .systemFont(ofSize: 15)
    body.textColor = Color(hex: 0x5A6272)
    body.numberOfLines = 0
    body.frame = CGRect(x: 24, y: 150, width: 312, height: 44)
    card.addSubview(body)

    let check = ShapeLayer()
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 8, y: 18))
    path.addLine(to: CGPoint(x: 24, y: 0))
    check.path = path
    check.fillColor = nil
    check.strokeColor = Color(hex: 0x2FB36B)
    check.lineWidth = 4
    check.lineCap = .round
    check.lineJoin = .round
    check.frame = CGRect(x: 312, y: 206, width: 24, height: 18)
    card.layer.addSublayer(check)

    let ring = ShapeLayer()
    ring.path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 28, height: 28))
    ring.fillColor = nil
    ring.strokeColor = Color(hex: 0x5B8DEF)
    ring.lineWidth = 3
    ring.lineDashPattern = [6, 4]
    ring.frame = CGRect(x: 24, y: 202, width: 28, height: 28)
    card.layer.addSublayer(ring)
    return scene
  }

  /// A generated 64×64 picture: a sunset-coloured disc with a horizon, so the demo needs no
  /// file to show an image.
  static func avatarImage() -> Image {
    let side = 64
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let i = (y * side + x) * 4
        let t = Double(y) / Double(side - 1)
        let sky = (r: 255.0, g: 170 - 90 * t, b: 90 + 40 * t)
        let dx = Double(x) - 32
        let dy = Double(y) - 38
        let sun = dx * dx + dy * dy < 14 * 14
        let sea = y > 40
        let color = sea ? (r: 40.0, g: 70.0 + 30 * t, b: 140.0) : sun ? (r: 255.0, g: 236.0, b: 140.0) : sky
        pixels[i] = UInt8(color.r)
        pixels[i + 1] = UInt8(color.g)
        pixels[i + 2] = UInt8(color.b)
      }
    }
    return try! Image(width: side, height: side, pixels: pixels)
  }
}
