/// Required equalities without stored dummy columns.
///
/// In Kiwi a required equality gets a dummy symbol that stays nonbasic forever; its column is
/// ∂(basic values)/∂(the constraint's constant), a column of B⁻¹. Those columns are dense: in
/// a chain of equalities (a stack of boxes, each placed after the previous one) the row of the
/// last box holds the dummy of every box before it, so the tableau grows as K² and every
/// pivot drags the dummies along. That is why Kiwi's stack benchmark grows as K^2.3.
///
/// The dummies are only read to remove such a constraint or to change its constant. So they
/// are not stored: ``dummyColumn(of:)`` computes the one column when needed — from the stored
/// columns of neighbouring constraints' markers when it can, which costs the rows that move,
/// else by solving the equations of the constraints connected to it — and the removal pivots
/// the dummy into the basis directly (``materializeDummy(of:_:)``), where Kiwi's marker
/// removal drops its row.
extension SolverImpl {
  /// The row of `constraint`'s expression (with `constant`) after substituting the basic
  /// variables: what ``createRow(_:constant:)`` builds, without markers.
  func expressionRow(_ constraint: Constraint, constant: Double) -> Row {
    var impl = self  // a scratch copy: with slot -1 the merges touch no column
    var row = Row(constant: constant)
    for term in constraint.expression.terms where !nearZero(term.coefficient) {
      let s = symbol(of: term.variable)
      let slot = rowOf[Int(s.id)]
      if slot >= 0 {
        impl.addScaled(&row, slot: -1, rows[Int(slot)], term.coefficient)
      } else {
        impl.addCell(&row, slot: -1, s, term.coefficient)
      }
    }
    return row
  }

  /// Whether every redundant required equality still reduces to 0 = 0.
  func redundantsStillHold() -> Bool {
    redundant.allSatisfy { nearZero(expressionRow($0, constant: constraints[$0]!.constant).constant) }
  }

  /// After a required constraint is removed, a redundant equality it implied may be
  /// independent again: it gets its own row.
  mutating func readdIndependentRedundants() throws(CassowaryError) {
    for r in redundant where !expressionRow(r, constant: constraints[r]!.constant).isBareConstant {
      let info = constraints.removeValue(forKey: r)!
      if r.cachedOwner == tokenID { r.cachedOwner = 0 }
      redundant.remove(r)
      releaseSymbol(info.tag.marker)
      for term in r.expression.terms { releaseVariable(term.variable, by: r) }
      try addConstraint(r, constant: info.constant)
    }
  }

  /// The coefficient of a marker in its constraint's row equation
  /// `expression + constant + μ·marker + μ'·other = 0` (see ``createRow(_:constant:)``).
  func markerCoefficient(_ constraint: Constraint, other: Bool) -> Double {
    switch constraint.relation {
    case .lessThanOrEqual: return other ? -1 : 1
    case .greaterThanOrEqual: return other ? 1 : -1
    case .equal: return constraint.strength.isRequired ? 1 : (other ? 1 : -1)
    }
  }

  /// The column of the (unstored) dummy of the required equality `constraint`: for every row
  /// whose basic value depends on the constraint's constant, `(slot, ∂value/∂dummy)`, and the
  /// dummy's objective weight per level.
  ///
  /// Derivation: hold every nonbasic symbol fixed and move the dummy. Each constraint whose
  /// markers are nonbasic gives one linear equation in the basic variables' changes; a
  /// constraint with a basic slack or error only defines that marker's change. The first set is
  /// square and nonsingular. When one of the constraint's basic variables is shared with no
  /// other required equality, ``markerDerivedDummyColumn(of:)`` reads the answer off stored
  /// columns, at the cost of the rows that move; otherwise ``DummySystem`` gathers the part
  /// connected to `constraint` and solves it, mostly by substitution.
  ///
  /// The column is a column of the basis inverse: constants do not enter it, so it holds until
  /// the next pivot or change of rows. Repeated edits of the same constants between two such
  /// changes (a resizing root, an animated constant) reuse it from ``DummyScratch`` and cost
  /// the rows that move.
  func dummyColumn(of constraint: Constraint) -> (column: [(Int32, Double)], objective: [Double]) {
    if let cached = dummyScratch.cachedColumn(of: constraint, version: structureVersion) { return cached }
    let computed: (column: [(Int32, Double)], objective: [Double])
    if let derived = markerDerivedDummyColumn(of: constraint) {
      computed = derived
    } else {
      var system = DummySystem(of: constraint, in: self)
      computed = dummyColumn(system, system.solve(propagating: true))
      system.recycle(into: dummyScratch, self)
    }
    dummyScratch.cache(computed, of: constraint, version: structureVersion)
    return computed
  }

