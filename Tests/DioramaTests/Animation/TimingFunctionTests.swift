import Testing

@testable import Diorama

@Suite struct TimingFunctionTests {
  private let section = AnimationFixture.section("timing_functions")

  @Test func everyReferenceCurveMatchesAtEveryInput() throws {
    let inputs = section["x"].doubles
    let functions = section["functions"].array
    #expect(inputs.count == 21)
    #expect(functions.count == 10)
    for entry in functions {
      let points = entry["control_points"].doubles
      try #require(points.count == 4)
      let curve = try TimingFunction(controlPoints: points[0], points[1], points[2], points[3])
      let expected = entry["y"].doubles
      try #require(expected.count == inputs.count)
      for (x, y) in zip(inputs, expected) {
        expectClose(curve.progress(at: x), y, "\(entry["name"].string ?? "?") at \(x)")
      }
    }
  }

  @Test func namedCurvesHaveTheReferenceControlPoints() throws {
    for entry in section["functions"].array where entry["kind"].string == "named" {
      let name = try #require(TimingFunction.Name(rawValue: entry["name"].string ?? ""))
      let curve = TimingFunction(name: name)
      #expect([curve.x1, curve.y1, curve.x2, curve.y2] == entry["control_points"].doubles)
    }
    #expect(TimingFunction.default == TimingFunction(name: .default))
    #expect(TimingFunction.easeInEaseOut != TimingFunction.easeIn)
  }

  @Test func inputsOutsideTheUnitIntervalClampToExactEnds() {
    for curve in [TimingFunction.easeIn, .easeOut, .default] {
      #expect(curve.progress(at: -0.5) == 0)
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
      #expect(curve.progress(at: 7) == 1)
      #expect(curve.progress(at: .infinity) == 1)
      #expect(curve.progress(at: .nan).isNaN)
    }
  }

  @Test func curvesWithMonotonicYAreMonotonic() throws {
    let curves: [TimingFunction] = [
      .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
      try TimingFunction(controlPoints: 0, 0.9, 0.1, 1), try TimingFunction(controlPoints: 1, 0, 0, 1),
    ]
    for curve in curves {
      var previous = 0.0
      for step in 1...1000 {
        let value = curve.progress(at: Double(step) / 1000)
        #expect(value >= previous - 1e-12, "\(curve) decreases at \(Double(step) / 1000)")
        previous = value
      }
    }
  }

  @Test func overshootingCurvesLeaveTheUnitInterval() throws {
    let back = try TimingFunction(controlPoints: 0.3, -0.5, 0.7, 1.5)
    #expect(back.progress(at: 0.1) < 0)
    #expect(back.progress(at: 0.9) > 1)
  }

  @Test func solverInvertsTheBezierToTheSpecEpsilon() throws {
    // B_x(s) = x must hold at the returned parameter: check through the symmetric curve, where
    // y(x) + y(1 − x) = 1 exactly for easeInEaseOut.
    for step in 0...200 {
      let x = Double(step) / 200
      let sum =
        TimingFunction.easeInEaseOut.progress(at: x) + TimingFunction.easeInEaseOut.progress(at: 1 - x)
      #expect(abs(sum - 1) < 1e-9)
    }
  }

  @Test func invalidControlPointsThrow() {
    #expect(throws: AnimationError.invalidControlPoints(x1: -0.1, y1: 0, x2: 1, y2: 1)) {
      try TimingFunction(controlPoints: -0.1, 0, 1, 1)
    }
    #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: 0.2, 0, 1.5, 1) }
    #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: .nan, 0, 1, 1) }
    #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: 0.2, .infinity, 1, 1) }
  }
}
