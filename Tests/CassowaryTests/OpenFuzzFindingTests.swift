import Testing

@testable import Cassowary

/// A program `fuzz-solver` found that the solver does not yet handle: kept as a known issue, so
/// that the day it is fixed this test says so (an unexpected pass fails a known issue).
@Suite struct OpenFuzzFindingTests {
  /// Six constraints with coefficients from 1e-3 to 3 and values below 1e6, then a required
  /// `-3·x0 == 0`: the solver stops with a basic variable that could still improve the
  /// objective (in a build with invariant checks; fuzz-solver saw `addConstraint` throw
  /// `internalSolverError("the objective is unbounded")`).
  @Test func aRequiredEqualityAfterMixedScalesLeavesTheTableauOptimal() throws {
    let solver = Solver()
    solver.checksInvariants = false
    let x = (0..<8).map { Variable("x\($0)") }
    func add(_ terms: [(Double, Int)], _ constant: Double, _ relation: RelationalOperator, _ strength: Double)
      throws
    {
      try solver.addConstraint(
        Constraint(
          Expression(terms.map { Term(x[$0.1], $0.0) }, constant: constant), relation,
          strength: Strength(strength)))
    }
    try add([(3, 0), (0.5, 3), (-2, 7)], 236, .greaterThanOrEqual, 1000)
    try add([(-2, 4), (0.001, 5), (0.001, 0)], -512, .greaterThanOrEqual, 1000)
    try add([(0.001, 4), (0.001, 5), (0.001, 0)], -340, .lessThanOrEqual, 1000)
    try add([(-2, 4), (1000, 7), (-3, 5)], -404, .lessThanOrEqual, 1)
    try? solver.suggestValue(x[4], 1616)
    try add([(-0.5, 0), (0.001, 7)], -512, .greaterThanOrEqual, 1000)
    try add([(0.001, 4), (0.001, 5), (0.001, 0)], -340, .lessThanOrEqual, 1000)
    #expect(solver.invariantViolation() == nil, "before the last constraint")
    withKnownIssue("the tableau is left not optimal (found by fuzz-solver; see the solver's open findings)") {
      try add([(-3, 0)], 0, .equal, 1000)
      #expect(solver.invariantViolation() == nil)
    }
  }
}