  /// The dummy's column from stored columns, or `nil` when no basic variable of `constraint`
  /// qualifies.
  ///
  /// Write `Bᵢ` for the change of the basic symbols when equation `i` alone is perturbed by
  /// one (a column of the basis inverse). A basic variable `u` appears in the equations of the
  /// constraints that mention it, and moving `u` alone by one satisfies all of them perturbed by
  /// their coefficients: `Σᵢ aᵢᵤ·Bᵢ = e_u`. For a constraint whose markers are nonbasic, `Bᵢ`
  /// is its marker's stored column over `−μ`; for one with a basic marker, the marker's unit
  /// vector over `μ`. So if `u` is in no other (non-redundant) required equality, the dummy's
  /// column `−B_k` follows from `e_u` and those columns alone. Its objective weights follow the
  /// same way from the markers' weights in the objective (their reduced costs).
  func markerDerivedDummyColumn(of constraint: Constraint) -> (
    column: [(Int32, Double)], objective: [Double]
  )? {
    let checkRedundant = !redundant.isEmpty
    candidates: for term in constraint.expression.terms where term.coefficient != 0 {
      guard let vi = index(of: term.variable) else { continue }
      let u = variableSymbols[vi]
      guard rowOf[Int(u.id)] >= 0 else { continue }
      var others: [(constraint: Constraint, tag: Tag, coefficient: Double)] = []
      for other in variableConstraints[vi] where other !== constraint {
        if checkRedundant && redundant.contains(other) { continue }
        guard let tag = tag(of: other), tag.marker.kind != .dummy else { continue candidates }
        guard let shared = other.expression.terms.first(where: { $0.variable === term.variable }) else {
          continue candidates
        }
        others.append((other, tag, shared.coefficient))
      }
      return markerDerivedDummyColumn(u, term.coefficient, others)
    }
    return nil
  }

  /// `−B_k = −(e_u − Σᵢ aᵢᵤ·Bᵢ) / a_ku` over the other constraints `others` of `u`.
  private func markerDerivedDummyColumn(
    _ u: Symbol, _ coefficient: Double, _ others: [(constraint: Constraint, tag: Tag, coefficient: Double)]
  ) -> (column: [(Int32, Double)], objective: [Double]) {
    // Sums by slot in buffers kept from one call to the next (zero outside the slots listed in
    // `touched`), so the cost is the rows that move, not the size of the tableau.
    var sum = dummyScratch.takeSums(count: rows.count)
    var touched: [Int32] = []
    defer {
      for slot in touched { sum[Int(slot)] = .nan }
      dummyScratch.sums = sum
    }
    func add(_ slot: Int32, _ value: Double) {
      if sum[Int(slot)].isNaN {
        sum[Int(slot)] = 0
        touched.append(slot)
      }
      sum[Int(slot)] += value
    }
    // The objective's share: c_B·e_u = 0 for an external u; c_B·(stored column of s) is s's
    // weight in the objective less its own cost; c_B·(unit vector of a basic marker) its cost.
    var weights = [Double](repeating: 0, count: objective.levelCount)
    func ownCost(_ marker: Symbol, _ constraint: Constraint, level: Int) -> Double {
      marker.kind == .error && level == objective.level(of: constraint.strength.value) ? 1 : 0
    }
    add(rowOf[Int(u.id)], 1)
    for (other, tag, a) in others {
      let markerIsBasic = rowOf[Int(tag.marker.id)] >= 0
      let otherIsBasic = tag.other.isValid && rowOf[Int(tag.other.id)] >= 0
      if markerIsBasic || otherIsBasic {
        // B_i = e_m / μ: the basic marker takes up the whole change.
        let isOther = !markerIsBasic
        let marker = isOther ? tag.other : tag.marker
        let f = -a / markerCoefficient(other, other: isOther)
        add(rowOf[Int(marker.id)], f)
        for level in weights.indices { weights[level] += f * ownCost(marker, other, level: level) }
      } else {
        // B_i = −(stored column of the marker) / μ.
        let marker = tag.marker
        let f = a / markerCoefficient(other, other: false)
        for slot in columns[Int(marker.id)] { add(slot, f * rows[Int(slot)].coefficient(for: marker)) }
        for level in weights.indices {
          weights[level] +=
            f * (objective.weight(of: marker, level: level) - ownCost(marker, other, level: level))
        }
      }
    }
    let scale = -1 / coefficient
    var column: [(Int32, Double)] = []
    column.reserveCapacity(touched.count)
    for slot in touched where !nearZero(sum[Int(slot)] * scale) {
      column.append((slot, sum[Int(slot)] * scale))
    }
    for level in weights.indices { weights[level] *= scale }
    return (column, weights)
  }

