import DioramaTesting
import DioramaUIKit
import Foundation
import Testing

/// iOS animation code ported by its imports alone: `Screens/ExpandingCardView.swift` is
/// `Originals/ExpandingCardView.swift.ios` with `import UIKit` replaced by `import DioramaUIKit`.
/// It scrubs a paused `UIViewPropertyAnimator`, finishes it with a spring, wiggles a badge in
/// keyframes, cross-dissolves its text and collapses with a running animator, on a 10 fps clock.
@Suite struct ExpandingCardPortingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func thePortDiffersFromTheOriginalOnlyInItsImports() throws {
    func lines(_ path: String) throws -> [String] {
      try String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let original = try lines("Originals/ExpandingCardView.swift.ios")
    let port = try lines("Screens/ExpandingCardView.swift")
    #expect(original.contains("import UIKit") && port.contains("import DioramaUIKit"))
    #expect(original.filter { !$0.hasPrefix("import ") } == port.filter { !$0.hasPrefix("import ") })
  }

  private func makeScene() throws -> (Scene, ExpandingCardView) {
    let scene = try Scene(size: CGSize(width: 320, height: 420), scale: 2)
    scene.clock = try Clock(framesPerSecond: 10)
    let view = ExpandingCardView(frame: scene.rootView.bounds)
    scene.rootView.addSubview(view)
    try scene.advance(toFrame: 0)
    return (scene, view)
  }

  @Test func theGestureScrubsTheCardAndASpringFinishesIt() throws {
    let (scene, view) = try makeScene()
    view.beginExpanding()
    let animator = try #require(view.animator)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(view.card.frame == ExpandingCardView.expandedFrame, "the model is the expanded card")
    view.updateExpansion(to: 0.5)
    // Scrubbed linearly half way from (20, 280, 160, 100) to (20, 40, 280, 340): (20, 160, 220, 220).
    let card = try #require(try scene.frame(at: 1).root.sublayers.first?.sublayers.first)
    #expect(abs(card.position.x - 130) < 1e-6 && abs(card.position.y - 270) < 1e-6)
    #expect(abs(card.bounds.width - 220) < 1e-6 && abs(card.bounds.height - 220) < 1e-6)
    #expect(abs(card.cornerRadius - 22) < 1e-6)
    view.wiggleBadge()
    let wiggle = try #require(view.badge.layer.animation(forKey: "transform") as? CAKeyframeAnimation)
    // Keyframes (0, 0.25), (0.25, 0.5), (0.75, 0.25): no gaps, key times 0, 0.25, 0.75, 1.
    #expect(wiggle.keyTimes == [0, 0.25, 0.75, 1])
    #expect(wiggle.calculationMode == .linear && wiggle.duration == 0.6)
    expectMatchesReference(try scene.renderImage(), named: "expanding-card-scrubbed")
    view.finishExpansion()
    #expect(animator.isRunning)
    try scene.advance(toFrame: 9)
    #expect(view.finalPosition == .end && animator.state == .inactive)
  }

  @Test func theBadgeDissolvesToItsNewTextAndTheCardCollapses() throws {
    let (scene, view) = try makeScene()
    let layers = view.card.layer.sublayers?.count ?? 0
    view.showBadge("OPEN")
    #expect(view.badge.text == "OPEN")
    #expect(view.card.layer.sublayers?.count == layers + 1, "the snapshots sit over the badge")
    try scene.advance(toFrame: 5)
    #expect(view.card.layer.sublayers?.count == layers, "and leave when the transition ends")
    view.card.frame = ExpandingCardView.expandedFrame
    view.collapse()
    #expect(view.card.frame == ExpandingCardView.collapsedFrame)
    try scene.advance(toFrame: 6)
    #expect(view.card.layer.animationKeys() != nil)
    try scene.advance(toFrame: 11)
    #expect(view.card.layer.animationKeys() == nil)
  }

  @Test func aDisplayLinkPortsWithTheMethodInPlaceOfItsSelector() throws {
    // The one change a CADisplayLink needs: `selector: #selector(step(_:))` becomes
    // `selector: Ticker.step`; `add(to: .main, forMode: .common)` is unchanged.
    final class Ticker {
      var steps: [CFTimeInterval] = []
      var link: CADisplayLink?
      func start() {
        link = CADisplayLink(target: self, selector: Ticker.step)
        link?.preferredFrameRateRange = CAFrameRateRange(minimum: 1, maximum: 5, preferred: 5)
        link?.add(to: .main, forMode: .common)
      }
      func step(_ link: CADisplayLink) { steps.append(link.targetTimestamp) }
      func stop() { link?.invalidate() }
    }
    let (scene, _) = try makeScene()
    let ticker = Ticker()
    ticker.start()
    try scene.advance(toFrame: 6)
    ticker.stop()
    try scene.advance(toFrame: 9)
    // At 5 fps on a 10 fps clock: every other frame from frame 1 (the first after it was added).
    #expect(ticker.steps == [0.1, 0.3, 0.5])
  }
}
