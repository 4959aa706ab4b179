import Demos
import Diorama
import Foundation
import Testing

@testable import Diorama

/// Repainting only what changed gives the same bytes as drawing every frame whole: long
/// animations — shadows, blurs, background blurs, masks, perspective, text, drawings, emitters,
/// replicators, blend modes — are drawn both ways from the same snapshots and compared frame by
/// frame, byte for byte.
@Suite struct DamageRepaintTests {
  /// The demos compared, each on its first 60 frames at 30 fps (two seconds).
  static let demos = [
    "card-transition", "layers", "text", "chart", "flip", "reveal", "loader", "frosted", "blend",
    "particles", "controls",
  ]
  /// Demos whose every frame changes most of the picture (confetti everywhere) or a card turning
  /// in a transform layer (sublayers in 3-D have no extent in their parent's plane): drawn whole.
  static let drawnWhole: Set = ["particles", "flip"]

  @Test(arguments: demos)
  func repaintingChangesGivesTheSameBytesAsDrawingWhole(id: String) throws {
    let demo = try #require(DemoCatalog.demo(id: id))
    let scene = try demo.makeScene(scale: 1)
    scene.clock = try Clock(framesPerSecond: 30)
    let whole = try scene.makeRenderer()
    whole.repaintsOnlyChanges = false
    let partial = try scene.makeRenderer()
    var partialFrames = 0
    let count = min(60, demo.frameCount(framesPerSecond: 30))
    for index in 0..<count {
      let frame = try scene.frame(at: index)
      whole.draw(frame)
      partial.draw(frame)
      if partial.lastRepaint != nil { partialFrames += 1 }
      let same = whole.withFrameBuffer { a, width, height, stride in
        partial.withFrameBuffer { b, _, _, _ in memcmp(a, b, stride * height) == 0 }
      }
      #expect(
        same,
        "frame \(index) of \(count) differs (repainted: \(partial.lastRepaint.map { "\($0)" } ?? "all"))")
      if !same { break }
    }
    if count > 2, !Self.drawnWhole.contains(id) {
      #expect(partialFrames > 0, "some frames repaint only what changed")
    }
  }

  @Test func aFrameWhereNothingChangedRepaintsNothing() throws {
    let scene = try Scene(size: CGSize(width: 40, height: 30))
    let box = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    box.backgroundColor = .systemBlue
    scene.rootView.addSubview(box)
    let renderer = try scene.makeRenderer()
    renderer.draw(scene.snapshot())
    #expect(renderer.lastRepaint == nil, "the first frame is drawn whole")
    renderer.draw(scene.snapshot())
    #expect(renderer.lastRepaint == [])
  }

  @Test func aMovedLayerRepaintsWhereItWasAndWhereItIs() throws {
    let scene = try Scene(size: CGSize(width: 200, height: 100))
    let box = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    box.backgroundColor = .systemBlue
    scene.rootView.addSubview(box)
    let renderer = try scene.makeRenderer()
    renderer.draw(scene.snapshot())
    box.frame.origin.x = 110
    renderer.draw(scene.snapshot())
    // Where it was and where it is, grown by the 2-pixel antialiasing margin: rows 8…32, in one
    // band across the frame.
    #expect(renderer.lastRepaint == [CGRect(x: 0, y: 8, width: 200, height: 24)])
  }

  @Test func aSpriteShowingTheSameFrameIsNotRepainted() throws {
    let scene = try Scene(size: CGSize(width: 40, height: 100))
    let sprite = Layer()
    sprite.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
    sprite.contents = try Image(width: 8, height: 4, fill: RGBA8(r: 200, g: 40, b: 40))
    sprite.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    scene.rootView.layer.addSublayer(sprite)
    let renderer = try scene.makeRenderer()
    renderer.draw(scene.snapshot())
    renderer.draw(scene.snapshot())
    #expect(renderer.lastRepaint == [], "the same part of the same image: nothing changed")
    sprite.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
    renderer.draw(scene.snapshot())
    // Rows 4…20 grown by the 2-pixel margin.
    #expect(renderer.lastRepaint == [CGRect(x: 0, y: 2, width: 40, height: 20)])
  }

  @Test func aShadowIsRepaintedWithItsBlur() throws {
    let scene = try Scene(size: CGSize(width: 400, height: 400))
    let card = View(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
    card.backgroundColor = .white
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 10
    card.layer.shadowOffset = .zero
    scene.rootView.addSubview(card)
    let renderer = try scene.makeRenderer()
    renderer.draw(scene.snapshot())
    card.backgroundColor = .systemRed
    renderer.draw(scene.snapshot())
    // The shadow reaches 3 × 10 + 4 points past the card, and 2 pixels of margin more: rows
    // 50 − 36 = 14 to 90 + 36 = 126.
    #expect(renderer.lastRepaint == [CGRect(x: 0, y: 14, width: 400, height: 112)])
  }
}

/// A layer reaching behind the eye has no bounded extent in its parent's plane: the frame is
/// repainted whole, with the bytes of a full redraw.
@Suite struct DamageBadInputTests {
  @Test func aLayerReachingBehindTheEyeRepaintsTheWholeFrame() throws {
    let scene = try Scene(size: CGSize(width: 60, height: 40))
    let box = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    box.backgroundColor = .systemGreen
    scene.rootView.addSubview(box)
    let whole = try scene.makeRenderer()
    whole.repaintsOnlyChanges = false
    let partial = try scene.makeRenderer()
    for renderer in [whole, partial] { renderer.draw(scene.snapshot()) }
    // w = 1 − 0.3 x is below 0 at the right edge (x = 5 about the centre): behind the eye.
    var transform = Transform3D.identity
    transform.m14 = -0.3
    box.layer.transform = transform
    let (_, warnings) = Diagnostics.capture {
      let frame = scene.snapshot()
      for renderer in [whole, partial] { renderer.draw(frame) }
    }
    #expect(!warnings.isEmpty, "the renderer says the layer is not drawn")
    #expect(partial.lastRepaint == nil, "not bounded: drawn whole")
    let same = whole.withFrameBuffer { a, _, height, stride in
      partial.withFrameBuffer { b, _, _, _ in memcmp(a, b, stride * height) == 0 }
    }
    #expect(same)
  }
}
