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

  /// After two removals x1's row held the last inequality's marker as 3e-20 (rounding kept
  /// under the residue rule), x0's row as −1. Removing that inequality pivoted its marker into
  /// x1's row, the last external row holding it, and freed it: the first inequality was left
  /// with no row. The marker now leaves through the external row where it weighs most.
  @Test func aMarkerLeavesThroughTheRowWhereItWeighsMost() throws {
    let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
    let solver = Solver()
    solver.checksInvariants = false  // report instead of trapping
    let fix = 2 * x2 + 468 == 0
    let cap = (997 * x1 + 0.001 * x2 + 420 <= 0) | 750
    let link = -3 * x1 - 2 * x2 + 0.001 * x0 + 432 == 0
    let bound = (x0 - 0.5 * x2 + 420 <= 0) | 999
    for c in [fix, cap, link, bound] { try solver.addConstraint(c) }
    for c in [fix, link, bound] {
      try solver.removeConstraint(c)
      #expect(solver.invariantViolation() == nil)
    }
    // Alone, the cap holds: 997·x1 + 0.001·x2 ≤ −420 with x2 at 0 (nonbasic) puts x1 at or
    // below −420/997.
    #expect(997 * solver.value(of: x1) + 0.001 * solver.value(of: x2) + 420 <= 1e-9)
  }

  /// The same required equality added twice: substituted, the second one's row is
  /// 1e-16·s2 + 1e-14, two products of 1e-6 that cancel down to their rounding (the first
  /// row's coefficient is itself a cancellation, 0.3333330 − 0.3333333). Solving it for s2
  /// divided by that rounding and left the inequality's slack at −127. Cells below `epsilon`
  /// alone now make a bare constant: the duplicate is redundant.
  @Test func aDuplicateEqualityWhoseRowCancelsToRoundingIsRedundant() throws {
    let x0 = Variable("x0"), x1 = Variable("x1")
    let solver = Solver()
    solver.checksInvariants = false  // report instead of trapping
    try solver.addConstraint(3 * x1 + 1000 * x0 - 220 <= 0)
    try solver.addConstraint(-3 * x1 + 0.001 * x0 + 204 == 0)
    try solver.addConstraint(-3 * x1 + 0.001 * x0 + 204 == 0)
    #expect(solver.invariantViolation() == nil)
    let v0 = solver.value(of: x0), v1 = solver.value(of: x1)
    // By hand: x1 = 68 + x0 / 3000, so the inequality reads 1000.001·x0 ≤ 16.
    #expect(v0 <= 16 / 1000.001 + 1e-9)
    #expect(abs(-3 * v1 + 0.001 * v0 + 204) < 1e-9)
    #expect(3 * v1 + 1000 * v0 - 220 <= 1e-9)
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

  /// Two identical required inequalities (`0.001·(x4 + x5 + x0) ≤ 340`) carry opposite
  /// objective weights of 5e8 after a pivot; substituting one into the other left a weight
  /// of -6e-8 on a slack no row limits, and `addConstraint` threw "the objective is
  /// unbounded" (an objective of non-negative errors cannot be).
  @Test func roundingResidueInTheObjectiveIsNotTakenForAnUnboundedMove() throws {
    let p = Replay()
    let x = p.x
    try p.add([(3, x[0]), (0.5, x[3]), (-2, x[7])], 236, .greaterThanOrEqual, 1000)
    try p.add([(-2, x[4]), (0.001, x[5]), (0.001, x[0])], -512, .greaterThanOrEqual, 1000)
    try p.add([(0.001, x[4]), (0.001, x[5]), (0.001, x[0])], -340, .lessThanOrEqual, 1000)
    try p.add([(-2, x[4]), (1000, x[7]), (-3, x[5])], -404, .lessThanOrEqual, 1)
    #expect(throws: CassowaryError.self) { try p.solver.suggestValue(x[4], 1616) }
    try p.add([(-0.5, x[0]), (0.001, x[7])], -512, .greaterThanOrEqual, 1000)
    try p.add([(0.001, x[4]), (0.001, x[5]), (0.001, x[0])], -340, .lessThanOrEqual, 1000)
    try p.add([(-3, x[0])], 0, .equal, 1000)
    #expect(p.solver.invariantViolation() == nil)
    #expect(p.solver.value(of: x[0]) == 0)
    // Every constraint is required (1000 is the required strength) except the fourth; each
    // holds to 1e-7 of the values involved (up to 5e8 here).
    for (i, c) in p.held.enumerated() where i != 3 {
      let slack = p.violation(of: c)
      #expect(slack.amount <= 1e-7 * max(1, slack.scale), "constraint \(i): \(c) is off by \(slack.amount)")
    }
  }

  /// A weight of 2e-10 (below epsilon, so read as zero) at priority 750 times a step of 7e4
  /// made a pivot that improved priority 250 worsen 750; the reverse pivot looked like an
  /// improvement too, and `addConstraint` of the last constraint swapped the two error
  /// variables forever (fuzz-solver's timeout).
  @Test func aPivotThatWorsensAHigherLevelIsNotTaken() throws {
    let p = Replay()
    let (x0, x1) = (p.x[0], p.x[1])
    try p.add([(0.001, x0), (1000, x1)], 32, .greaterThanOrEqual, 1)
    try p.add([(0.001, x0), (3, x1), (3, x1)], -36, .lessThanOrEqual, 1)
    try p.add([(3, x1)], -36, .lessThanOrEqual, 1000)
    try p.add([(-1, x0), (-1, x0)], 88, .lessThanOrEqual, 1000)
    try p.update(3, -36)
    try p.update(3, -4)
    try p.update(2, -4)
    try p.add([(0.001, x0)], -4, .equal, 750)
    try p.add([(0.5, x0)], 40, .equal, 250)
    try p.update(1, 448)
    try p.add([(3, x1)], 388, .greaterThanOrEqual, 1)
    try p.solver.addEditVariable(x1, strength: Strength(1))
    try p.update(0, 0)
    try p.update(3, -4)
    try p.add([(-3, x0)], -4, .greaterThanOrEqual, 750)
    try p.update(7, -4)
    try p.update(7, -36)
    try p.update(7, 392)
    try p.add([(0.001, x1), (-3, x0), (-3, x0)], 0, .equal, 1000)
    #expect(p.solver.invariantViolation() == nil)
    // The required constraints hold: 3·x1 − 4 ≤ 0, −2·x0 − 4 ≤ 0, 0.001·x1 = 6·x0.
    let (v0, v1) = (p.solver.value(of: x0), p.solver.value(of: x1))
    #expect(3 * v1 - 4 <= 1e-9)
    #expect(-2 * v0 - 4 <= 1e-9)
    #expect(abs(0.001 * v1 - 6 * v0) <= 1e-9)
  }

  /// After the dual simplex of `updateConstant`, an edit variable was left with a weight past
  /// epsilon (coefficients of 1e-3 and 1e3 in the same rows): the tableau was feasible but not
  /// optimal. The primal simplex now runs after the dual one.
  @Test func anUpdatedConstantLeavesTheObjectiveOptimal() throws {
    let p = Replay()
    let x = p.x
    try p.solver.addEditVariable(x[4], strength: Strength(0.001))
    try p.add([(0.5, x[0]), (1, x[4]), (1000, x[2])], 96, .equal, 999)
    try p.add([(2, x[5]), (1, x[7]), (1, x[7])], -160, .equal, 750)
    try p.update(1, -4)
    try p.update(1, 32)
    try p.add([(0.001, x[1]), (1000, x[0]), (-2, x[0])], 0, .lessThanOrEqual, 999)
    try p.add([(0.001, x[3]), (-2, x[4]), (0.001, x[1])], -4, .equal, 1)
    try p.add([(0.001, x[1]), (1000, x[0]), (-2, x[0])], 0, .lessThanOrEqual, 999)
    try p.add([(1000, x[3]), (-2, x[4]), (2, x[1])], -4, .lessThanOrEqual, 750)
    #expect(p.solver.invariantViolation() == nil, "before the update")
    try p.update(0, -4)
    #expect(p.solver.invariantViolation() == nil)
  }

  /// Substituting a new required equality left a slack's row at −3e-8, past epsilon, and
  /// queued it as infeasible; nothing took it back, and the queue outlived `addConstraint`.
  @Test func aRowLeftJustBelowZeroByAnAdditionIsMadeFeasible() throws {
    let p = Replay()
    let (x0, x1) = (p.x[0], p.x[1])
    try p.solver.addEditVariable(x0, strength: Strength(0.001))
    try p.add([(0.5, x0), (1, x0), (0.5, x1)], 96, .equal, 250)
    try p.add([(-0.5, x0), (2, x1)], -4, .equal, 750)
    try p.update(1, 0)
    try p.add([(-3, x0)], 0, .lessThanOrEqual, 1)
    try p.add([(0.001, x1)], 96, .equal, 750)
    try p.update(3, 28)
    try p.add([(-0.5, x0)], 68, .greaterThanOrEqual, 999)
    try p.solver.removeConstraint(p.held.remove(at: 0))
    #expect(p.solver.invariantViolation() == nil, "before the last addition")
    try p.add([(0.001, x0), (0.001, x1), (-2, x1)], 420, .equal, 999)
    #expect(p.solver.invariantViolation() == nil)
  }

  /// Removing an optional equality whose marker is not basic but whose other error symbol is:
  /// that row is the constraint's equation and goes. The marker was pivoted into another row
  /// that held it only by rounding, and both rows were freed (12 rows for 13 constraints).
  @Test func removingAnEqualityWhoseOtherErrorIsBasicFreesItsOwnRow() throws {
    let p = Replay()
    let x = p.x
    try p.edit([(6, 750), (5, 500), (1, 0.001)])
    try p.add([(0.5, x[4]), (997, x[1])], -188, .greaterThanOrEqual, 250)
    try p.add([(2, x[3]), (1001, x[1])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(-2, x[4]), (-1, x[0]), (0.001, x[1])], 444, .equal, 1)
    try p.add([(1000, x[1]), (1000, x[2]), (1000, x[5])], -188, .greaterThanOrEqual, 500)
    try p.add([(1000, x[7])], 332, .equal, 0.001)
    try p.add([(-1, x[6])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(1, x[2]), (1000, x[4]), (1000, x[1])], -188, .lessThanOrEqual, 0.001)
    try p.add([(1, x[5]), (1.001, x[7])], 0, .equal, 1000)
    try p.solver.suggestValue(x[6], 1680)
    try p.add([(0.5, x[4]), (997, x[1])], -188, .greaterThanOrEqual, 250)
    try p.add([(2, x[3]), (1001, x[1])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(1997, x[1])], 404, .equal, 1000)
    #expect(p.solver.invariantViolation() == nil, "before the removal")
    try p.solver.removeEditVariable(x[1])
    #expect(p.solver.invariantViolation() == nil)
    #expect(abs(p.solver.value(of: x[1]) + 404 / 1997) < 1e-9)
  }

  /// A primal pivot on a restricted row left at −2.3e-10 by rounding (feasible within
  /// `epsilon`) gave the entering error symbol −2.3e-10 / 5e-4 = −4.7e-7; the row now leaves
  /// at zero.
  @Test func aRowJustBelowZeroLeavesAtZero() throws {
    let p = Replay()
    let (x0, x1) = (p.x[0], p.x[1])
    try p.solver.addEditVariable(x0, strength: Strength(500))
    try p.add([(1.001, x0), (0.5, x1)], -4, .greaterThanOrEqual, 0.001)
    try p.add([(2003, x1)], -188, .greaterThanOrEqual, 0.001)
    try p.solver.addEditVariable(x1, strength: Strength(999))
    try p.add([(-3, x1)], -240, .lessThanOrEqual, 1000)
    try p.add([(-3, x0)], 128, .greaterThanOrEqual, 750)
    try p.update(3, -4)
    try p.add([(0.001, x0)], 316, .equal, 750)
    try p.update(0, -4)
    try p.solver.removeEditVariable(x0)
    try p.update(1, -4)
    try p.update(1, 0)
    try p.add([(1, x0), (2, x1)], 32, .equal, 1)
    try p.add([(0.001, x1), (-2, x0)], 0, .lessThanOrEqual, 999)
    #expect(p.solver.invariantViolation() == nil, "before the last addition")
    try p.add([(0.001, x1), (-2.5, x0)], 416, .equal, 1000)
    #expect(p.solver.invariantViolation() == nil)
  }

  /// A hang: the primal simplex traded an error and a slack back and forth with steps of zero,
  /// each made to look improving by weights a rounding away from zero. A pivot that repeats
  /// within a run of degenerate ones now clears its candidate's improving weights.
  @Test(.timeLimit(.minutes(1)))
  func degeneratePivotsDoNotCycle() throws {
    let p = Replay()
    let x = p.x
    try p.solver.addEditVariable(x[4], strength: Strength(500))
    try p.add([(-3, x[2]), (3, x[0]), (3, x[3])], -436, .equal, 1)
    try p.solver.removeConstraint(p.held.remove(at: 0))
    try p.add([(0.001, x[5])], 316, .equal, 999.5)
    try p.solver.suggestValue(x[4], 4080)
    try p.update(0, 440)
    try p.add([(1, x[7])], -160, .equal, 750)
    try p.update(1, -4)
    try p.update(1, 316)
    try p.add([(2, x[5]), (-2, x[7])], 0, .equal, 1000)
    try p.update(0, -4)
    try p.add([(1, x[5])], 352, .equal, 0.001)
    try p.add([(3, x[0]), (1, x[2])], -4, .equal, 250)
    try p.add([(-5, x[0]), (0.001, x[7])], 388, .greaterThanOrEqual, 999)
    try p.solver.addEditVariable(x[1], strength: Strength(1))
    try p.add([(1000, x[1])], 0, .lessThanOrEqual, 1)
    try p.add([(1000.001, x[0]), (0.001, x[1])], 132, .lessThanOrEqual, 1000)
    try p.update(2, -56)
    try p.update(3, 192)
    try p.solver.addEditVariable(x[5], strength: Strength(999))
    try p.add([(0.001, x[3]), (-2, x[4]), (2, x[1])], -4, .equal, 750)
    try p.add([(-2, x[0])], -4, .greaterThanOrEqual, 250)
    #expect(p.solver.invariantViolation() == nil)
    // 1000.001·x0 ≤ −132 is required and holds; −2·x0 − 4 ≥ 0 (x0 ≤ −2) at 250 can too.
    #expect(p.solver.value(of: x[0]) <= -2 + 1e-9)
  }

  /// A fuzz-solver program written out: its constraints are kept in the order added, as the
  /// fuzz target numbers them for `update` and removal.
  final class Replay {
    let solver = Solver()
    let x = (0..<8).map { Variable("x\($0)") }
    var held: [Constraint] = []

    init() { solver.checksInvariants = false }  // report instead of trapping

    func add(
      _ terms: [(Double, Variable)], _ constant: Double, _ relation: RelationalOperator, _ strength: Double
    ) throws {
      let c = Constraint(
        Expression(terms.map { Term($0.1, $0.0) }, constant: constant), relation, strength: Strength(strength)
      )
      try solver.addConstraint(c)
      held.append(c)
    }

    /// Adds an edit variable on each `(variable index, strength)`.
    func edit(_ edits: [(Int, Double)]) throws {
      for (index, strength) in edits { try solver.addEditVariable(x[index], strength: Strength(strength)) }
    }

    func update(_ index: Int, _ constant: Double) throws {
      try solver.updateConstant(of: held[index], to: constant)
    }

    /// How far the solution is from satisfying `c`, and the largest term it was computed from.
    func violation(of c: Constraint) -> (amount: Double, scale: Double) {
      let e = c.expression
      let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
      let scale = e.terms.reduce(abs(e.constant)) {
        max($0, abs($1.coefficient * solver.value(of: $1.variable)))
      }
      switch c.relation {
      case .equal: return (abs(value), scale)
      case .lessThanOrEqual: return (max(0, value), scale)
      case .greaterThanOrEqual: return (max(0, -value), scale)
      }
    }
  }
}

