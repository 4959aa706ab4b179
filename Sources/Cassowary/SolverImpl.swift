import Synchronization

/// The markers of one constraint in the tableau (Kiwi's `Tag`).
///
/// - `>=`/`<=`: `marker` is the slack; `other` is the error when optional.
/// - optional `==`: `marker` is the positive error, `other` the negative one.
/// - required `==`: `marker` is a dummy that is **never stored** in the tableau (see
///   ``SolverImpl/dummyColumn(of:)``); no `other`.
struct Tag {
  var marker: Symbol = .invalid
  var other: Symbol = .invalid
}

/// What the solver knows of one constraint it holds.
struct ConstraintInfo {
  var tag: Tag
  /// The constant the constraint currently has in the tableau (its expression's constant
  /// until ``Solver/updateConstant(of:to:)`` changes it).
  var constant: Double
}

/// An edit variable: its edit constraint `variable == value` and the suggested value.
struct EditInfo {
  var constraint: Constraint
  var value: Double
}

/// Numbers solvers, so that a variable's cache can name its solver. (An object identity
/// would not do: a freed solver's address can be reused by a new one.)
private let solverSerials = Atomic<UInt64>(0)

func nextSolverSerial() -> UInt64 { solverSerials.add(1, ordering: .relaxed).newValue }

/// Numbers walks over the constraints of a tableau, so that a walk can mark the constraints it
/// met (`Constraint.walkMark`) without clearing the marks of the walks before it, whichever
/// solver they ran in.
private let walkMarks = Atomic<UInt64>(0)

func nextWalkMark() -> UInt64 { walkMarks.add(1, ordering: .relaxed).newValue }

/// Numbers the states of tableaus' structure (see `SolverImpl.structureVersion`): each change
/// takes a number no tableau had before, so a cached column can never match a later state by
/// accident, whichever solver or copy of one computed it.
private let structureVersions = Atomic<UInt64>(0)

func nextStructureVersion() -> UInt64 { structureVersions.add(1, ordering: .relaxed).newValue }

/// The incremental Cassowary simplex solver (Badros, Borning & Stuckey 2001), after Kiwi's
/// `solverimpl.h`; step names follow the paper and Kiwi. Differences from Kiwi:
///
/// - **Strict priorities**: the objective is a ``SymbolicObjective`` with one lexicographic
///   level per distinct priority instead of a weighted sum.
/// - **No dummy columns**: the dummy markers of required equalities are never stored (their
///   columns fill in as K² along chains of equalities); they are computed when a removal or a
///   constant change needs one (SolverImpl+Dummies.swift).
/// - **A column index**: `columns[symbol]` lists the rows that hold the symbol, so
///   substitutions, ratio tests and edits touch only those rows instead of scanning them all.
/// - **A wider choice of subject**: any symbol whose new value keeps the basis feasible, the
///   cheapest first, so most additions skip the artificial phase (``chooseSubject(_:_:)``).
/// - **Nothing changes on error**: an unsatisfiable addition or constant change is rolled
///   back by undoing its pivots in reverse.
/// - **Unrestricted symbols move both ways**: a nonbasic external symbol with a nonzero
///   objective weight may enter decreasing as well as increasing.
/// - Bland's rule (lowest symbol id) breaks ties, so degenerate pivots cannot cycle.
///
/// It is a struct so that its hot loops run on statically checked storage; ``Solver`` is the
/// reference-type facade.
struct SolverImpl {
  let serial = nextSolverSerial()

  // MARK: What the user added
  var constraints: [Constraint: ConstraintInfo] = [:]
  var edits: [ObjectIdentifier: EditInfo] = [:]

  // MARK: Variables (external symbols), with the number of constraints using each
  var variableIndex: [ObjectIdentifier: Int] = [:]
  var variables: [Variable] = []
  var variableSymbols: [Symbol] = []
  var variableUsers: [Int] = []
  /// The constraints that mention each variable (for ``dummyColumn(of:)``).
  var variableConstraints: [[Constraint]] = []
  /// Required equalities implied by the other required constraints: they have no row.
  var redundant: Set<Constraint> = []

  // MARK: The tableau
  /// Row storage; a slot is free when its basic symbol is invalid.
  var rows: [Row] = []
  var basicOf: [Symbol] = []
  var freeSlots: [Int32] = []
  var rowCount = 0
  /// The slot of each basic symbol's row, by symbol id (-1 when nonbasic).
  var rowOf: [Int32] = []
  /// The slots of the rows that hold each symbol, by symbol id.
  var columns: [[Int32]] = []
  var freeSymbolIDs: [Int32] = []
  /// Symbol ids handed out so far (the per-symbol arrays have room for more).
  var symbolCount: Int32 = 0
  var objective = SymbolicObjective()
  /// The phase-one objective of `addWithArtificialVariable`, while it runs.
  var artificial: Row?
  var infeasibleRows: [Symbol] = []

  // MARK: Changed variables
  /// Whether changes are tracked: from the first ``updateChangedVariables()`` on, so that a
  /// solver read with ``updateVariables()`` alone pays nothing for it.
  var tracksChanges = false
  /// The external symbols whose values may have changed since the variables were last
  /// written (``updateChangedVariables()``), each once.
  var touchedSymbols: [Symbol] = []
  /// Whether each symbol id is in `touchedSymbols`.
  var isTouched: [Bool] = []
  /// The index in `variables` of each external symbol, by symbol id (-1 for other symbols).
  var variableOfSymbol: [Int32] = []
  /// The ``Variable/tag`` of each external symbol's variable, by symbol id (-1: none, or not
  /// an external symbol): what ``updateChangedValues(_:)`` reports instead of the variable.
  var tagOfSymbol: [Int32] = []

  // MARK: Scratch space
  /// Buffers the dummy-column computations reuse from one edit to the next.
  let dummyScratch = DummyScratch()
  /// Column entries to drop, gathered during a substitution (see ``flushColumnRemovals()``).
  var pendingRemovals: [(symbol: Symbol, slot: Int32)] = []
  /// Generation stamps per slot, for filtering a column in one pass.
  var slotMarks: [UInt32] = []
  var markGeneration: UInt32 = 0
  var logPivots = false
  /// Pivots done so far (for statistics and tests).
  var pivotCount = 0
  /// Counts changes to the basis and the set of rows (pivots, rows added or freed, constraints
  /// added or removed): a dummy column computed at one version holds until the next, since only
  /// constants move in between (see ``DummyScratch/cachedColumn(of:version:)``).
  var structureVersion = nextStructureVersion()
  var pivotLog: [(leaving: Symbol, entering: Symbol)] = []

  var tokenID: UInt64 { serial }

  // MARK: - Symbols and variables

  mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    if let id = freeSymbolIDs.popLast() { return Symbol(id: id, kind: kind) }
    let id = symbolCount
    symbolCount += 1
    if Int(id) == rowOf.count {
      // The per-symbol storage grows by doubling, not one id at a time.
      let count = max(64, 2 * rowOf.count)
      rowOf.append(contentsOf: repeatElement(-1, count: count - rowOf.count))
      columns.append(contentsOf: repeatElement([], count: count - columns.count))
      isTouched.append(contentsOf: repeatElement(false, count: count - isTouched.count))
      variableOfSymbol.append(contentsOf: repeatElement(-1, count: count - variableOfSymbol.count))
      tagOfSymbol.append(contentsOf: repeatElement(-1, count: count - tagOfSymbol.count))
      objective.reserveSymbols(count)
    }
    return Symbol(id: id, kind: kind)
  }

  /// Returns a symbol's id for reuse. A symbol that still appears somewhere (only through
  /// rounding) is purged first.
  mutating func releaseSymbol(_ s: Symbol) {
    guard s.isValid else { return }
    let i = Int(s.id)
    precondition(rowOf[i] < 0, "releasing a basic symbol")
    for slot in columns[i] {
      let at = rows[Int(slot)].search(s)
      if at >= 0 { rows[Int(slot)].cells.remove(at: at) }
    }
    columns[i].removeAll()
    objective.remove(s)
    freeSymbolIDs.append(s.id)
  }

  /// The symbol of a variable this solver knows, or `.invalid`. O(1) for the common case of
  /// a variable used by one solver.
  @inline(__always)
  func symbol(of variable: Variable) -> Symbol {
    if variable.cachedOwner == tokenID { return variable.cachedSymbol }
    guard let i = variableIndex[variable.id] else { return .invalid }
    variable.cachedOwner = tokenID
    variable.cachedSymbol = variableSymbols[i]
    variable.cachedIndex = i
    return variableSymbols[i]
  }

  /// Counts one more constraint using `variable` and returns its symbol.
  mutating func retainVariable(_ variable: Variable, by constraint: Constraint) -> Symbol {
    if let i = index(of: variable) {
      variableUsers[i] += 1
      variableConstraints[i].append(constraint)
      return variableSymbols[i]
    }
    let s = newSymbol(.external)
    variableOfSymbol[Int(s.id)] = Int32(variables.count)
    tagOfSymbol[Int(s.id)] = variable.tag
    touch(s)  // a new variable's value is written at the next update, whatever it was
    variableIndex[variable.id] = variables.count
    variables.append(variable)
    variableSymbols.append(s)
    variableUsers.append(1)
    var users: [Constraint] = []
    users.reserveCapacity(8)
    users.append(constraint)
    variableConstraints.append(users)
    variable.cachedOwner = tokenID
    variable.cachedSymbol = s
    variable.cachedIndex = variables.count - 1
    return s
  }

  /// The markers of a constraint this solver holds, through its cache when it is ours; `nil`
  /// for a constraint it does not hold.
  @inline(__always)
  func tag(of constraint: Constraint) -> Tag? {
    if constraint.cachedOwner == tokenID { return constraint.cachedTag }
    return constraints[constraint]?.tag
  }

  /// The index of a variable in `variables`, through its cache when it is ours.
  @inline(__always)
  func index(of variable: Variable) -> Int? {
    if variable.cachedOwner == tokenID { return variable.cachedIndex }
    guard let i = variableIndex[variable.id] else { return nil }
    variable.cachedOwner = tokenID
    variable.cachedSymbol = variableSymbols[i]
    variable.cachedIndex = i
    return i
  }

  /// Counts one constraint fewer using `variable`; forgets it when none is left. A variable
  /// that no constraint mentions cannot be basic nor appear in a row (up to rounding).
  mutating func releaseVariable(_ variable: Variable, by constraint: Constraint) {
    guard let i = index(of: variable) else { return }
    variableUsers[i] -= 1
    if let k = variableConstraints[i].lastIndex(where: { $0 === constraint }) {
      variableConstraints[i].swapAt(k, variableConstraints[i].count - 1)
      variableConstraints[i].removeLast()
    }
    guard variableUsers[i] == 0 else { return }
    let s = variableSymbols[i]
    if rowOf[Int(s.id)] >= 0 {
      // Only rounding can leave it basic: make the row's value its last word and drop it.
      _ = freeRow(rowOf[Int(s.id)])
    }
    variableOfSymbol[Int(s.id)] = -1
    tagOfSymbol[Int(s.id)] = -1
    releaseSymbol(s)
    let last = variables.count - 1
    if i != last {
      variables[i] = variables[last]
      variableSymbols[i] = variableSymbols[last]
      variableOfSymbol[Int(variableSymbols[i].id)] = Int32(i)
      variableUsers[i] = variableUsers[last]
      variableConstraints[i] = variableConstraints[last]
      variableIndex[variables[i].id] = i
      if variables[i].cachedOwner == tokenID { variables[i].cachedIndex = i }
    }
    variables.removeLast()
    variableSymbols.removeLast()
    variableUsers.removeLast()
    variableConstraints.removeLast()
    variableIndex[variable.id] = nil
    if variable.cachedOwner == tokenID { variable.cachedOwner = 0 }
  }

  // MARK: - Row primitives (they keep `columns` and `rowOf` in step)

  /// Puts `row` into the tableau as the row of `basic`.
  @discardableResult
  mutating func allocateRow(_ basic: Symbol, _ row: Row) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      rows[Int(slot)] = row
      basicOf[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      basicOf.append(basic)
    }
    rowOf[Int(basic.id)] = slot
    structureVersion = nextStructureVersion()
    columns.withUnsafeMutableBufferPointer { columns in
      for cell in row.cells { Self.append(slot, to: &columns[Int(cell.symbol.id)]) }
    }
    rowCount += 1
    touch(basic)
    return slot
  }

  /// Takes the row in `slot` out of the tableau and returns it.
  mutating func freeRow(_ slot: Int32) -> Row {
    var row = Row()
    swap(&row, &rows[Int(slot)])
    structureVersion = nextStructureVersion()
    for cell in row.cells { removeFromColumn(cell.symbol, slot) }
    touch(basicOf[Int(slot)])
    rowOf[Int(basicOf[Int(slot)].id)] = -1
    basicOf[Int(slot)] = .invalid
    freeSlots.append(slot)
    rowCount -= 1
    return row
  }

  /// Drops the column entries gathered from long columns. A pivot can cancel one symbol in many
  /// rows at once (a shared parameter leaving them all); removing each entry by a linear search
  /// of a long column would cost O(K²) per pivot, so larger groups filter their column in one
  /// pass.
  mutating func flushColumnRemovals() {
    guard !pendingRemovals.isEmpty else { return }
    if pendingRemovals.count <= 8 {
      for (s, slot) in pendingRemovals { removeFromColumn(s, slot) }
      pendingRemovals.removeAll(keepingCapacity: true)
      return
    }
    pendingRemovals.sort { $0.symbol.id < $1.symbol.id }
    if slotMarks.count < rows.count {
      slotMarks.append(contentsOf: repeatElement(0, count: rows.count - slotMarks.count))
    }
    var start = 0
    while start < pendingRemovals.count {
      let s = pendingRemovals[start].symbol
      var end = start + 1
      while end < pendingRemovals.count && pendingRemovals[end].symbol.id == s.id { end += 1 }
      if end - start <= 4 {
        for k in start..<end { removeFromColumn(s, pendingRemovals[k].slot) }
      } else {
        markGeneration &+= 1
        if markGeneration == 0 {
          for i in slotMarks.indices { slotMarks[i] = 0 }
          markGeneration = 1
        }
        for k in start..<end { slotMarks[Int(pendingRemovals[k].slot)] = markGeneration }
        var column = [Int32]()
        swap(&column, &columns[Int(s.id)])
        var kept = 0
        for q in column where slotMarks[Int(q)] != markGeneration {
          column[kept] = q
          kept += 1
        }
        column.removeLast(column.count - kept)
        swap(&column, &columns[Int(s.id)])
      }
      start = end
    }
    pendingRemovals.removeAll(keepingCapacity: true)
  }

  @inline(__always)
  mutating func removeFromColumn(_ s: Symbol, _ slot: Int32) {
    Self.remove(slot, from: &columns[Int(s.id)])
  }

  /// Drops `slot` from a column (the last entry takes its place).
  @inline(__always)
  static func remove(_ slot: Int32, from column: inout [Int32]) {
    let found = column.withUnsafeMutableBufferPointer { column -> Bool in
      var i = column.count - 1
      while i >= 0 {
        if column[i] == slot {
          column[i] = column[column.count - 1]
          return true
        }
        i -= 1
      }
      return false
    }
    if found { column.removeLast() }
  }

  /// `row += scale · src`, dropping coefficients that become zero. When `slot` is not -1 the
  /// row lives in that slot and the columns follow. A linear merge of the sorted cells, in
  /// place: the row's cells move up by `src`'s count, and the merge writes from the bottom,
  /// never overtaking what it still has to read. No allocation unless the row outgrows its
  /// capacity.
  mutating func addScaled(_ row: inout Row, slot: Int32, _ src: Row, _ scale: Double) {
    addScaled(&row, slot: slot, src, scale, dropping: -1)
  }

  /// ``addScaled(_:slot:_:_:)`` that also drops the row's cell at index `dropped` (when not
  /// -1) in the same pass: a substitution removes the symbol it replaces. (The caller keeps
  /// that symbol's column.)
  mutating func addScaled(_ row: inout Row, slot: Int32, _ src: Row, _ scale: Double, dropping dropped: Int) {
    if slot < 0 {
      // A row outside the tableau: no column to keep, and no access to `columns`, which would
      // copy them in a copied solver (see `expressionRow`).
      Self.addScaled(&row, src, scale, dropping: dropped, slot: slot, nil, &pendingRemovals)
    } else {
      columns.withUnsafeMutableBufferPointer { columns in
        Self.addScaled(&row, src, scale, dropping: dropped, slot: slot, columns, &pendingRemovals)
      }
    }
  }

  /// ``addScaled(_:slot:_:_:dropping:)`` on explicit state, for loops that hold the rows and
  /// the columns through buffer pointers.
  @inline(__always)
  static func addScaled(
    _ row: inout Row, _ src: Row, _ scale: Double, dropping dropped: Int, slot: Int32,
    _ columns: UnsafeMutableBufferPointer<[Int32]>?, _ pendingRemovals: inout [(symbol: Symbol, slot: Int32)]
  ) {
    row.constant += src.constant * scale
    let bCount = src.cells.count
    if bCount == 0 {
      if dropped >= 0 { row.cells.remove(at: dropped) }
      return
    }
    let aCount = row.cells.count
    let kept = dropped >= 0 ? aCount - 1 : aCount
    src.cells.withUnsafeBufferPointer { b in
      row.cells.merge(minimumCapacity: aCount + bCount) { cells, count in
        // Move the row's cells up by `bCount`, leaving out the dropped one: the part above it
        // first, since every move goes up.
        let a = cells + bCount
        if dropped >= 0 {
          (a + dropped).moveInitialize(from: cells + dropped + 1, count: aCount - dropped - 1)
          a.moveInitialize(from: cells, count: dropped)
        } else {
          a.moveInitialize(from: cells, count: aCount)
        }
        let old = UnsafeBufferPointer(start: a, count: kept)
        count = mergeScaled(old, b, scale, into: cells, slot: slot, columns, &pendingRemovals)
      }
    }
  }

  /// The merge of ``addScaled(_:slot:_:_:)``: writes `a + scale · b` to `out` and returns how
  /// many cells it wrote. `out` may overlap `a` from below, as long as it starts at least
  /// `b.count` cells before it. Keeps the columns of `slot` in step when they are given.
  @inline(__always)
  private static func mergeScaled(
    _ a: UnsafeBufferPointer<Row.Cell>, _ b: UnsafeBufferPointer<Row.Cell>, _ scale: Double,
    into out: UnsafeMutablePointer<Row.Cell>, slot: Int32,
    _ columns: UnsafeMutableBufferPointer<[Int32]>?, _ pendingRemovals: inout [(symbol: Symbol, slot: Int32)]
  ) -> Int {
    var i = 0
    var j = 0
    var k = 0
    while i < a.count && j < b.count {
      let sa = a[i].symbol
      let sb = b[j].symbol
      if sa.id < sb.id {
        out[k] = a[i]
        k += 1
        i += 1
      } else if sa.id > sb.id {
        let c = b[j].coefficient * scale
        if c != 0 {
          out[k] = Row.Cell(symbol: sb, coefficient: c)
          k += 1
          if let columns { append(slot, to: &columns[Int(sb.id)]) }
        }
        j += 1
      } else {
        let scaled = b[j].coefficient * scale
        let c = a[i].coefficient + scaled
        if !isResidue(c, a[i].coefficient, scaled) {
          out[k] = Row.Cell(symbol: sa, coefficient: c)
          k += 1
        } else if let columns {
          // Short columns are cheap to search now; long ones are filtered once later.
          if columns[Int(sa.id)].count <= 32 {
            remove(slot, from: &columns[Int(sa.id)])
          } else {
            pendingRemovals.append((sa, slot))
          }
        }
        i += 1
        j += 1
      }
    }
    while i < a.count {
      out[k] = a[i]
      k += 1
      i += 1
    }
    while j < b.count {
      let c = b[j].coefficient * scale
      if c != 0 {
        out[k] = Row.Cell(symbol: b[j].symbol, coefficient: c)
        k += 1
        if let columns { append(slot, to: &columns[Int(b[j].symbol.id)]) }
      }
      j += 1
    }
    return k
  }

  /// `row += coefficient · symbol`.
  mutating func addCell(_ row: inout Row, slot: Int32, _ symbol: Symbol, _ coefficient: Double) {
    let i = row.search(symbol)
    if i >= 0 {
      let c = row.cells[i].coefficient + coefficient
      if isResidue(c, row.cells[i].coefficient, coefficient) {
        row.cells.remove(at: i)
        if slot >= 0 { removeFromColumn(symbol, slot) }
      } else {
        row.cells[i].coefficient = c
      }
    } else if coefficient != 0 {
      row.cells.insert(Row.Cell(symbol: symbol, coefficient: coefficient), at: -i - 1)
      if slot >= 0 { appendToColumn(symbol, slot) }
    }
  }

  @inline(__always)
  mutating func appendToColumn(_ s: Symbol, _ slot: Int32) {
    Self.append(slot, to: &columns[Int(s.id)])
  }

  @inline(__always)
  static func append(_ slot: Int32, to column: inout [Int32]) {
    if column.capacity == 0 { column.reserveCapacity(4) }
    column.append(slot)
  }

  /// Solves `0 = row` for `symbol`: afterwards `symbol = row`. `symbol` must be in the row.
  func solve(_ row: inout Row, for symbol: Symbol) {
    let i = row.search(symbol)
    let k = -1 / row.cells[i].coefficient
    row.cells.remove(at: i)
    row.constant *= k
    row.cells.withUnsafeMutableBufferPointer { cells in
      for c in cells.indices { cells[c].coefficient *= k }
    }
  }

  /// Pivots `entering` into the basis in place of the basic symbol of `slot`, and
  /// substitutes its new row everywhere else (rows, objective, artificial objective).
  mutating func pivot(_ slot: Int32, entering: Symbol) {
    let leaving = basicOf[Int(slot)]
    structureVersion = nextStructureVersion()
    var row = Row()
    swap(&row, &rows[Int(slot)])
    addCell(&row, slot: slot, leaving, -1)
    solve(&row, for: entering)
    removeFromColumn(entering, slot)
    swap(&row, &rows[Int(slot)])
    rowOf[Int(leaving.id)] = -1
    rowOf[Int(entering.id)] = slot
    basicOf[Int(slot)] = entering
    touch(leaving)
    touch(entering)
    substitute(entering, from: slot)
    pivotCount += 1
    if logPivots { pivotLog.append((leaving, entering)) }
  }

  /// Replaces `symbol` by the row of `slot` in every other row and in the objectives (Kiwi's
  /// `substitute`). Restricted rows that become negative beyond `epsilon` are queued for
  /// `dualOptimize`; a row that dips below zero by rounding alone is feasible (as
  /// `dualOptimize` itself judges) and is not queued, since the add and remove paths, which
  /// never run `dualOptimize`, would otherwise leave it queued.
  mutating func substitute(_ symbol: Symbol, from slot: Int32) {
    let src = rows[Int(slot)]
    var column = [Int32]()
    swap(&column, &columns[Int(symbol.id)])
    // The rows and the columns through buffer pointers: one uniqueness check each, not one
    // per row.
    // Rows much longer than the entering row (positions down a chain) are edited in place
    // afterwards (``substituteCell(_:at:slot:by:_:)``); the others are merged here.
    var longRows: [Int32] = []
    columns.withUnsafeMutableBufferPointer { columns in
      rows.withUnsafeMutableBufferPointer { rows in
        for q in column where q != slot {
          if src.cells.count * 8 <= rows[Int(q)].cells.count {
            longRows.append(q)
            continue
          }
          let i = rows[Int(q)].search(symbol)
          let a = rows[Int(q)].cells[i].coefficient
          Self.addScaled(&rows[Int(q)], src, a, dropping: i, slot: q, columns, &pendingRemovals)
          let basic = basicOf[Int(q)]
          if !basic.isExternal && rows[Int(q)].constant < -epsilon { infeasibleRows.append(basic) }
        }
      }
    }
    for q in longRows {
      var row = Row()
      swap(&row, &rows[Int(q)])
      let i = row.search(symbol)
      substituteCell(&row, at: i, slot: q, by: src, row.cells[i].coefficient)
      let basic = basicOf[Int(q)]
      if !basic.isExternal && row.constant < -epsilon { infeasibleRows.append(basic) }
      swap(&row, &rows[Int(q)])
    }
    if tracksChanges && src.constant != 0 { touchRows(column, except: slot) }
    column.removeAll(keepingCapacity: true)
    if columns[Int(symbol.id)].isEmpty { swap(&column, &columns[Int(symbol.id)]) }
    flushColumnRemovals()
    objective.substitute(symbol, src)
    if var art = artificial {
      artificial = nil
      let i = art.search(symbol)
      if i >= 0 { addScaled(&art, slot: -1, src, art.cells[i].coefficient, dropping: i) }
      artificial = art
    }
  }

  /// Undoes the logged pivots, newest first, restoring the basis they started from.
  mutating func rollbackPivots() {
    logPivots = false
    while let (leaving, entering) = pivotLog.popLast() {
      pivot(rowOf[Int(entering.id)], entering: leaving)
    }
  }

  // MARK: - Adding a constraint

  /// Adds `constraint` (Kiwi's `addConstraint`): builds its row, picks a subject or falls back
  /// to an artificial variable, then re-optimizes.
  mutating func addConstraint(_ constraint: Constraint, constant: Double? = nil) throws(CassowaryError) {
    guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
    structureVersion = nextStructureVersion()
    guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }

    let constant = constant ?? constraint.expression.constant
    var (row, tag) = createRow(constraint, constant: constant)
    let subject = chooseSubject(row, tag)
    if row.isBareConstant {
      // Only a required equality can reduce to a bare constant: implied by the required
      // constraints already added (redundant), or contradicting them.
      guard nearZero(row.constant) else {
        discardRow(constraint, tag)
        throw .unsatisfiableConstraint(constraint)
      }
      redundant.insert(constraint)
    } else if !subject.isValid {
      switch addWithArtificialVariable(row, tag) {
      case .added: break
      case .redundant: redundant.insert(constraint)
      case .unsatisfiable:
        discardRow(constraint, tag)
        throw .unsatisfiableConstraint(constraint)
      }
    } else {
      solve(&row, for: subject)
      let slot = allocateRow(subject, row)
      substitute(subject, from: slot)
    }
    constraints[constraint] = ConstraintInfo(tag: tag, constant: constant)
    constraint.cachedOwner = tokenID
    constraint.cachedTag = tag
    optimize()
    // Rounding in the substitutions can leave a restricted row a little below zero (−3e-8
    // with coefficients of 1e-3 and 2, found by fuzz-solver): the dual simplex takes it back.
    if !infeasibleRows.isEmpty && dualOptimize() { optimize() }
  }

  /// Builds the tableau row of a constraint (Kiwi's `createRow`): substitutes the basic
  /// variables, adds the slack, error or dummy markers, and enters errors in the objective.
  mutating func createRow(_ constraint: Constraint, constant: Double) -> (Row, Tag) {
    var row = Row(constant: constant)
    row.cells.reserveCapacity(constraint.expression.terms.count + 2)
    for term in constraint.expression.terms {
      let s = retainVariable(term.variable, by: constraint)
      guard !nearZero(term.coefficient) else { continue }
      let slot = rowOf[Int(s.id)]
      if slot >= 0 {
        addScaled(&row, slot: -1, rows[Int(slot)], term.coefficient)
      } else {
        addCell(&row, slot: -1, s, term.coefficient)
      }
    }
    var tag = Tag()
    let required = constraint.strength.isRequired
    let level = required ? -1 : objective.retainLevel(constraint.strength.value)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let k = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      tag.marker = newSymbol(.slack)
      addCell(&row, slot: -1, tag.marker, k)
      if !required {
        tag.other = newSymbol(.error)
        addCell(&row, slot: -1, tag.other, -k)
        objective.add(tag.other, level: level, 1)
      }
    case .equal:
      if required {
        // The dummy's column would be B⁻¹·e (dense: in a chain of equalities every row would
        // hold every upstream dummy). It is computed when needed instead.
        tag.marker = newSymbol(.dummy)
      } else {
        tag.marker = newSymbol(.error)
        tag.other = newSymbol(.error)
        addCell(&row, slot: -1, tag.marker, -1)
        addCell(&row, slot: -1, tag.other, 1)
        objective.add(tag.marker, level: level, 1)
        objective.add(tag.other, level: level, 1)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// Undoes `createRow` for a required constraint that could not be added.
  mutating func discardRow(_ constraint: Constraint, _ tag: Tag) {
    releaseSymbol(tag.marker)
    releaseSymbol(tag.other)
    for term in constraint.expression.terms { releaseVariable(term.variable, by: constraint) }
    infeasibleRows.removeAll()
  }

  /// Kiwi's `chooseSubject`, widened. Solving the new row for a symbol gives that symbol the
  /// value `-constant / coefficient` and moves every row holding it; the choice is valid when
  /// the basis stays feasible: a slack or error must not go negative, and no restricted row
  /// holding the symbol may either (a ratio test over its column). Among valid symbols, the one
  /// held by the fewest rows wins (least substitution and fill-in; new symbols first), ties to
  /// the lowest id. Kiwi only accepts an external symbol or the constraint's own new marker, and
  /// otherwise goes through `addWithArtificialVariable`, whose pivots can move values far away
  /// and back (the equal-width additions of `stack_pref`). Returns `.invalid` when no symbol
  /// is valid, which sends the row to the artificial phase.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
    var best = Symbol.invalid
    var bestCount = Int.max
    let k = row.constant
    // Through buffer pointers: no retain and release of each column and row looked at.
    columns.withUnsafeBufferPointer { columns in
      rows.withUnsafeBufferPointer { rows in
        for cell in row.cells where cell.symbol.kind != .dummy {
          let s = cell.symbol
          let count = columns[Int(s.id)].count
          guard count < bestCount, !nearZero(cell.coefficient) else { continue }
          let value = -k / cell.coefficient
          if nearZero(value) {
            best = s
            bestCount = count
            continue
          }
          if s.isPivotable && value < 0 { continue }
          var feasible = true
          for q in columns[Int(s.id)] where !basicOf[Int(q)].isExternal {
            if rows[Int(q)].constant + rows[Int(q)].coefficient(for: s) * value < -epsilon {
              feasible = false
              break
            }
          }
          if feasible {
            best = s
            bestCount = count
          }
        }
      }
    }
    return best
  }

  enum ArtificialOutcome { case added, redundant, unsatisfiable }

  mutating func addWithArtificialVariable(_ row: Row, _ tag: Tag) -> ArtificialOutcome {
    let art = newSymbol(.slack)
    allocateRow(art, row)
    artificial = row
    pivotLog.removeAll(keepingCapacity: true)
    logPivots = true
    optimizeArtificial()
    let success = nearZero(artificial!.constant)
    artificial = nil
    let slot = rowOf[Int(art.id)]
    let reduced = slot >= 0 && rows[Int(slot)].isBareConstant
    let entering = slot >= 0 && !reduced ? anyPivotableSymbol(rows[Int(slot)]) : .invalid
    guard success && (slot < 0 || reduced || entering.isValid) else {
      rollbackPivots()
      _ = freeRow(rowOf[Int(art.id)])
      releaseSymbol(art)
      return .unsatisfiable
    }
    logPivots = false
    if slot >= 0 {
      if reduced {
        // The row reduced to 0 = 0 (up to rounding): a required equality implied by the others.
        _ = freeRow(slot)
        releaseSymbol(art)
        return .redundant
      }
      pivot(slot, entering: entering)
    }
    let column = columns[Int(art.id)]
    for q in column {
      let i = rows[Int(q)].search(art)
      rows[Int(q)].cells.remove(at: i)
    }
    columns[Int(art.id)].removeAll()
    objective.remove(art)
    releaseSymbol(art)
    return .added
  }

  /// A symbol the artificial row can be solved for once it is zero: a slack or error, else an
  /// external.
  func anyPivotableSymbol(_ row: Row) -> Symbol {
    if let c = row.cells.first(where: { $0.symbol.isPivotable && !nearZero($0.coefficient) }) {
      return c.symbol
    }
    if let c = row.cells.first(where: { $0.symbol.isExternal && !nearZero($0.coefficient) }) {
      return c.symbol
    }
    return .invalid
  }

  // MARK: - Optimization

  /// Primal simplex on the symbolic objective until no symbol improves it (Kiwi's
  /// `optimize`). Entering: the lowest-id symbol whose weight vector is lexicographically
  /// negative (or nonzero, for an unrestricted symbol, which then moves down).
  ///
  /// The objective is a sum of errors, which are never negative, so it cannot be unbounded:
  /// a symbol that would improve it without any restricted row limiting its move would have
  /// to lower some error, and a basic error that falls as the symbol moves is such a limit. A
  /// candidate without a leaving row therefore owes its improving weights to rounding (two
  /// parallel constraints with weights of 5e8 leave a residue of 6e-8, above `epsilon`; found
  /// by fuzz-solver), and those weights are cleared instead of failing.
  ///
  /// A weight below `epsilon` counts as zero when candidates are chosen, but the move it
  /// multiplies can be large: a weight of 2e-10 at a higher level times a step of 7e4 outweighs
  /// a lower level's gain of 8e-8 per unit. Such a pivot would not improve the objective, and
  /// taking it made two symbols trade places forever (found by fuzz-solver). The candidate's
  /// improving weights are cleared instead, as for a move nothing limits: they are tiny, and
  /// clearing them only stops a move the objective does not gain from.
  mutating func optimize() {
    // The pivots since the last one that moved a value. Bland's rule (lowest ids) rules out
    // cycling in exact arithmetic, but weights a rounding away from zero can make each of two
    // symbols look improving once the other is basic: fuzz-solver found an error and a slack
    // trading places forever with steps of zero. A pivot that repeats within a run of
    // degenerate ones is such residue: its candidate's improving weights are cleared instead.
    var degenerate: [(leaving: Symbol, entering: Symbol)] = []
    while true {
      var entering = Symbol.invalid
      for s in objective.candidates where !entering.isValid || s.id < entering.id { entering = s }
      guard entering.isValid else { return }
      let direction = Double(-objective.improvingSign(of: entering))
      guard let slot = leavingRow(entering, direction: direction) else {
        objective.clearImprovingWeights(of: entering, direction: direction)
        continue
      }
      // A restricted row a little below zero by rounding (within `epsilon`, so feasible and not
      // queued) leaves at zero: pivoting on it as it is would give the entering symbol that
      // residue divided by its coefficient, which can land far past `epsilon` the wrong way
      // (−2.3e-10 / 5e-4 = −4.7e-7 for an error symbol, found by fuzz-solver).
      let residue = rows[Int(slot)].constant
      if residue < 0 && residue >= -epsilon && !basicOf[Int(slot)].isExternal { rows[Int(slot)].constant = 0 }
      let step = -rows[Int(slot)].constant / rows[Int(slot)].coefficient(for: entering)
      guard objective.improves(by: entering, moving: step) else {
        objective.clearImprovingWeights(of: entering, direction: direction)
        continue
      }
      if step == 0 {
        let leaving = basicOf[Int(slot)]
        if degenerate.contains(where: { $0.leaving == leaving && $0.entering == entering }) {
          objective.clearImprovingWeights(of: entering, direction: direction)
          continue
        }
        degenerate.append((leaving, entering))
      } else {
        degenerate.removeAll(keepingCapacity: true)
      }
      pivot(slot, entering: entering)
    }
  }

  /// Phase one of `addWithArtificialVariable`: the primal simplex on the artificial row.
  mutating func optimizeArtificial() {
    while true {
      var entering = Symbol.invalid
      var direction = 1.0
      for cell in artificial!.cells where cell.symbol.kind != .dummy {
        if cell.coefficient < -epsilon {
          entering = cell.symbol
          direction = 1
          break
        }
        if cell.coefficient > epsilon && cell.symbol.isExternal {
          entering = cell.symbol
          direction = -1
          break
        }
      }
      guard entering.isValid, let slot = leavingRow(entering, direction: direction) else { return }
      pivot(slot, entering: entering)
    }
  }

  /// Kiwi's `getLeavingRow`: the restricted row that first hits zero as `entering` moves in
  /// `direction`; ties go to the lowest basic symbol id.
  func leavingRow(_ entering: Symbol, direction: Double) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.greatestFiniteMagnitude
    var bestID = Int32.max
    rows.withUnsafeBufferPointer { rows in
      for q in columns[Int(entering.id)] {
        let basic = basicOf[Int(q)]
        if basic.isExternal { continue }
        let a = rows[Int(q)].coefficient(for: entering) * direction
        if a < 0 {
          let r = -rows[Int(q)].constant / a
          if r < bestRatio || (r == bestRatio && basic.id < bestID) {
            bestRatio = r
            best = q
            bestID = basic.id
          }
        }
      }
    }
    return best >= 0 ? best : nil
  }

  /// Dual simplex on the queued infeasible rows (Kiwi's `dualOptimize`). Returns `false` when
  /// a row cannot be made feasible, which only required constraints can cause.
  mutating func dualOptimize() -> Bool {
    while let leaving = infeasibleRows.popLast() {
      let slot = rowOf[Int(leaving.id)]
      guard slot >= 0 else { continue }
      let c = rows[Int(slot)].constant
      guard c < 0 && !nearZero(c) else { continue }
      let entering = dualEnteringSymbol(rows[Int(slot)])
      guard entering.isValid else {
        infeasibleRows.removeAll()
        return false
      }
      pivot(slot, entering: entering)
    }
    return true
  }

  /// Kiwi's `getDualEnteringSymbol`: among the symbols that can raise the row, the one with
  /// the lexicographically smallest weight-to-coefficient ratio (ties: lowest id).
  func dualEnteringSymbol(_ row: Row) -> Symbol {
    var entering = Symbol.invalid
    var enteringCoefficient = 1.0
    for cell in row.cells {
      let s = cell.symbol
      if s.kind == .dummy { continue }
      let a = s.isExternal ? abs(cell.coefficient) : cell.coefficient
      guard a > 0 else { continue }
      if !entering.isValid || objective.ratioLess(s, a, entering, enteringCoefficient) {
        entering = s
        enteringCoefficient = a
      }
    }
    return entering
  }

  // MARK: - Removing a constraint

  /// Kiwi's `removeConstraint`: removes the error effects from the objective, pivots the
  /// marker into the basis if needed, drops its row and re-optimizes.
  mutating func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
    guard let info = constraints.removeValue(forKey: constraint) else {
      throw .unknownConstraint(constraint)
    }
    structureVersion = nextStructureVersion()
    if constraint.cachedOwner == tokenID { constraint.cachedOwner = 0 }
    let tag = info.tag
    let required = constraint.strength.isRequired
    if redundant.remove(constraint) != nil {
      releaseSymbol(tag.marker)
      for term in constraint.expression.terms { releaseVariable(term.variable, by: constraint) }
      return
    }
    if !required {
      let level = objective.level(of: constraint.strength.value)
      removeMarkerEffects(tag.marker, level: level)
      removeMarkerEffects(tag.other, level: level)
    }
    if tag.marker.kind == .dummy { materializeDummy(of: constraint, tag.marker) }
    var slot = rowOf[Int(tag.marker.id)]
    if slot < 0, tag.other.isValid, rowOf[Int(tag.other.id)] >= 0 {
      // The other error symbol is basic: its row is the constraint's equation. (The two errors
      // of an equation appear in every row as one difference, so with one of them basic the
      // other is in no other row, up to rounding. Pivoting the marker into a row it holds only
      // by rounding would divide by that residue: fuzz-solver found a removal that did, and
      // then freed that row and this one, one constraint taking two rows with it.)
      slot = rowOf[Int(tag.other.id)]
    } else if slot < 0 {
      guard let leaving = markerLeavingRow(tag.marker) else {
        throw .internalSolverError("no leaving row for the marker of \(constraint)")
      }
      slot = leaving
      pivot(slot, entering: tag.marker)
    }
    _ = freeRow(slot)
    releaseSymbol(tag.marker)
    if tag.other.isValid {
      if rowOf[Int(tag.other.id)] >= 0 { _ = freeRow(rowOf[Int(tag.other.id)]) }
      releaseSymbol(tag.other)
    }
    if !required { objective.releaseLevel(constraint.strength.value) }
    for term in constraint.expression.terms { releaseVariable(term.variable, by: constraint) }
    if required { try readdIndependentRedundants() }
    optimize()
  }

  /// Kiwi's `removeMarkerEffects`: takes one error symbol out of the objective.
  mutating func removeMarkerEffects(_ marker: Symbol, level: Int) {
    guard marker.kind == .error else { return }
    let slot = rowOf[Int(marker.id)]
    if slot >= 0 {
      objective.add(rows[Int(slot)], level: level, scale: -1)
    } else {
      objective.add(marker, level: level, -1)
    }
  }

  /// Kiwi's `getMarkerLeavingRow`: prefers the restricted row that limits the marker first,
  /// then any restricted row, then the unrestricted one where the marker weighs most.
  func markerLeavingRow(_ marker: Symbol) -> Int32? {
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    var largest = 0.0
    for q in columns[Int(marker.id)] {
      let row = rows[Int(q)]
      let c = row.coefficient(for: marker)
      if c == 0 { continue }
      if basicOf[Int(q)].isExternal {
        // The external row where the marker weighs most (Kiwi takes the last one): a row that
        // holds it only as rounding (3e-20, found by fuzz-solver) would be divided by that.
        if abs(c) > largest {
          largest = abs(c)
          third = q
        }
      } else if c < 0 {
        let r = -row.constant / c
        if r < r1 {
          r1 = r
          first = q
        }
      } else {
        let r = row.constant / c
        if r < r2 {
          r2 = r
          second = q
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }

  // MARK: - Edit variables and constants

  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard !strength.isRequired else { throw .badRequiredStrength(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try addConstraint(constraint)
    edits[variable.id] = EditInfo(constraint: constraint, value: 0)
  }

  mutating func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
    guard let info = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
    try removeConstraint(info.constraint)
  }

  /// Kiwi's `suggestValue`: moves the edit constraint's constant and re-optimizes with the
  /// dual simplex.
  mutating func suggestValue(_ variable: Variable, _ value: Double) throws(CassowaryError) {
    guard value.isFinite else { throw .nonFiniteValue(variable, value) }
    guard let index = edits.index(forKey: variable.id) else { throw .unknownEditVariable(variable) }
    edits.values[index].value = value
    try updateConstant(of: edits.values[index].constraint, to: -value)
  }

  /// Changes the constant of a constraint in place: the marker's column tells how every basic
  /// symbol depends on it, so this is one shift of each row in that column followed by the
  /// dual simplex — the Cassowary paper's edit of constants, for any constraint.
  ///
  /// The dual simplex keeps the objective optimal in exact arithmetic; in doubles its pivots
  /// can leave a weight a little past `epsilon` the wrong way (coefficients six orders apart,
  /// found by fuzz-solver), so the primal simplex runs after it. It has nothing to do, and
  /// costs one look at the empty candidate list, unless that happened.
  mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(CassowaryError) {
    guard constant.isFinite else { throw .nonFiniteValue(nil, constant) }
    guard let index = constraints.index(forKey: constraint) else { throw .unknownConstraint(constraint) }
    var info = constraints.values[index]
    let delta = constant - info.constant
    guard delta != 0 else { return }
    info.constant = constant
    constraints.values[index].constant = constant
    let required = constraint.strength.isRequired
    if !required {
      shiftConstant(info.tag, constraint.relation, required: false, by: delta)
      guard dualOptimize() else { throw .internalSolverError("the dual simplex failed on an optional edit") }
      optimize()
      return
    }
    if redundant.contains(constraint) {
      // Implied by the other required constraints: only its old constant fits.
      if nearZero(expressionRow(constraint, constant: constant).constant) { return }
    } else {
      pivotLog.removeAll(keepingCapacity: true)
      logPivots = true
      let column = info.tag.marker.kind == .dummy ? dummyColumn(of: constraint).column : nil
      var consistent = shiftConstant(info.tag, constraint.relation, required: true, by: delta, column: column)
      consistent = consistent && redundantsStillHold()
      if consistent && dualOptimize() {
        logPivots = false
        optimize()
        return
      }
      rollbackPivots()
      shiftConstant(info.tag, constraint.relation, required: true, by: -delta, column: column)
      infeasibleRows.removeAll()
    }
    info.constant = constant - delta
    constraints[constraint] = info
    throw .unsatisfiableConstraint(constraint)
  }

  /// Applies `constant += delta` to a constraint in the tableau. Its row equation is
  /// `expression + constant + μ·marker + … = 0`, so the change amounts to replacing the marker
  /// by `marker + delta / μ`. Returns `false` when a row of a redundant required equality
  /// (a basic dummy) stops being zero.
  /// For a required equality, whose dummy is not stored, `column` is its column from
  /// ``dummyColumn(of:)``.
  @discardableResult
  mutating func shiftConstant(
    _ tag: Tag, _ relation: RelationalOperator, required: Bool, by delta: Double,
    column: [(Int32, Double)]? = nil
  ) -> Bool {
    let mu: Double
    let muOther: Double
    switch relation {
    case .lessThanOrEqual: (mu, muOther) = (1, -1)
    case .greaterThanOrEqual: (mu, muOther) = (-1, 1)
    case .equal: (mu, muOther) = required ? (1, 0) : (-1, 1)
    }
    var consistent = true
    func check(_ q: Int32, _ impl: inout SolverImpl) {
      let basic = impl.basicOf[Int(q)]
      impl.touch(basic)
      let c = impl.rows[Int(q)].constant
      if basic.kind == .dummy {
        if !nearZero(c) { consistent = false }
      } else if !basic.isExternal && c < 0 {
        impl.infeasibleRows.append(basic)
      }
    }
    var slot = rowOf[Int(tag.marker.id)]
    if slot >= 0 {
      rows[Int(slot)].constant -= delta / mu
      check(slot, &self)
      return consistent
    }
    if tag.other.isValid {
      slot = rowOf[Int(tag.other.id)]
      if slot >= 0 {
        rows[Int(slot)].constant -= delta / muOther
        check(slot, &self)
        return consistent
      }
    }
    let shift = delta / mu
    if let column {
      for (q, y) in column {
        rows[Int(q)].constant += y * shift
        check(q, &self)
      }
      return consistent
    }
    for q in columns[Int(tag.marker.id)] {
      let a = rows[Int(q)].coefficient(for: tag.marker)
      rows[Int(q)].constant += a * shift
      check(q, &self)
    }
    return consistent
  }

  // MARK: - Reading the solution

  /// The value of a variable: its row's constant when basic, else 0.
  @inline(__always)
  func value(of variable: Variable) -> Double {
    let s = symbol(of: variable)
    guard s.isValid else { return 0 }
    let slot = rowOf[Int(s.id)]
    // `+ 0` turns a -0.0 left by the pivots into 0.0, so a solved zero prints as 0.0.
    return slot >= 0 ? rows[Int(slot)].constant + 0 : 0
  }

  /// Writes every variable's value (Kiwi's `updateVariables`). O(number of variables).
  mutating func updateVariables() {
    for i in variables.indices {
      let slot = rowOf[Int(variableSymbols[i].id)]
      // `+ 0` turns a -0.0 left by the pivots into 0.0, so a solved zero prints as 0.0.
      variables[i].value = slot >= 0 ? rows[Int(slot)].constant + 0 : 0
    }
    for s in touchedSymbols { isTouched[Int(s.id)] = false }
    touchedSymbols.removeAll(keepingCapacity: true)
  }

  /// Writes the value of every variable touched since the last update and returns those whose
  /// value changed. O(touched variables); the first call, which starts the tracking, writes
  /// every variable.
  mutating func updateChangedVariables() -> [Variable] {
    var changed: [Variable] = []
    updateChangedVariables { changed.append($0) }
    return changed
  }

  /// ``updateChangedVariables()`` calling `body` with each variable whose value changed, as it
  /// is written, instead of gathering them.
  mutating func updateChangedVariables(_ body: (Variable) -> Void) {
    startTrackingChanges()
    variables.withUnsafeBufferPointer { variables in
      for s in touchedSymbols {
        isTouched[Int(s.id)] = false
        // The id may name another symbol by now: a released variable's, reused.
        let i = Int(variableOfSymbol[Int(s.id)])
        guard i >= 0 else { continue }
        let slot = rowOf[Int(s.id)]
        let value = slot >= 0 ? rows[Int(slot)].constant + 0 : 0
        // Borrowed, not retained: the array holds the variable, and at ten thousand variables
        // the atomic retain of each one's cold header would stall the loop on every miss.
        Unmanaged.passUnretained(variables[i])._withUnsafeGuaranteedRef { variable in
          if variable.value != value {
            variable.value = value
            body(variable)
          }
        }
      }
    }
    touchedSymbols.removeAll(keepingCapacity: true)
  }

  /// Calls `body` with the tag and value of each tagged variable touched since the last
  /// update (its value may or may not have changed), without writing or reading the variable
  /// itself; untagged variables are written as ``updateChangedVariables(_:)`` writes them.
  /// O(touched variables); the first call, which starts the tracking, reports every variable.
  mutating func updateChangedValues(_ body: (_ tag: Int32, _ value: Double) -> Void) {
    startTrackingChanges()
    func report(_ id: Int, _ impl: inout SolverImpl) {
      impl.isTouched[id] = false
      let slot = impl.rowOf[id]
      let value = slot >= 0 ? impl.rows[Int(slot)].constant + 0 : 0
      let tag = impl.tagOfSymbol[id]
      if tag >= 0 {
        body(tag, value)
        return
      }
      // The id may name another symbol by now: a released variable's, reused.
      let i = Int(impl.variableOfSymbol[id])
      guard i >= 0 else { return }
      Unmanaged.passUnretained(impl.variables[i])._withUnsafeGuaranteedRef { $0.value = value }
    }
    if touchedSymbols.count * 16 >= Int(symbolCount) {
      // Many: in the order of their ids, which is the order of the per-symbol arrays (and,
      // for a tree built in order, of the rows and of the tags' slots), so that the reads go
      // through memory once instead of jumping about it: at ten thousand views, one cache
      // miss per array per variable otherwise.
      for id in 0..<Int(symbolCount) where isTouched[id] { report(id, &self) }
    } else {
      for s in touchedSymbols { report(Int(s.id), &self) }
    }
    touchedSymbols.removeAll(keepingCapacity: true)
  }

  /// Starts the bookkeeping of touched symbols on the first incremental read, with every
  /// variable touched, so that the first read reports them all.
  mutating func startTrackingChanges() {
    guard !tracksChanges else { return }
    tracksChanges = true
    touchedSymbols = variableSymbols
    for s in touchedSymbols { isTouched[Int(s.id)] = true }
  }

  /// Sets `variable`'s ``Variable/tag``, and this solver's copy of it when it knows the
  /// variable.
  mutating func setTag(_ tag: Int32, of variable: Variable) {
    variable.tag = tag
    let s = symbol(of: variable)
    if s.isValid { tagOfSymbol[Int(s.id)] = tag }
  }

  /// ``touch(_:)`` on the basic symbols of the rows in `slots` but `except`. Out of line, so
  /// that the loops that call it keep their inlining.
  @inline(never)
  mutating func touchRows(_ slots: [Int32], except: Int32) {
    for q in slots where q != except { touch(basicOf[Int(q)]) }
  }

  /// Notes that an external symbol's value may have changed: its row's constant moved, or it
  /// entered or left the basis. Other symbols are ignored.
  @inline(__always)
  mutating func touch(_ s: Symbol) {
    guard tracksChanges, s.kind == .external, !isTouched[Int(s.id)] else { return }
    isTouched[Int(s.id)] = true
    touchedSymbols.append(s)
  }

  /// Forgets every constraint, edit variable and variable.
  mutating func reset() {
    for v in variables where v.cachedOwner == tokenID { v.cachedOwner = 0 }
    for c in constraints.keys where c.cachedOwner == tokenID { c.cachedOwner = 0 }
    self = SolverImpl()
  }
}
