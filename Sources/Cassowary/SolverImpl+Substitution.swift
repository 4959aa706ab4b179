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
      addScaled(&row, slot: slot, source, scale, dropping: index ?? -1)
      return
    }
    row.constant += source.constant * scale
    // The edits, by position in the old row (an insertion goes before the cell at its
    // position), in scratch space on the stack: no allocation per row.
    withUnsafeTemporaryAllocation(of: RowEdit.self, capacity: source.cells.count + 1) { edits in
      var count = 0
      var pendingIndex = index
      func emit(_ edit: RowEdit) {
        if let removed = pendingIndex, removed < edit.position {
          edits[count] = RowEdit(position: removed, insertion: nil)
          count += 1
          pendingIndex = nil
        }
        edits[count] = edit
        count += 1
      }
      var from = 0
      for cell in source.cells {
        let at = Self.lowerBound(of: cell.symbol, in: row.cells, from: from)
        from = at
        if at < row.cells.count && row.cells[at].symbol.id == cell.symbol.id {
          let scaled = cell.coefficient * scale
          let c = row.cells[at].coefficient + scaled
          if !isResidue(c, row.cells[at].coefficient, scaled) {
            row.cells[at].coefficient = c
            continue
          }
          emit(RowEdit(position: at, insertion: nil))
          if columns[Int(cell.symbol.id)].count <= 32 {
            removeFromColumn(cell.symbol, slot)
          } else {
            pendingRemovals.append((cell.symbol, slot))
          }
        } else {
          let c = cell.coefficient * scale
          guard c != 0 else { continue }
          emit(RowEdit(position: at, insertion: Row.Cell(symbol: cell.symbol, coefficient: c)))
          appendToColumn(cell.symbol, slot)
        }
      }
      if let removed = pendingIndex {
        edits[count] = RowEdit(position: removed, insertion: nil)
        count += 1
      }
      Self.apply(UnsafeBufferPointer(rebasing: edits[..<count]), to: &row.cells)
    }
  }

  /// Applies `edits` (ascending by position) to `cells`, moving each run of kept cells once:
  /// runs moving left first, in order, then runs moving right, in reverse order, so that no run
  /// overwrites one that has not moved yet.
  static func apply(_ edits: UnsafeBufferPointer<RowEdit>, to cells: inout CellList) {
    guard !edits.isEmpty else { return }
    let oldCount = cells.count
    var growth = 0
    for edit in edits { growth += edit.insertion == nil ? -1 : 1 }
    // Cells are plain data: the slots past the count can be written without initializing.
    cells.merge(minimumCapacity: oldCount + max(growth, 0)) { base, count in
      // Runs overlap where they move to: copyMemory is a memmove.
      func move(_ start: Int, _ end: Int, by shift: Int) {
        guard shift != 0 && start < end else { return }
        UnsafeMutableRawPointer(base + start + shift).copyMemory(
          from: base + start, byteCount: (end - start) * MemoryLayout<Row.Cell>.stride)
      }
      // Left-moving runs, front to back. The run after edit k starts where edit k ends.
      var shift = 0
      for (k, edit) in edits.enumerated() {
        shift += edit.insertion == nil ? -1 : 1
        let start = edit.position + (edit.insertion == nil ? 1 : 0)
        let end = k + 1 < edits.count ? edits[k + 1].position : oldCount
        if shift < 0 { move(start, max(start, end), by: shift) }
      }
      // Right-moving runs, back to front, then the inserted cells in their places.
      for k in edits.indices.reversed() {
        let edit = edits[k]
        let start = edit.position + (edit.insertion == nil ? 1 : 0)
        let end = k + 1 < edits.count ? edits[k + 1].position : oldCount
        if shift > 0 { move(start, max(start, end), by: shift) }
        shift -= edit.insertion == nil ? -1 : 1
      }
      for edit in edits {
        if let cell = edit.insertion { base[edit.position + shift] = cell }
        shift += edit.insertion == nil ? -1 : 1
      }
      count = oldCount + growth
    }
  }

  /// The first index at or after `start` whose cell's symbol id is not below `symbol`'s.
  @inline(__always)
  static func lowerBound(of symbol: Symbol, in cells: CellList, from start: Int) -> Int {
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

/// One edit of a row: an insertion before the cell at `position`, or the removal of that cell.
struct RowEdit {
  var position: Int
  var insertion: Row.Cell?
}