/// Two fuzz-solver findings not fixed yet, kept as known issues so that the fix shows (both
/// older than the stop that found them): after a required equality with coefficients of 1e3
/// is added, an earlier required constraint is off by about 1 among values below 1e6. In the
/// first, x2's row has lost a dependency of 1.5e-9 on e14 (3/1000 of x1's 5e-7): its two terms
/// near 0.9995 cancel to it and are taken for residue, and e14 then rises to 7.5e5. (A residue
/// threshold of 1e-11 relative fixes both but lets rounding noise of 1e-10 through; see
/// `isResidue`.)
@Suite struct RequiredEqualityOfThousandsTests {
  typealias Replay = FuzzFindingTests.Replay

  /// Every required constraint of `p` (strength 1000) holds to 1e-7 of the values involved.
  static func expectRequiredHold(_ p: Replay) {
    for (i, c) in p.held.enumerated() where c.strength.isRequired {
      let slack = p.violation(of: c)
      #expect(slack.amount <= 1e-7 * max(1, slack.scale), "constraint \(i): \(c) is off by \(slack.amount)")
    }
  }

  @Test func aRequiredEqualityOfThousandsKeepsTheEarlierOnes() throws {
    let p = Replay()
    let x = p.x
    try p.edit([(6, 750), (5, 500), (1, 0.001)])
    try p.add([(0.5, x[4]), (997, x[1])], -188, .greaterThanOrEqual, 999.5)
    try p.add([(1000, x[1])], -188, .greaterThanOrEqual, 500)
    try p.add([(1000, x[4])], -188, .greaterThanOrEqual, 0.001)
    try p.solver.removeConstraint(p.held.remove(at: 2))
    try p.solver.removeEditVariable(x[1])
    try p.add([(1000, x[4]), (2000, x[1])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(2, x[5]), (1000, x[4])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(1000, x[2]), (-2, x[5]), (-1, x[0])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(1, x[2]), (1000, x[4]), (1000, x[1])], -188, .lessThanOrEqual, 0.001)
    try p.add([(1000, x[4]), (2000, x[1])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(2, x[5]), (1000, x[4])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(1000, x[2]), (1000, x[5]), (-3, x[1])], 0, .equal, 1000)
    try p.add([(-3, x[0])], 0, .equal, 1000)
    try p.add([(-1, x[0])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(2000, x[1]), (-1, x[3])], 384, .equal, 1000)
    Self.expectRequiredHold(p)
    try p.add([(2000, x[1]), (0.5, x[4])], 0, .equal, 1000)
    withKnownIssue("x2 is off by 1.1e-3 after the last addition") {
      Self.expectRequiredHold(p)
      // x2 follows x1 through 1000·x2 + 1000·x5 = 3·x1, with x5 at its edit's 0.
      #expect(abs(1000 * p.solver.value(of: x[2]) - 3 * p.solver.value(of: x[1])) < 1e-6)
    }
  }

