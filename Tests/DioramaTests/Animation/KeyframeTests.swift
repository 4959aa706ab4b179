import Foundation
import Testing

@testable import Diorama

@Suite struct KeyframeTests {
  private static func timingFunction(_ value: JSONValue) throws -> TimingFunction? {
    guard let name = value.string else { return nil }
    return TimingFunction(name: try #require(TimingFunction.Name(rawValue: name)))
  }

  private static func point(_ value: JSONValue) -> CGPoint {
    let components = value.doubles
    return CGPoint(x: components[0], y: components[1])
  }

  @Test func everyKeyframeCaseMatches() throws {
    let cases = AnimationFixture.section("keyframe_animations")["cases"].array
    #expect(cases.count == 10)
    var checked = 0
    for entry in cases {
      let name = entry["name"].string ?? "?"
      let mode = try #require(CalculationMode(rawValue: entry["calculationMode"].string ?? ""))
      let keyTimes = entry["keyTimes"].isNull ? nil : entry["keyTimes"].doubles
      let segmentCurves =
        entry["timingFunctions"].isNull
        ? nil : try entry["timingFunctions"].array.map { try #require(try Self.timingFunction($0)) }
      let curve = try Self.timingFunction(entry["animation_timingFunction"])
      let duration = try #require(entry["duration"].double)
      let values = entry["values"].array
      for sample in entry["samples"].array {
        let r = try #require(sample["t"].double) / duration
        expectClose(r, sample["p"].double, "\(name) r")
        // Paced modes skip the animation-level curve.
        let eased = mode.isPaced ? r : (curve?.progress(at: r) ?? r)
        expectClose(eased, sample["p_after_animation_timing_function"].double, "\(name) p")
        let expected = sample["value"]
        switch values.first {
        case .string?:
          let keyframes = Keyframes(
            values: values.compactMap(\.string), keyTimes: keyTimes, calculationMode: mode)
          #expect(
            try keyframes.discreteValue(atProgress: r, timingFunction: curve) == expected.string,
            "\(name) at \(r)")
        case .array?:
          let keyframes = Keyframes(
            values: values.map(Self.point), keyTimes: keyTimes, timingFunctions: segmentCurves,
            calculationMode: mode)
          let value = try keyframes.value(atProgress: r, timingFunction: curve)
          let reference = Self.point(expected)
          expectClose(Double(value.x), Double(reference.x), "\(name) x at \(r)")
          expectClose(Double(value.y), Double(reference.y), "\(name) y at \(r)")
        default:
          let keyframes = Keyframes(
            values: values.compactMap(\.double), keyTimes: keyTimes, timingFunctions: segmentCurves,
            calculationMode: mode)
          expectClose(
            try keyframes.value(atProgress: r, timingFunction: curve), expected.double, "\(name) at \(r)")
        }
        checked += 1
      }
    }
    #expect(checked == 60)
  }

  @Test func linearKeyframesWorkForValuesThatAreOnlyInterpolatable() throws {
    let transforms = Keyframes(values: [
      AffineComponents.identity, AffineDecomposition(rotation: .pi / 2).recomposed(),
    ])
    let middle = try transforms.value(atProgress: 0.5)
    #expect(abs(middle.a - cos(Double.pi / 4)) < 1e-12)
    let paced = Keyframes(values: [AffineComponents.identity, .identity], calculationMode: .paced)
    #expect(throws: AnimationError.self) { try paced.value(atProgress: 0.5) }
  }

  @Test func singleValueHoldsForEveryProgressAndMode() throws {
    for mode in CalculationMode.allCases {
      let keyframes = Keyframes(values: [42.0], calculationMode: mode)
      for progress in [-1.0, 0, 0.3, 1, 2] { #expect(try keyframes.value(atProgress: progress) == 42) }
    }
  }

  @Test func pacedKeyframesWithCoincidentValuesSpaceEvenly() throws {
    let keyframes = Keyframes(values: [5.0, 5, 5], calculationMode: .paced)
    #expect(keyframes.pacedKeyTimes == [0, 0.5, 1])
    #expect(try keyframes.value(atProgress: 0.7) == 5)
  }

  @Test func pacedKeyframesIgnoreKeyTimesAndTimingFunctions() throws {
    let plain = Keyframes(values: [0.0, 10, 30], calculationMode: .paced)
    let decorated = Keyframes(
      values: [0.0, 10, 30], keyTimes: [0, 0.9, 1], timingFunctions: [.easeIn, .easeOut],
      calculationMode: .paced)
    for step in 0...20 {
      let r = Double(step) / 20
      let value = try decorated.value(atProgress: r, timingFunction: .easeInEaseOut)
      #expect(value == (try plain.value(atProgress: r)))
      #expect(abs(value - 30 * r) < 1e-9, "paced motion has constant speed")
    }
  }

  @Test func cubicKeyframesPassThroughEveryValueAtItsKeyTime() throws {
    let keyframes = Keyframes(
      values: [0.0, 100, 50, 200], keyTimes: [0, 0.2, 0.7, 1], calculationMode: .cubic)
    for (time, value) in zip([0, 0.2, 0.7, 1], [0.0, 100, 50, 200]) {
      #expect(abs(try keyframes.value(atProgress: time) - value) < 1e-9)
    }
  }

  @Test func cubicKeyframesReproduceCatmullRomOnEvenKeyTimes() throws {
    let values = [0.0, 10, 40, 20]
    let keyframes = Keyframes(values: values, calculationMode: .cubic)
    // Segment 1 (10 → 40) at s = 0.5: tangents (40 − 0)/2 = 20 and (20 − 10)/2 = 5.
    let s = 0.5
    let hermite =
      (2 * s * s * s - 3 * s * s + 1) * 10 + (s * s * s - 2 * s * s + s) * 20 + (-2 * s * s * s + 3 * s * s)
      * 40
      + (s * s * s - s * s) * 5
    #expect(abs(try keyframes.value(atProgress: 0.5) - hermite) < 1e-9)
    // The end tangent uses the duplicated end point: (10 − 0)/2 at the start.
    let start = 0.05
    let local = start * 3
    let first =
      (local * local * local - 2 * local * local + local) * 5
      + (-2 * local * local * local + 3 * local * local) * 10
      + (local * local * local - local * local) * 20
    #expect(abs(try keyframes.value(atProgress: start) - first) < 1e-9)
  }

  @Test func cubicTensionOneDegeneratesToSmoothStepSegments() throws {
    let keyframes = Keyframes(values: [0.0, 10, 40], calculationMode: .cubic, tensionValues: [1, 1, 1])
    let s = 0.25
    let expected = 10 * (-2 * s * s * s + 3 * s * s)
    #expect(abs(try keyframes.value(atProgress: s / 2) - expected) < 1e-9)
  }

  @Test func cubicPacedPassesThroughValuesAtPacedKeyTimes() throws {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 100)]
    let keyframes = Keyframes(values: points, calculationMode: .cubicPaced)
    #expect(keyframes.pacedKeyTimes == [0, 50.0 / 110, 1])
    let middle = try keyframes.value(atProgress: 50.0 / 110)
    #expect(abs(middle.x - 30) < 1e-9 && abs(middle.y - 40) < 1e-9)
  }

