import Testing

@testable import Cassowary

/// The cell storage of rows: an array with value semantics whose merges write through raw
/// pointers. A copy must never see the writes made to another.
@Suite struct CellListTests {
  func cell(_ id: Int32, _ coefficient: Double) -> Row.Cell {
    Row.Cell(symbol: Symbol(id: id, kind: .slack), coefficient: coefficient)
  }

  func ids(_ cells: CellList) -> [Int32] { cells.map(\.symbol.id) }

  @Test func insertAndRemoveKeepOrder() {
    var cells: CellList = []
    #expect(cells.isEmpty)
    cells.insert(cell(5, 1), at: 0)
    cells.insert(cell(1, 2), at: 0)
    cells.insert(cell(3, 3), at: 1)
    #expect(ids(cells) == [1, 3, 5])
    let removed = cells.remove(at: 1)
    #expect(removed.symbol.id == 3 && removed.coefficient == 3)
    #expect(ids(cells) == [1, 5])
    // Past the first allocation's room.
    for id in 6..<50 { cells.append(cell(Int32(id), 1)) }
    #expect(cells.count == 46)
    #expect(ids(cells).last == 49)
  }

  @Test func copiesDoNotShareWrites() {
    let original: CellList = [cell(1, 1), cell(2, 2)]
    var copy = original
    copy[0].coefficient = 10
    copy.remove(at: 1)
    var other = original
    other.withUnsafeMutableBufferPointer { cells in
      for i in cells.indices { cells[i].coefficient = -1 }
    }
    #expect(original.map(\.coefficient) == [1, 2])
    #expect(copy.map(\.coefficient) == [10])
    #expect(other.map(\.coefficient) == [-1, -1])
  }

  @Test func mergeOfACopyLeavesTheOriginal() {
    let original: CellList = [cell(1, 1), cell(4, 4)]
    var merged = original
    merged.merge(minimumCapacity: 40) { cells, count in
      for i in 0..<40 { cells[i] = cell(Int32(i), Double(i)) }
      count = 40
    }
    #expect(merged.count == 40 && merged[39].coefficient == 39)
    #expect(ids(original) == [1, 4])
  }

  /// A row plus a multiple of another, in place: new symbols, cancellations, the dropped cell
  /// of a substitution, and a copy of the row that must keep its old cells.
  @Test func addScaledMergesInPlace() {
    var impl = SolverImpl()
    var row = Row(constant: 1, cells: [cell(1, 1), cell(3, 2), cell(5, 1), cell(7, 3)])
    let copy = row
    let src = Row(constant: 2, cells: [cell(2, 1), cell(3, -1), cell(8, 1)])
    // row += 2·src, dropping the cell of symbol 5 (index 2).
    impl.addScaled(&row, slot: -1, src, 2, dropping: 2)
    #expect(row.constant == 5)
    #expect(ids(row.cells) == [1, 2, 7, 8])
    #expect(row.cells.map(\.coefficient) == [1, 2, 3, 2])
    #expect(ids(copy.cells) == [1, 3, 5, 7])
    #expect(copy.constant == 1)
  }
}
