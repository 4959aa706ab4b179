import Diorama
import Foundation

/// A card flipping in perspective to a different back face and back again, beside a cube of
/// six faces turning inside a transform layer, which keeps the faces in 3-D and draws them far to
/// near.
public struct FlipDemo: Demo {
  public init() {}
  public var id: String { "flip" }
  public var title: String { "Card flip and cube" }
  public var summary: String {
    "A card flips about its vertical axis in perspective (a transform layer holds its front and back"
      + " faces, each single-sided) and flips back; a cube of six faces turns in a transform layer."
  }
  public var size: CGSize { CGSize(width: 560, height: 320) }
  public var duration: Double { 4 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0x1C1C2E))
    let card = try makeCard(in: scene.rootView, center: CGPoint(x: 160, y: 160))
    let cube = makeCube(in: scene.rootView, center: CGPoint(x: 410, y: 160), side: 120)

    // The flip: half a turn about y, a pause, and the second half turn back to the front.
    for (start, from, to) in [(0.3, 0.0, Double.pi), (2.2, Double.pi, 2 * Double.pi)] {
      try scene.schedule(at: start) {
        let flip = BasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = from
        flip.toValue = to
        flip.duration = 1.2
        flip.timingFunction = TimingFunction(name: .easeInEaseOut)
        card.add(flip, forKey: "flip")
        card.transform = Transform3D(rotationAngle: CGFloat(to), x: 0, y: 1, z: 0)
      }
    }
    let turn = BasicAnimation(keyPath: "transform.rotation.y")
    turn.fromValue = 0.0
    turn.toValue = Double.pi / 2 * 3
    turn.duration = 4
    turn.timingFunction = TimingFunction(name: .easeInEaseOut)
    cube.add(turn, forKey: "turn")
    cube.transform = Transform3D(rotationAngle: .pi / 2 * 3, x: 0, y: 1, z: 0)
    return scene
  }

  /// The card: a transform layer with a front face and a back face turned half a turn, in a
  /// holder whose sublayer transform gives the perspective.
  private func makeCard(in root: View, center: CGPoint) throws -> TransformLayer {
    let cardSize = CGSize(width: 200, height: 260)
    let holder = Layer()
    holder.bounds = CGRect(origin: .zero, size: cardSize)
    holder.position = center
    holder.sublayerTransform = Transform3D(perspectiveDistance: 700)
    root.layer.addSublayer(holder)

    let card = TransformLayer()
    card.bounds = holder.bounds
    card.position = CGPoint(x: cardSize.width / 2, y: cardSize.height / 2)
    holder.addSublayer(card)

    let front = GradientLayer()
    front.colors = [Color(hex: 0xFF2D55), Color(hex: 0xFF9500)]
    front.startPoint = CGPoint(x: 0, y: 0)
    front.endPoint = CGPoint(x: 1, y: 1)
    front.frame = card.bounds
    front.cornerRadius = 18
    front.isDoubleSided = false
    front.addSublayer(text("FRONT", size: 30, color: .white, in: front.bounds, y: 100))
    front.addSublayer(
      text("tap to flip", size: 15, color: Color(white: 1, alpha: 0.8), in: front.bounds, y: 144))
    card.addSublayer(front)

    let back = Layer()
    back.frame = card.bounds
    back.backgroundColor = Color(hex: 0xF2F2F7)
    back.cornerRadius = 18
    back.borderWidth = 3
    back.borderColor = Color(hex: 0x5856D6)
    back.isDoubleSided = false
    back.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    back.addSublayer(text("BACK", size: 30, color: Color(hex: 0x5856D6), in: back.bounds, y: 100))
    let stripe = Layer()
    stripe.frame = CGRect(x: 24, y: 150, width: cardSize.width - 48, height: 10)
    stripe.cornerRadius = 5
    stripe.backgroundColor = Color(hex: 0x5856D6, alpha: 0.3)
    back.addSublayer(stripe)
    card.addSublayer(back)
    return card
  }

  /// Six faces about the centre of a transform layer, tilted toward the viewer by the holder's
  /// sublayer transform.
  private func makeCube(in root: View, center: CGPoint, side: CGFloat) -> TransformLayer {
    let holder = Layer()
    holder.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    holder.position = center
    holder.sublayerTransform = Transform3D(rotationAngle: -0.45, x: 1, y: 0, z: 0)
      .concatenating(Transform3D(perspectiveDistance: 600))
    root.layer.addSublayer(holder)

    let cube = TransformLayer()
    cube.bounds = holder.bounds
    cube.position = CGPoint(x: side / 2, y: side / 2)
    holder.addSublayer(cube)
    let half = side / 2
    let faces: [(String, UInt32, Transform3D)] = [
      ("1", 0x007AFF, .identity),
      ("2", 0x34C759, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)),
      ("3", 0xFF9500, Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)),
      ("4", 0xAF52DE, Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)),
      ("5", 0xFF3B30, Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)),
      ("6", 0x5AC8FA, Transform3D(rotationAngle: -.pi / 2, x: 1, y: 0, z: 0)),
    ]
    for (label, hex, turn) in faces {
      let face = Layer()
      face.bounds = cube.bounds
      face.position = CGPoint(x: half, y: half)
      face.backgroundColor = Color(hex: hex, alpha: 0.92)
      face.borderWidth = 2
      face.borderColor = .white
      face.cornerRadius = 8
      face.transform = Transform3D(translationX: 0, y: 0, z: half).concatenating(turn)
      face.addSublayer(text(label, size: 48, color: .white, in: face.bounds, y: side / 2 - 30))
      cube.addSublayer(face)
    }
    return cube
  }

  private func text(_ string: String, size: CGFloat, color: Color, in bounds: CGRect, y: CGFloat) -> TextLayer
  {
    let layer = TextLayer()
    layer.string = string
    layer.font = .boldSystemFont(ofSize: size)
    layer.fontSize = size
    layer.foregroundColor = color
    layer.alignmentMode = .center
    layer.frame = CGRect(x: 0, y: y, width: bounds.width, height: size * 1.3)
    return layer
  }
}
