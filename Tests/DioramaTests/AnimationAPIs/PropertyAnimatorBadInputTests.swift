import Diorama
import Foundation
import Testing

/// What a `ViewPropertyAnimator` and its timing parameters do with input UIKit rejects (often by
/// raising an exception): a defined answer and an `invalidAnimation` warning, never a trap.
@Suite struct PropertyAnimatorBadInputTests {
  @Test func aZeroDurationAnimatorAppliesItsChangesAndFinishesAtTheNextFrame() throws {
    let stage = try AnimatorStage()
    var finished: [(frame: Int?, position: ViewAnimatingPosition)] = []
    let animator = ViewPropertyAnimator(duration: 0, curve: .easeOut) { stage.view.center.x = 110 }
    animator.addCompletion { finished.append((stage.scene.clock.frameIndex, $0)) }
    animator.startAnimation()
    #expect(stage.view.layer.animationKeys() == nil)
    #expect(try stage.x(atFrame: 1) == 110)
    #expect(finished.count == 1 && finished.first?.frame == 1 && finished.first?.position == .end)
    let warnings = Diagnostics.capture { _ = ViewPropertyAnimator(duration: -1, curve: .linear) }
    #expect(warnings.count == 1)
    let negative = Diagnostics.capture { ViewPropertyAnimator(duration: .nan, curve: .linear) }
    #expect(negative.result.duration == 0 && negative.warnings.count == 1)
  }

  @Test func invalidFractionsAreIgnoredOrClamped() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    var warnings = Diagnostics.capture { animator.fractionComplete = .nan }
    #expect(warnings.count == 1 && animator.state == .inactive)
    warnings = Diagnostics.capture { animator.fractionComplete = 1.5 }
    #expect(warnings.count == 1 && animator.fractionComplete == 1)
    #expect(try stage.x(atFrame: 1) == 110)
    warnings = Diagnostics.capture { animator.fractionComplete = -0.5 }
    #expect(warnings.count == 1 && animator.fractionComplete == 0)
    animator.startAnimation()
    warnings = Diagnostics.capture { animator.fractionComplete = 0.5 }
    #expect(warnings.count == 1, "a running animator cannot be scrubbed")
    #expect(try stage.x(atFrame: 2) == 10)
  }

  @Test func callsInTheWrongStateAreIgnoredWithAWarning() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    var warnings = Diagnostics.capture {
      animator.stopAnimation(false)  // inactive: nothing to stop
      animator.finishAnimation(at: .end)  // not stopped
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)  // inactive
    }
    #expect(warnings.count == 3 && animator.state == .inactive)
    animator.startAnimation()
    try stage.scene.advance(toFrame: 3)
    animator.stopAnimation(false)
    warnings = Diagnostics.capture {
      animator.stopAnimation(false)  // stopping a stopped animator
      animator.stopAnimation(true)
      animator.startAnimation()
      animator.pauseAnimation()
      animator.fractionComplete = 0.5
      animator.isReversed = true
    }
    #expect(warnings.count == 6 && animator.state == .stopped)
    #expect(warnings.allSatisfy { $0.kind == .invalidAnimation })
    // Adding animations to a stopped animator applies them without animation.
    warnings = Diagnostics.capture { animator.addAnimations { stage.view.alpha = 0.5 } }
    #expect(warnings.count == 1 && stage.view.alpha == 0.5 && stage.view.layer.animationKeys() == nil)
    animator.finishAnimation(at: .current)
    #expect(animator.state == .inactive)
  }

  @Test func aFinishedAnimatorTakesNewAnimationsForItsNextRun() throws {
    let stage = try AnimatorStage()
    var positions: [ViewAnimatingPosition] = []
    let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) { stage.view.center.x = 110 }
    animator.startAnimation()
    try stage.scene.advance(toFrame: 6)
    #expect(animator.state == .inactive)
    let warnings = Diagnostics.capture {
      animator.addAnimations { stage.view.center.x = 10 }
      animator.addCompletion { positions.append($0) }
    }
    #expect(warnings.isEmpty && stage.view.center.x == 110, "kept for the next start, as UIKit does")
    animator.startAnimation()
    #expect(abs(try stage.x(atFrame: 9) - 70) < 1e-6)  // committed at frame 7: 0.2 of 0.5 s
    #expect(try stage.x(atFrame: 12) == 10)
    #expect(positions == [.end])
  }

  @Test func factorsAndDelaysOutOfRangeAreRepaired() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    var warnings = Diagnostics.capture { animator.startAnimation(afterDelay: -2) }
    #expect(warnings.count == 1 && animator.delay == 0)
    warnings = Diagnostics.capture {
      animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 3)  // clamped to 1: never fades
    }
    #expect(warnings.count == 1)
    #expect(try stage.layer(atFrame: 6).opacity == 1)
    animator.pauseAnimation()
    warnings = Diagnostics.capture {
      animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
    }
    #expect(warnings.count == 1 && animator.isRunning)
  }

  @Test func anAnimatorThatIsNotInterruptibleRunsToTheEnd() throws {
    let stage = try AnimatorStage()
    var positions: [ViewAnimatingPosition] = []
    let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) { stage.view.center.x = 110 }
    animator.isInterruptible = false
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    let warnings = Diagnostics.capture {
      animator.isInterruptible = true
      animator.pauseAnimation()
      animator.stopAnimation(true)
      animator.isReversed = true
    }
    #expect(warnings.count == 4 && !animator.isInterruptible && animator.isRunning)
    try stage.scene.advance(toFrame: 6)
    #expect(positions == [.end])
  }

  @Test func timingParametersRepairWhatUIKitWouldRaiseFor() {
    var result = Diagnostics.capture {
      CubicTimingParameters(controlPoint1: CGPoint(x: -0.5, y: 0), controlPoint2: CGPoint(x: 1.5, y: 1))
    }
    #expect(result.warnings.count == 1)
    #expect(
      result.result.controlPoint1 == CGPoint(x: 0, y: 0) && result.result.controlPoint2 == CGPoint(x: 1, y: 1)
    )
    result = Diagnostics.capture {
      CubicTimingParameters(controlPoint1: CGPoint(x: CGFloat.nan, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    }
    #expect(result.warnings.count == 1 && result.result.controlPoint1 == CGPoint(x: 0.42, y: 0))
    let spring = Diagnostics.capture {
      _ = SpringTimingParameters(mass: 0, stiffness: 100, damping: 10, initialVelocity: .zero)
      _ = SpringTimingParameters(dampingRatio: .nan)
      _ = SpringTimingParameters(
        dampingRatio: 0.5, initialVelocity: CGVector(dx: CGFloat.infinity, dy: 0))
      _ = SpringTimingParameters(duration: -1, bounce: 0.2)
    }
    #expect(spring.count == 4 && spring.allSatisfy { $0.kind == .invalidAnimation })
  }
}
