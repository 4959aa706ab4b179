import Diorama
import Foundation

/// Frosted glass over moving content: colourful blobs drift behind a light material card and a
/// dark material pill (visual effect views: a background blur and a tint), and a soft glow is a
/// circle under a content blur filter.
public struct FrostedDemo: Demo {
  public init() {}
  public var id: String { "frosted" }
  public var title: String { "Frosted glass" }
  public var summary: String {
    "Colour blobs drift behind a systemMaterial card and a dark material pill, blurred and tinted in"
      + " every frame; a glowing dot is a circle under a Gaussian blur filter."
  }
  public var size: CGSize { CGSize(width: 480, height: 320) }
  public var duration: Double { 3 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xFFF7ED))
    let root = scene.rootView

    let blobs: [(UInt32, CGPoint, CGPoint, CGFloat)] = [
      (0xFF2D55, CGPoint(x: 90, y: 90), CGPoint(x: 330, y: 120), 70),
      (0x007AFF, CGPoint(x: 400, y: 240), CGPoint(x: 150, y: 220), 80),
      (0xFFCC00, CGPoint(x: 250, y: 40), CGPoint(x: 260, y: 280), 55),
      (0x34C759, CGPoint(x: 40, y: 260), CGPoint(x: 420, y: 60), 45),
    ]
    for (hex, start, end, radius) in blobs {
      let blob = View(
        frame: CGRect(x: start.x - radius, y: start.y - radius, width: 2 * radius, height: 2 * radius))
      blob.backgroundColor = Color(hex: hex)
      blob.layer.cornerRadius = radius
      root.addSubview(blob)
      try scene.schedule(at: 0.1) {
        View.animate(
          withDuration: 2.8, delay: 0, options: .curveEaseInOut,
          animations: { blob.center = end })
      }
    }

    let glow = ShapeLayer()
    glow.frame = CGRect(x: 40, y: 30, width: 60, height: 60)
    glow.path = Path(ellipseIn: CGRect(x: 15, y: 15, width: 30, height: 30))
    glow.fillColor = Color(hex: 0xAF52DE)
    glow.filters = [.gaussianBlur(radius: 8)]
    root.layer.addSublayer(glow)

    let card = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
    card.frame = CGRect(x: 90, y: 70, width: 300, height: 150)
    card.layer.cornerRadius = 22
    card.layer.masksToBounds = true
    root.addSubview(card)
    let title = Label(text: "Frosted glass", font: .boldSystemFont(ofSize: 26))
    title.frame = CGRect(x: 24, y: 28, width: 252, height: 34)
    card.contentView.addSubview(title)
    let detail = Label(text: "What moves behind this card is blurred and tinted in every frame.")
    detail.numberOfLines = 0
    detail.textColor = Color(white: 0.2)
    detail.frame = CGRect(x: 24, y: 70, width: 252, height: 48)
    detail.font = .systemFont(ofSize: 15)
    card.contentView.addSubview(detail)

    let pill = VisualEffectView(effect: BlurEffect(style: .systemMaterialDark))
    pill.frame = CGRect(x: 160, y: 250, width: 160, height: 44)
    pill.layer.cornerRadius = 22
    root.addSubview(pill)
    let caption = Label(text: "Dark material", font: .boldSystemFont(ofSize: 15))
    caption.textColor = .white
    caption.textAlignment = .center
    caption.frame = CGRect(x: 0, y: 12, width: 160, height: 20)
    pill.contentView.addSubview(caption)
    return scene
  }
}
