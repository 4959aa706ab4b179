import Diorama
import Foundation
import Testing

/// `View.animateKeyframes`: the keyframe animation built for each property (values and key times
/// worked out by hand from the keyframes), what each frame shows in every calculation mode, and
/// bad input. The view's centre starts at x = 10; committed at frame 1 of a 10 fps clock, frame
/// 1 + k shows the animation k/10 of the way through a 1 s run.
@Suite struct KeyframeBlockTests {
  private static let linearCurve = View.KeyframeAnimationOptions(
    rawValue: View.AnimationOptions.curveLinear.rawValue)

  @Test func keyTimesHoldGapsAndStartFromTheValueBeforeTheBlock() throws {
    let stage = try AnimatorStage()
    var finished: [(frame: Int?, flag: Bool)] = []
    View.animateKeyframes(
      withDuration: 1, delay: 0, options: Self.linearCurve,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { stage.view.center.x = 60 }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stage.view.alpha = 0 }
        View.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.2) { stage.view.center.x = 110 }
      },
      completion: { finished.append((stage.scene.clock.frameIndex, $0)) })
    #expect(stage.view.center.x == 110 && stage.view.alpha == 0, "the model takes the final values at once")
    let position = try #require(stage.view.layer.animation(forKey: "position") as? KeyframeAnimation)
    // Position: 10 at 0 (before the block), held until the first keyframe starts at 0.2, 60 at
    // its end 0.5, held until 0.7, 110 at 0.9, held until 1.
    let times = try #require(position.keyTimes)
    let expectedTimes = [0, 0.2, 0.5, 0.7, 0.9, 1]
    #expect(times.count == expectedTimes.count)
    for (time, expected) in zip(times, expectedTimes) { #expect(abs(time - expected) < 1e-12) }
    let xs = (position.values ?? []).compactMap { ($0 as? AnimationValue)?.point?.x }
    #expect(xs == [10, 10, 60, 60, 110, 110])
    #expect(position.calculationMode == .linear && position.timingFunction == .linear)
    let opacity = try #require(stage.view.layer.animation(forKey: "opacity") as? KeyframeAnimation)
    #expect(opacity.keyTimes == [0, 0.5, 1])
    #expect((opacity.values ?? []).compactMap { ($0 as? AnimationValue)?.scalar } == [1, 1, 0])
    // Frame by frame: x(0.3) = 10 + 50·(0.1/0.3), x(0.8) = 60 + 50·(0.1/0.2); alpha(0.7) = 1 − 0.2/0.5.
    #expect(abs(try stage.x(atFrame: 3) - 10) < 1e-6)
    #expect(abs(try stage.x(atFrame: 4) - (10 + 50.0 / 3)) < 1e-6)
    #expect(abs(try stage.x(atFrame: 7) - 60) < 1e-6)
    let eighth = try stage.layer(atFrame: 8)
    #expect(abs(eighth.position.x - 60) < 1e-6 && abs(eighth.opacity - 0.6) < 1e-6)
    #expect(abs(try stage.x(atFrame: 9) - 85) < 1e-6)
    #expect(try stage.x(atFrame: 11) == 110)
    #expect(finished.count == 1 && finished.first?.frame == 11 && finished.first?.flag == true)
  }

  @Test func theWholeAnimationEasesInAndOutByDefault() throws {
    let stage = try AnimatorStage()
    View.animateKeyframes(withDuration: 1, delay: 0) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.center.x = 110 }
    }
    for k in [2, 5, 7] {
      let expected = 10 + 100 * Oracle.bezier(0.42, 0, 0.58, 1, at: Double(k) / 10)
      #expect(abs(try stage.x(atFrame: 1 + k) - expected) < 1e-6)
    }
  }

  @Test func changesOutsideKeyframesSpanTheWholeDuration() throws {
    let stage = try AnimatorStage()
    stage.view.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
    View.animateKeyframes(withDuration: 1, delay: 0, options: Self.linearCurve) {
      stage.view.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { stage.view.center.x = 60 }
    }
    let color = try #require(stage.view.layer.animation(forKey: "backgroundColor") as? KeyframeAnimation)
    #expect(color.keyTimes == [0, 1])
    let position = try #require(stage.view.layer.animation(forKey: "position") as? KeyframeAnimation)
    #expect(position.keyTimes == [0, 0.5, 1])
    let red = try #require(try stage.layer(atFrame: 5).backgroundColor?.rgba8.r)
    #expect(abs(Int(red) - 102) <= 1, "0.4 of the way from black to red")
  }

  @Test func discretePacedAndCubicModesAsCoreAnimationComputesThem() throws {
    func run(_ mode: View.KeyframeAnimationOptions, frame: Int) throws -> Double {
      let stage = try AnimatorStage()
      View.animateKeyframes(
        withDuration: 1, delay: 0, options: mode.union(Self.linearCurve),
        animations: {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { stage.view.center.x = 30 }
          View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stage.view.center.x = 110 }
        })
      return try stage.x(atFrame: frame)
    }
    // Values 10, 30, 110 at key times 0, 0.5, 1.
    #expect(abs(try run(.calculationModeLinear, frame: 6) - 30) < 1e-6)
    // Discrete: each value from its key time on.
    #expect(try run(.calculationModeDiscrete, frame: 5) == 10)
    #expect(try run(.calculationModeDiscrete, frame: 7) == 30)
    // Paced: constant speed over the 100 points whatever the key times: 10 + 100·t.
    #expect(abs(try run(.calculationModePaced, frame: 6) - 60) < 1e-6)
    #expect(abs(try run(.calculationModePaced, frame: 3) - 30) < 1e-6)
    // Cubic (Catmull-Rom, ends duplicated): on the first segment, s = t/0.5, tangents 10 and 50,
    // Hermite at s = 0.4: 10·0.648 + 10·0.144 + 30·0.352 − 50·0.096 = 13.68.
    #expect(abs(try run(.calculationModeCubic, frame: 3) - 13.68) < 1e-6)
  }

  @Test func optionsCarryRepeatAutoreverseAndTheDelay() throws {
    let stage = try AnimatorStage()
    View.animateKeyframes(withDuration: 1, delay: 0.3, options: [.autoreverse, .repeat]) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0.5 }
    }
    let animation = try #require(stage.view.layer.animation(forKey: "opacity"))
    #expect(animation.autoreverses && animation.repeatCount == .infinity)
    #expect(try stage.layer(atFrame: 3).opacity == 1, "the old value shows during the delay")
  }

  @Test func badKeyframesAreRepairedWithAWarning() throws {
    let stage = try AnimatorStage()
    let warnings = Diagnostics.capture {
      View.animateKeyframes(withDuration: 1, delay: 0, options: Self.linearCurve) {
        View.addKeyframe(withRelativeStartTime: -0.5, relativeDuration: 0.4) { stage.view.center.x = 50 }
        View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.4) { stage.view.center.x = 90 }
        View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.5) { stage.view.alpha = 0 }
        View.addKeyframe(withRelativeStartTime: .nan, relativeDuration: .nan) {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            stage.view.layer.cornerRadius = 4
          }
        }
      }
    }
    // Clamped: (0, 0.4), (0.9, 0.1), (0, 1); the second x keyframe overlaps the first, so it
    // runs from 0.4 to 0.6; the nested keyframe belongs to its parent.
    #expect(warnings.count == 5 && warnings.allSatisfy { $0.kind == .invalidAnimation })
    let position = try #require(stage.view.layer.animation(forKey: "position") as? KeyframeAnimation)
    let times = try #require(position.keyTimes)
    for (time, expected) in zip(times, [0, 0.4, 0.6, 1.0]) { #expect(abs(time - expected) < 1e-12) }
    let opacity = try #require(stage.view.layer.animation(forKey: "opacity") as? KeyframeAnimation)
    #expect(opacity.keyTimes == [0, 0.9, 1])
    #expect(stage.view.layer.animation(forKey: "cornerRadius") != nil)
  }

  @Test func keyframesOutsideABlockOrWithoutDurationApplyAtOnce() throws {
    let stage = try AnimatorStage()
    let warnings = Diagnostics.capture {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.center.x = 50 }
    }
    #expect(warnings.count == 1 && stage.view.center.x == 50 && stage.view.layer.animationKeys() == nil)
    var finished: [Bool] = []
    View.animateKeyframes(
      withDuration: 0, delay: 0,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.center.x = 90 }
      }, completion: { finished.append($0) })
    #expect(stage.view.center.x == 90 && stage.view.layer.animationKeys() == nil)
    try stage.scene.advance(toFrame: 1)
    #expect(finished == [true])
  }
}