  /// The column from the solved changes `y` of the system's unknowns: the rows of the basic
  /// externals, each followed by the rows of the basic markers of constraints on that variable
  /// met for the first time (the order the dual simplex later sees the rows in).
  func dummyColumn(_ system: DummySystem, _ y: [Double]) -> (column: [(Int32, Double)], objective: [Double]) {
    // A marker's change follows from its constraint's equation: Σ coefficient·Δvariable +
    // μ·Δmarker = 0. It is listed after the first unknown of its constraint that moves.
    var markers: [(unknown: Int32, position: Int32, slot: Int32, change: Double, level: Int)] = []
    for (other, tag) in system.markerConstraints {
      var sum = 0.0
      var first = Int32.max
      for term in other.expression.terms {
        let s = symbol(of: term.variable)
        guard s.isValid, system.unknownOfSymbol[Int(s.id)] >= 0 else { continue }
        let w = system.unknownOfSymbol[Int(s.id)]
        sum += term.coefficient * y[Int(w)]
        if w < first && !nearZero(y[Int(w)]) { first = w }
      }
      guard first != Int32.max else { continue }
      let isOther = rowOf[Int(tag.marker.id)] < 0
      let marker = isOther ? tag.other : tag.marker
      let change = -sum / markerCoefficient(other, other: isOther)
      guard !nearZero(change) else { continue }
      let users = variableConstraints[system.unknownVariable[Int(first)]]
      let position = Int32(users.firstIndex { $0 === other } ?? users.count)
      let level = marker.kind == .error ? objective.level(of: other.strength.value) : -1
      markers.append((first, position, rowOf[Int(marker.id)], change, level))
    }
    markers.sort { ($0.unknown, $0.position) < ($1.unknown, $1.position) }

    var column: [(Int32, Double)] = []
    column.reserveCapacity(system.unknownVariable.count + markers.count)
    var objectiveWeights = [Double](repeating: 0, count: objective.levelCount)
    var next = 0
    for (u, vi) in system.unknownVariable.enumerated() where !nearZero(y[u]) {
      column.append((rowOf[Int(variableSymbols[vi].id)], y[u]))
      while next < markers.count && markers[next].unknown == Int32(u) {
        let entry = markers[next]
        column.append((entry.slot, entry.change))
        if entry.level >= 0 { objectiveWeights[entry.level] += entry.change }
        next += 1
      }
    }
    return (column, objectiveWeights)
  }