  @Test func aRequiredEqualityOfThousandsKeepsAnEarlierInequality() throws {
    let p = Replay()
    let x = p.x
    try p.edit([(6, 750), (5, 500), (1, 0.001)])
    try p.add([(0.5, x[4]), (997, x[1])], -188, .greaterThanOrEqual, 250)
    try p.add([(2, x[3]), (1001, x[1])], -188, .lessThanOrEqual, 250)
    try p.add([(2000, x[1])], 400, .greaterThanOrEqual, 500)
    try p.add([(1, x[7])], 44, .greaterThanOrEqual, 0.001)
    try p.add([(1003, x[1]), (2, x[3])], 416, .equal, 0.001)
    try p.add([(1000, x[2]), (3, x[1])], 400, .greaterThanOrEqual, 0.001)
    try p.add([(1, x[2]), (1000, x[4]), (-3, x[1])], 0, .equal, 250)
    try p.add([(3, x[2]), (1000, x[3])], -188, .greaterThanOrEqual, 1000)
    try p.add([(0.5, x[5]), (-1, x[4]), (-3, x[1])], 404, .equal, 1000)
    try p.add([(-2.5, x[1]), (0.5, x[4])], -188, .greaterThanOrEqual, 0.001)
    try p.add([(1000, x[1]), (2, x[3])], -188, .greaterThanOrEqual, 500)
    Self.expectRequiredHold(p)
    try p.add([(1000, x[1]), (1000, x[2]), (1000, x[5])], -188, .equal, 1000)
    withKnownIssue("3·x2 + 1000·x3 ≥ 188 is off by 1.2 after the last addition") {
      Self.expectRequiredHold(p)
    }
  }
}

