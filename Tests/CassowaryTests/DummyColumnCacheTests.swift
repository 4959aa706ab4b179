import Testing

@testable import Cassowary

/// A required equality's dummy column is kept while only constants move, and computed again
/// once the tableau's structure changes: the values after every edit are the hand-worked ones.
@Suite struct DummyColumnCacheTests {
  /// Three boxes in a row, each a gap after the previous one's right edge: `x0 = 0`, widths
  /// 10 and 20, `x1 = x0 + 10 + g1`, `x2 = x1 + 20 + g2` (a constraint's constant is that of
  /// `x1 - x0 - 10 - g1 = 0`, so a gap `g1` is the constant `-(10 + g1)`).
  struct Row {
    let x = (0..<3).map { Variable("x\($0)") }
    let solver = Solver()
    let gap1: Constraint
    let gap2: Constraint

    init() throws {
      gap1 = x[1] == x[0] + 10 + 5
      gap2 = x[2] == x[1] + 20 + 5
      try solver.addConstraints([x[0] == 0, gap1, gap2])
    }

    var values: [Double] { x.map { solver.value(of: $0) } }
  }

  @Test func repeatedEditsReuseTheColumnUntilAPivot() throws {
    let row = try Row()
    let scratch = row.solver.impl.dummyScratch
    #expect(row.values == [0, 15, 40])

    // First edit: computed. Second and third edits of the same constant: no pivot in between,
    // so the column is reused.
    try row.solver.updateConstant(of: row.gap1, to: -(10 + 8))
    #expect(row.values == [0, 18, 43])
    let misses = scratch.cacheMisses
    try row.solver.updateConstant(of: row.gap1, to: -(10 + 2))
    try row.solver.updateConstant(of: row.gap1, to: -(10 + 4))
    #expect(row.values == [0, 14, 39])
    #expect(scratch.cacheMisses == misses)
    #expect(scratch.cacheHits >= 2)

    // A second constant edited in turn keeps its own column beside the first.
    try row.solver.updateConstant(of: row.gap2, to: -(20 + 1))
    try row.solver.updateConstant(of: row.gap1, to: -(10 + 5))
    try row.solver.updateConstant(of: row.gap2, to: -(20 + 3))
    #expect(row.values == [0, 15, 38])
    #expect(scratch.cacheMisses == misses + 1)

    // A new constraint changes the rows: the next edit computes the column again, and it is
    // the right one for the new tableau (x2 is now pinned, so gap1 moves x1 only).
    try row.solver.removeConstraint(row.gap2)
    try row.solver.addConstraint(row.x[2] == 40)
    #expect(row.values == [0, 15, 40])
    let missesBefore = scratch.cacheMisses
    try row.solver.updateConstant(of: row.gap1, to: -(10 + 9))
    #expect(row.values == [0, 19, 40])
    #expect(scratch.cacheMisses == missesBefore + 1)
  }

  @Test func aColumnFromBeforeAPivotIsNotReused() throws {
    // x ≥ 0 at required strength, and x = y + c: lowering c far enough makes x's bound bind,
    // which the dual simplex resolves with a pivot; the next edit must see the new basis.
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let link = x == y + 10
    try solver.addConstraints([x >= 0, link, (y == 5) | .weak])
    #expect(solver.value(of: x) == 15)
    try solver.updateConstant(of: link, to: 20)  // x = y - 20: y must rise to 20
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 20)
    try solver.updateConstant(of: link, to: -10)  // back: y returns to 5
    #expect(solver.value(of: x) == 15)
    #expect(solver.value(of: y) == 5)
    try solver.updateConstant(of: link, to: 2)  // x = y - 2
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 5)
  }
}
