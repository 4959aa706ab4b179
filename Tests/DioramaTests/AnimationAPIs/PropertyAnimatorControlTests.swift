import Diorama
import Foundation
import Testing

/// Pausing, scrubbing, reversing, adding, stopping, finishing and re-timing a
/// `ViewPropertyAnimator`, and its interplay with `View.animate`. The view's centre runs from
/// x = 10 to 110, so x = 10 + 100 · progress.
@Suite struct PropertyAnimatorControlTests {
  @Test func scrubbingMovesTheViewsLinearlyOrAlongTheCurve() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 110 }
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
    animator.fractionComplete = 0.25
    #expect(try stage.x(atFrame: 1) == 35)
    animator.fractionComplete = 0.6
    #expect(abs(try stage.x(atFrame: 2) - 70) < 1e-6)
    animator.fractionComplete = 0.3
    #expect(abs(try stage.x(atFrame: 3) - 40) < 1e-6)
    #expect(animator.fractionComplete == 0.3)
    // Scrubbing along the curve instead.
    let curved = try AnimatorStage()
    let second = ViewPropertyAnimator(duration: 1, curve: .easeInOut) { curved.view.center.x = 110 }
    second.scrubsLinearly = false
    second.fractionComplete = 0.3
    let eased = 10 + 100 * Oracle.bezier(0.42, 0, 0.58, 1, at: 0.3)
    #expect(abs(try curved.x(atFrame: 1) - eased) < 1e-6)
    // Resumed, it carries on along the same curve from 0.3: frame 2 is the commit, 0.3 at t = 0.2.
    second.startAnimation()
    #expect(abs(try curved.x(atFrame: 2) - eased) < 1e-6)
    for k in [2, 5] {
      let expected = 10 + 100 * Oracle.bezier(0.42, 0, 0.58, 1, at: 0.3 + Double(k) / 10)
      #expect(abs(try curved.x(atFrame: 2 + k) - expected) < 1e-6)
    }
  }

  @Test func resumingAfterALinearScrubRunsTheCurveOverWhatIsLeft() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .easeIn) { stage.view.center.x = 110 }
    animator.fractionComplete = 0.5
    #expect(try stage.x(atFrame: 1) == 60)
    animator.startAnimation()
    // From 60 to 110 in the 0.5 s left, eased in over that run: 60 + 50·easeIn(k/5).
    for k in 0...5 {
      let expected = 60 + 50 * Oracle.bezier(0.42, 0, 1, 1, at: Double(k) / 5)
      #expect(abs(try stage.x(atFrame: 2 + k) - expected) < 1e-6, "frame \(2 + k)")
    }
  }

  @Test func reversingTurnsTheRunRoundAndFinishesAtTheStart() throws {
    let stage = try AnimatorStage()
    var finished: [(frame: Int?, position: ViewAnimatingPosition)] = []
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    animator.addCompletion { finished.append((stage.scene.clock.frameIndex, $0)) }
    animator.startAnimation()
    var reportedFraction: CGFloat = -1
    try stage.scene.schedule(at: 0.5) {
      animator.isReversed = true  // 0.4 s into the run
      reportedFraction = animator.fractionComplete
    }
    #expect(abs(try stage.x(atFrame: 4) - 40) < 1e-6)
    #expect(abs(try stage.x(atFrame: 5) - 50) < 1e-6)
    #expect(abs(reportedFraction - 0.6) < 1e-6, "reversed, the fraction measures the way back")
    #expect(abs(try stage.x(atFrame: 7) - 30) < 1e-6)
    #expect(try stage.x(atFrame: 9) == 10)
    #expect(finished.count == 1 && finished.first?.frame == 9 && finished.first?.position == .start)
    #expect(stage.view.center.x == 10, "finishing at the start puts the model back")
    #expect(try stage.x(atFrame: 10) == 10)
  }

  @Test func viewAnimateAddsOnTopOfARunningAnimator() throws {
    // The animator moves the centre 10 → 110 over 1 s from t = 0.1; half way (t = 0.6) a linear
    // 1 s View.animate moves it on to 210. Both are additive on the model (210): at the
    // animator's time τ and the block's τ' = τ − 0.5, x = 210 − 100(1 − τ) − 100(1 − τ').
    let stage = try AnimatorStage()
    var events: [String] = []
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    animator.addCompletion { events.append("animator \($0) at \(stage.scene.clock.frameIndex ?? -1)") }
    animator.startAnimation()
    try stage.scene.schedule(at: 0.6) {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.center.x = 210 },
        completion: { events.append("block \($0) at \(stage.scene.clock.frameIndex ?? -1)") })
    }
    #expect(abs(try stage.x(atFrame: 6) - 60) < 1e-6)
    #expect(abs(try stage.x(atFrame: 9) - 120) < 1e-6)
    #expect(abs(try stage.x(atFrame: 11) - 160) < 1e-6)
    #expect(abs(try stage.x(atFrame: 13) - 180) < 1e-6)
    #expect(try stage.x(atFrame: 16) == 210)
    #expect(events == ["animator end at 11", "block true at 16"])
  }

  @Test func anAbsolutePropertyTakenOverByViewAnimateLeavesTheAnimatorRunning() throws {
    let stage = try AnimatorStage()
    var positions: [ViewAnimatingPosition] = []
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
      stage.view.alpha = 0
      stage.view.center.x = 110
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    try stage.scene.schedule(at: 0.6) {
      View.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 1 })
    }
    #expect(abs(try stage.layer(atFrame: 5).opacity - 0.6) < 1e-6)
    // The block replaces the opacity animation: from the old model value 0 to 1 over 0.2 s.
    let seventh = try stage.layer(atFrame: 7)
    #expect(abs(seventh.opacity - 0.5) < 1e-6)
    #expect(abs(seventh.position.x - 70) < 1e-6)
    try stage.scene.advance(toFrame: 11)
    #expect(positions == [.end])
  }

  @Test func animationsAddedMidFlightRunOverTheTimeLeftAfterTheirDelay() throws {
    // Added at τ = 0.2 with delay factor 0.5, the fade waits half the 0.8 s left and runs from
    // τ = 0.6 to 1: opacity 1 − (τ − 0.6)/0.4.
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    animator.startAnimation()
    try stage.scene.schedule(at: 0.3) {
      animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.5)
    }
    #expect(try stage.layer(atFrame: 5).opacity == 1)
    #expect(try stage.layer(atFrame: 7).opacity == 1)
    #expect(abs(try stage.layer(atFrame: 9).opacity - 0.5) < 1e-6)
    #expect(abs(try stage.layer(atFrame: 10).opacity - 0.25) < 1e-6)
    #expect(try stage.layer(atFrame: 11).opacity == 0)
    #expect(try stage.layer(atFrame: 12).opacity == 0)
  }

  @Test func stoppingKeepsTheCurrentValuesAndFinishingMovesToThePositionAsked() throws {
    for (position, expected) in [(ViewAnimatingPosition.current, 50.0), (.start, 10), (.end, 110)] {
      let stage = try AnimatorStage()
      var finished: [ViewAnimatingPosition] = []
      let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
      animator.addCompletion { finished.append($0) }
      animator.startAnimation()
      try stage.scene.advance(toFrame: 5)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped && !animator.isRunning)
      #expect(abs(stage.view.center.x - 50) < 1e-6 && stage.view.layer.animationKeys() == nil)
      #expect(abs(animator.fractionComplete - 0.4) < 1e-6)
      #expect(abs(try stage.x(atFrame: 6) - 50) < 1e-6)
      animator.finishAnimation(at: position)
      #expect(animator.state == .inactive)
      #expect(abs(stage.view.center.x - expected) < 1e-6)
      #expect(finished.isEmpty, "completions run in the next post-render phase")
      try stage.scene.advance(toFrame: 7)
      #expect(finished == [position])
    }
  }

  @Test func stoppingWithoutFinishingDropsTheCompletions() throws {
    let stage = try AnimatorStage()
    var finished = 0
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    animator.addCompletion { _ in finished += 1 }
    animator.startAnimation()
    try stage.scene.advance(toFrame: 3)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive && abs(stage.view.center.x - 30) < 1e-6)
    try stage.scene.advance(toFrame: 20)
    #expect(finished == 0)
    #expect(abs(try stage.x(atFrame: 21) - 30) < 1e-6)
  }

  @Test func pausingOnCompletionKeepsTheAnimatorToRunItBack() throws {
    let stage = try AnimatorStage()
    var finished: [(frame: Int?, position: ViewAnimatingPosition)] = []
    let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear) { stage.view.center.x = 110 }
    animator.pausesOnCompletion = true
    animator.addCompletion { finished.append((stage.scene.clock.frameIndex, $0)) }
    animator.startAnimation()
    try stage.scene.advance(toFrame: 8)
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
    #expect(finished.isEmpty && stage.view.layer.animationKeys() != nil)
    animator.pausesOnCompletion = false
    animator.isReversed = true
    animator.startAnimation()
    // Committed at frame 9: back from 110 to 10 in 0.5 s.
    #expect(try stage.x(atFrame: 9) == 110)
    #expect(abs(try stage.x(atFrame: 11) - 70) < 1e-6)
    #expect(try stage.x(atFrame: 14) == 10)
    #expect(finished.count == 1 && finished.first?.frame == 14 && finished.first?.position == .start)
  }

  @Test func continuingWithASpringFinishesAScrubbedTransition() throws {
    // Scrubbed to half way, continued with a critically damped spring (mass 1, stiffness 100,
    // damping 20): the last half runs as 60 + 50(1 − (1 + 10t)e^(−10t)) until the spring settles
    // (1.0 s).
    let stage = try AnimatorStage()
    var finished: [Int?] = []
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    animator.addCompletion { _ in finished.append(stage.scene.clock.frameIndex) }
    animator.fractionComplete = 0.5
    try stage.scene.advance(toFrame: 1)
    animator.continueAnimation(
      withTimingParameters: SpringTimingParameters(
        mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero),
      durationFactor: 0)
    #expect(animator.isRunning)
    for k in 0..<10 {
      let t = Double(k) / 10
      let expected = 60 + 50 * (1 - Oracle.springDisplacement(mass: 1, stiffness: 100, damping: 20, at: t))
      #expect(abs(try stage.x(atFrame: 2 + k) - expected) < 1e-6)
    }
    try stage.scene.advance(toFrame: 12)
    #expect(finished == [12])
  }

  @Test func aDurationFactorSetsTheTimeLeft() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
    animator.fractionComplete = 0.2
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    // The 0.8 left takes 2 s: 30 + 80·(t/2).
    #expect(try stage.x(atFrame: 1) == 30)
    #expect(abs(try stage.x(atFrame: 6) - 50) < 1e-6)
    #expect(try stage.x(atFrame: 21) == 110)
  }
}

/// An interactive-looking transition: a display link scrubs a paused animator forward and back
/// along the clock, as a pan gesture would.
@Suite struct ScrubbedByDisplayLinkTests {
  @Test func aDisplayLinkScrubsForwardAndBack() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 110 }
    animator.pauseAnimation()
    // Forward over the first second, back over the next: f(t) = 1 − |1 − t|.
    let link = DisplayLink { link in
      animator.fractionComplete = CGFloat(1 - abs(1 - min(link.targetTimestamp, 2)))
    }
    link.add(to: stage.scene)
    for frame in [1, 4, 10, 13, 17, 20] {
      let t = Double(frame) / 10
      #expect(abs(try stage.x(atFrame: frame) - (10 + 100 * (1 - abs(1 - t)))) < 1e-6, "frame \(frame)")
    }
    link.invalidate()
    #expect(animator.state == .active && !animator.isRunning)
  }
}
