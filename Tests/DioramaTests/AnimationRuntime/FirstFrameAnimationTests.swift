import Diorama
import Foundation
import Testing

/// Animations started in the natural order — build the scene, open an animation block, record —
/// play from frame 0, as UIKit starts animations committed before the first frame at that frame.
@Suite struct FirstFrameAnimationTests {
  /// A 200×200 scene at 10 fps, nothing rendered yet.
  private func makeScene() throws -> Scene {
    let scene = try Scene(size: CGSize(width: 200, height: 200))
    scene.clock = try Clock(framesPerSecond: 10)
    return scene
  }

  @Test func blockOpenedBeforeTheFirstFrameAnimatesFromFrameZero() throws {
    let scene = try makeScene()
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.rootView.addSubview(view)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 })
    // Linear over 1 s at 10 fps: the centre moves 100 points in 10 frames, from x = 10 to 110
    // (the linear curve is a solved Bézier, exact to about 1e-8).
    let position = { (frame: Int) throws -> CGFloat in
      try #require(try scene.frame(at: frame).root.sublayers.first).position.x
    }
    #expect(try position(0) == 10)
    #expect(abs(try position(3) - 40) < 1e-6)
    #expect(abs(try position(7) - 80) < 1e-6)
    #expect(try position(10) == 110)
    #expect(try position(11) == 110)
  }

  @Test func fadeInOfAViewAddedBeforeTheBlockPlays() throws {
    let scene = try makeScene()
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.alpha = 0
    scene.rootView.addSubview(view)
    View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
    let opacity = { (frame: Int) throws -> CGFloat in
      try #require(try scene.frame(at: frame).root.sublayers.first).opacity
    }
    #expect(try opacity(0) == 0)
    #expect(abs(try opacity(2) - 0.4) < 1e-6)
    #expect(try opacity(5) == 1)
  }

  @Test func layoutPassInATopLevelBlockAnimatesTheNewFrames() throws {
    let scene = try makeScene()
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
      box.topAnchor.constraint(equalTo: scene.rootView.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 20), width,
    ])
    scene.layoutIfNeeded()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      width.constant = 140
      scene.layoutIfNeeded()
    }
    let bounds = { (frame: Int) throws -> CGFloat in
      try #require(try scene.frame(at: frame).root.sublayers.first).bounds.width
    }
    #expect(try bounds(0) == 40)
    #expect(abs(try bounds(5) - 90) < 1e-6)
    #expect(try bounds(10) == 140)
  }

  @Test func viewsCreatedInsideTheBlockAppearWithTheirFinalValues() throws {
    let scene = try makeScene()
    var view: View?
    View.animate(withDuration: 1) {
      let created = View()
      scene.rootView.addSubview(created)
      created.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
      view = created
    }
    #expect(view?.layer.animationKeys() == nil)
    let first = try #require(try scene.frame(at: 0).root.sublayers.first)
    #expect(first.position == CGPoint(x: 60, y: 60))
  }

  @Test func blockScheduledAtTimeZeroAnimatesTheViewsBuiltBeforeIt() throws {
    // A demo's makeScene builds the views, then schedules the block for time 0: it runs in the
    // events phase of frame 0 and must animate from the values the views were built with.
    let scene = try makeScene()
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.rootView.addSubview(view)
    try scene.schedule(at: 0) {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 })
    }
    let position = { (frame: Int) throws -> CGFloat in
      try #require(try scene.frame(at: frame).root.sublayers.first).position.x
    }
    // Linear over 1 s from centre x = 10 to 110, stamped at frame 0 (t = 0): 10 + 100·(frame/10).
    #expect(try position(0) == 10)
    #expect(abs(try position(5) - 60) < 1e-6)
    #expect(try position(10) == 110)
  }

  @Test func viewAddedBetweenFramesAnimatesInABlockBeforeTheNextFrame() throws {
    let scene = try makeScene()
    try scene.advance(toFrame: 0)
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.rootView.addSubview(view)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 })
    let position = { (frame: Int) throws -> CGFloat in
      try #require(try scene.frame(at: frame).root.sublayers.first).position.x
    }
    // Committed at frame 1 (t = 0.1 s): frame 1 shows the start, frame 6 half way, frame 11 the end.
    #expect(try position(1) == 10)
    #expect(abs(try position(6) - 60) < 1e-6)
    #expect(try position(11) == 110)
  }

  @Test func viewBuiltInOneBlockAnimatesInALaterBlockOfTheSameTransaction() throws {
    let scene = try makeScene()
    try scene.advance(toFrame: 0)
    var built: View?
    View.animate(withDuration: 1) {
      let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      scene.rootView.addSubview(view)
      built = view
    }
    let view = try #require(built)
    #expect(view.layer.animationKeys() == nil, "a view made inside a block appears as it is set")
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
    let opacity = { (frame: Int) throws -> CGFloat in
      try #require(try scene.frame(at: frame).root.sublayers.first).opacity
    }
    #expect(try opacity(1) == 1)
    #expect(abs(try opacity(4) - 0.7) < 1e-6)
    #expect(try opacity(11) == 0)
  }
}
