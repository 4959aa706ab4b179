import Diorama
import Foundation
import Testing

/// Two shortcuts a frame takes must change no pixel: a group (opacity, mask, blend) is drawn on
/// a surface only as large as its subtree's extent, and the background is not cleared first
/// when an opaque layer covers the whole frame.
@Suite struct FrameShortcutTests {
  private static func bytes(_ renderer: Renderer) -> [UInt8] {
    renderer.withFrameBuffer { pixels, _, height, stride in
      Array(UnsafeRawBufferPointer(start: pixels, count: stride * height))
    }
  }

  /// Faded groups whose subtrees reach past their bounds (a shadow, a sublayer outside, a
  /// rotated sublayer, a blurred sublayer, text), at three scales: a renderer that knows the
  /// extents (it repaints only changes) bounds each group by them; one drawing every frame whole
  /// does not. Their first frames must be the same bytes. (That a group must start at the
  /// device origin is shown by `DamageRepaintTests`' "reveal" demo, whose masked picture comes
  /// out a rounding step apart from frame 22 on when it does not.)
  @Test(arguments: [1.0, 1.5, 2.0])
  func groupsBoundedByTheirExtentEqualGroupsOnTheWholeFrame(scale: Double) throws {
    let scene = try Scene(size: CGSize(width: 200, height: 140), scale: scale, backgroundColor: .white)
    let card = Layer()
    card.frame = CGRect(x: 30.3, y: 20.6, width: 80, height: 60)
    card.backgroundColor = .systemBlue
    card.cornerRadius = 9
    card.opacity = 0.55
    card.shadowOpacity = 0.8
    card.shadowRadius = 6
    card.shadowOffset = CGSize(width: 5, height: 7)
    let outside = Layer()
    outside.frame = CGRect(x: 70.5, y: 45.25, width: 50, height: 40)
    outside.backgroundColor = .systemOrange
    card.addSublayer(outside)
    let turned = Layer()
    turned.frame = CGRect(x: -15, y: 10, width: 30, height: 30)
    turned.backgroundColor = .systemGreen
    turned.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
    card.addSublayer(turned)
    let blurred = Layer()
    blurred.frame = CGRect(x: 10, y: -12, width: 20, height: 20)
    blurred.backgroundColor = .systemRed
    blurred.filters = [.gaussianBlur(radius: 3)]
    card.addSublayer(blurred)
    // A picture drawn smaller than its pixels (sampled through a scaling pattern).
    var pixels: [UInt8] = []
    for y in 0..<64 {
      for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), UInt8((x * y) % 256), 255] }
    }
    let picture = Layer()
    picture.frame = CGRect(x: 8.3, y: 30.7, width: 27.1, height: 23.9)
    picture.contents = try Image(width: 64, height: 64, pixels: pixels, scale: 2)
    card.addSublayer(picture)
    scene.rootView.layer.addSublayer(card)
    // A faded layer that clips its sublayer to rounded corners, and a masked one that does too.
    for (index, masked) in [false, true].enumerated() {
      let rounded = Layer()
      rounded.frame = CGRect(x: 125.7 + 0, y: 8.4 + 40 * CGFloat(index), width: 50.5, height: 36.3)
      rounded.backgroundColor = .systemPurple
      rounded.cornerRadius = 10
      rounded.masksToBounds = true
      if masked {
        let mask = ShapeLayer()
        mask.frame = rounded.bounds
        mask.path = Path(ellipseIn: rounded.bounds.insetBy(dx: 3.3, dy: 2.1))
        mask.fillColor = .black
        rounded.mask = mask
      } else {
        rounded.opacity = 0.7
      }
      let inner = Layer()
      inner.frame = CGRect(x: 20.2, y: 15.6, width: 60, height: 40)
      inner.backgroundColor = .systemMint
      rounded.addSublayer(inner)
      scene.rootView.layer.addSublayer(rounded)
    }
    let label = Label()
    label.text = "Faded"
    label.frame = CGRect(x: 120.4, y: 90.2, width: 60, height: 24)
    label.alpha = 0.5
    scene.rootView.addSubview(label)

    let snapshot = scene.snapshot()
    let bounded = try scene.makeRenderer()
    bounded.draw(snapshot)
    let whole = try scene.makeRenderer()
    whole.repaintsOnlyChanges = false
    whole.draw(snapshot)
    #expect(byteDifferences(Self.bytes(bounded), Self.bytes(whole)) == 0)
  }

  /// What almost covers the frame, drawn over a frame that was all red: unless the cover is
  /// opaque, square and whole, the background must be cleared first, and the frame must equal
  /// the same snapshot drawn by a fresh renderer. The first case covers (the clear is skipped).
  @Test(arguments: [
    "covers", "rounded", "translucent stop", "half a pixel short", "faded", "turned", "conic",
    "masked", "covers at scale 2", "background colour covers", "background colour translucent",
  ])
  func aFrameOverAnotherEqualsTheSameFrameDrawnFirst(_ name: String) throws {
    let scale: CGFloat = name == "covers at scale 2" ? 2 : 1
    let size = CGSize(width: 64, height: 48)
    let red = try Scene(size: size, scale: scale, backgroundColor: .systemRed)
    let scene = try Scene(size: size, scale: scale, backgroundColor: .white)
    let cover: Layer
    if name.hasPrefix("background colour") {
      cover = Layer()
      cover.backgroundColor = name.hasSuffix("translucent") ? Color(white: 0.2, alpha: 0.9) : .systemTeal
    } else {
      let gradient = GradientLayer()
      gradient.colors = [
        .systemIndigo, name == "translucent stop" ? Color(white: 1, alpha: 0.98) : .systemPink,
      ]
      if name == "conic" {
        gradient.type = .conic
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
      }
      cover = gradient
    }
    cover.frame = CGRect(origin: .zero, size: size)
    switch name {
    case "rounded": cover.cornerRadius = 6
    case "half a pixel short": cover.frame.origin.x = 0.5
    case "faded": cover.opacity = 0.99
    case "turned": cover.transform = Transform3D(rotationAngle: 0.01, x: 0, y: 0, z: 1)
    case "masked":
      let mask = Layer()
      mask.frame = CGRect(x: 8, y: 8, width: 40, height: 30)
      mask.backgroundColor = .black
      cover.mask = mask
    default: break
    }
    scene.rootView.layer.addSublayer(cover)
    let small = Layer()
    small.frame = CGRect(x: 20, y: 10, width: 12, height: 12)
    small.backgroundColor = .systemYellow
    scene.rootView.layer.addSublayer(small)

    let renderer = try scene.makeRenderer()
    renderer.repaintsOnlyChanges = false
    renderer.draw(red.snapshot())
    let snapshot = scene.snapshot()
    renderer.draw(snapshot)
    let fresh = try scene.makeRenderer()
    fresh.draw(snapshot)
    #expect(byteDifferences(Self.bytes(renderer), Self.bytes(fresh)) == 0)
    // The oracle does not depend on the shortcut: where nothing covers, the scene's white shows.
    if name == "rounded" {
      let image = renderer.makeImage()
      #expect(image.pixel(x: 0, y: 0) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
  }
}
