import Testing

@testable import Cassowary

/// Removal restores the previous solution; redundant required equalities take over when what
/// implied them goes away.
@Suite struct RemovalTests {
  @Test func removalRestoresThePreviousSolution() throws {
    let l = Variable("l"), w = Variable("w"), r = Variable("r")
    let solver = Solver()
    try solver.addConstraint(l + w == r)
    try solver.addConstraint(l == 10)
    try solver.addConstraint(w >= 0)
    try solver.addConstraint((w == 50) | 250)
    let before = [solver.value(of: l), solver.value(of: w), solver.value(of: r)]
    #expect(before == [10, 50, 60])
    let extra = [r <= 40, (w == 5) | 750, l + w + r == 80]
    for c in extra {
      try solver.addConstraint(c)
      #expect([solver.value(of: l), solver.value(of: w), solver.value(of: r)] != before)
      try solver.removeConstraint(c)
      #expect([solver.value(of: l), solver.value(of: w), solver.value(of: r)] == before)
    }
    // In reverse order of addition too.
    for c in extra { try solver.addConstraint(c) }
    for c in extra.reversed() { try solver.removeConstraint(c) }
    #expect([solver.value(of: l), solver.value(of: w), solver.value(of: r)] == before)
  }

  @Test func redundantEqualityTakesOver() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 10
    let implied = 2 * x == 20
    try solver.addConstraint(first)
    try solver.addConstraint(implied)
    try solver.addConstraint((x == 0) | 500)
    #expect(solver.impl.redundant.contains(implied))
    try solver.removeConstraint(first)
    #expect(solver.value(of: x) == 10)  // the implied one still holds x
    #expect(solver.impl.redundant.isEmpty)
    try solver.removeConstraint(implied)
    #expect(solver.value(of: x) == 0)
  }

  @Test func redundantChainFollowsConstantChanges() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let solver = Solver()
    let zFixed = z == 5
    try solver.addConstraints([x == y + 1, y == z + 1, zFixed])
    let implied = x - z == 2
    try solver.addConstraint(implied)
    #expect(solver.impl.redundant.contains(implied))
    try solver.updateConstant(of: zFixed, to: -7)  // z == 7
    #expect(solver.value(of: x) == 9)
    #expect(throws: CassowaryError.self) { try solver.updateConstant(of: implied, to: -3) }
    #expect(solver.constant(of: implied) == -2)
    try solver.updateConstant(of: implied, to: -2)  // unchanged: accepted
    try solver.removeConstraint(zFixed)
    try solver.addConstraint((z == 1) | 100)
    #expect(solver.value(of: x) == 3)
  }

  /// Removing the equal-width constraint of one box in a stack frees just that box.
  @Test func removingOneEqualityInAChain() throws {
    let k = 30
    let width = (0..<k).map { Variable("w\($0)") }
    let left = (0..<k).map { Variable("l\($0)") }
    let solver = Solver()
    let total = Variable("total")
    try solver.addConstraint(total == 1000)
    try solver.addConstraint(left[0] == 0)
    var equal: [Constraint] = []
    for i in 1..<k {
      try solver.addConstraint(left[i] == left[i - 1] + width[i - 1])
      let c = width[i] == width[0]
      equal.append(c)
      try solver.addConstraint(c)
    }
    try solver.addConstraint(left[k - 1] + width[k - 1] == total)
    for i in 0..<k { try solver.addConstraint((width[i] == 10) | 250) }
    #expect(abs(solver.value(of: width[7]) - 1000.0 / Double(k)) < 1e-9)
    try solver.removeConstraint(equal[6])  // box 7 is free now: it takes its preferred 10
    #expect(abs(solver.value(of: width[7]) - 10) < 1e-9)
    #expect(abs(solver.value(of: width[3]) - 990.0 / Double(k - 1)) < 1e-9)
    try solver.addConstraint(equal[6])
    #expect(abs(solver.value(of: width[7]) - 1000.0 / Double(k)) < 1e-9)
  }
}
