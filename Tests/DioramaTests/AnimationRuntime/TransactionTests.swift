import Diorama
import Foundation
import Testing

/// `Transaction`: nesting, settings lookup, disabled actions, completion blocks and actions.
@Suite struct TransactionTests {
  @Test func settingsAreLookedUpFromTheInnermostLevelOutwards() {
    #expect(Transaction.animationDuration() == 0.25)
    Transaction.begin()
    Transaction.setAnimationDuration(2)
    Transaction.setAnimationTimingFunction(.easeIn)
    Transaction.begin()
    #expect(Transaction.animationDuration() == 2, "inherited from the outer level")
    Transaction.setAnimationDuration(0.5)
    Transaction.setDisableActions(true)
    #expect(Transaction.animationDuration() == 0.5)
    #expect(Transaction.animationTimingFunction() == .easeIn)
    #expect(Transaction.disableActions())
    Transaction.commit()
    #expect(Transaction.animationDuration() == 2)
    #expect(!Transaction.disableActions())
    Transaction.commit()
    #expect(Transaction.animationDuration() == 0.25)
    #expect(Transaction.animationTimingFunction() == nil)
  }

  @Test func implicitAnimationsUseTheTransactionDurationAndCurve() throws {
    let stage = try LayerStage()
    Transaction.begin()
    Transaction.setAnimationDuration(1)
    Transaction.setAnimationTimingFunction(.linear)
    stage.layer.position.x = 60
    Transaction.commit()
    let animation = try #require(stage.layer.animation(forKey: "position"))
    #expect(animation.duration == 1 && animation.timingFunction == .linear)
    #expect(abs(try stage.snapshot(atFrame: 31).position.x - 30) < 1e-6)
  }

  @Test func theDefaultImplicitCurveIsTheDefaultTimingFunction() throws {
    let stage = try LayerStage()
    stage.layer.opacity = 0
    #expect(stage.layer.animation(forKey: "opacity")?.timingFunction == .default)
  }

  @Test func settingAPropertyTwiceAnimatesOnceFromTheScreenValue() throws {
    let stage = try LayerStage()
    Transaction.begin()
    Transaction.setAnimationTimingFunction(.linear)
    stage.layer.position.x = 50
    stage.layer.position.x = 100
    Transaction.commit()
    #expect(stage.layer.animationKeys() == ["position"])
    #expect(try stage.snapshot(atFrame: 1).position.x == 0)
    #expect(abs(try stage.snapshot(atFrame: 8).position.x - 7 / 15 * 100) < 1e-6)
  }

  @Test func interruptingAnImplicitAnimationStartsFromTheScreenValue() throws {
    let stage = try LayerStage()
    Transaction.setAnimationTimingFunction(.linear)
    stage.layer.position.x = 100
    let halfWay = try stage.snapshot(atFrame: 8).position.x  // 7 of 15 frames
    stage.layer.position.x = 0
    #expect(abs(try stage.snapshot(atFrame: 9).position.x - halfWay) < 1e-9, "no jump")
  }

  @Test func completionBlockRunsAfterTheLastAnimationOfTheLevel() throws {
    let stage = try LayerStage()
    var log: [Int?] = []
    Transaction.begin()
    Transaction.setCompletionBlock { log.append(stage.scene.clock.frameIndex) }
    stage.layer.opacity = 0
    Transaction.begin()
    Transaction.setAnimationDuration(0.5)
    stage.layer.position.x = 10
    Transaction.commit()
    Transaction.commit()
    try stage.scene.advance(toFrame: 20)
    #expect(log.isEmpty, "the nested 0.5 s animation is still running")
    try stage.scene.advance(toFrame: 40)
    #expect(log == [31])
  }

  @Test func completionBlockWithoutAnimationsRunsAfterTheNextFrame() throws {
    let stage = try LayerStage()
    var ran = false
    Transaction.begin()
    Transaction.setCompletionBlock { ran = true }
    Transaction.commit()
    #expect(!ran)
    try stage.scene.advance(toFrame: 1)
    #expect(ran)
  }

  @Test func disabledActionsAndNullActionsStopImplicitAnimation() throws {
    let stage = try LayerStage()
    Transaction.begin()
    Transaction.setDisableActions(true)
    stage.layer.opacity = 0.5
    Transaction.commit()
    stage.layer.actions = ["cornerRadius": NullAction()]
    stage.layer.cornerRadius = 6
    #expect(stage.layer.animationKeys() == nil)
    stage.layer.borderWidth = 2
    #expect(stage.layer.animationKeys() == ["borderWidth"])
  }

  @Test func customActionsRunInsteadOfTheDefault() throws {
    let stage = try LayerStage()
    let bounce = SpringAnimation()
    bounce.damping = 12
    stage.layer.actions = ["position": bounce]
    stage.layer.position.y = 40
    #expect(stage.layer.animation(forKey: "position") is SpringAnimation)
  }

  @Test func booleansAndNewLayersNeverAnimateImplicitly() throws {
    let stage = try LayerStage()
    stage.layer.isHidden = true
    stage.layer.masksToBounds = true
    #expect(stage.layer.animationKeys() == nil)
    let fresh = Layer()
    stage.layer.addSublayer(fresh)
    fresh.opacity = 0.3
    #expect(fresh.animationKeys() == nil, "a layer created in this transaction appears as set")
  }

  @Test func commitWithoutBeginWarns() {
    let warnings = Diagnostics.capture { Transaction.commit() }
    #expect(warnings.map(\.kind) == [.invalidAnimation])
  }

  @Test func negativeOrNaNTransactionDurationsAreIgnoredWithAWarning() {
    Transaction.begin()
    let warnings = Diagnostics.capture {
      Transaction.setAnimationDuration(-1)
      Transaction.setAnimationDuration(.nan)
    }
    #expect(warnings.count == 2)
    #expect(Transaction.animationDuration() == 0.25)
    Transaction.commit()
  }

  @Test func flushStampsAnimationsAtTheCurrentTime() throws {
    let stage = try LayerStage()
    try stage.scene.advance(toFrame: 10)
    Transaction.setAnimationTimingFunction(.linear)
    stage.layer.position.x = 150
    Transaction.flush()
    // Stamped at frame 10's time: frame 11 is already one frame in.
    #expect(abs(try stage.snapshot(atFrame: 11).position.x - 10) < 1e-6)
  }
}