  /// Makes the dummy of `constraint` basic, as Kiwi's marker removal does before dropping the
  /// marker's row: the leaving row is the one ``markerLeavingRow(_:)`` would choose in the
  /// dummy's column, and the pivot is done as if the column were stored.
  ///
  /// Writing the column into its rows first and pivoting on it after would touch every row
  /// of the column twice; here each row takes the dummy's new row once.
  mutating func materializeDummy(of constraint: Constraint, _ dummy: Symbol) {
    let (column, weights) = dummyColumn(of: constraint)
    // Kiwi's getMarkerLeavingRow: the restricted row that limits the dummy first, then any
    // restricted row, then an unrestricted one.
    var first: (slot: Int32, coefficient: Double, ratio: Double) = (-1, 0, .greatestFiniteMagnitude)
    var second = first
    var third = first
    for (slot, c) in column {
      let constant = rows[Int(slot)].constant
      if basicOf[Int(slot)].isExternal {
        third = (slot, c, 0)
      } else if c < 0 {
        if -constant / c < first.ratio { first = (slot, c, -constant / c) }
      } else if constant / c < second.ratio {
        second = (slot, c, constant / c)
      }
    }
    let leaving = first.slot >= 0 ? first : second.slot >= 0 ? second : third
    guard leaving.slot >= 0 else { return }  // no row depends on it: the removal reports it

    // The leaving row `x = b + N + c·dummy` solved for the dummy: dummy = (x − b − N) / c.
    let slot = leaving.slot
    let x = basicOf[Int(slot)]
    var row = Row()
    swap(&row, &rows[Int(slot)])
    row.constant = -row.constant / leaving.coefficient
    for i in row.cells.indices { row.cells[i].coefficient = -row.cells[i].coefficient / leaving.coefficient }
    addCell(&row, slot: slot, x, 1 / leaving.coefficient)
    swap(&row, &rows[Int(slot)])
    rowOf[Int(x.id)] = -1
    rowOf[Int(dummy.id)] = slot
    basicOf[Int(slot)] = dummy
    touch(x)
    let dummyRow = rows[Int(slot)]
    if tracksChanges && dummyRow.constant != 0 {
      for (q, _) in column where q != slot { touch(basicOf[Int(q)]) }
    }

    // Every other row of the column: + c·dummy, that is + c·(the dummy's row).
    for (q, c) in column where q != slot {
      var other = Row()
      swap(&other, &rows[Int(q)])
      addScaledCells(&other, removing: nil, slot: q, by: dummyRow, c)
      let basic = basicOf[Int(q)]
      if !basic.isExternal && other.constant < -epsilon { infeasibleRows.append(basic) }
      swap(&other, &rows[Int(q)])
    }
    flushColumnRemovals()
    for (level, w) in weights.enumerated() where !nearZero(w) { objective.add(dummy, level: level, w) }
    objective.substitute(dummy, dummyRow)
    pivotCount += 1
  }
}

/// The equations that fix a dummy's column: the required equalities and the constraints with
/// nonbasic markers connected to one required equality through basic variables, in the
/// unknowns' changes when the equality's dummy moves by one.
///
/// Stored as flat arrays (equation `i` holds the cells `equationStart[i]..<equationStart[i+1]`);
/// unknowns are numbered in the order they are met and found by symbol id in an array, so
/// gathering and solving hash nothing but one look-up of each constraint met.
struct DummySystem {
  /// The first cell of each equation, and the end of the last.
  var equationStart: [Int32] = [0]
  var cellUnknown: [Int32] = []
  var cellCoefficient: [Double] = []
  /// The index into the solver's `variables` of each unknown.
  var unknownVariable: [Int] = []
  /// Each symbol's unknown, by symbol id (-1 when it is not one).
  var unknownOfSymbol: [Int32]
  /// The constraints on the unknowns that have a basic marker, with their tags: the marker's
  /// row moves with the unknowns.
  var markerConstraints: [(Constraint, Tag)] = []

  var equationCount: Int { equationStart.count - 1 }

