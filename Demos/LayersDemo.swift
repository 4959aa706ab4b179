import Diorama
import Foundation

/// Twelve labelled tiles, one layer feature each, every one animating from its first state to its
/// second between 0.5 and 3 seconds: mostly implicit layer animations in one transaction, an
/// explicit `BasicAnimation` for the stroke that draws itself, and a view animation for the image.
public struct LayersDemo: Demo {
  public init() {}
  public var id: String { "layers" }
  public var title: String { "Layer showcase" }
  public var summary: String {
    "Corner radius, borders, shadows and a shadow path, axial and radial gradients, a stroke drawing itself,"
      + " text, an image, group opacity, masking and a transform — each animating."
  }
  public var size: CGSize { CGSize(width: 866, height: 648) }
  public var duration: Double { Self.start + Self.animationDuration + 0.5 }

  /// When the tiles start animating, and for how long.
  static let start = 0.5
  static let animationDuration = 2.5

  static let tileSize = CGSize(width: 196, height: 176)
  /// Where a tile's stage starts, under its title and two lines of description.
  static let stageTop: CGFloat = 58
  static let gap: CGFloat = 14
  static let margin: CGFloat = 20
  static let top: CGFloat = 72

  /// One tile: what it shows, the change it animates, and how to build it.
  private struct Tile {
    var title: String
    var change: String
    /// Adds the subject to the stage (the tile's area under the captions, centred on `center`)
    /// and returns the closure that makes the change.
    var build: (_ stage: View, _ center: CGPoint) -> () -> Void
  }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let root = scene.rootView

    let heading = Label(text: "Layers", font: .boldSystemFont(ofSize: 22))
    heading.textColor = Color(hex: 0x1F2430)
    heading.frame = CGRect(origin: CGPoint(x: Self.margin, y: 18), size: heading.intrinsicContentSize)
    root.addSubview(heading)
    let subheading = Label(text: "Each tile animates the change under its title, from 0.5 s to 3 s.")
    subheading.font = .systemFont(ofSize: 13)
    subheading.textColor = Color(hex: 0x5A6272)
    subheading.frame = CGRect(
      origin: CGPoint(x: heading.frame.maxX + 14, y: 26), size: subheading.intrinsicContentSize)
    root.addSubview(subheading)

    var changes: [() -> Void] = []
    for (index, tile) in Self.tiles.enumerated() {
      let (column, row) = (index % 4, index / 4)
      let view = makeTile(tile.title, tile.change)
      view.frame = CGRect(
        origin: CGPoint(
          x: Self.margin + CGFloat(column) * (Self.tileSize.width + Self.gap),
          y: Self.top + CGFloat(row) * (Self.tileSize.height + Self.gap)),
        size: Self.tileSize)
      root.addSubview(view)
      let stage = View(
        frame: CGRect(
          x: 0, y: Self.stageTop, width: Self.tileSize.width, height: Self.tileSize.height - Self.stageTop))
      view.addSubview(stage)
      changes.append(tile.build(stage, CGPoint(x: stage.bounds.midX, y: stage.bounds.midY)))
    }

