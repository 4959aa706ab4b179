import Testing

@testable import Diorama

/// The additive-composition maths behind interrupting a UIView-style animation: position.y goes
/// 0 → 100 at t = 0 and back to 0 at t = 0.5, each change animating for 1 s with easeInEaseOut.
/// The layer and transaction bookkeeping (which animation is removed, completion flags) belongs to
/// the runtime; here the fold of §1.3 is done by hand with the pure value types.
@Suite struct InterruptionTests {
  private let section = AnimationFixture.section("interruption_examples")
  private let curve = TimingFunction.easeInEaseOut

  private func easedProgress(at time: Double, begin: Double) throws -> Double? {
    let timing = MediaTiming(beginTime: begin, duration: 1, fillMode: .both)
    guard let r = try timing.state(atParentTime: time).progress else { return nil }
    return curve.progress(at: r)
  }

  private func model(at time: Double) -> Double { time < 0.5 ? 100 : 0 }

  @Test func additiveAnimationsSumOnTopOfTheModel() throws {
    let times = section["t"].doubles
    let expected = section["additive"].doubles
    #expect(times.count == 9 && expected.count == 9)
    // Each change adds (old − new) → 0 on top of the model; both keep running.
    let first = BasicAnimationValues<Double>(fromValue: 0 - 100, toValue: 0)
    let second = BasicAnimationValues<Double>(fromValue: 100 - 0, toValue: 0)
    for (time, reference) in zip(times, expected) {
      var value = model(at: time)
      if time <= 1, let p = try easedProgress(at: time, begin: 0) {
        value = first.presentationValue(atProgress: p, underlying: value, isAdditive: true)
      }
      if time >= 0.5, time <= 1.5, let p = try easedProgress(at: time, begin: 0.5) {
        value = second.presentationValue(atProgress: p, underlying: value, isAdditive: true)
      }
      expectClose(value, reference, "additive at \(time)")
    }
  }

  @Test func beginFromCurrentStateStartsFromThePresentationValue() throws {
    let times = section["t"].doubles
    let expected = section["beginFromCurrentState"].doubles
    let first = BasicAnimationValues<Double>(fromValue: 0, toValue: 100)
    let presentationAtInterrupt = first.value(
      atProgress: try #require(try easedProgress(at: 0.5, begin: 0)), underlying: 100)
    let second = BasicAnimationValues<Double>(fromValue: presentationAtInterrupt, toValue: 0)
    for (time, reference) in zip(times, expected) {
      let value: Double
      if time < 0.5 {
        value = first.presentationValue(
          atProgress: try #require(try easedProgress(at: time, begin: 0)), underlying: 100, isAdditive: false)
      } else if time <= 1.5 {
        value = second.presentationValue(
          atProgress: try #require(try easedProgress(at: time, begin: 0.5)), underlying: 0, isAdditive: false)
      } else {
        value = model(at: time)
      }
      expectClose(value, reference, "beginFromCurrentState at \(time)")
    }
  }

  @Test func absoluteInterruptionJumpsToTheOldModelValue() throws {
    let times = section["t"].doubles
    let expected = section["absolute_without_beginFromCurrentState"].doubles
    let first = BasicAnimationValues<Double>(fromValue: 0, toValue: 100)
    let second = BasicAnimationValues<Double>(fromValue: 100, toValue: 0)
    for (time, reference) in zip(times, expected) {
      let value: Double
      if time < 0.5 {
        value = first.value(atProgress: try #require(try easedProgress(at: time, begin: 0)), underlying: 100)
      } else if time <= 1.5 {
        value = second.value(atProgress: try #require(try easedProgress(at: time, begin: 0.5)), underlying: 0)
      } else {
        value = model(at: time)
      }
      expectClose(value, reference, "absolute at \(time)")
    }
  }

  @Test func basicValueRulesResolveMissingEndpoints() {
    let u = 10.0
    func ends(_ values: BasicAnimationValues<Double>, previous: Double? = nil) -> [Double] {
      let (start, end) = values.endpoints(underlying: u, previous: previous)
      return [start, end]
    }
    #expect(ends(.init(fromValue: 1, toValue: 2)) == [1, 2])
    #expect(ends(.init(fromValue: 1, byValue: 5)) == [1, 6])
    #expect(ends(.init(toValue: 2, byValue: 5)) == [-3, 2])
    #expect(ends(.init(fromValue: 1)) == [1, 10])
    #expect(ends(.init(toValue: 2)) == [10, 2])
    #expect(ends(.init(byValue: 5)) == [10, 15])
    #expect(ends(.init()) == [10, 10])
    #expect(ends(.init(), previous: 4) == [4, 10])
    #expect(ends(.init(fromValue: 1, toValue: 2, byValue: 100)) == [1, 2])
  }

  @Test func cumulativeRepeatsAddTheEndValuePerIteration() {
    let values = BasicAnimationValues<Double>(fromValue: 0, toValue: 10)
    #expect(values.value(atProgress: 0.5, underlying: 0, cumulativeIteration: 2) == 25)
    #expect(values.presentationValue(atProgress: 0.5, underlying: 100, isAdditive: true) == 105)
    #expect(values.presentationValue(atProgress: 0.5, underlying: 100, isAdditive: false) == 5)
  }
}
