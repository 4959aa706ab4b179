import Diorama
import Foundation
import Testing

/// The clock, the per-frame phase order and the frame-by-frame rule, against `frame_sampling`.
@Suite struct FrameLoopTests {
  private let section = AnimationFixture.section("frame_sampling")

  @Test func implicitLayerAnimationSamplesLikeTheReferenceFrames() throws {
    let stage = try LayerStage()
    let fps = try #require(section["fps"].double)
    let commitFrame = try #require(section["commit_frame"].double)
    let log = CompletionLog()
    try stage.scene.schedule(at: commitFrame / fps) {
      Transaction.setCompletionBlock { log.calls.append((stage.scene.clock.frameIndex, true)) }
      stage.layer.position.x = 100
    }
    for row in section["frames"].array {
      let frame = Int(try #require(row["frame"].double))
      let snapshot = try stage.snapshot(atFrame: frame)
      expectClose(Double(snapshot.position.x), row["value_default_curve"].double, "frame \(frame)")
      if frame == 21 {
        // The end sample is the first frame showing the new state; the animation is gone after it.
        #expect(stage.layer.animationKeys() == nil)
        #expect(log.calls.map(\.frame) == [21])
      }
      if frame == 20 { #expect(stage.layer.animationKeys() == ["position"]) }
    }
    #expect(stage.layer.position.x == 100, "the model changed at once")
  }

  @Test func theModelChangesImmediatelyAndTheCommitFrameShowsTheOldValue() throws {
    let stage = try LayerStage()
    try stage.scene.advance(toFrame: 5)
    stage.layer.opacity = 0
    #expect(stage.layer.opacity == 0)
    #expect(stage.layer.presentation().opacity == 1)
    #expect(try stage.snapshot(atFrame: 6).opacity == 1)
    let mid = try stage.snapshot(atFrame: 13).opacity
    #expect(mid > 0 && mid < 1)
    #expect(try stage.snapshot(atFrame: 21).opacity == 0)
  }

  @Test func disabledActionsShowTheNewValueOnTheCommitFrame() throws {
    let stage = try LayerStage()
    try stage.scene.advance(toFrame: 5)
    Transaction.begin()
    Transaction.setDisableActions(true)
    stage.layer.position.x = 100
    Transaction.commit()
    #expect(stage.layer.animationKeys() == nil)
    #expect(try stage.snapshot(atFrame: 6).position.x == 100)
  }

  @Test func firstFrameShowingTheNewStateAgreesWithFrameSampling() throws {
    for (fps, duration) in [(60.0, 0.25), (30.0, 0.5), (24.0, 0.3), (60.0, 1.0 / 7)] {
      let stage = try LayerStage(framesPerSecond: fps)
      try stage.scene.advance(toFrame: 2)
      Transaction.begin()
      Transaction.setAnimationDuration(duration)
      Transaction.setAnimationTimingFunction(.linear)
      stage.layer.position.x = 100
      Transaction.commit()
      let expected = try FrameSampling(framesPerSecond: fps).firstFrameShowingNewState(
        commitFrame: 3, duration: duration)
      var first: Int?
      for frame in 3...(expected + 2) {
        let x = try stage.snapshot(atFrame: frame).position.x
        if first == nil, x == 100 { first = frame }
      }
      #expect(first == expected, "fps \(fps), duration \(duration)")
    }
  }

  @Test func phasesRunInOrderEventsLayoutCommitRenderCallbacks() throws {
    final class LoggingView: View {
      var log: [String] = []
      override func layoutSubviews() { log.append("layout") }
    }
    let scene = try Scene(size: CGSize(width: 100, height: 100))
    let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scene.rootView.addSubview(view)
    try scene.advance(toFrame: 0)
    view.log = []
    try scene.schedule(at: 1.0 / 60) {
      view.log.append("event")
      view.setNeedsLayout()
      View.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }) { _ in view.log.append("completion") }
    }
    let snapshot = try scene.frame(at: 1)
    #expect(view.log == ["event", "layout"])
    #expect(snapshot.root.sublayers[0].opacity == 1, "the commit frame shows the old value")
    try scene.advance(toFrame: 7)
    #expect(view.log == ["event", "layout", "completion"])
  }

  @Test func clockTimeIsComputedFromTheFrameIndex() throws {
    var clock = try Clock(framesPerSecond: 60, origin: 0)
    #expect(clock.time == 0)
    clock = try Clock(framesPerSecond: 60, origin: 0)
    let scene = try Scene(size: CGSize(width: 10, height: 10))
    scene.clock = clock
    try scene.advance(toFrame: 21)
    #expect(scene.clock.time == 21.0 / 60)
    #expect(try scene.clock.time(ofFrame: 6) == 0.1)
  }

  @Test func framesOnlyMoveForward() throws {
    let scene = try Scene(size: CGSize(width: 10, height: 10))
    try scene.advance(toFrame: 3)
    #expect(throws: AnimationError.frameNotAhead(frame: 3, lastFrame: 3)) { try scene.frame(at: 3) }
    #expect(throws: AnimationError.invalidFrameIndex(-1)) { try scene.advance(toFrame: -1) }
  }

  @Test func zeroOrNaNFramesPerSecondIsAnError() {
    #expect(throws: AnimationError.invalidFramesPerSecond(0)) { try Clock(framesPerSecond: 0) }
    #expect(throws: AnimationError.self) { try Clock(framesPerSecond: .nan) }
    #expect(throws: AnimationError.invalidFramesPerSecond(-30)) { try Clock(framesPerSecond: -30) }
  }

  @Test func scheduledEventsRunInTimeOrderThenRegistrationOrder() throws {
    let scene = try Scene(size: CGSize(width: 10, height: 10))
    var log: [String] = []
    try scene.schedule(at: 0.5) { log.append("b") }
    try scene.schedule(at: 0.25) { log.append("a") }
    try scene.schedule(at: 0.5) { log.append("c") }
    #expect(throws: AnimationError.self) { try scene.schedule(at: .nan) {} }
    try scene.advance(toFrame: 15)
    #expect(log == ["a"])
    #expect(scene.hasScheduledEvents)
    try scene.advance(toFrame: 30)
    #expect(log == ["a", "b", "c"])
    #expect(!scene.hasScheduledEvents)
  }

  @Test func hasRunningAnimationsTurnsFalseAfterTheEndFrame() throws {
    let stage = try LayerStage()
    stage.layer.opacity = 0.5
    #expect(stage.scene.hasRunningAnimations)
    // Committed on frame 1; 0.25 s at 60 fps ends on frame 16.
    try stage.scene.advance(toFrame: 15)
    #expect(stage.scene.hasRunningAnimations)
    try stage.scene.advance(toFrame: 16)
    #expect(!stage.scene.hasRunningAnimations)
  }

  @Test func sameScriptRendersIdenticalSnapshots() throws {
    func run() throws -> [CGFloat] {
      let stage = try LayerStage()
      try stage.scene.schedule(at: 0.1) { stage.layer.position = CGPoint(x: 37, y: 11) }
      return try (1...30).map { try stage.snapshot(atFrame: $0).position.x }
    }
    #expect(try run() == run())
  }
}
