/// The substitution step of a pivot for long rows.
///
/// A pivot replaces the entering symbol, in every row that holds it, by the entering symbol's
/// new row. In chain-like systems (a stack of views sized by optional constraints) the rows of
/// the positions down the chain hold one cell per view above them, so they are long, while the
/// entering row is short. A cell-by-cell merge then costs the whole row per substitution, on
/// every row below the pivot; copying the unchanged runs between the few changed cells as
/// blocks costs a memory copy instead.
extension SolverImpl {
  /// `row` (held in `slot`) with its cell at `index` — the entering symbol's — replaced by
  /// `scale · source`, keeping cells sorted and columns in step: what removing the cell and
  /// ``addScaled(_:slot:_:_:)`` do. When `source` is much shorter than `row`, the row is
  /// edited in its own buffer: changed coefficients in place, and the runs of cells between
  /// removals and insertions moved once each, by block.
  mutating func substituteCell(_ row: inout Row, at index: Int, slot: Int32, by source: Row, _ scale: Double)
  {
    addScaledCells(&row, removing: index, slot: slot, by: source, scale)
  }

  /// `row += scale · source` (dropping the cell at `index` first, if any), as
  /// ``addScaled(_:slot:_:_:)`` does, in place when `source` is much shorter than `row`.
  mutating func addScaledCells(
    _ row: inout Row, removing index: Int?, slot: Int32, by source: Row, _ scale: Double
  ) {
    guard source.cells.count * 8 <= row.cells.count else {
      if let index { row.cells.remove(at: index) }
      addScaled(&row, slot: slot, source, scale)
      return
    }
    row.constant += source.constant * scale
    // The edits, by position in the old row: insertions go before the cell at their position.
    var removals = index.map { [$0] } ?? []
    var insertions: [(position: Int, cell: Row.Cell)] = []
    var from = 0
    for cell in source.cells {
      let at = Self.lowerBound(of: cell.symbol, in: row.cells, from: from)
      from = at
      if at < row.cells.count && row.cells[at].symbol.id == cell.symbol.id {
        let c = row.cells[at].coefficient + cell.coefficient * scale
        if !nearZero(c) {
          row.cells[at].coefficient = c
          continue
        }
        removals.append(at)
        if columns[Int(cell.symbol.id)].count <= 32 {
          removeFromColumn(cell.symbol, slot)
        } else {
          pendingRemovals.append((cell.symbol, slot))
        }
      } else {
        let c = cell.coefficient * scale
        guard !nearZero(c) else { continue }
        insertions.append((at, Row.Cell(symbol: cell.symbol, coefficient: c)))
        appendToColumn(cell.symbol, slot)
      }
    }
    removals.sort()
    Self.edit(&row.cells, removing: removals, inserting: insertions)
  }

  /// Removes the cells at `removals` (ascending) and inserts `insertions` (ascending; each
  /// before the old cell at its position), moving each run of kept cells once.
  static func edit(
    _ cells: inout [Row.Cell], removing removals: [Int],
    inserting insertions: [(position: Int, cell: Row.Cell)]
  ) {
    // The runs of kept cells, each with the distance it moves, and where insertions land.
    var runs: [(start: Int, end: Int, shift: Int)] = []
    var placed: [(at: Int, cell: Row.Cell)] = []
    var shift = 0
    var cursor = 0
    var r = 0
    var i = 0
    while r < removals.count || i < insertions.count {
      let isInsertion = i < insertions.count && (r == removals.count || insertions[i].position <= removals[r])
      let position = isInsertion ? insertions[i].position : removals[r]
      if position > cursor { runs.append((cursor, position, shift)) }
      cursor = max(cursor, position)
      if isInsertion {
        placed.append((position + shift, insertions[i].cell))
        shift += 1
        i += 1
      } else {
        cursor = position + 1
        shift -= 1
        r += 1
      }
    }
    let oldCount = cells.count
    if cursor < oldCount { runs.append((cursor, oldCount, shift)) }
    if shift > 0 {
      cells.append(contentsOf: repeatElement(Row.Cell(symbol: .invalid, coefficient: 0), count: shift))
    }
    cells.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // Runs moving left go first, in order; then runs moving right, in reverse order: no run
      // overwrites one that has not moved yet.
      for run in runs where run.shift < 0 {
        (base + run.start + run.shift).update(from: base + run.start, count: run.end - run.start)
      }
      for run in runs.reversed() where run.shift > 0 {
        (base + run.start + run.shift).update(from: base + run.start, count: run.end - run.start)
      }
      for (at, cell) in placed { base[at] = cell }
    }
    if shift < 0 { cells.removeLast(-shift) }
  }

  /// The first index at or after `start` whose cell's symbol id is not below `symbol`'s.
  @inline(__always)
  static func lowerBound(of symbol: Symbol, in cells: [Row.Cell], from start: Int) -> Int {
    var lo = start
    var hi = cells.count
    let id = symbol.id
    while lo < hi {
      let mid = (lo + hi) &>> 1
      if cells[mid].symbol.id < id { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