/// A fuzz-solver finding, half fixed. A required equality that the system can meet is
/// refused once substitution takes its row to 1e11 (its artificial variable ends at about
/// 1e-5, not zero): open, kept as a known issue so that the fix shows (it reproduces on the
/// build before the stop that found it). The refusal also left the objective no longer optimal
/// (e7 could still improve it): pivoting forth and back through coefficients of 3e8 and 3e-9
/// had reset an objective weight of 1e-9 to zero. Weights are now dropped only when they
/// cancel to rounding residue, as row coefficients are.
@Suite struct OpenFuzzFindingTests {
  @Test func aSatisfiableEqualityThroughARowOf1e11IsAdded() throws {
    let x0 = Variable("x0"), x1 = Variable("x1")
    let solver = Solver()
    solver.checksInvariants = false  // report instead of trapping
    try solver.addConstraint((-3 * x0 == 0) | 0.001)
    try solver.addConstraint((-9 * x0 <= 0) | 750)
    try solver.addConstraint(1000 * x0 + 0.001 * x1 + 424 == 0)
    try solver.addConstraint((-3 * x0 + 316 == 0) | 1)
    try solver.addConstraint(-2 * x0 + 284 >= 0)
    #expect(solver.invariantViolation() == nil)
    var refused = false
    do { try solver.addConstraint(1000 * x1 + 420 == 0) } catch { refused = true }
    // Added or refused, the tableau is consistent and optimal.
    #expect(solver.invariantViolation() == nil)
    // By hand: x1 = −0.42 gives x0 = (−424 + 0.00042) / 1000, and −2·x0 + 284 ≥ 0 holds.
    withKnownIssue("refused as unsatisfiable") {
      #expect(!refused)
      #expect(abs(solver.value(of: x1) + 0.42) < 1e-9)
      #expect(abs(solver.value(of: x0) - (-424 + 0.00042) / 1000) < 1e-9)
    }
  }
}
