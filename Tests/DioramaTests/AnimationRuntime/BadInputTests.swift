import Diorama
import Foundation
import Testing

/// Animations that cannot run get typed errors from `validate(for:)`, and `add(_:forKey:)` ignores
/// them with a warning.
@Suite struct BadInputTests {
  private func expectRejected(
    _ animation: Animation, on layer: Layer = Layer(), _ error: AnimationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: error, sourceLocation: sourceLocation) { try animation.validate(for: layer) }
    let warnings = Diagnostics.capture { layer.add(animation, forKey: "bad") }
    #expect(warnings.map(\.kind) == [.invalidAnimation], sourceLocation: sourceLocation)
    #expect(layer.animationKeys() == nil, sourceLocation: sourceLocation)
  }

  @Test func frameAndUnknownKeyPathsAreNotAnimatable() {
    expectRejected(BasicAnimation(keyPath: "frame"), .notAnimatable(keyPath: "frame"))
    expectRejected(BasicAnimation(keyPath: "wobble"), .notAnimatable(keyPath: "wobble"))
    expectRejected(BasicAnimation(keyPath: "position.z"), .notAnimatable(keyPath: "position.z"))
    expectRejected(BasicAnimation(keyPath: nil), .notAnimatable(keyPath: ""))
  }

  @Test func propertiesOfOtherLayerClassesAreNotAnimatable() {
    expectRejected(BasicAnimation(keyPath: "strokeEnd"), .notAnimatable(keyPath: "strokeEnd"))
    #expect(throws: Never.self) { try BasicAnimation(keyPath: "strokeEnd").validate(for: ShapeLayer()) }
  }

  @Test func valuesOfTheWrongTypeAreRejected() {
    let animation = BasicAnimation(keyPath: "position")
    animation.toValue = 3.0
    expectRejected(animation, .mismatchedValue(keyPath: "position", expected: .point, found: "Double"))
    let nan = BasicAnimation(keyPath: "opacity")
    nan.toValue = Double.nan
    expectRejected(nan, .mismatchedValue(keyPath: "opacity", expected: .scalar, found: "Double"))
  }

  @Test func negativeNaNAndInfiniteDurationsAreRejected() {
    for duration in [-1.0, .nan, .infinity] {
      let animation = BasicAnimation(keyPath: "opacity")
      animation.duration = duration
      #expect(throws: AnimationError.self) { try animation.validate(for: Layer()) }
    }
    let negative = BasicAnimation(keyPath: "opacity")
    negative.duration = -1
    expectRejected(negative, .invalidDuration(-1))
  }

  @Test func malformedKeyframesAndTimingAreRejected() {
    let keyframes = KeyframeAnimation(keyPath: "opacity")
    keyframes.values = [0.0, 1.0]
    keyframes.keyTimes = [0, 0.5, 1]
    expectRejected(keyframes, .invalidKeyframes(reason: "3 key times for 2 values; linear needs 2"))
    let paced = KeyframeAnimation(keyPath: "transform")
    paced.values = [Transform.identity, Transform(rotationAngle: 1)]
    paced.calculationMode = .paced
    #expect(throws: AnimationError.self) { try paced.validate(for: Layer()) }
    let repeats = BasicAnimation(keyPath: "opacity")
    repeats.repeatCount = -2
    expectRejected(repeats, .invalidTimingProperty(property: "repeatCount", value: -2))
  }

  @Test func valueReadsReturnNilForKeyPathsTheLayerDoesNotHave() {
    let layer = Layer()
    layer.position = CGPoint(x: 3, y: 4)
    #expect(layer.value(forKeyPath: "position.y") == .scalar(4))
    #expect(layer.value(forKeyPath: "strokeEnd") == nil)
    #expect(layer.value(forKeyPath: "frame") == nil)
  }
}
