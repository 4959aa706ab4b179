import Diorama
import Foundation
import Testing

/// `View.transition(with:…)` and `View.transition(from:to:…)`: a true cross-fade of the snapshots
/// over the background, flips whose projected edges are worked out from the perspective by hand,
/// the view hierarchy changes, and bad input. The 100 × 60 view sits centred at (100, 50) in a
/// white 200 × 100 scene at 10 fps; frame 0 is rendered, so a transition started now is committed
/// in frame 1 and frame 1 + k shows it k/10 s in.
@Suite struct TransitionTests {
  private struct Stage {
    let scene: Scene
    let view: View
    let content: View

    init(_ color: Color = .red) throws {
      scene = try Scene(size: CGSize(width: 200, height: 100), backgroundColor: .white)
      scene.clock = try Clock(framesPerSecond: 10)
      view = View(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
      content = View(frame: view.bounds)
      content.backgroundColor = color
      view.addSubview(content)
      scene.rootView.addSubview(view)
      try scene.advance(toFrame: 0)
    }

    func image(atFrame index: Int) throws -> Image {
      let renderer = try scene.makeRenderer()
      renderer.draw(try scene.frame(at: index))
      return renderer.makeImage()
    }
  }

  private static func expectColor(
    _ pixel: RGBA8, _ r: Double, _ g: Double, _ b: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ok = abs(Double(pixel.r) - r) <= 2 && abs(Double(pixel.g) - g) <= 2 && abs(Double(pixel.b) - b) <= 2
    #expect(
      ok, "\(pixel) is not (\(r), \(g), \(b)) \(comment.map { "— \($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }

  @Test func aCrossDissolveFadesTheSnapshotsIntoEachOther() throws {
    let stage = try Stage()
    var finished: [(frame: Int?, flag: Bool)] = []
    let siblings = stage.scene.rootView.layer.sublayers?.count
    View.transition(
      with: stage.view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: { stage.content.backgroundColor = .blue },
      completion: { finished.append((stage.scene.clock.frameIndex, $0)) })
    #expect(stage.content.backgroundColor == .blue, "the change applies at once, under the snapshots")
    // Opaque red to opaque blue: (255(1 − p), 0, 255p), never the white behind showing through.
    for (k, p) in [(0, 0.0), (3, 0.3), (5, 0.5), (8, 0.8)] {
      Self.expectColor(try stage.image(atFrame: 1 + k)[x: 100, y: 50], 255 * (1 - p), 0, 255 * p, "p = \(p)")
    }
    try stage.scene.advance(toFrame: 11)
    #expect(finished.count == 1 && finished.first?.frame == 11 && finished.first?.flag == true)
    #expect(stage.scene.rootView.layer.sublayers?.count == siblings, "the snapshots are gone")
    Self.expectColor(try stage.image(atFrame: 12)[x: 100, y: 50], 0, 0, 255)
  }

  @Test func transparentPartsDissolveOverWhatIsBehind() throws {
    // Old: red on the left half only; new: blue on the right half only. Over white, the left half
    // shows red at 1 − p (255, 255p, 255p) and the right half blue at p (255(1 − p), 255(1 − p), 255).
    let stage = try Stage(.clear)
    let left = View(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
    left.backgroundColor = .red
    stage.view.addSubview(left)
    let right = View(frame: CGRect(x: 50, y: 0, width: 50, height: 60))
    right.backgroundColor = .blue
    View.transition(
      with: stage.view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: {
        left.removeFromSuperview()
        stage.view.addSubview(right)
      })
    let image = try stage.image(atFrame: 5)  // p = 0.4
    Self.expectColor(image[x: 75, y: 50], 255, 102, 102)
    Self.expectColor(image[x: 125, y: 50], 153, 153, 255)
  }

  /// The front face of a `w` × `h` card turned by `angle` about y (or x) in a perspective of
  /// distance `d`, projected: the near edge is at `(w/2)cos θ / (1 − (w/2) sin θ / d)`, the far
  /// one at `(w/2)cos θ / (1 + (w/2) sin θ / d)`, and each edge's half-length is scaled likewise.
  @Test func flipFromLeftBringsTheLeftEdgeForwardInPerspective() throws {
    let stage = try Stage()
    View.transition(
      with: stage.view, duration: 0.9, options: [.transitionFlipFromLeft, .curveLinear],
      animations: { stage.content.backgroundColor = .blue })
    // p = 1/3: θ = 60°, d = 2.5·100; left edge x = −30.24 with half-height 36.28, right edge
    // x = 21.31 with half-height 25.57.
    let first = try stage.image(atFrame: 4)
    Self.expectColor(first[x: 100 - 28, y: 50], 255, 0, 0, "inside, near the left edge")
    Self.expectColor(first[x: 100 - 33, y: 50], 255, 255, 255, "left of the left edge")
    Self.expectColor(first[x: 100 + 19, y: 50], 255, 0, 0, "inside, near the right edge")
    Self.expectColor(first[x: 100 + 24, y: 50], 255, 255, 255, "right of the right edge")
    Self.expectColor(first[x: 100 - 28, y: 50 - 34], 255, 0, 0, "the near edge is taller")
    Self.expectColor(first[x: 100 - 28, y: 50 - 38], 255, 255, 255)
    Self.expectColor(first[x: 100 + 19, y: 50 - 24], 255, 0, 0)
    Self.expectColor(first[x: 100 + 19, y: 50 - 28], 255, 255, 255, "the far edge is shorter")
    // p = 2/3: θ = 120°; the back face (the new content) shows as turned by −60°: mirrored.
    let second = try stage.image(atFrame: 7)
    Self.expectColor(second[x: 100 + 28, y: 50], 0, 0, 255)
    Self.expectColor(second[x: 100 + 33, y: 50], 255, 255, 255)
    Self.expectColor(second[x: 100 - 19, y: 50], 0, 0, 255)
    Self.expectColor(second[x: 100 - 24, y: 50], 255, 255, 255)
  }

  @Test func flipFromTopBringsTheTopEdgeForward() throws {
    let stage = try Stage()
    View.transition(
      with: stage.view, duration: 0.9, options: [.transitionFlipFromTop, .curveLinear], animations: {})
    // p = 1/3: θ = 60° about x, d = 2.5·60: top edge y = −18.14 with half-width 60.47 (wider than
    // the view), bottom edge y = 12.79 with half-width 42.62.
    let image = try stage.image(atFrame: 4)
    Self.expectColor(image[x: 100, y: 50 - 16], 255, 0, 0)
    Self.expectColor(image[x: 100, y: 50 - 21], 255, 255, 255)
    Self.expectColor(image[x: 100, y: 50 + 11], 255, 0, 0)
    Self.expectColor(image[x: 100, y: 50 + 15], 255, 255, 255)
    Self.expectColor(image[x: 100 + 56, y: 50 - 16], 255, 0, 0, "the near top edge is wider than the view")
    Self.expectColor(image[x: 100 + 62, y: 50 - 16], 255, 255, 255)
  }

  @Test func transitionFromToReplacesOrShowsAndHidesTheViews() throws {
    let stage = try Stage()
    let replacement = View(frame: stage.view.bounds)
    replacement.backgroundColor = .blue
    var flags: [Bool] = []
    View.transition(
      from: stage.content, to: replacement, duration: 0.5, options: .transitionFlipFromRight,
      completion: { flags.append($0) })
    #expect(stage.content.superview == nil && replacement.superview === stage.view)
    try stage.scene.advance(toFrame: 6)
    #expect(flags == [true])
    // Both in place: hide one, show the other.
    let hidden = View(frame: stage.view.bounds)
    hidden.isHidden = true
    stage.view.addSubview(hidden)
    View.transition(
      from: replacement, to: hidden, duration: 0.5,
      options: [.transitionCrossDissolve, .showHideTransitionViews])
    #expect(replacement.isHidden && !hidden.isHidden)
    #expect(replacement.superview === stage.view && hidden.superview === stage.view)
  }

  @Test func animatedContentAnimatesUnderTheFadingSnapshot() throws {
    let stage = try Stage()
    View.transition(
      with: stage.view, duration: 1,
      options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
      animations: { stage.content.frame.origin.x = 40 })
    #expect(stage.content.layer.animationKeys() == ["position"], "the change animates with the transition")
    #expect(stage.view.layer.animationKeys() == nil, "the view stays visible, live")
  }

  @Test func badInputAppliesTheChangesWithoutATransition() throws {
    let stage = try Stage()
    let orphan = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var flags: [Bool] = []
    var warnings = Diagnostics.capture {
      View.transition(
        with: orphan, duration: 1, options: .transitionCrossDissolve,
        animations: { orphan.alpha = 0.5 }, completion: { flags.append($0) })
      View.transition(from: orphan, to: View(), duration: 1, options: .transitionFlipFromLeft) {
        flags.append($0)
      }
    }
    #expect(warnings.count == 2 && orphan.alpha == 0.5)
    View.transition(with: stage.view, duration: 0, options: .transitionFlipFromLeft, animations: {}) {
      flags.append($0)
    }
    let empty = View(frame: .zero)
    stage.scene.rootView.addSubview(empty)
    warnings = Diagnostics.capture {
      View.transition(with: empty, duration: 1, options: .transitionCrossDissolve, animations: {})
    }
    #expect(warnings.count == 1)
    try stage.scene.advance(toFrame: 1)
    #expect(flags == [true, false, true])
    warnings = Diagnostics.capture {
      View.transition(with: stage.view, duration: 1, options: .transitionCurlUp, animations: {})
    }
    #expect(warnings.count == 1, "page curls are not drawn; a cross-dissolve plays instead")
    #expect(stage.view.layer.animationKeys() != nil)
  }
}
