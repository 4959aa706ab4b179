import Testing

@testable import Cassowary

/// Every error path: typed errors that carry the offending object, and a solver that is
/// unchanged and usable afterwards.
@Suite struct ErrorTests {
  /// The error `body` throws, if any.
  func caught(_ body: () throws(CassowaryError) -> Void) -> CassowaryError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  /// A small system whose solution the error tests compare before and after.
  func makeSystem() throws -> (Solver, [Variable]) {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y == 100)
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(y <= 70)
    try solver.addConstraint((x == 20) | 250)
    return (solver, [x, y])
  }

  func snapshot(_ s: Solver, _ vars: [Variable]) -> [Double] { vars.map { s.value(of: $0) } }

  @Test func duplicateConstraint() throws {
    let (solver, vars) = try makeSystem()
    let c = vars[0] <= 1000
    try solver.addConstraint(c)
    let before = snapshot(solver, vars)
    #expect(throws: CassowaryError.self) { try solver.addConstraint(c) }
    if case .duplicateConstraint(let offending)? = caught({ () throws(CassowaryError) in
      try solver.addConstraint(c)
    }) {
      #expect(offending === c)
    } else {
      Issue.record("expected .duplicateConstraint")
    }
    #expect(snapshot(solver, vars) == before)
    #expect(solver.constraints.count == 5)
  }

  @Test func unsatisfiableRequiredConstraintLeavesTheSolverUnchanged() throws {
    let (solver, vars) = try makeSystem()
    let before = snapshot(solver, vars)
    let rows = solver.impl.rowCount
    let bad = vars[0] <= 5  // x >= 10 is required
    if case .unsatisfiableConstraint(let offending)? = caught({ () throws(CassowaryError) in
      try solver.addConstraint(bad)
    }) {
      #expect(offending === bad)
    } else {
      Issue.record("expected .unsatisfiableConstraint")
    }
    #expect(!solver.hasConstraint(bad))
    #expect(snapshot(solver, vars) == before)
    #expect(solver.impl.rowCount == rows)
    // An all-dummy contradiction fails before touching anything.
    let contradiction = vars[0] + vars[1] == 90
    #expect(throws: CassowaryError.self) { try solver.addConstraint(contradiction) }
    #expect(snapshot(solver, vars) == before)
    // And the solver still works.
    try solver.addConstraint((vars[0] == 40) | 500)
    #expect(solver.value(of: vars[0]) == 40)
    try solver.removeConstraint(solver.constraints.first { $0.strength.value == 500 }!)
    #expect(snapshot(solver, vars) == before)
  }

  @Test func unsatisfiableMentioningNewVariablesForgetsThem() throws {
    let (solver, vars) = try makeSystem()
    let z = Variable("z")
    let count = solver.variables.count
    #expect(throws: CassowaryError.self) { try solver.addConstraint(vars[0] + 0 * z <= 5) }
    #expect(solver.variables.count == count)
    #expect(!solver.isBasic(z))
  }

  @Test func unknownConstraint() throws {
    let (solver, vars) = try makeSystem()
    let stranger = vars[0] == 3
    if case .unknownConstraint(let offending)? = caught({ () throws(CassowaryError) in
      try solver.removeConstraint(stranger)
    }) {
      #expect(offending === stranger)
    } else {
      Issue.record("expected .unknownConstraint")
    }
    #expect(throws: CassowaryError.self) { try solver.updateConstant(of: stranger, to: 1) }
  }

  @Test func editVariableErrors() throws {
    let (solver, vars) = try makeSystem()
    let before = snapshot(solver, vars)
    try solver.addEditVariable(vars[0], strength: .strong)
    if case .duplicateEditVariable(let v)? = caught({ () throws(CassowaryError) in
      try solver.addEditVariable(vars[0], strength: .strong)
    }) {
      #expect(v === vars[0])
    } else {
      Issue.record("expected .duplicateEditVariable")
    }
    if case .badRequiredStrength(let v)? = caught({ () throws(CassowaryError) in
      try solver.addEditVariable(vars[1], strength: .required)
    }) {
      #expect(v === vars[1])
    } else {
      Issue.record("expected .badRequiredStrength")
    }
    #expect(!solver.hasEditVariable(vars[1]))
    let stranger = Variable("stranger")
    if case .unknownEditVariable(let v)? = caught({ () throws(CassowaryError) in
      try solver.suggestValue(stranger, 1)
    }) {
      #expect(v === stranger)
    } else {
      Issue.record("expected .unknownEditVariable")
    }
    #expect(throws: CassowaryError.self) { try solver.removeEditVariable(stranger) }
    #expect(throws: CassowaryError.self) { try solver.suggestValue(vars[0], .nan) }
    #expect(throws: CassowaryError.self) { try solver.addEditVariable(vars[1], strength: Strength(0)) }
    try solver.removeEditVariable(vars[0])
    #expect(snapshot(solver, vars) == before)
  }

  @Test func nonFiniteNumbersAreRejected() throws {
    let (solver, vars) = try makeSystem()
    let before = snapshot(solver, vars)
    for bad in [vars[0] == .infinity, vars[0] * .nan >= 0, (vars[1] <= -.infinity) | 10] {
      if case .nonFiniteConstraint(let offending)? = caught({ () throws(CassowaryError) in
        try solver.addConstraint(bad)
      }) {
        #expect(offending === bad)
      } else {
        Issue.record("expected .nonFiniteConstraint")
      }
    }
    let c = solver.constraints.first { $0.strength.value == 250 }!
    #expect(throws: CassowaryError.self) { try solver.updateConstant(of: c, to: .nan) }
    #expect(snapshot(solver, vars) == before)
  }

  @Test func invalidStrengths() throws {
    let (solver, vars) = try makeSystem()
    for s in [Strength(0), Strength(-1), Strength(1000.5), Strength(.nan)] {
      if case .invalidStrength(let offending)? = caught({ () throws(CassowaryError) in
        try solver.addConstraint((vars[0] == 1) | s)
      }) {
        #expect(offending.value == s.value || (offending.value.isNaN && s.value.isNaN))
      } else {
        Issue.record("expected .invalidStrength")
      }
    }
  }

  /// A required constant change that contradicts other required constraints is refused and
  /// the old constant stays.
  @Test func unsatisfiableConstantChangeIsRolledBack() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    let lower = x >= 10
    try solver.addConstraint(lower)
    try solver.addConstraint(y == x + 5)
    try solver.addConstraint(y <= 50)
    try solver.addConstraint((x == 0) | 100)
    #expect(solver.value(of: x) == 10)
    try solver.updateConstant(of: lower, to: -30)  // x >= 30
    #expect(solver.value(of: x) == 30)
    // x >= 60 contradicts y = x + 5 <= 50.
    let refused = caught { () throws(CassowaryError) in try solver.updateConstant(of: lower, to: -60) }
    if case .unsatisfiableConstraint(let c)? = refused {
      #expect(c === lower)
    } else {
      Issue.record("expected .unsatisfiableConstraint")
    }
    #expect(solver.constant(of: lower) == -30)
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 35)
    // A redundant required equality whose constant changes becomes a contradiction.
    let again = Solver()
    let a = x == 10, b = 2 * x == 20
    try again.addConstraint(a)
    try again.addConstraint(b)
    #expect(throws: CassowaryError.self) { try again.updateConstant(of: b, to: -30) }
    #expect(again.value(of: x) == 10)
  }

  @Test func errorsDescribeThemselves() {
    let x = Variable("x")
    #expect(
      CassowaryError.unsatisfiableConstraint(x <= 5).description
        == "unsatisfiable required constraint: x - 5 <= 0 | required")
    #expect(CassowaryError.unknownEditVariable(x).description == "unknown edit variable: x")
  }
}
