import Diorama
import Foundation

/// The reference scene of the render benchmark (`scene-spec.md` in the peers' folder), built from
/// Diorama views and layers and animated by Diorama's clock — not drawn by hand: a gradient
/// layer, 24 bordered rounded cards with labels moving between a 6 × 4 and an 8 × 3 grid with
/// ease-in-out cubic timing, and card 8 fading as a group.
enum RenderReferenceScene {
  static let size = CGSize(width: 1280, height: 720)
  static let cardCount = 24
  static let fadedCard = 7
  static let palette: [UInt32] = [0x4C78A8, 0xF58518, 0x54A24B, 0xE45756, 0x72B7B2, 0xEECA3B]
  /// The animation lasts 59 frames at 60 fps, so frame 0 shows layout A and frame 59 layout B.
  static let animationDuration = 59.0 / 60.0

  /// Card `k`'s frame in a `columns × rows` grid (margin 40, gap 16, unrounded).
  static func cell(_ k: Int, columns: Int, rows: Int) -> CGRect {
    let margin: CGFloat = 40
    let gap: CGFloat = 16
    let width = (size.width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns)
    let height = (size.height - 2 * margin - CGFloat(rows - 1) * gap) / CGFloat(rows)
    return CGRect(
      x: margin + CGFloat(k % columns) * (width + gap), y: margin + CGFloat(k / columns) * (height + gap),
      width: width, height: height)
  }

  /// Builds the scene with its animations added; frame `i` of ``Scene/frame(at:)`` is the
  /// spec's frame `i`. With `repeating`, the motion plays back and forth forever (for long
  /// memory runs whose every frame differs).
  static func make(repeating: Bool = false) throws -> Scene {
    let scene = try Scene(size: size, scale: 1, backgroundColor: Color(hex: 0x20242E))
    let background = GradientLayer()
    background.frame = CGRect(origin: .zero, size: size)
    background.colors = [Color(hex: 0x20242E), Color(hex: 0x3A4152)]
    scene.rootView.layer.addSublayer(background)

    for k in 0..<cardCount {
      let a = cell(k, columns: 6, rows: 4)
      let b = cell(k, columns: 8, rows: 3)
      // The spec strokes a 2-pixel border centred on the card's outline; a Diorama border lies
      // inside the bounds, so the card view is one pixel larger on each side and the fill is a
      // subview inset by one pixel, which puts every edge where the spec's does.
      let card = View(frame: b.insetBy(dx: -1, dy: -1))
      card.layer.cornerRadius = 13
      card.layer.borderWidth = 2
      card.layer.borderColor = Color(white: 1, alpha: 0.85)
      let fill = View(frame: CGRect(x: 1, y: 1, width: b.width, height: b.height))
      fill.backgroundColor = Color(hex: palette[k % palette.count])
      fill.layer.cornerRadius = 12
      card.addSubview(fill)
      let label = Label(text: String(format: "Card %02d", k + 1), font: .boldSystemFont(ofSize: 18))
      label.textColor = .white
      label.frame.size = label.sizeThatFits(CGSize(width: 400, height: 100))
      // The spec's baseline is 30 points below the outline's top, 14 right of its left edge.
      label.frame.origin = CGPoint(x: 15, y: 31 - label.firstBaselineOffsetFromTop)
      card.addSubview(label)
      scene.rootView.addSubview(card)

      // Model values are layout B; the animations run from A, with the spec's exact easing.
      let cardA = a.insetBy(dx: -1, dy: -1)
      let cardB = b.insetBy(dx: -1, dy: -1)
      card.layer.add(easedAnimation("position", center(cardA), center(cardB), repeating), forKey: "move")
      card.layer.add(
        easedAnimation("bounds.size", cardA.size, cardB.size, repeating), forKey: "resize")
      fill.layer.add(
        easedAnimation(
          "position", CGPoint(x: 1 + a.width / 2, y: 1 + a.height / 2),
          CGPoint(x: 1 + b.width / 2, y: 1 + b.height / 2), repeating), forKey: "move")
      fill.layer.add(easedAnimation("bounds.size", a.size, b.size, repeating), forKey: "resize")
      if k == fadedCard {
        card.alpha = 0.4
        card.layer.add(easedAnimation("opacity", 1.0, 0.4, repeating), forKey: "fade")
      }
    }
    return scene
  }

  private static func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

  /// An animation from `from` to `to` with ease-in-out cubic timing (`4u³` for the first half,
  /// `1 − (2 − 2u)³ / 2` for the second): two keyframe segments meeting half-way, an exact
  /// ease-in cubic (Bézier 1/3, 0, 2/3, 0 is `x³`) then an exact ease-out cubic.
  private static func easedAnimation<T>(_ keyPath: String, _ from: T, _ to: T, _ repeating: Bool) -> Animation
  {
    let animation = KeyframeAnimation(keyPath: keyPath)
    animation.values = [from, midpoint(from, to), to]
    animation.keyTimes = [0, 0.5, 1]
    animation.timingFunctions = [
      try! TimingFunction(controlPoints: 1.0 / 3, 0, 2.0 / 3, 0),
      try! TimingFunction(controlPoints: 1.0 / 3, 1, 2.0 / 3, 1),
    ]
    animation.duration = animationDuration
    if repeating {
      animation.repeatCount = .infinity
      animation.autoreverses = true
    }
    return animation
  }

  private static func midpoint<T>(_ a: T, _ b: T) -> Any {
    switch (a, b) {
    case let (a as CGPoint, b as CGPoint): CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    case let (a as CGSize, b as CGSize):
      CGSize(width: (a.width + b.width) / 2, height: (a.height + b.height) / 2)
    case let (a as Double, b as Double): (a + b) / 2
    default: fatalError("no midpoint for \(T.self)")
    }
  }
}
