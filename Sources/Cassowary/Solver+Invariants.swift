extension Solver {
  /// Verifies the tableau; traps with a description of the first broken invariant.
  ///
  /// - every basic symbol has exactly one row and appears in no row and not in the objective;
  /// - cells are sorted, nonzero and finite, and the column index lists exactly the rows holding each
  ///   symbol;
  /// - the solution is feasible: restricted basic symbols are ≥ 0 and basic dummies are 0;
  /// - the solution is optimal: every nonbasic symbol's weight vector is lexicographically
  ///   ≥ 0 (an unrestricted one's is zero);
  /// - every constraint's marker is in the tableau, except the dummies of required equalities,
  ///   which are never stored; the row count equals the number of constraints less the
  ///   redundant required equalities.
  ///
  /// O(size of the tableau). Runs after every mutation in debug builds.
  public func _checkInvariants() {
    if let message = impl.invariantViolation() {
      preconditionFailure("Cassowary invariant broken: \(message)\n\(impl.dump())")
    }
  }

  /// The first broken invariant of the tableau, described in words, or `nil` when the tableau
  /// is sound. The same checks as `_checkInvariants()`, without trapping: for tests and
  /// fuzzers that report a broken invariant instead of stopping. O(size of the tableau).
  public func invariantViolation() -> String? {
    impl.invariantViolation()
  }
}

extension SolverImpl {
  func invariantViolation() -> String? {
    let tolerance = 1e-7
    var seenRows = 0
    var cellCount = [Int](repeating: 0, count: rowOf.count)
    for slot in rows.indices {
      let basic = basicOf[slot]
      guard basic.isValid else {
        if !rows[slot].cells.isEmpty { return "free slot \(slot) holds cells" }
        continue
      }
      seenRows += 1
      if rowOf[Int(basic.id)] != Int32(slot) { return "rowOf[\(basic)] does not point at its slot" }
      let row = rows[slot]
      var previous: Int32 = -1
      for cell in row.cells {
        if cell.symbol.id <= previous { return "row of \(basic) is not sorted" }
        previous = cell.symbol.id
        // Exactly zero is never stored. A coefficient below `epsilon` can be: merges drop
        // results that cancel to near zero, but solving a row for a symbol divides every cell
        // by that symbol's coefficient (Kiwi's `solveFor`), and with coefficients six orders
        // apart (1e-3 and 1e3) a real dependency can be that small (found by fuzz-solver).
        if cell.coefficient == 0 || !cell.coefficient.isFinite {
          return "row of \(basic) holds coefficient \(cell.coefficient) for \(cell.symbol)"
        }
        if rowOf[Int(cell.symbol.id)] >= 0 { return "basic \(cell.symbol) appears in the row of \(basic)" }
        if !columns[Int(cell.symbol.id)].contains(Int32(slot)) {
          return "column of \(cell.symbol) misses the row of \(basic)"
        }
        cellCount[Int(cell.symbol.id)] += 1
      }
      if !row.constant.isFinite { return "row of \(basic) has constant \(row.constant)" }
      if basic.kind == .dummy && abs(row.constant) > tolerance {
        return "basic dummy \(basic) is \(row.constant)"
      }
      if basic.isPivotable && row.constant < -tolerance { return "\(basic) is infeasible: \(row.constant)" }
      if objective.contains(basic) { return "basic \(basic) is in the objective" }
    }
    if seenRows != rowCount { return "row count \(rowCount) but \(seenRows) rows" }
    for id in columns.indices where columns[id].count != cellCount[id] {
      return "column of symbol \(id) lists \(columns[id].count) rows, cells say \(cellCount[id])"
    }
    if rowCount != constraints.count - redundant.count {
      return "\(rowCount) rows for \(constraints.count) constraints, \(redundant.count) of them redundant"
    }
    for s in objective.weightedSymbols {
      if s.kind == .dummy { continue }
      let sign = objective.sign(of: s)
      if sign < 0 || (s.isExternal && sign != 0) {
        return "not optimal: \(s) can still improve the objective"
      }
      if (objective.improvingSign(of: s) != 0) != objective.candidates.contains(s) {
        return "the entering candidates disagree with the weights of \(s)"
      }
    }
    for (constraint, info) in constraints {
      let m = info.tag.marker
      if m.kind == .dummy {
        if rowOf[Int(m.id)] >= 0 || !columns[Int(m.id)].isEmpty || objective.contains(m) {
          return "the dummy \(m) of \(constraint) is stored in the tableau"
        }
        if redundant.contains(constraint)
          && !expressionRow(constraint, constant: info.constant).isBareConstant
        {
          return "\(constraint) is marked redundant but is not"
        }
      } else if rowOf[Int(m.id)] < 0 && columns[Int(m.id)].isEmpty {
        return "the marker \(m) of \(constraint) is nowhere in the tableau"
      }
    }
    for (i, v) in variables.enumerated() {
      if variableIndex[v.id] != i { return "variable index of \(v) is stale" }
      if variableUsers[i] <= 0 { return "variable \(v) has no user" }
      if variableConstraints[i].count != variableUsers[i] { return "constraint list of \(v) is stale" }
    }
    if !infeasibleRows.isEmpty { return "infeasible rows left over" }
    if artificial != nil { return "artificial objective left over" }
    return nil
  }
}