  /// Gathers the system of `root` (equation 0), breadth first from its basic variables.
  init(of root: Constraint, in impl: SolverImpl) {
    unknownOfSymbol = impl.dummyScratch.takeSymbolMap(count: impl.rowOf.count)
    // Each constraint is looked at once, when the first of its variables becomes an unknown.
    let walk = nextWalkMark()
    root.walkMark = walk
    var equations = [root]
    let checkRedundant = !impl.redundant.isEmpty
    var e = 0
    while e < equations.count {
      for term in equations[e].expression.terms where term.coefficient != 0 {
        guard let vi = impl.index(of: term.variable) else { continue }
        let s = impl.variableSymbols[vi]
        guard impl.rowOf[Int(s.id)] >= 0 else { continue }
        var u = unknownOfSymbol[Int(s.id)]
        if u < 0 {
          u = Int32(unknownVariable.count)
          unknownOfSymbol[Int(s.id)] = u
          unknownVariable.append(vi)
          for other in impl.variableConstraints[vi] where other.walkMark != walk {
            other.walkMark = walk
            if checkRedundant && impl.redundant.contains(other) { continue }
            guard let tag = impl.tag(of: other) else { continue }
            if impl.rowOf[Int(tag.marker.id)] >= 0
              || (tag.other.isValid && impl.rowOf[Int(tag.other.id)] >= 0)
            {
              markerConstraints.append((other, tag))
            } else {
              equations.append(other)
            }
          }
        }
        cellUnknown.append(u)
        cellCoefficient.append(term.coefficient)
      }
      equationStart.append(Int32(cellUnknown.count))
      e += 1
    }
  }

  /// Gives the symbol map back to `scratch`, all -1 again, for the next system.
  mutating func recycle(into scratch: DummyScratch, _ impl: SolverImpl) {
    var map: [Int32] = []
    swap(&map, &unknownOfSymbol)
    for vi in unknownVariable { map[Int(impl.variableSymbols[vi].id)] = -1 }
    scratch.symbolMap = map
  }

  /// The unknowns' changes when the dummy of equation 0 moves by one: `A·y = −e₀`.
  ///
  /// With `propagating`, ``propagate()`` first solves what it can by substitution; what is left
  /// — simultaneous equations — goes to sparse Gaussian elimination (``eliminate(_:)``), which
  /// solves everything without `propagating`.
  func solve(propagating: Bool) -> [Double] {
    var state = propagating ? propagate() : Progress(self)
    if state.determinedCount < unknownVariable.count { eliminate(&state) }
    return state.y
  }

  /// A partly solved system: the unknowns found so far and the equations that found them.
  struct Progress {
    var y: [Double]
    var determined: [Bool]
    var determinedCount = 0
    var used: [Bool]
    var rhs: [Double]

    init(_ system: DummySystem) {
      y = [Double](repeating: 0, count: system.unknownVariable.count)
      determined = [Bool](repeating: false, count: system.unknownVariable.count)
      used = [Bool](repeating: false, count: system.equationCount)
      rhs = [Double](repeating: 0, count: system.equationCount)
      if !rhs.isEmpty { rhs[0] = -1 }
    }
  }

