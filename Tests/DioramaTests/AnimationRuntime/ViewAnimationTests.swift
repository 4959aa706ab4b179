import Diorama
import Foundation
import Testing

/// `View.animate` and its variants through real views and the clock.
@Suite struct ViewAnimationTests {
  @Test func viewBackedLayersDoNotAnimateOutsideBlocks() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    stage.view.alpha = 0.2
    stage.view.frame.origin.x = 50
    stage.view.layer.cornerRadius = 4
    #expect(stage.view.layer.animationKeys() == nil)
    let snapshot = try stage.snapshot(atFrame: 1)
    #expect(snapshot.position.x == 60 && abs(snapshot.opacity - 0.2) < 1e-6)
  }

  @Test func blockAnimatesFrameAlphaColourTransformAndCornerRadius() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let view = stage.view
    view.backgroundColor = .black
    var finished: Bool?
    View.animate(
      withDuration: 0.5, delay: 0, options: .curveLinear,
      animations: {
        view.frame = CGRect(x: 100, y: 40, width: 60, height: 40)
        view.alpha = 0
        view.backgroundColor = .white
        view.transform = Transform(rotationAngle: .pi / 2)
        view.layer.cornerRadius = 10
      }, completion: { finished = $0 })
    #expect(view.bounds.size == CGSize(width: 60, height: 40), "layout reads the final model value")
    #expect(try stage.snapshot(atFrame: 1).position.x == 10)
    let mid = try stage.snapshot(atFrame: 16)  // half way: 15 of 30 frames
    #expect(abs(mid.position.x - 70) < 1e-9)
    #expect(abs(mid.position.y - 35) < 1e-9)
    #expect(abs(mid.bounds.width - 40) < 1e-9 && abs(mid.bounds.height - 30) < 1e-9)
    #expect(abs(mid.opacity - 0.5) < 1e-6)
    #expect(abs(mid.backgroundColor!.red - 0.5) < 1e-9)
    #expect(abs(mid.cornerRadius - 5) < 1e-9)
    let angle = atan2(Double(mid.transform.m12), Double(mid.transform.m11))
    #expect(abs(angle - .pi / 4) < 1e-9)
    #expect(finished == nil)
    let end = try stage.snapshot(atFrame: 31)
    #expect(end.position.x == 130 && end.opacity == 0)
    #expect(finished == true)
  }

  @Test func hiddenIsNeverAnimated() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    View.animate(withDuration: 1) { stage.view.isHidden = true }
    #expect(stage.view.layer.animationKeys() == nil)
    #expect(try stage.scene.frame(at: 1).root.sublayers.isEmpty)
  }

  @Test func zeroOrNegativeDurationAppliesImmediatelyAndCompletesAfterTheNextFrame() throws {
    for duration in [0.0, -1.0] {
      let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      var finished: [Bool] = []
      View.animate(withDuration: duration, animations: { stage.view.alpha = 0.5 }) { finished.append($0) }
      #expect(stage.view.layer.animationKeys() == nil)
      #expect(finished.isEmpty)
      #expect(abs(try stage.snapshot(atFrame: 1).opacity - 0.5) < 1e-6)
      #expect(finished == [true])
    }
  }

  @Test func nanDurationWarnsAndAppliesImmediately() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let warnings = Diagnostics.capture {
      View.animate(withDuration: .nan) { stage.view.alpha = 0.5 }
    }
    #expect(warnings.map(\.kind) == [.invalidAnimation])
    #expect(stage.view.layer.animationKeys() == nil)
  }

  @Test(arguments: [Double.infinity, -.infinity])
  func infiniteDurationWarnsAndAppliesImmediately(duration: Double) throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var finished: [Bool] = []
    let warnings = Diagnostics.capture {
      View.animate(
        withDuration: duration, animations: { stage.view.alpha = 0.5 }, completion: { finished.append($0) })
    }
    #expect(warnings.map(\.kind) == [.invalidAnimation])
    #expect(warnings.first?.message.contains("finite") == true)
    #expect(stage.view.layer.animationKeys() == nil)
    #expect(abs(try stage.snapshot(atFrame: 1).opacity - 0.5) < 1e-6)
    #expect(finished == [true])
  }

  @Test func negativeDelayWarnsAndCountsAsZero() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let warnings = Diagnostics.capture {
      View.animate(withDuration: 0.5, delay: -2, options: .curveLinear, animations: { stage.view.alpha = 0 })
    }
    #expect(warnings.map(\.kind) == [.invalidAnimation])
    #expect(abs(try stage.snapshot(atFrame: 16).opacity - 0.5) < 1e-6)
  }

  @Test func delayShowsTheOldValueUntilTheAnimationStarts() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { stage.view.alpha = 0 })
    #expect(try stage.snapshot(atFrame: 30).opacity == 1)
    #expect(try stage.snapshot(atFrame: 31).opacity == 1)
    #expect(abs(try stage.snapshot(atFrame: 46).opacity - 0.5) < 1e-6)
    #expect(try stage.snapshot(atFrame: 61).opacity == 0)
  }

  @Test func performWithoutAnimationInsideABlockAppliesAtOnce() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    View.animate(withDuration: 1) {
      View.performWithoutAnimation { stage.view.alpha = 0.5 }
      stage.view.layer.cornerRadius = 8
    }
    #expect(stage.view.layer.animationKeys() == ["cornerRadius"])
  }

  @Test func removingAnimationsCompletesWithFalse() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var finished: [Bool] = []
    View.animate(withDuration: 1, animations: { stage.view.alpha = 0 }) { finished.append($0) }
    try stage.scene.advance(toFrame: 10)
    stage.view.layer.removeAllAnimations()
    #expect(finished.isEmpty)
    #expect(try stage.snapshot(atFrame: 11).opacity == 0, "the next frame shows the model value")
    #expect(finished == [false])
  }

  @Test func repeatingBlockNeverCompletes() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var finished: [Bool] = []
    View.animate(
      withDuration: 0.25, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { stage.view.alpha = 0 }, completion: { finished.append($0) })
    #expect(abs(try stage.snapshot(atFrame: 16).opacity - 0) < 1e-6)
    #expect(abs(try stage.snapshot(atFrame: 31).opacity - 1) < 1e-6, "autoreversed back")
    try stage.scene.advance(toFrame: 300)
    #expect(finished.isEmpty && stage.scene.hasRunningAnimations)
  }

  @Test func springVariantFollowsTheUIKitSpring() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    View.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      animations: { stage.view.center.x = 110 })
    let spring = try SpringParameters.uiKit(duration: 0.5, dampingRatio: 0.5)
    for frame in [1, 5, 10, 20, 30] {
      let progress = spring.progress(at: Double(frame - 1) / 60)
      expectClose(
        Double(try stage.snapshot(atFrame: frame).position.x), 10 + 100 * progress, "frame \(frame)")
    }
    #expect(try stage.snapshot(atFrame: 32).position.x == 110)
  }

  @Test func nestedBlocksInheritDurationAndCurve() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var inner: TimeInterval = 0
    View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      View.animate(withDuration: 0.1) {
        inner = View.inheritedAnimationDuration
        stage.view.alpha = 0
      }
    }
    #expect(inner == 2)
    let animation = try #require(stage.view.layer.animation(forKey: "opacity"))
    #expect(animation.duration == 2 && animation.timingFunction == .linear)
  }

  @Test func viewsAddedBeforeTheBlockAnimateFromTheValuesTheyWereGiven() throws {
    // UIKit animates a view added and then moved in a block (a toast sliding in) from the frame
    // it was given, even though it has not been on screen yet; a view made inside the block
    // appears as it is set.
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let newcomer = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    stage.view.addSubview(newcomer)
    var inside: View?
    View.animate(withDuration: 1) {
      newcomer.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
      stage.view.alpha = 0.5
      let made = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
      stage.view.addSubview(made)
      made.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
      inside = made
    }
    #expect(newcomer.layer.animationKeys() == ["bounds.size", "position"])
    #expect(stage.view.layer.animationKeys() == ["opacity"])
    #expect(inside?.layer.animationKeys() == nil)
  }

  @Test func borderAndShadowAnimateOnlyWhenAskedTo() throws {
    let stage = try ViewStage(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    View.animate(withDuration: 1) { stage.view.layer.borderWidth = 4 }
    #expect(stage.view.layer.animationKeys() == nil)
    View.animate(withDuration: 1, delay: 0, options: .animatesAllLayerProperties) {
      stage.view.layer.shadowOpacity = 0.5
    }
    #expect(stage.view.layer.animationKeys() == ["shadowOpacity"])
  }
}
