import Diorama
import Foundation
import Testing

/// The values a `ViewPropertyAnimator` shows frame by frame for each kind of timing, against a
/// Bézier solved by bisection and the closed-form damped oscillator.
@Suite struct PropertyAnimatorTimingTests {
  @Test func controlPointsFollowTheBezierCurve() throws {
    let stage = try AnimatorStage()
    var finished: [(frame: Int?, position: ViewAnimatingPosition)] = []
    let animator = ViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1)
    ) { stage.view.center.x = 110 }
    animator.addCompletion { finished.append((stage.scene.clock.frameIndex, $0)) }
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(stage.view.center.x == 110, "the model takes the new value at once")
    for k in [0, 1, 3, 5, 8] {
      let expected = 10 + 100 * Oracle.bezier(0.25, 0.1, 0.25, 1, at: Double(k) / 10)
      #expect(abs(try stage.x(atFrame: 1 + k) - expected) < 1e-6, "frame \(1 + k)")
    }
    #expect(try stage.x(atFrame: 11) == 110)
    #expect(finished.count == 1 && finished.first?.frame == 11 && finished.first?.position == .end)
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(stage.view.layer.animationKeys() == nil)
  }

  @Test func builtInCurvesAreUIKitsBeziers() throws {
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 1, curve: .easeIn) { stage.view.center.x = 110 }
    animator.startAnimation()
    for k in [2, 4, 9] {
      let expected = 10 + 100 * Oracle.bezier(0.42, 0, 1, 1, at: Double(k) / 10)
      #expect(abs(try stage.x(atFrame: 1 + k) - expected) < 1e-6)
    }
    let defaults = CubicTimingParameters()
    #expect(defaults.animationCurve == .easeInOut && defaults.timingCurveType == .builtin)
    #expect(
      defaults.controlPoint1 == CGPoint(x: 0.42, y: 0) && defaults.controlPoint2 == CGPoint(x: 0.58, y: 1))
  }

  @Test func runningAnimatorStartsAfterItsDelayWithTheOptionsCurve() throws {
    let stage = try AnimatorStage()
    var finished: [Int?] = []
    let animator = ViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0.2, options: [.curveLinear],
      animations: { stage.view.center.x = 110 },
      completion: { _ in finished.append(stage.scene.clock.frameIndex) })
    #expect(animator.isRunning && animator.delay == 0.2)
    // Committed at t = 0.1, the run starts at 0.3 s (frame 3) and ends at 1.3 s (frame 13).
    #expect(try stage.x(atFrame: 2) == 10)
    #expect(try stage.x(atFrame: 3) == 10)
    #expect(abs(try stage.x(atFrame: 8) - 60) < 1e-6)
    #expect(try stage.x(atFrame: 13) == 110)
    #expect(finished == [13])
  }

  @Test(arguments: [(damping: 10.0, settlingFrames: 15), (damping: 20.0, settlingFrames: 10)])
  func physicalSpringsRunInRealSecondsUntilTheySettle(damping: Double, settlingFrames: Int) throws {
    // Mass 1 and stiffness 100: ω₀ = 10. Damping 10 is under-damped (ζ = 0.5; it settles within
    // 0.001 after ln((1 + B)/0.001)/(ζω₀) = 1.4727 s, B = ζω₀/ω_d); damping 20 is critically
    // damped ((1 + 10t)e^(−10t) < 0.001 from t = 1.0 s on). The animator's own duration is ignored.
    let stage = try AnimatorStage()
    var finished: [Int?] = []
    let spring = SpringTimingParameters(
      mass: 1, stiffness: 100, damping: CGFloat(damping), initialVelocity: .zero)
    let animator = ViewPropertyAnimator(duration: 0.3, timingParameters: spring)
    animator.addAnimations { stage.view.center.x = 110 }
    animator.addCompletion { _ in finished.append(stage.scene.clock.frameIndex) }
    animator.startAnimation()
    for k in 0..<settlingFrames {
      let t = Double(k) / 10
      let expected =
        10 + 100 * (1 - Oracle.springDisplacement(mass: 1, stiffness: 100, damping: damping, at: t))
      #expect(abs(try stage.x(atFrame: 1 + k) - expected) < 1e-6, "t = \(t)")
    }
    #expect(abs(try stage.x(atFrame: 1 + settlingFrames) - 110) < 0.1)
    #expect(finished == [1 + settlingFrames])
  }

  @Test func aDampingRatioSpringSettlesByTheAnimatorsDuration() throws {
    // UIKit fits the spring to the duration: for ratio 1 and no velocity, ω solves
    // (1 + ω·d) e^(−ω·d) = 0.001 with d = 0.8 s (found here by bisection), and the view moves
    // as 1 − (1 + ωt) e^(−ωt).
    var low = 1.0
    var high = 100.0
    for _ in 0..<200 {
      let omega = (low + high) / 2
      if (1 + omega * 0.8) * exp(-omega * 0.8) > 0.001 { low = omega } else { high = omega }
    }
    let omega = (low + high) / 2
    let stage = try AnimatorStage()
    let animator = ViewPropertyAnimator(duration: 0.8, dampingRatio: 1) { stage.view.center.x = 110 }
    animator.startAnimation()
    for k in 1...8 {
      let t = Double(k) / 10
      let expected = 10 + 100 * (1 - (1 + omega * t) * exp(-omega * t))
      #expect(abs(try stage.x(atFrame: 1 + k) - expected) < 1e-4, "t = \(t)")
    }
    #expect(try stage.x(atFrame: 10) == 110)
    #expect(animator.state == .inactive)
  }

  @Test func theDefaultSpringIsUIKitsSystemSpring() throws {
    // Mass 3, stiffness 1000, damping 500: damping ratio 500/(2√3000) = 4.56, evaluated critically
    // damped at ω₀ = √(1000/3) as Core Animation does; x(0.5) = 1.1e-3 and x(0.6) = 2.1e-4, so it
    // settles at 0.6 s, whatever the animator's duration.
    let stage = try AnimatorStage()
    var finished: [Int?] = []
    let animator = ViewPropertyAnimator(duration: 5, timingParameters: SpringTimingParameters())
    animator.addAnimations { stage.view.center.x = 110 }
    animator.addCompletion { _ in finished.append(stage.scene.clock.frameIndex) }
    animator.startAnimation()
    let omega = (1000.0 / 3).squareRoot()
    let expected = 10 + 100 * (1 - (1 + omega * 0.3) * exp(-omega * 0.3))
    #expect(abs(try stage.x(atFrame: 4) - expected) < 1e-6)
    try stage.scene.advance(toFrame: 7)
    #expect(finished == [7])
  }
}
