import Diorama
import Foundation
import Testing

/// A frame far ahead of the last one returns at once when nothing can happen in between, and
/// shows what stepping through every frame would show.
@Suite struct FarFrameTests {
  @Test func intMaxOfASettledSceneReturns() throws {
    let stage = try LayerStage()
    stage.layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    let snapshot = try stage.snapshot(atFrame: .max)
    #expect(snapshot.position == CGPoint(x: 25, y: 40))
    #expect(stage.scene.clock.frameIndex == .max)
    #expect(stage.scene.clock.time == Double(Int.max) / 60)
    #expect(throws: AnimationError.frameNotAhead(frame: .max, lastFrame: .max)) {
      try stage.scene.frame(at: .max)
    }
  }

  @Test func advanceToIntMaxOfANewSceneReturns() throws {
    let scene = try Scene(size: CGSize(width: 10, height: 10))
    try scene.advance(toFrame: .max)
    #expect(scene.clock.frameIndex == .max)
  }

  @Test func aFarFrameAfterAnimationsAndEventsEqualsSteppingThere() throws {
    func build() throws -> (LayerStage, CompletionLog) {
      let stage = try LayerStage()
      let log = CompletionLog()
      stage.layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      try stage.scene.schedule(at: 1) {
        Transaction.setCompletionBlock { log.calls.append((stage.scene.clock.frameIndex, true)) }
        stage.layer.position.x = 100
      }
      return (stage, log)
    }
    let (jumping, jumpLog) = try build()
    let (stepping, stepLog) = try build()
    let far = try jumping.snapshot(atFrame: 100_000_000)
    for frame in 1..<200 { try stepping.scene.advance(toFrame: frame) }
    let stepped = try stepping.snapshot(atFrame: 100_000_000)
    #expect(far.position == stepped.position)
    #expect(far.position.x == 100)
    // The event ran on frame 60 (t = 1 s); the 0.25 s default animation ends 15 frames later.
    #expect(jumpLog.calls.map(\.frame) == [75])
    #expect(stepLog.calls.map(\.frame) == [75])
  }

  @Test func anEndlessAnimationDoesNotHoldTheClockBack() throws {
    let stage = try LayerStage()
    let spin = BasicAnimation(keyPath: "opacity")
    spin.fromValue = 0.0
    spin.toValue = 1.0
    spin.duration = 1
    spin.repeatCount = .infinity
    stage.layer.add(spin, forKey: "pulse")
    try stage.scene.advance(toFrame: 2)
    let snapshot = try stage.snapshot(atFrame: 6_000_000_000)
    // Committed on frame 1 (t = 1/60): at t = 10⁸ s the cycle is 59/60 of the way through.
    #expect(abs(Double(snapshot.opacity) - 59.0 / 60) < 1e-6)
    #expect(stage.layer.animationKeys() == ["pulse"])
  }
}