  /// Substitution: an equation left with one undetermined unknown determines it, which may
  /// leave another equation with one, and so on. Layout systems (chains of edges and sizes)
  /// are mostly triangular, and this solves them in one pass over the cells with no fill-in.
  func propagate() -> Progress {
    var state = Progress(self)
    let n = equationCount
    let m = unknownVariable.count
    // The equations of each unknown (the transpose of the cells).
    var unknownStart = [Int32](repeating: 0, count: m + 1)
    for u in cellUnknown { unknownStart[Int(u) + 1] += 1 }
    for u in 0..<m { unknownStart[u + 1] += unknownStart[u] }
    var fill = unknownStart
    var unknownEquations = [Int32](repeating: 0, count: cellUnknown.count)
    var remaining = [Int32](repeating: 0, count: n)
    var ready: [Int32] = []
    for i in 0..<n {
      let (from, to) = (Int(equationStart[i]), Int(equationStart[i + 1]))
      for k in from..<to {
        let u = Int(cellUnknown[k])
        unknownEquations[Int(fill[u])] = Int32(i)
        fill[u] += 1
      }
      remaining[i] = Int32(to - from)
      if to - from == 1 { ready.append(Int32(i)) }
    }
    var head = 0
    while head < ready.count {
      let i = Int(ready[head])
      head += 1
      guard !state.used[i], remaining[i] == 1 else { continue }
      var sum = state.rhs[i]
      var pivot = -1
      var a = 0.0
      for k in Int(equationStart[i])..<Int(equationStart[i + 1]) {
        let u = Int(cellUnknown[k])
        if state.determined[u] {
          sum -= cellCoefficient[k] * state.y[u]
        } else {
          pivot = u
          a = cellCoefficient[k]
        }
      }
      guard pivot >= 0, abs(a) > 1e-12 else { continue }
      state.used[i] = true
      state.determined[pivot] = true
      state.determinedCount += 1
      state.y[pivot] = sum / a
      for k in Int(unknownStart[pivot])..<Int(unknownStart[pivot + 1]) {
        let j = Int(unknownEquations[k])
        guard !state.used[j] else { continue }
        remaining[j] -= 1
        if remaining[j] == 1 { ready.append(Int32(j)) }
      }
    }
    return state
  }

  /// Solves the equations not used yet for the unknowns not determined yet (the determined
  /// ones move to the right-hand side) by sparse Gaussian elimination: fewest unknowns first,
  /// largest pivot within the equation.
  func eliminate(_ state: inout Progress) {
    let determined = state.determined
    let used = state.used
    var rhs = state.rhs
    // Rows as (unknown, coefficient) sorted by unknown, so every order below is deterministic.
    var rows = [[(unknown: Int, coefficient: Double)]](repeating: [], count: equationCount)
    var rowsOfUnknown = [[Int]](repeating: [], count: unknownVariable.count)
    var eliminated = used
    var heap = MinHeap()
    for i in 0..<equationCount where !used[i] {
      var row: [(unknown: Int, coefficient: Double)] = []
      for k in Int(equationStart[i])..<Int(equationStart[i + 1]) {
        let u = Int(cellUnknown[k])
        if determined[u] {
          rhs[i] -= cellCoefficient[k] * state.y[u]
        } else {
          row.append((u, cellCoefficient[k]))
          rowsOfUnknown[u].append(i)
        }
      }
      row.sort { $0.unknown < $1.unknown }
      rows[i] = row
      heap.push(row.count, i)
    }
    var pivots: [(equation: Int, unknown: Int, coefficient: Double)] = []
    while let (count, i) = heap.pop() {
      if eliminated[i] || count != rows[i].count { continue }
      eliminated[i] = true
      let pivotRow = rows[i]
      var best = -1
      for (k, cell) in pivotRow.enumerated()
      where best < 0 || abs(cell.coefficient) > abs(pivotRow[best].coefficient) {
        best = k
      }
      guard best >= 0, abs(pivotRow[best].coefficient) > 1e-12 else { continue }
      let (u, a) = pivotRow[best]
      pivots.append((i, u, a))
      for j in rowsOfUnknown[u] where !eliminated[j] {
        guard let at = rows[j].firstIndex(where: { $0.unknown == u }) else { continue }
        let f = rows[j][at].coefficient / a
        // rows[j] −= f · pivotRow, as a merge of two sorted lists; u cancels.
        let old = rows[j]
        var merged: [(unknown: Int, coefficient: Double)] = []
        merged.reserveCapacity(old.count + pivotRow.count)
        var p = 0
        var q = 0
        while p < old.count || q < pivotRow.count {
          let v: Int
          var x: Double
          if q == pivotRow.count || (p < old.count && old[p].unknown < pivotRow[q].unknown) {
            (v, x) = (old[p].unknown, old[p].coefficient)
            p += 1
          } else if p == old.count || old[p].unknown > pivotRow[q].unknown {
            (v, x) = (pivotRow[q].unknown, -f * pivotRow[q].coefficient)
            rowsOfUnknown[v].append(j)
            q += 1
          } else {
            (v, x) = (old[p].unknown, old[p].coefficient - f * pivotRow[q].coefficient)
            p += 1
            q += 1
          }
          if v != u && abs(x) >= 1e-14 { merged.append((v, x)) }
        }
        rows[j] = merged
        rhs[j] -= f * rhs[i]
        heap.push(merged.count, j)
      }
    }
    for (i, u, a) in pivots.reversed() {
      var sum = rhs[i]
      for (v, c) in rows[i] where v != u { sum -= c * state.y[v] }
      state.y[u] = sum / a
    }
  }
}

