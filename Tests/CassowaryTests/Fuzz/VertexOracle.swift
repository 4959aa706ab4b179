/// An independent answer to "what should the solver hold?" for small systems: the
/// lexicographically cheapest point that satisfies the required constraints, found by
/// enumerating every vertex of the arrangement of constraint hyperplanes — no simplex, no
/// tableau, nothing shared with the solver under test.
///
/// With a weak "stay" per variable at a level of its own (see ``FuzzSystem``), the optimum is
/// unique and sits at a vertex: the cost of each level is convex and piecewise linear, and the
/// stays pin down every direction the other levels leave free.
struct VertexOracle {
  /// The constraints, as `coefficients · x + constant  (relation)  0` at `priority`.
  var constraints: [RandomConstraint]
  var n: Int

  struct Answer {
    var x: [Double]
    var cost: [Double]
  }

  /// The optimum, or `nil` when no point satisfies the required constraints.
  func optimum() -> Answer? {
    let m = constraints.count
    guard m >= n else { return nil }
    let levels = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
    let required = constraints.indices.filter { constraints[$0].priority >= 1000 }
    var best: Answer?
    var chosen = Array(0..<n)
    var matrix = [Double](repeating: 0, count: n * (n + 1))
    var x = [Double](repeating: 0, count: n)
    while true {
      if solve(chosen, &matrix, &x),
        required.allSatisfy({ constraints[$0].violation(x) <= 1e-7 * max(1, abs(constraints[$0].constant)) })
      {
        let cost = levels.map { level in
          constraints.reduce(0.0) { $1.priority == level ? $0 + $1.violation(x) : $0 }
        }
        if best == nil || compareCosts(cost, best!.cost) < 0 { best = Answer(x: x, cost: cost) }
      }
      // The next n-subset of 0..<m in lexicographic order.
      var i = n - 1
      while i >= 0 && chosen[i] == m - n + i { i -= 1 }
      if i < 0 { break }
      chosen[i] += 1
      for j in (i + 1)..<n { chosen[j] = chosen[j - 1] + 1 }
    }
    return best
  }

  /// Whether some point satisfies every required constraint.
  var isFeasible: Bool { optimum() != nil }

  /// The cost vector of `x`, highest level first.
  func cost(of x: [Double]) -> [Double] {
    let levels = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
    return levels.map { level in
      constraints.reduce(0.0) { $1.priority == level ? $0 + $1.violation(x) : $0 }
    }
  }

  /// Solves the hyperplanes `chosen` (Gauss–Jordan with partial pivoting) into `x`; `false`
  /// when they are not independent.
  private func solve(_ chosen: [Int], _ a: inout [Double], _ x: inout [Double]) -> Bool {
    let w = n + 1
    for (r, k) in chosen.enumerated() {
      let c = constraints[k]
      for j in 0..<n { a[r * w + j] = c.coefficients[j] }
      a[r * w + n] = -c.constant
    }
    for col in 0..<n {
      var p = col
      for r in (col + 1)..<n where abs(a[r * w + col]) > abs(a[p * w + col]) { p = r }
      guard abs(a[p * w + col]) > 1e-12 else { return false }
      if p != col { for j in 0...n { a.swapAt(p * w + j, col * w + j) } }
      for r in 0..<n where r != col {
        let f = a[r * w + col] / a[col * w + col]
        if f != 0 { for j in col...n { a[r * w + j] -= f * a[col * w + j] } }
      }
    }
    for i in 0..<n { x[i] = a[i * w + n] / a[i * w + i] }
    return true
  }
}
