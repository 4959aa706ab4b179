import Testing

@testable import Cassowary

/// Builds a case's constraints against the public API.
func constraint(_ item: SolverCase.Item, _ variables: [String: Variable]) -> Constraint {
  let terms = item.terms.map { Term(variables[$0.0]!, $0.1) }
  let op: RelationalOperator =
    switch item.op {
    case "==": .equal
    case "<=": .lessThanOrEqual
    default: .greaterThanOrEqual
    }
  return Constraint(Expression(terms, constant: item.constant), op, strength: Strength(item.priority))
}

/// Cases of the sample file whose stated expectation is wrong, with the reason.
let solverCaseErrata: [String: String] = [
  "sys70": """
  the file expects "unsatisfiable", but its only required constraint is 2·v1 + 193 >= 0, \
  which v1 = 0 satisfies; its optimum is not unique either (level 1 costs 559 for every \
  v1 in [-96.5, 266])
  """
]

/// The solver conformance cases, run directly against `Solver`.
@Suite struct SolverCaseTests {
  @Test(arguments: solverCases.map(\.name))
  func conformanceCase(_ name: String) throws {
    let testCase = solverCases.first { $0.name == name }!
    var variables: [String: Variable] = [:]
    for v in testCase.variables { variables[v] = Variable(v) }
    let solver = Solver()
    var unsatisfiable = false
    for item in testCase.constraints {
      let c = constraint(item, variables)
      do {
        try solver.addConstraint(c)
      } catch {
        #expect(error.description == CassowaryError.unsatisfiableConstraint(c).description)
        #expect(c.strength.isRequired)
        unsatisfiable = true
      }
    }
    if let erratum = solverCaseErrata[name] {
      // The file's expectation is wrong; check the facts that do hold instead.
      #expect(!unsatisfiable, "\(name): \(erratum)")
      return
    }
    guard let expect = testCase.expect else {
      #expect(unsatisfiable, "\(name): expected an unsatisfiable required constraint")
      // Still usable afterwards.
      let probe = Variable("probe")
      try solver.addConstraint(probe == 7)
      #expect(solver.value(of: probe) == 7)
      return
    }
    #expect(!unsatisfiable)
    for (v, value) in expect {
      let got = solver.value(of: variables[v]!)
      #expect(abs(got - value) <= 1e-6, "\(name): \(v) = \(got), expected \(value)")
    }
  }

  /// sys0, written out: the 999.5 inequality and the two required equalities decide
  /// everything; the weaker preferences only pick among what is left.
  @Test func sys0ByHand() throws {
    let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    let solver = Solver()
    try solver.addConstraint((0.5 * v2 - 190 >= 0) | 999.5)
    try solver.addConstraint((3 * v2 + 3 * v1 - 16 == 0) | 149)
    try solver.addConstraint(-0.5 * v0 - v2 - 67 == 0)
    try solver.addConstraint((-0.5 * v0 - 0.5 * v2 - 28 >= 0) | 51)
    try solver.addConstraint(-v1 + 0.5 * v0 - 0.5 * v2 + 80 == 0)
    try solver.addConstraint((v0 - 153 == 0) | 1)
    try solver.addConstraint((v1 - 149 == 0) | 49)
    try solver.addConstraint((v2 - 159 == 0) | 49)
    #expect(abs(solver.value(of: v0) + 894) < 1e-6)
    #expect(abs(solver.value(of: v1) + 557) < 1e-6)
    #expect(abs(solver.value(of: v2) - 380) < 1e-6)
  }
}
