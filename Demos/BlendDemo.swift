import Diorama
import Foundation

/// Every Core Animation blend-mode filter: a colour gradient blended over a picture, one tile per
/// mode, the gradient sliding across so each mode is seen over light, dark and coloured parts.
public struct BlendDemo: Demo {
  public init() {}
  public var id: String { "blend" }
  public var title: String { "Blend modes" }
  public var summary: String {
    "Fifteen tiles, one per compositingFilter blend mode: a rainbow gradient slides across a picture"
      + " and blends with it by the W3C formulas."
  }
  public var size: CGSize { CGSize(width: 600, height: 420) }
  public var duration: Double { 2 }

  static let modes = [
    "multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "darkenBlendMode", "lightenBlendMode",
    "colorDodgeBlendMode", "colorBurnBlendMode", "softLightBlendMode", "hardLightBlendMode",
    "differenceBlendMode", "exclusionBlendMode", "hueBlendMode", "saturationBlendMode", "colorBlendMode",
    "luminosityBlendMode",
  ]

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xF2F2F7))
    let picture = LandscapePicture.image(scale: 2 * max(1, scale))
    let tile = CGSize(width: 104, height: 65)
    for (index, mode) in Self.modes.enumerated() {
      let column = index % 5
      let row = index / 5
      let origin = CGPoint(
        x: 20 + CGFloat(column) * (tile.width + 12), y: 20 + CGFloat(row) * (tile.height + 70))
      // A tile: the picture, and over it the gradient with the blend mode, clipped to the tile.
      let frame = Layer()
      frame.frame = CGRect(origin: origin, size: tile)
      frame.cornerRadius = 8
      frame.masksToBounds = true
      let photo = Layer()
      photo.frame = frame.bounds
      photo.contents = picture
      frame.addSublayer(photo)
      let rainbow = GradientLayer()
      rainbow.colors = [0xFF3B30, 0xFFCC00, 0x34C759, 0x007AFF, 0xAF52DE, 0xFF3B30].map { Color(hex: $0) }
      rainbow.startPoint = CGPoint(x: 0, y: 0.5)
      rainbow.endPoint = CGPoint(x: 1, y: 0.5)
      rainbow.frame = CGRect(x: -tile.width, y: 0, width: 2 * tile.width, height: tile.height)
      rainbow.compositingFilter = CompositingFilter(name: mode)
      frame.addSublayer(rainbow)
      let slide = BasicAnimation(keyPath: "position.x")
      slide.fromValue = 0.0
      slide.toValue = Double(tile.width)
      slide.duration = 2
      slide.timingFunction = TimingFunction(name: .easeInEaseOut)
      rainbow.add(slide, forKey: "slide")
      rainbow.position.x = tile.width
      scene.rootView.layer.addSublayer(frame)

      let name = TextLayer()
      name.string = String(mode.dropLast("BlendMode".count))
      name.font = .systemFont(ofSize: 13)
      name.fontSize = 13
      name.foregroundColor = Color(hex: 0x3C3C43)
      name.alignmentMode = .center
      name.frame = CGRect(x: origin.x - 6, y: origin.y + tile.height + 6, width: tile.width + 12, height: 18)
      scene.rootView.layer.addSublayer(name)
    }
    return scene
  }
}
