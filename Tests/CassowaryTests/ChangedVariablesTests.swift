import Testing

@testable import Cassowary

/// `updateChangedVariables()`: the solution read back incrementally.
@Suite struct ChangedVariablesTests {
  /// Ten positions in a chain, each 10 after the previous one, and ten independent widths of
  /// 50: `x0 = 0`, `xᵢ = xᵢ₋₁ + 10`, `wᵢ = 50`, all required.
  struct Chain {
    let solver = Solver()
    let x = (0..<10).map { Variable("x\($0)") }
    let w = (0..<10).map { Variable("w\($0)") }
    var links: [Constraint] = []
    var widths: [Constraint] = []

    init() throws {
      try solver.addConstraint(x[0] == 0)
      for i in 1..<10 {
        let link = x[i] == x[i - 1] + 10
        try solver.addConstraint(link)
        links.append(link)
      }
      for i in 0..<10 {
        let width = w[i] == 50
        try solver.addConstraint(width)
        widths.append(width)
      }
    }
  }

  static func names(_ variables: [Variable]) -> [String] { variables.map(\.name).sorted() }

  @Test func theFirstReadReportsEveryVariableThatIsNotZero() throws {
    let chain = try Chain()
    let reported = chain.solver.updateChangedVariables()
    // x0 is solved at 0, the value a new variable holds: it does not change.
    #expect(Self.names(reported) == Self.names(Array(chain.x.dropFirst()) + chain.w))
    for i in 0..<10 {
      #expect(chain.x[i].value == Double(10 * i))
      #expect(chain.w[i].value == 50)
    }
    #expect(chain.solver.updateChangedVariables().isEmpty)
  }

  @Test func oneWidthMovesOneVariable() throws {
    let chain = try Chain()
    chain.solver.updateChangedVariables()
    try chain.solver.updateConstant(of: chain.widths[5], to: -80)
    let reported = chain.solver.updateChangedVariables()
    #expect(Self.names(reported) == ["w5"])
    #expect(chain.w[5].value == 80)
  }

  /// The closure form reports the same variables, each once, with its value already written.
  @Test func theClosureFormReportsEachChangedVariableAfterWritingIt() throws {
    let chain = try Chain()
    var firstRead: [String] = []
    chain.solver.updateChangedVariables { firstRead.append($0.name) }
    #expect(firstRead.sorted() == Self.names(Array(chain.x.dropFirst()) + chain.w))
    // x5 = x4 + 30 instead of + 10: x5…x9 move by 20, to 70, 80, … 110.
    try chain.solver.updateConstant(of: chain.links[4], to: -30)
    var seen: [(String, Double)] = []
    chain.solver.updateChangedVariables { seen.append(($0.name, $0.value)) }
    #expect(seen.map(\.0).sorted() == ["x5", "x6", "x7", "x8", "x9"])
    for (name, value) in seen {
      #expect(value == 20 + 10 * Double(Int(name.dropFirst())!), "\(name)")
    }
    var none = 0
    chain.solver.updateChangedVariables { _ in none += 1 }
    #expect(none == 0)
  }

  @Test func oneLinkMovesThePositionsAfterIt() throws {
    let chain = try Chain()
    chain.solver.updateChangedVariables()
    // x5 = x4 + 30 instead of + 10: x5…x9 move by 20, nothing else.
    try chain.solver.updateConstant(of: chain.links[4], to: -30)
    let reported = chain.solver.updateChangedVariables()
    #expect(Self.names(reported) == ["x5", "x6", "x7", "x8", "x9"])
    for i in 0..<10 { #expect(chain.x[i].value == Double(10 * i + (i >= 5 ? 20 : 0))) }
  }

  @Test func aChangeUndoneBeforeTheReadReportsNothing() throws {
    let chain = try Chain()
    chain.solver.updateChangedVariables()
    try chain.solver.updateConstant(of: chain.links[2], to: -25)
    try chain.solver.updateConstant(of: chain.links[2], to: -10)
    #expect(chain.solver.updateChangedVariables().isEmpty)
    #expect(chain.x[9].value == 90)
  }

  @Test func aVariableLeftFreeReadsZero() throws {
    // y = 40 required, then removed: only y ≥ 0 at 250 is left, which every y ≥ 0 satisfies;
    // the solution has one row, y = s − e or s = y + e, and either way y = 0.
    let solver = Solver()
    let y = Variable("y")
    let pin = y == 40
    try solver.addConstraint(pin)
    try solver.addConstraint((y >= 0) | 250)
    #expect(Self.names(solver.updateChangedVariables()) == ["y"])
    try solver.removeConstraint(pin)
    #expect(Self.names(solver.updateChangedVariables()) == ["y"])
    #expect(y.value == 0)
  }

  @Test func updateVariablesClearsWhatIsPending() throws {
    let chain = try Chain()
    chain.solver.updateVariables()
    #expect(chain.solver.updateChangedVariables().isEmpty)
    try chain.solver.updateConstant(of: chain.widths[0], to: -10)
    chain.solver.updateVariables()
    #expect(chain.w[0].value == 10)
    #expect(chain.solver.updateChangedVariables().isEmpty)
  }
}

/// The same constraint objects in two solvers: each solver caches its bookkeeping in the
/// constraint and the variable, and the other one must not read it.
@Suite struct SharedConstraintTests {
  @Test func aChainHeldByTwoSolversMovesInEach() throws {
    // x0 = 0, x1 = x0 + 10, x2 = x1 + 10, all required, in both solvers.
    let x = (0..<3).map { Variable("x\($0)") }
    let chain = [x[0] == 0, x[1] == x[0] + 10, x[2] == x[1] + 10]
    let first = Solver()
    let second = Solver()
    try first.addConstraints(chain)
    try second.addConstraints(chain)
    // The first link's constant in one solver only: x1 and x2 move by 5 there.
    try first.updateConstant(of: chain[1], to: -15)
    #expect((0..<3).map { first.value(of: x[$0]) } == [0, 15, 25])
    #expect((0..<3).map { second.value(of: x[$0]) } == [0, 10, 20])
    try second.updateConstant(of: chain[2], to: -1)
    #expect((0..<3).map { second.value(of: x[$0]) } == [0, 10, 11])
    try first.removeConstraint(chain[2])
    #expect(!first.hasConstraint(chain[2]) && second.hasConstraint(chain[2]))
    try second.updateConstant(of: chain[2], to: -30)
    #expect(second.value(of: x[2]) == 40)
    first._checkInvariants()
    second._checkInvariants()
  }
}
