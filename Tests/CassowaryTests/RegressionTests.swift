import Testing

@testable import Cassowary

/// Systems that once broke the solver, found by the differential fuzzer.
@Suite struct RegressionTests {
  /// Adding the last required inequality left a row queued as infeasible after a substitution
  /// moved its constant below zero by rounding only; the debug invariant check trapped.
  @Test func roundingResidueLeavesNoInfeasibleRowQueued() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    let solver = Solver()
    solver.checksInvariants = false  // report a broken invariant instead of trapping
    try solver.addConstraint(3 * x[0] - 3 * x[2] + 100 == 0)
    try solver.addConstraint((3 * x[0] + x[2] + x[1] + 87 <= 0) | 750)
    try solver.addConstraint(-2 * x[3] - 2 * x[2] + 3 * x[0] - 64 >= 0)
    try solver.addConstraint((2 * x[3] + x[2] - 23 == 0) | 750)
    try solver.addConstraint((x[3] + x[1] - 3 * x[0] + 52 == 0) | 750)
    try solver.addConstraint((x[2] - 6 == 0) | 750)
    try solver.addConstraint(-x[3] - 79 >= 0)
    #expect(solver.invariantViolation() == nil)
  }
}

/// Found by `fuzz-solver` (`make fuzz`).
@Suite struct FuzzFindingTests {
  /// Coefficients six orders of magnitude apart leave a legitimately tiny coefficient
  /// (5e-10) in a solved row; the invariant check took it for rounding residue.
  @Test func tinyCoefficientsFromSolvingARowAreKept() throws {
    let x0 = Variable("x0"), x1 = Variable("x1")
    let solver = Solver()
    solver.checksInvariants = false  // report instead of trapping
    #expect(throws: CassowaryError.self) { try solver.addEditVariable(x0, strength: .required) }
    try solver.addEditVariable(x0, strength: Strength(1e-3))
    try solver.addConstraint((2002 * x1 - 508 == 0) | 1)
    try solver.addConstraint(997 * x0 + 0.001 * x1 == 0)
    #expect(solver.invariantViolation() == nil)
    // The required constraint holds; the strength-1 one decides x1 (the edit at 1e-3 yields).
    let v1 = solver.value(of: x1)
    #expect(abs(v1 - 508.0 / 2002) < 1e-12)
    #expect(abs(997 * solver.value(of: x0) + 0.001 * v1) < 1e-12)
  }

  /// A pivot multiplied 1e-6 (0.001 / 1000) by 1e-3 into a row where the product stood alone;
  /// the merge dropped the 1e-9 cell as if it were rounding residue, and once the symbol it
  /// multiplied took the value 292 the required equality was off by 2.9e-4.
  @Test func smallProductsAreNotDroppedAsResidue() throws {
    let x0 = Variable("x0"), x2 = Variable("x2"), x3 = Variable("x3")
    let solver = Solver()
    solver.checksInvariants = false  // report instead of trapping
    try solver.addConstraint(1000 * x2 + 0.001 * x0 + 2 * x3 == 0)
    try solver.addConstraint((1000 * x0 + 292 <= 0) | 1)
    try solver.addEditVariable(x0, strength: Strength(750))
    #expect(solver.invariantViolation() == nil)
    // The edit (750, at x0's value 0) outweighs the inequality (1), and the equality holds.
    let (v0, v2, v3) = (solver.value(of: x0), solver.value(of: x2), solver.value(of: x3))
    #expect(abs(v0) < 1e-12)
    #expect(abs(1000 * v2 + 0.001 * v0 + 2 * v3) < 1e-9)
  }
}
