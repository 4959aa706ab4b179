/// Required equalities without stored dummy columns.
///
/// In Kiwi a required equality gets a dummy symbol that stays nonbasic forever; its column is
/// ∂(basic values)/∂(the constraint's constant), a column of B⁻¹. Those columns are dense: in
/// a chain of equalities (a stack of boxes, each placed after the previous one) the row of the
/// last box holds the dummy of every box before it, so the tableau grows as K² and every
/// pivot drags the dummies along. That is why Kiwi's stack benchmark grows as K^2.3.
///
/// The dummies are only read to remove such a constraint or to change its constant. So they
/// are not stored: when needed, ``dummyColumn(of:)`` solves for the one column with a sparse
/// elimination over the original equations of the constraints connected to it, and the
/// removal materializes it before running Kiwi's marker removal unchanged.
extension SolverImpl {
  /// The row of `constraint`'s expression (with `constant`) after substituting the basic
  /// variables: what ``createRow(_:constant:)`` builds, without markers.
  func expressionRow(_ constraint: Constraint, constant: Double) -> Row {
    var impl = self
    impl.mergeBuffer = []
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
    for r in redundant where !expressionRow(r, constant: constraints[r]!.constant).cells.isEmpty {
      let info = constraints.removeValue(forKey: r)!
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
  /// square and nonsingular; it is solved by sparse Gaussian elimination (fewest unknowns
  /// first, largest pivot within the equation) over the part connected to `constraint`.
  /// Cost: proportional to that part's size, with little fill for the chain-like systems of
  /// layout.
  func dummyColumn(of constraint: Constraint) -> (column: [(Int32, Double)], objective: [Double]) {
    // 1. The connected equations and their unknowns (basic external symbols).
    var equations: [Constraint] = [constraint]
    var equationIndex: [ObjectIdentifier: Int] = [ObjectIdentifier(constraint): 0]
    var unknownIndex: [Int32: Int] = [:]
    var unknownVariable: [Int] = []  // index into `variables`
    var entries: [[Int: Double]] = []
    var e = 0
    func hasBasicMarker(_ c: Constraint) -> Bool {
      guard let tag = constraints[c]?.tag else { return false }  // `constraint`, being removed
      return rowOf[Int(tag.marker.id)] >= 0 || (tag.other.isValid && rowOf[Int(tag.other.id)] >= 0)
    }
    while e < equations.count {
      var row: [Int: Double] = [:]
      for term in equations[e].expression.terms where term.coefficient != 0 {
        let vi = variableIndex[term.variable.id]!
        let s = variableSymbols[vi]
        guard rowOf[Int(s.id)] >= 0 else { continue }
        let u: Int
        if let known = unknownIndex[s.id] {
          u = known
        } else {
          u = unknownVariable.count
          unknownIndex[s.id] = u
          unknownVariable.append(vi)
          for other in variableConstraints[vi] where equationIndex[ObjectIdentifier(other)] == nil {
            if redundant.contains(other) || hasBasicMarker(other) { continue }
            equationIndex[ObjectIdentifier(other)] = equations.count
            equations.append(other)
          }
        }
        row[u, default: 0] += term.coefficient
      }
      entries.append(row)
      e += 1
    }

    // 2. Solve  entries · y = -e₀  by sparse elimination.
    let n = equations.count
    var rhs = [Double](repeating: 0, count: n)
    rhs[0] = -1
    var rowsOfUnknown = [[Int]](repeating: [], count: unknownVariable.count)
    for (i, row) in entries.enumerated() { for u in row.keys { rowsOfUnknown[u].append(i) } }
    var eliminated = [Bool](repeating: false, count: n)
    var pivots: [(equation: Int, unknown: Int)] = []
    var heap = MinHeap()
    for i in 0..<n { heap.push(entries[i].count, i) }
    while let (count, i) = heap.pop() {
      if eliminated[i] || count != entries[i].count { continue }
      eliminated[i] = true
      guard let (u, a) = entries[i].max(by: { abs($0.value) < abs($1.value) }), abs(a) > 1e-12 else {
        continue
      }
      pivots.append((i, u))
      for j in rowsOfUnknown[u] where !eliminated[j] {
        guard let b = entries[j][u] else { continue }
        let f = b / a
        for (v, c) in entries[i] {
          let x = entries[j][v, default: 0] - f * c
          if entries[j][v] == nil { rowsOfUnknown[v].append(j) }
          if abs(x) < 1e-14 { entries[j][v] = nil } else { entries[j][v] = x }
        }
        entries[j][u] = nil
        rhs[j] -= f * rhs[i]
        heap.push(entries[j].count, j)
      }
    }
    var y = [Double](repeating: 0, count: unknownVariable.count)
    for (i, u) in pivots.reversed() {
      var sum = rhs[i]
      for (v, c) in entries[i] where v != u { sum -= c * y[v] }
      y[u] = sum / entries[i][u]!
    }

    // 3. The rows of the basic externals, then of basic markers of the other constraints.
    var column: [(Int32, Double)] = []
    var objectiveWeights = [Double](repeating: 0, count: objective.levelCount)
    var visited: Set<ObjectIdentifier> = []
    for (u, vi) in unknownVariable.enumerated() where !nearZero(y[u]) {
      column.append((rowOf[Int(variableSymbols[vi].id)], y[u]))
      for other in variableConstraints[vi]
      where hasBasicMarker(other) && visited.insert(ObjectIdentifier(other)).inserted {
        let tag = constraints[other]!.tag
        let isOther = rowOf[Int(tag.marker.id)] < 0
        let marker = isOther ? tag.other : tag.marker
        var sum = 0.0
        for term in other.expression.terms {
          if let w = unknownIndex[variableSymbols[variableIndex[term.variable.id]!].id] {
            sum += term.coefficient * y[w]
          }
        }
        let ym = -sum / markerCoefficient(other, other: isOther)
        guard !nearZero(ym) else { continue }
        column.append((rowOf[Int(marker.id)], ym))
        if marker.kind == .error { objectiveWeights[objective.level(of: other.strength.value)] += ym }
      }
    }
    return (column, objectiveWeights)
  }

  /// Writes the dummy of `constraint` into the tableau (rows and objective), so that Kiwi's
  /// marker removal can pivot on it.
  mutating func materializeDummy(of constraint: Constraint, _ dummy: Symbol) {
    let (column, weights) = dummyColumn(of: constraint)
    for (slot, y) in column {
      var row = Row()
      swap(&row, &rows[Int(slot)])
      addCell(&row, slot: slot, dummy, y)
      swap(&row, &rows[Int(slot)])
    }
    for (level, w) in weights.enumerated() where !nearZero(w) { objective.add(dummy, level: level, w) }
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