    try scene.schedule(at: Self.start) {
      Transaction.begin()
      Transaction.setAnimationDuration(Self.animationDuration)
      Transaction.setAnimationTimingFunction(.easeInEaseOut)
      for change in changes { change() }
      Transaction.commit()
    }
    return scene
  }

  /// A white card with a bold title and the animated change under it, on up to two lines.
  private func makeTile(_ title: String, _ change: String) -> View {
    let tile = View()
    tile.backgroundColor = .white
    tile.layer.cornerRadius = 12
    tile.layer.borderWidth = 1
    tile.layer.borderColor = Color(hex: 0xD5DAE3)
    let titleLabel = Label(text: title, font: .boldSystemFont(ofSize: 13))
    titleLabel.textColor = Color(hex: 0x1F2430)
    titleLabel.frame = CGRect(origin: CGPoint(x: 12, y: 10), size: titleLabel.intrinsicContentSize)
    tile.addSubview(titleLabel)
    let changeLabel = Label(text: change, font: .systemFont(ofSize: 11))
    changeLabel.textColor = Color(hex: 0x7A8292)
    changeLabel.numberOfLines = 2
    changeLabel.frame = CGRect(x: 12, y: 28, width: Self.tileSize.width - 24, height: 28)
    tile.addSubview(changeLabel)
    return tile
  }

  /// A standalone layer of `size` centred on `center` in `stage`.
  private static func subject<L: Layer>(
    _ type: L.Type = Layer.self, size: CGSize, center: CGPoint, in stage: View
  ) -> L {
    let layer = L()
    layer.bounds = CGRect(origin: .zero, size: size)
    layer.position = center
    stage.layer.addSublayer(layer)
    return layer
  }

  static let blue = Color(hex: 0x5B8DEF)
  static let purple = Color(hex: 0x8E5BEF)
  static let orange = Color(hex: 0xEF8E5B)
  static let green = Color(hex: 0x2FB36B)
  static let ink = Color(hex: 0x1F2430)
  static let square = CGSize(width: 84, height: 84)

  private static var tiles: [Tile] {
    [
      Tile(title: "cornerRadius", change: "4 → 42: the square turns into a circle") { stage, center in
        let layer = subject(size: square, center: center, in: stage)
        layer.backgroundColor = blue
        layer.cornerRadius = 4
        return { layer.cornerRadius = 42 }
      },
      Tile(title: "border", change: "borderWidth 2 → 14, borderColor blue → orange") { stage, center in
        let layer = subject(size: square, center: center, in: stage)
        layer.backgroundColor = Color(hex: 0xF7F8FA)
        layer.cornerRadius = 18
        layer.borderWidth = 2
        layer.borderColor = blue
        return {
          layer.borderWidth = 14
          layer.borderColor = orange
        }
      },
      Tile(title: "shadow", change: "shadowRadius and shadowOffset 2 → 14") { stage, center in
        let layer = subject(size: square, center: CGPoint(x: center.x, y: center.y - 4), in: stage)
        layer.backgroundColor = purple
        layer.cornerRadius = 14
        layer.shadowOpacity = 0.45
        layer.shadowRadius = 2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        return {
          layer.shadowRadius = 14
          layer.shadowOffset = CGSize(width: 0, height: 14)
          layer.shadowOpacity = 0.3
        }
      },
      Tile(title: "shadowPath", change: "an ellipse on the floor that shrinks as the ball rises") {
        stage, center in
        let side: CGFloat = 56
        let layer = subject(
          size: CGSize(width: side, height: side), center: CGPoint(x: center.x, y: center.y + 6), in: stage)
        layer.backgroundColor = orange
        layer.cornerRadius = side / 2
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 3
        layer.shadowOffset = .zero
        // The floor is 4 points under the ball; as the ball rises the floor stays, so the path moves
        // down in the ball's coordinates and shrinks.
        layer.shadowPath = Path(ellipseIn: CGRect(x: 2, y: side + 2, width: side - 4, height: 10))
        return {
          layer.position.y -= 26
          layer.shadowPath = Path(ellipseIn: CGRect(x: 10, y: side + 28, width: side - 20, height: 7))
          layer.shadowRadius = 4
        }
      },
      Tile(title: "Axial gradient", change: "startPoint and endPoint turn by 90°") { stage, center in
        let layer = subject(
          GradientLayer.self, size: CGSize(width: 150, height: 84), center: center, in: stage)
        layer.colors = [Color(hex: 0xFF9500), Color(hex: 0xFF2D55), Color(hex: 0x5856D6)]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.cornerRadius = 12
        layer.masksToBounds = true
        return {
          layer.startPoint = CGPoint(x: 0.5, y: 0)
          layer.endPoint = CGPoint(x: 0.5, y: 1)
        }
      },
      Tile(title: "Radial gradient", change: "locations and endPoint (the radius) grow") { stage, center in
        let layer = subject(
          GradientLayer.self, size: CGSize(width: 150, height: 84), center: center, in: stage)
        layer.type = .radial
        layer.colors = [Color(hex: 0xFFF3B0), Color(hex: 0xFF9F0A), Color(hex: 0xD63A5E)]
        layer.locations = [0, 0.2, 1]
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 0.8, y: 0.8)
        layer.cornerRadius = 12
        layer.masksToBounds = true
        return {
          layer.locations = [0, 0.6, 1]
          layer.endPoint = CGPoint(x: 1.1, y: 1.1)
        }
      },
      Tile(title: "strokeEnd", change: "0 → 1 with a BasicAnimation: the star draws itself") {
        stage, center in
        let star = starPath(center: CGPoint(x: 42, y: 44), outer: 40, inner: 17)
        let track = subject(ShapeLayer.self, size: CGSize(width: 84, height: 84), center: center, in: stage)
        track.path = star
        track.fillColor = nil
        track.strokeColor = Color(hex: 0xE3E7EE)
        track.lineWidth = 4
        track.lineJoin = .round
        let layer = subject(ShapeLayer.self, size: CGSize(width: 84, height: 84), center: center, in: stage)
        layer.path = star
        layer.fillColor = nil
        layer.strokeColor = green
        layer.lineWidth = 4
        layer.lineCap = .round
        layer.lineJoin = .round
        layer.strokeEnd = 0
        return {
          let draw = BasicAnimation(keyPath: "strokeEnd")
          draw.fromValue = 0.0
          draw.toValue = 1.0
          draw.duration = animationDuration
          draw.timingFunction = .easeInEaseOut
          layer.add(draw, forKey: "draw")
          // The model takes the end value without animating again; the explicit animation shows
          // the way there.
          Transaction.begin()
          Transaction.setDisableActions(true)
          layer.strokeEnd = 1
          Transaction.commit()
        }
      },
      Tile(title: "TextLayer", change: "fontSize 14 → 30, foregroundColor ink → blue") { stage, center in
        let layer = subject(TextLayer.self, size: CGSize(width: 180, height: 40), center: center, in: stage)
        layer.string = "Diorama"
        layer.font = .boldSystemFont(ofSize: 14)
        layer.fontSize = 14
        layer.foregroundColor = ink
        layer.alignmentMode = .center
        // Top-aligned text: the bounds' top sits so that the final line is centred on the stage.
        layer.position.y = center.y + 2
        return {
          layer.fontSize = 30
          layer.foregroundColor = blue
        }
      },
      Tile(title: "ImageView", change: "scaleAspectFill while the frame changes shape") { stage, center in
        let view = ImageView(image: LandscapePicture.image())
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.layer.cornerRadius = 10
        view.frame = CGRect(x: center.x - 75, y: center.y - 32, width: 150, height: 64)
        stage.addSubview(view)
        return {
          View.animate(
            withDuration: animationDuration, delay: 0, options: .curveEaseInOut,
            animations: { view.frame = CGRect(x: center.x - 38, y: center.y - 48, width: 76, height: 96) })
        }
      },
      Tile(title: "opacity", change: "1 → 0.3 on the group: the overlaps stay hidden") { stage, center in
        let group = subject(size: CGSize(width: 130, height: 84), center: center, in: stage)
        for (index, color) in [blue, orange, green].enumerated() {
          let disc = Layer()
          disc.frame = CGRect(x: CGFloat(index) * 35, y: CGFloat(index % 2) * 20 + 2, width: 60, height: 60)
          disc.cornerRadius = 30
          disc.backgroundColor = color
          group.addSublayer(disc)
        }
        return { group.opacity = 0.3 }
      },
      Tile(title: "masksToBounds", change: "the disc slides out and is clipped to the rounded box") {
        stage, center in
        let box = subject(size: CGSize(width: 130, height: 84), center: center, in: stage)
        box.backgroundColor = Color(hex: 0xE4E9F2)
        box.cornerRadius = 16
        box.masksToBounds = true
        let disc = Layer()
        disc.frame = CGRect(x: 37, y: 14, width: 56, height: 56)
        disc.cornerRadius = 28
        disc.backgroundColor = purple
        box.addSublayer(disc)
        return { disc.position = CGPoint(x: 122, y: 76) }
      },
      Tile(title: "transform", change: "rotates by 135° while scaling 0.8 → 1.15") { stage, center in
        let layer = subject(size: CGSize(width: 64, height: 64), center: center, in: stage)
        layer.backgroundColor = blue
        layer.cornerRadius = 10
        layer.setAffineTransform(Transform(scaleX: 0.8, y: 0.8))
        let arrow = ShapeLayer()
        var path = Path()
        path.move(to: CGPoint(x: 18, y: 32))
        path.addLine(to: CGPoint(x: 46, y: 32))
        path.move(to: CGPoint(x: 36, y: 22))
        path.addLine(to: CGPoint(x: 46, y: 32))
        path.addLine(to: CGPoint(x: 36, y: 42))
        arrow.path = path
        arrow.fillColor = nil
        arrow.strokeColor = .white
        arrow.lineWidth = 4
        arrow.lineCap = .round
        arrow.lineJoin = .round
        arrow.frame = layer.bounds
        layer.addSublayer(arrow)
        return { layer.setAffineTransform(Transform(rotationAngle: 0.75 * .pi).scaledBy(x: 1.15, y: 1.15)) }
      },
    ]
  }

  /// A five-pointed star, pointing up.
  private static func starPath(center: CGPoint, outer: CGFloat, inner: CGFloat) -> Path {
    var path = Path()
    for index in 0..<10 {
      let radius = index % 2 == 0 ? outer : inner
      let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}
