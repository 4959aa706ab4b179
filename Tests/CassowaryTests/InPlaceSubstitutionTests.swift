import Testing

@testable import Cassowary

/// Substituting short rows into long ones in place: the block moves give the rows a merge
/// would, and a chain system (long rows) keeps a valid tableau and the right solution through
/// additions, removals and constant changes.
@Suite struct InPlaceSubstitutionTests {
  /// Random edits applied by block moves agree with the same edits applied one by one.
  @Test func blockMovesAgreeWithEditingOneCellAtATime() {
    var g = SeededGenerator(seed: 51)
    for _ in 0..<300 {
      let count = Int.random(in: 0...60, using: &g)
      let cells = (0..<count).map {
        Row.Cell(symbol: Symbol(id: Int32($0 * 2), kind: .slack), coefficient: Double($0))
      }
      // Ascending edits; an insertion goes before the cell at its position, a removal takes it.
      var edits: [RowEdit] = []
      var removed = Set<Int>()
      for position in 0...count {
        if Int.random(in: 0..<5, using: &g) == 0 {
          let cell = Row.Cell(symbol: Symbol(id: Int32(position * 2 - 1), kind: .error), coefficient: -1)
          edits.append(RowEdit(position: position, insertion: cell))
        }
        if position < count && Int.random(in: 0..<5, using: &g) == 0 {
          edits.append(RowEdit(position: position, insertion: nil))
          removed.insert(position)
        }
      }
      var expected: [Row.Cell] = []
      for position in 0...count {
        for edit in edits where edit.position == position {
          if let cell = edit.insertion { expected.append(cell) }
        }
        if position < count && !removed.contains(position) { expected.append(cells[position]) }
      }
      var edited = CellList()
      for cell in cells { edited.append(cell) }
      edits.withUnsafeBufferPointer { SolverImpl.apply($0, to: &edited) }
      #expect(edited.map(\.symbol.id) == expected.map(\.symbol.id))
      #expect(edited.map(\.coefficient) == expected.map(\.coefficient))
    }
  }

  /// A chain of views sized by optional constraints, as a stack lays them out: hiding and
  /// showing views pivots on long rows. The tableau stays valid (checked after every change)
  /// and matches a solver built afresh with the same constraints.
  @Test func aChainOfOptionalSizesHidesAndShowsLikeAFreshSolver() throws {
    let k = 60
    let top = (0..<k).map { Variable("top\($0)") }
    let height = (0..<k).map { Variable("h\($0)") }
    let bottom = Variable("bottom")
    func spacing(_ i: Int, _ gap: Double) -> Constraint {
      Constraint(
        Expression([Term(top[i]), Term(top[i - 1], -1), Term(height[i - 1], -1)], constant: -gap), .equal)
    }
    var base: [Constraint] = [top[0] == 0, bottom == top[k - 1] + height[k - 1]]
    for i in 0..<k {
      base.append((height[i] <= Double(20 + i % 5 * 4)) | 250)
      base.append((height[i] >= Double(20 + i % 5 * 4)) | 750)
    }
    var gaps = (1..<k).map { spacing($0, 8) }
    let solver = Solver()
    try solver.addConstraints(base + gaps)
    for m in [k / 2, 7, k - 2, 1] {
      // Hide view m: its gaps halve, its height goes to 0.
      let hiding = height[m] == 0
      let before = gaps[m - 1]
      let after = gaps[m]
      try solver.updateConstant(of: before, to: -4)
      try solver.updateConstant(of: after, to: -4)
      try solver.addConstraint(hiding)
      let fresh = Solver()
      gaps[m - 1] = spacing(m, 4)
      gaps[m] = spacing(m + 1, 4)
      try fresh.addConstraints(base + gaps + [hiding])
      #expect(top.map { solver.value(of: $0) } == top.map { fresh.value(of: $0) }, "hiding \(m)")
      #expect(solver.value(of: bottom) == fresh.value(of: bottom))
      // And show it again.
      try solver.removeConstraint(hiding)
      try solver.updateConstant(of: before, to: -8)
      try solver.updateConstant(of: after, to: -8)
      gaps[m - 1] = before
      gaps[m] = after
      let restored = Solver()
      try restored.addConstraints(base + gaps)
      #expect(top.map { solver.value(of: $0) } == top.map { restored.value(of: $0) }, "showing \(m)")
    }
  }
}
