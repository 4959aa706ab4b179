import Testing

@testable import Cassowary

/// The unknowns' changes of a dummy's system, by dense Gaussian elimination with partial
/// pivoting: a reference independent of both sparse solvers. `nil` when the system is not
/// square or is singular.
func denseSolution(_ system: DummySystem) -> [Double]? {
  let n = system.equationCount
  guard n == system.unknownVariable.count else { return nil }
  var a = [[Double]](repeating: [Double](repeating: 0, count: n + 1), count: n)
  for i in 0..<n {
    for k in Int(system.equationStart[i])..<Int(system.equationStart[i + 1]) {
      a[i][Int(system.cellUnknown[k])] += system.cellCoefficient[k]
    }
  }
  if n > 0 { a[0][n] = -1 }
  for col in 0..<n {
    guard let p = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[p][col]) > 1e-12 else {
      return nil
    }
    a.swapAt(col, p)
    for r in 0..<n where r != col {
      let f = a[r][col] / a[col][col]
      if f != 0 { for c in col...n { a[r][c] -= f * a[col][c] } }
    }
  }
  return (0..<n).map { a[$0][n] / a[$0][$0] }
}

/// The required equalities a solver holds with a row of their own (not redundant).
func independentRequiredEqualities(_ solver: Solver) -> [Constraint] {
  solver.impl.constraints.keys.filter {
    $0.relation == .equal && $0.strength.isRequired && !solver.impl.redundant.contains($0)
  }.sorted { $0.description < $1.description }
}

/// The column of a required equality's unstored dummy: solving its system by substitution
/// (with elimination for what is left) agrees with elimination alone and with a dense solve.
@Suite struct DummyColumnTests {
  @Test(arguments: 0..<4)
  func substitutionAgreesWithEliminationAndADenseSolve(batch: Int) throws {
    var g = SeededGenerator(seed: 7000 + UInt64(batch))
    var systems = 0
    var leftToElimination = 0
    for _ in 0..<200 {
      let system = RandomSystem(&g)
      let variables = (0..<system.n).map { Variable("x\($0)") }
      let (solver, _, _) = buildSolver(system.constraints + system.stays, variables)
      for constraint in independentRequiredEqualities(solver) {
        let dummySystem = DummySystem(of: constraint, in: solver.impl)
        let dense = try #require(denseSolution(dummySystem), "\(constraint): square and nonsingular")
        let substituted = dummySystem.solve(propagating: true)
        let eliminated = dummySystem.solve(propagating: false)
        #expect(close(substituted, dense), "\(constraint): \(substituted) vs \(dense)")
        #expect(close(eliminated, dense), "\(constraint): \(eliminated) vs \(dense)")
        systems += 1
        if dummySystem.propagate().determinedCount < dummySystem.unknownVariable.count {
          leftToElimination += 1
        }
      }
    }
    #expect(systems > 40)
    #expect(leftToElimination > 0, "some random systems need elimination")
  }

  /// Reading the column off stored marker columns, when a basic variable of the equality is in
  /// no other required equality, gives the column and objective weights the solved system does.
  @Test(arguments: 0..<4)
  func columnsFromMarkersAgreeWithTheSolvedSystem(batch: Int) throws {
    var g = SeededGenerator(seed: 8000 + UInt64(batch))
    var derivedCount = 0
    for _ in 0..<200 {
      let system = RandomSystem(&g)
      let variables = (0..<system.n).map { Variable("x\($0)") }
      let (solver, _, _) = buildSolver(system.constraints + system.stays, variables)
      for constraint in independentRequiredEqualities(solver) {
        guard let derived = solver.impl.markerDerivedDummyColumn(of: constraint) else { continue }
        let dummySystem = DummySystem(of: constraint, in: solver.impl)
        let solved = solver.impl.dummyColumn(dummySystem, dummySystem.solve(propagating: false))
        let derivedBySlot = Dictionary(uniqueKeysWithValues: derived.column.map { ($0.0, $0.1) })
        let solvedBySlot = Dictionary(uniqueKeysWithValues: solved.column.map { ($0.0, $0.1) })
        #expect(Set(derivedBySlot.keys) == Set(solvedBySlot.keys), "\(constraint)")
        for (slot, value) in solvedBySlot {
          #expect(close([derivedBySlot[slot] ?? .nan], [value]), "\(constraint): slot \(slot)")
        }
        #expect(
          close(derived.objective, solved.objective),
          "\(constraint): \(derived.objective) vs \(solved.objective)")
        derivedCount += 1
      }
    }
    #expect(derivedCount > 40)
  }

  /// A chain of boxes sized by optional constraints, each placed after the previous one:
  /// substitution alone solves the system, and moving one gap moves every box after it.
  @Test func aChainIsSolvedBySubstitutionAlone() throws {
    let k = 40
    let top = (0..<k).map { Variable("top\($0)") }
    let height = (0..<k).map { Variable("h\($0)") }
    let solver = Solver()
    try solver.addConstraint(top[0] == 0)
    var gaps: [Constraint] = []
    for i in 0..<k {
      try solver.addConstraint((height[i] <= Double(20 + i)) | 250)
      try solver.addConstraint((height[i] >= Double(20 + i)) | 750)
      if i > 0 {
        let gap = top[i] == top[i - 1] + height[i - 1] + 8
        gaps.append(gap)
        try solver.addConstraint(gap)
      }
    }
    let gap = gaps[k / 2]  // between box k/2 and k/2 + 1
    let system = DummySystem(of: gap, in: solver.impl)
    let progress = system.propagate()
    #expect(progress.determinedCount == system.unknownVariable.count)
    let (column, _) = solver.impl.dummyColumn(of: gap)
    let moved = Set(column.map(\.0))
    for i in 0..<k {
      let slot = solver.impl.rowOf[Int(solver.impl.symbol(of: top[i]).id)]
      #expect(moved.contains(slot) == (i > k / 2), "top \(i)")
    }

    try solver.updateConstant(of: gap, to: -4)  // top[k/2+1] == top[k/2] + h + 4
    solver.updateVariables()
    #expect(top[k / 2].value == Double((0..<(k / 2)).reduce(0) { $0 + 28 + $1 }))
    #expect(top[k / 2 + 1].value - top[k / 2].value == Double(20 + k / 2 + 4))
    #expect(top[k - 1].value - top[k - 2].value == Double(20 + k - 2 + 8))
  }

  /// Simultaneous equations (no equation with a single unknown) go to elimination, and a
  /// constant change through them lands where a fresh solver puts it.
  @Test func simultaneousEquationsGoToElimination() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let solver = Solver()
    let sum = x + y == 10
    try solver.addConstraints([sum, x - y == 2, z == x + 1])
    let system = DummySystem(of: sum, in: solver.impl)
    #expect(system.propagate().determinedCount < system.unknownVariable.count)
    #expect(close(system.solve(propagating: true), try #require(denseSolution(system))))
    try solver.updateConstant(of: sum, to: -20)  // x + y == 20
    #expect(close([solver.value(of: x), solver.value(of: y), solver.value(of: z)], [11, 9, 12]))
  }
}
