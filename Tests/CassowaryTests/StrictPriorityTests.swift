import Testing

@testable import Cassowary

/// Priorities are strict: no amount of lower-priority violation outweighs a higher priority.
@Suite struct StrictPriorityTests {
  /// 1,000 constraints at 250 all pulling one way never beat one constraint at 251.
  @Test func aThousandAt250NeverBeatOneAt251() throws {
    let x = Variable("x")
    let solver = Solver()
    solver.checksInvariants = false  // checked once at the end: per-mutation checks are O(n²) here
    for i in 0..<1000 { try solver.addConstraint((x == Double(100 + i)) | 250) }
    try solver.addConstraint((x == 0) | 251)
    #expect(solver.value(of: x) == 0)
    solver._checkInvariants()
  }

  /// The same with inequalities and fractional priorities, and added in the other order.
  @Test func fractionalLevelsAreStrict() throws {
    let x = Variable("x")
    let solver = Solver()
    solver.checksInvariants = false
    try solver.addConstraint((x <= 10) | 999.5)
    for _ in 0..<500 { try solver.addConstraint((x >= 1_000_000) | 999) }
    #expect(solver.value(of: x) == 10)
    solver._checkInvariants()
  }

  /// Kiwi's weights would let 1,000 weak violations beat a medium one; strict levels do not.
  @Test func kiwiStrengthsAreStrictToo() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    solver.checksInvariants = false
    try solver.addConstraint(x + y == 100)
    try solver.addConstraint((x == 0) | .medium)
    for _ in 0..<2000 { try solver.addConstraint((y == 0) | .weak) }
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 100)
    solver._checkInvariants()
  }

  /// Within one level, violations add up: two at 250 beat one at 250.
  @Test func withinALevelViolationsAreSummed() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 10) | 250)
    try solver.addConstraint((x == 20) | 250)
    try solver.addConstraint((x == 20) | 250)
    #expect(solver.value(of: x) == 20)
  }

  /// A higher level stays in force while lower ones come and go, and a level with no
  /// constraints left disappears from the objective.
  @Test func levelsComeAndGo() throws {
    let x = Variable("x")
    let solver = Solver()
    let high = (x == 5) | 751
    let low = (0...20).map { (x == Double($0)) | 49 }
    try solver.addConstraints(low)
    try solver.addConstraint(high)
    #expect(solver.value(of: x) == 5)
    for c in low { try solver.removeConstraint(c) }
    #expect(solver.impl.objective.levelCount == 1)
    try solver.removeConstraint(high)
    #expect(solver.impl.objective.levelCount == 0)
    #expect(solver.impl.rowCount == 0)
  }

  /// UIStackView's priorities, in order: each level overrides all those below it.
  @Test func stackViewPrioritiesNest() throws {
    let w = Variable("w")
    let solver = Solver()
    let levels: [Double] = [25, 49, 51, 149, 250, 251, 750, 999, 999.5]
    for (i, p) in levels.enumerated() {
      try solver.addConstraint((w == Double(i * 10)) | Strength(p))
      #expect(solver.value(of: w) == Double(i * 10), "level \(p)")
    }
    for (i, p) in levels.enumerated().reversed() {
      #expect(solver.value(of: w) == Double(i * 10), "level \(p)")
      let top = solver.constraints.first { $0.strength.value == p }!
      try solver.removeConstraint(top)
    }
  }
}
