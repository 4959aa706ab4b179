import Diorama
import Foundation

/// Confetti: an emitter along the top edge bursts paper rectangles and squares of six colours,
/// which fall under gravity, spin and fade; a second emitter adds sparks in additive mode.
public struct ParticlesDemo: Demo {
  public init() {}
  public var id: String { "particles" }
  public var title: String { "Confetti" }
  public var summary: String {
    "An emitter layer along the top edge bursts confetti for a second (six colours, two shapes,"
      + " gravity, spin, fading); a point emitter adds additive sparks. The same seed gives the same"
      + " pixels on every run."
  }
  public var size: CGSize { CGSize(width: 480, height: 320) }
  public var duration: Double { 3 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0x0B1020))
    let confetti = EmitterLayer()
    confetti.frame = CGRect(origin: .zero, size: size)
    confetti.emitterPosition = CGPoint(x: size.width / 2, y: -10)
    confetti.emitterSize = CGSize(width: size.width, height: 1)
    confetti.emitterShape = .line
    confetti.seed = 2026
    let paper = try Image(width: 16, height: 8, fill: RGBA8(r: 255, g: 255, b: 255, a: 255), scale: 2)
    let square = try Image(width: 10, height: 10, fill: RGBA8(r: 255, g: 255, b: 255, a: 255), scale: 2)
    let colours: [UInt32] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF, 0xAF52DE]
    confetti.emitterCells = colours.enumerated().map { index, hex in
      let cell = EmitterCell()
      cell.contents = index.isMultiple(of: 2) ? paper : square
      cell.birthRate = 40
      cell.duration = 2
      cell.lifetime = 3
      cell.velocity = 140
      cell.velocityRange = 60
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = .pi / 5
      cell.yAcceleration = 120
      cell.spin = 3
      cell.spinRange = 4
      cell.scale = 1
      cell.scaleRange = 0.3
      cell.color = Color(hex: hex)
      cell.alphaSpeed = -0.25
      return cell
    }
    scene.rootView.layer.addSublayer(confetti)

    let sparks = EmitterLayer()
    sparks.frame = CGRect(origin: .zero, size: size)
    sparks.emitterPosition = CGPoint(x: size.width / 2, y: size.height * 0.62)
    sparks.emitterShape = .circle
    sparks.emitterSize = CGSize(width: 20, height: 20)
    sparks.renderMode = .additive
    sparks.seed = 7
    let dot = try Image(width: 6, height: 6, fill: RGBA8(r: 255, g: 255, b: 255, a: 255), scale: 2)
    let spark = EmitterCell()
    spark.contents = dot
    spark.birthRate = 120
    spark.beginTime = 0.6
    spark.duration = 0.5
    spark.lifetime = 1.2
    spark.lifetimeRange = 0.4
    spark.velocity = 160
    spark.velocityRange = 50
    spark.emissionRange = .pi
    spark.yAcceleration = 60
    spark.color = Color(hex: 0xFFD60A)
    spark.greenRange = 0.2
    spark.alphaSpeed = -0.8
    spark.scaleSpeed = -0.4
    sparks.emitterCells = [spark]
    scene.rootView.layer.addSublayer(sparks)
    return scene
  }
}
