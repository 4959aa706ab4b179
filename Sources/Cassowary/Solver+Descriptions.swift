extension Solver: CustomDebugStringConvertible {
  /// A readable dump of the tableau: the objective per priority level, every row, the
  /// constraints with their markers, and each variable's value.
  public func dump() -> String { impl.dump() }

  /// Each variable's solved value, one per line, sorted by name.
  public var valuesDescription: String {
    impl.variables.map { ($0.description, impl.value(of: $0)) }
      .sorted { $0.0 < $1.0 }
      .map { "\($0.0) = \(formatNumber($0.1))" }
      .joined(separator: "\n")
  }

  public var debugDescription: String { dump() }
}

extension SolverImpl {
  /// Names symbols after their variables where they have one.
  func symbolName(_ s: Symbol) -> String {
    if s.isExternal, let i = variableSymbols.firstIndex(of: s) { return variables[i].description }
    return s.description
  }

  func format(_ row: Row) -> String {
    var s = formatNumber(row.constant)
    for cell in row.cells {
      let c = cell.coefficient
      s += c < 0 ? " - " : " + "
      s += abs(c) == 1 ? "" : "\(formatNumber(abs(c)))·"
      s += symbolName(cell.symbol)
    }
    return s
  }

  func dump() -> String {
    var out = "Objective (strict levels, highest first):\n"
    if objective.levelCount == 0 { out += "  (no optional constraints)\n" }
    for level in 0..<objective.levelCount {
      var terms: [String] = []
      for s in objective.weightedSymbols {
        let w = objective.weight(of: s, level: level)
        if !nearZero(w) { terms.append("\(formatNumber(w))·\(symbolName(s))") }
      }
      let p = formatNumber(objective.priorities[level])
      out += "  @\(p): " + (terms.isEmpty ? "0" : terms.joined(separator: " + ")) + "\n"
    }
    out += "Tableau (\(rowCount) rows):\n"
    let live = rows.indices.filter { basicOf[$0].isValid }.sorted { basicOf[$0].id < basicOf[$1].id }
    for slot in live { out += "  \(symbolName(basicOf[slot])) = \(format(rows[slot]))\n" }
    out += "Constraints (\(constraints.count)):\n"
    let listed = constraints.map { ($0.key, $0.value) }.sorted { $0.1.tag.marker.id < $1.1.tag.marker.id }
    for (c, info) in listed {
      var markers = "\(info.tag.marker)"
      if info.tag.other.isValid { markers += ", \(info.tag.other)" }
      let changed =
        info.constant != c.expression.constant ? " (constant now \(formatNumber(info.constant)))" : ""
      out += "  [\(markers)] \(c)\(changed)\n"
    }
    if !edits.isEmpty {
      out += "Edit variables:\n"
      for info in edits.values.sorted(by: { $0.constraint.description < $1.constraint.description }) {
        let v = info.constraint.expression.terms[0].variable
        out += "  \(v) suggested \(formatNumber(info.value)) | \(info.constraint.strength)\n"
      }
    }
    out += "Variables:\n"
    let named = variables.map { ($0.description, value(of: $0), rowOf[Int(symbol(of: $0).id)] >= 0) }
    for (name, v, basic) in named.sorted(by: { $0.0 < $1.0 }) {
      out += "  \(name) = \(formatNumber(v))\(basic ? "" : " (nonbasic)")\n"
    }
    return out
  }
}