/// Buffers the size of the tableau that dummy columns are computed in, kept from one edit to
/// the next so that an edit allocates nothing the size of the tableau: a sum per row slot
/// (NaN where unused) and an unknown per symbol id (-1 where none). A computation takes a
/// buffer and gives it back as it found it; one that finds it taken (only tests hold two
/// systems at once) gets a new one.
final class DummyScratch {
  var sums: [Double] = []
  var symbolMap: [Int32] = []

  /// A dummy's column: `(row slot, ∂value/∂dummy)` pairs and its objective weight per level.
  typealias Column = (column: [(Int32, Double)], objective: [Double])

  /// The columns computed last, newest first, with the constraint and the solver's
  /// `structureVersion` they were computed for.
  private var columns: [(constraint: ObjectIdentifier, version: UInt64, column: Column)] = []
  /// How many columns ``columns`` keeps: a few constants edited in turn (one per animated
  /// constraint) each keep theirs.
  static let cachedColumnLimit = 4

  /// Columns taken from the cache, and columns computed (for tests and statistics).
  private(set) var cacheHits = 0
  private(set) var cacheMisses = 0

  /// The column of `constraint`'s dummy, if one was computed at `version`.
  func cachedColumn(of constraint: Constraint, version: UInt64) -> Column? {
    let id = ObjectIdentifier(constraint)
    guard let i = columns.firstIndex(where: { $0.constraint == id && $0.version == version }) else {
      cacheMisses += 1
      return nil
    }
    cacheHits += 1
    return columns[i].column
  }

  /// Keeps `column`, computed for `constraint` at `version`, dropping columns of older
  /// versions and the oldest beyond ``cachedColumnLimit``.
  func cache(_ column: Column, of constraint: Constraint, version: UInt64) {
    columns.removeAll { $0.version != version }
    columns.insert((ObjectIdentifier(constraint), version, column), at: 0)
    if columns.count > Self.cachedColumnLimit { columns.removeLast() }
  }

  /// The sums, with at least `count` slots, all NaN.
  func takeSums(count: Int) -> [Double] {
    var taken: [Double] = []
    swap(&taken, &sums)
    if taken.count < count { taken.append(contentsOf: repeatElement(.nan, count: count - taken.count)) }
    return taken
  }

  /// The symbol map, with at least `count` ids, all -1.
  func takeSymbolMap(count: Int) -> [Int32] {
    var taken: [Int32] = []
    swap(&taken, &symbolMap)
    if taken.count < count { taken.append(contentsOf: repeatElement(-1, count: count - taken.count)) }
    return taken
  }
}

/// A binary min-heap of (key, value) pairs, for the elimination order.
struct MinHeap {
  private var items: [(Int, Int)] = []

  mutating func push(_ key: Int, _ value: Int) {
    items.append((key, value))
    var i = items.count - 1
    while i > 0 {
      let p = (i - 1) / 2
      if items[p].0 <= items[i].0 { break }
      items.swapAt(p, i)
      i = p
    }
  }

  mutating func pop() -> (Int, Int)? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var i = 0
      while true {
        let l = 2 * i + 1
        let r = l + 1
        var m = i
        if l < items.count && items[l].0 < items[m].0 { m = l }
        if r < items.count && items[r].0 < items[m].0 { m = r }
        if m == i { break }
        items.swapAt(i, m)
        i = m
      }
    }
    return top
  }
}
