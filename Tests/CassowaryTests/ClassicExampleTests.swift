import Testing

@testable import Cassowary

/// The examples of the Cassowary paper (Badros, Borning & Stuckey 2001) and Kiwi's test suite.
@Suite struct ClassicExampleTests {
  /// The paper's running example: a midpoint between two points in [0, 100], ten apart.
  @Test func midpointExample() throws {
    let l = Variable("xl"), m = Variable("xm"), r = Variable("xr")
    let solver = Solver()
    try solver.addConstraint(2 * m == l + r)
    try solver.addConstraint(l + 10 <= r)
    try solver.addConstraint(r <= 100)
    try solver.addConstraint(l >= 0)
    try solver.addConstraint((l == 90) | .weak)
    solver.updateVariables()
    #expect(abs(l.value - 90) < 1e-9)
    #expect(abs(r.value - 100) < 1e-9)
    #expect(abs(m.value - 95) < 1e-9)

    try solver.addEditVariable(m, strength: .strong)
    try solver.suggestValue(m, 30)
    solver.updateVariables()
    #expect(abs(m.value - 30) < 1e-9)
    #expect(abs(l.value + r.value - 60) < 1e-9)
    #expect(l.value >= 0 && l.value + 10 <= r.value + 1e-9 && r.value <= 100)

    try solver.suggestValue(m, 200)  // beyond what the required constraints allow
    solver.updateVariables()
    #expect(abs(r.value - 100) < 1e-9)
    #expect(abs(l.value - 90) < 1e-9)
    #expect(abs(m.value - 95) < 1e-9)
  }

  /// Kiwi's `test_simple`: `x + 2 == y`, `y == 10` give `x == 8`.
  @Test func simpleEquality() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + 2 == y)
    try solver.addConstraint(y == 10)
    #expect(solver.value(of: x) == 8)
    #expect(solver.value(of: y) == 10)
  }

  /// Kiwi's inequality test: `x <= y`, `y == x + 3`, `x == 10 | weak`.
  @Test func inequalityWithWeakPreference() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x <= y)
    try solver.addConstraint(y == x + 3)
    try solver.addConstraint((x == 10) | .weak)
    try solver.addConstraint((y == 10) | .weak)
    solver.updateVariables()
    // Both weak constraints are equally strong; either one holds exactly.
    let xHolds = abs(x.value - 10) < 1e-9 && abs(y.value - 13) < 1e-9
    let yHolds = abs(x.value - 7) < 1e-9 && abs(y.value - 10) < 1e-9
    #expect(xHolds || yHolds)
  }

  /// A weak stay loses to a strong preference, which loses to a required bound.
  @Test func strengthsOrderTheOutcome() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 10) | .weak)
    #expect(solver.value(of: x) == 10)
    try solver.addConstraint((x == 20) | .strong)
    #expect(solver.value(of: x) == 20)
    try solver.addConstraint(x <= 15)
    #expect(solver.value(of: x) == 15)
  }

  /// Two boxes side by side in a container that is edited: Auto Layout's bread and butter.
  @Test func twoBoxesFillAnEditedContainer() throws {
    let width = Variable("width")
    let a = Variable("a"), b = Variable("b")
    let solver = Solver()
    try solver.addEditVariable(width, strength: .strong)
    try solver.addConstraint(a + b + 30 == width)  // 10 padding each side, 10 between
    try solver.addConstraint(a == b)
    try solver.addConstraint(a >= 0)
    for w in [100.0, 330, 30, 1000] {
      try solver.suggestValue(width, w)
      solver.updateVariables()
      #expect(abs(a.value - (w - 30) / 2) < 1e-9)
      #expect(abs(b.value - a.value) < 1e-9)
    }
    try solver.suggestValue(width, 10)  // narrower than the padding: the edit gives way
    solver.updateVariables()
    #expect(abs(a.value) < 1e-9 && abs(width.value - 30) < 1e-9)
  }

  /// Operators read like maths and merge duplicate terms.
  @Test func operatorsBuildReducedConstraints() {
    let x = Variable("x"), y = Variable("y")
    let c = x + 2 * y - x / 2 + 3 >= 10 - y
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.strength == .required)
    #expect(c.expression.terms.count == 2)
    #expect(c.expression.terms[0].coefficient == 0.5)
    #expect(c.expression.terms[1].coefficient == 3)
    #expect(c.expression.constant == -7)
    #expect(c.description == "0.5 * x + 3 * y - 7 >= 0 | required")
    let d = (x <= 5) | 251
    #expect(d.strength.value == 251)
    #expect(d.description == "x - 5 <= 0 | 251")
  }

  /// A variable can live in several solvers, at once or one after another (each solver
  /// caches its symbol in the variable; a freed solver's cache must not fool a new one).
  @Test func oneVariableInSeveralSolvers() throws {
    let x = Variable("x"), y = Variable("y")
    let a = Solver(), b = Solver()
    try a.addConstraint(x == 1)
    try b.addConstraint(y == 5)
    try b.addConstraint(x == y + 1)
    #expect(a.value(of: x) == 1 && b.value(of: x) == 6)
    for i in 0..<200 {
      let s = Solver()
      try s.addConstraint(y == Double(i))
      try s.addConstraint(x == 2 * y)
      #expect(s.value(of: x) == Double(2 * i))
    }
    #expect(a.value(of: x) == 1 && b.value(of: x) == 6)
  }

  @Test func kiwiStrengthsMapBelowRequired() {
    #expect(Strength.required.value == 1000)
    #expect(Strength.create(1000, 1000, 1000) == .required)
    #expect(Strength.weak < Strength.medium)
    #expect(Strength.medium < Strength.create(0, 1, 0, 1.25))
    #expect(Strength.create(0, 1, 0, 1.25) < Strength.create(0, 100, 0))
    #expect(Strength.create(0, 100, 0) < Strength.strong)
    #expect(Strength.strong < .required)
    #expect(Strength.weak.isValid && !Strength.strong.isRequired)
  }
}
