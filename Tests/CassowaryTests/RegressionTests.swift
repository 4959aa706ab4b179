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