  @Test func overshootingAnimationCurveExtrapolatesTheEndSegments() throws {
    let keyframes = Keyframes(values: [0.0, 10, 20])
    #expect(abs(try keyframes.value(atProgress: 1.5) - 30) < 1e-12)
    #expect(abs(try keyframes.value(atProgress: -0.5) + 10) < 1e-12)
  }

  @Test func zeroLengthSegmentJumpsToTheNextValue() throws {
    let keyframes = Keyframes(values: [0.0, 10, 50, 60], keyTimes: [0, 0.5, 0.5, 1])
    #expect(try keyframes.value(atProgress: 0.4999) < 10)
    #expect(try keyframes.value(atProgress: 0.5) == 50)
  }

  @Test func malformedKeyframesThrowClearErrors() {
    let cases: [Keyframes<Double>] = [
      Keyframes(values: []),
      Keyframes(values: [0, 1, 2], keyTimes: [0, 1]),
      Keyframes(values: [0, 1, 2], keyTimes: [0.1, 0.5, 1]),
      Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 0.9]),
      Keyframes(values: [0, 1, 2], keyTimes: [0, 0.6, 0.5, 1], calculationMode: .discrete),
      Keyframes(values: [0, 1, 2], keyTimes: [0, .nan, 1]),
      Keyframes(values: [0, 1, 2], keyTimes: [0, 1.5, 1]),
      Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 0.9, 0.95], calculationMode: .discrete),
      Keyframes(values: [0, 1, 2], timingFunctions: [.easeIn]),
      Keyframes(values: [0, 1, 2], calculationMode: .cubic, biasValues: [0, 0]),
      Keyframes(values: [0, 1, 2], calculationMode: .cubic, tensionValues: [0, .infinity, 0]),
    ]
    for keyframes in cases {
      #expect(throws: AnimationError.self, "\(keyframes)") { try keyframes.value(atProgress: 0.5) }
    }
    let valid = Keyframes(values: [0.0, 1])
    #expect(throws: AnimationError.self) { try valid.value(atProgress: .nan) }
    #expect(throws: AnimationError.self) { try Keyframes(values: ["a"]).discreteValue(atProgress: .nan) }
    // Paced modes ignore key times, so key times that would be wrong elsewhere are accepted.
    #expect(
      (try? Keyframes(values: [0.0, 1, 2], keyTimes: [0.3], calculationMode: .paced).value(atProgress: 0.5))
        == 1)
  }
}
