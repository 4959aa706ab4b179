import Testing

@testable import Cassowary

/// SplitMix64: a small seeded generator, so every failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A constraint as plain numbers, so a brute-force check can evaluate it independently.
struct RandomConstraint: CustomStringConvertible {
  var coefficients: [Double]  // one per variable
  var constant: Double
  var relation: RelationalOperator
  var priority: Double

  func residual(_ x: [Double]) -> Double { zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 } }

  func violation(_ x: [Double]) -> Double {
    let r = residual(x)
    switch relation {
    case .equal: return abs(r)
    case .greaterThanOrEqual: return max(0, -r)
    case .lessThanOrEqual: return max(0, r)
    }
  }

  func make(_ variables: [Variable]) -> Constraint {
    let terms = zip(variables, coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
    return Constraint(Expression(terms, constant: constant), relation, strength: Strength(priority))
  }

  var description: String { "\(coefficients)·x + \(constant) \(relation) 0 @\(priority)" }
}

/// Random systems in the shape of Auto Layout's: a few variables, a mix of required and
/// optional constraints over UIStackView's priorities, and one weak "stay" per variable at
/// its own level below everything else, which makes the optimum unique.
struct RandomSystem {
  var n: Int
  var constraints: [RandomConstraint]
  var stays: [RandomConstraint]

  static let priorities: [Double] = [
    1000, 1000, 1000, 999.5, 999, 751, 750, 500, 251, 250, 149, 51, 49, 25, 1,
  ]
  static let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2, 3]

  static func randomConstraint(n: Int, _ g: inout SeededGenerator, priorities: [Double] = priorities)
    -> RandomConstraint
  {
    var coefficients = [Double](repeating: 0, count: n)
    let count = Int.random(in: 1...min(3, n), using: &g)
    for i in Array(0..<n).shuffled(using: &g).prefix(count) {
      coefficients[i] = Self.coefficients.randomElement(using: &g)!
    }
    let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
      using: &g)!
    return RandomConstraint(
      coefficients: coefficients, constant: Double(Int.random(in: -200...200, using: &g)), relation: relation,
      priority: priorities.randomElement(using: &g)!)
  }

  init(_ g: inout SeededGenerator) {
    let n = Int.random(in: 2...4, using: &g)
    let m = Int.random(in: 3...8, using: &g)
    var made: [RandomConstraint] = []
    for _ in 0..<m { made.append(Self.randomConstraint(n: n, &g)) }
    self.n = n
    constraints = made
    stays = (0..<n).map { i in
      var c = [Double](repeating: 0, count: n)
      c[i] = 1
      return RandomConstraint(
        coefficients: c, constant: -Double(Int.random(in: -100...300, using: &g)), relation: .equal,
        priority: 0.5 / Double(1 << i))
    }
  }
}

/// The per-level cost of a solution, highest priority first.
func costVector(_ x: [Double], _ constraints: [RandomConstraint], levels: [Double]) -> [Double] {
  levels.map { level in constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(x) } }
}

/// -1, 0 or 1: lexicographic comparison with a tolerance relative to the magnitudes.
func compareCosts(_ a: [Double], _ b: [Double]) -> Int {
  for (x, y) in zip(a, b) {
    let tol = 1e-6 * max(1, abs(x), abs(y))
    if x < y - tol { return -1 }
    if x > y + tol { return 1 }
  }
  return 0
}

/// The lexicographically cheapest point that satisfies the required constraints, found by
/// enumerating every vertex of the arrangement of constraint hyperplanes. Independent of the
/// simplex: with a unique optimum, the optimum is such a vertex.
func bruteForceOptimum(n: Int, _ constraints: [RandomConstraint]) -> (x: [Double], cost: [Double])? {
  let levels = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
  let required = constraints.filter { $0.priority >= 1000 }
  var best: (x: [Double], cost: [Double])?
  func visit(_ chosen: [Int], from start: Int) {
    if chosen.count == n {
      guard let x = solveSquare(chosen.map { constraints[$0] }, n: n) else { return }
      guard required.allSatisfy({ $0.violation(x) <= 1e-7 * max(1, abs($0.constant)) }) else { return }
      let cost = costVector(x, constraints, levels: levels)
      if best == nil || compareCosts(cost, best!.cost) < 0 { best = (x, cost) }
      return
    }
    guard start < constraints.count else { return }
    for i in start..<constraints.count { visit(chosen + [i], from: i + 1) }
  }
  visit([], from: 0)
  return best
}

/// Solves `residual_i(x) = 0` for n hyperplanes (Gaussian elimination, partial pivoting).
func solveSquare(_ rows: [RandomConstraint], n: Int) -> [Double]? {
  var a = rows.map { $0.coefficients + [-$0.constant] }
  for col in 0..<n {
    guard let p = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[p][col]) > 1e-12 else {
      return nil
    }
    a.swapAt(col, p)
    for r in 0..<n where r != col {
      let f = a[r][col] / a[col][col]
      if f != 0 { for c in col...n { a[r][c] -= f * a[col][c] } }
    }
  }
  return (0..<n).map { a[$0][n] / a[$0][$0] }
}

/// Builds a solver from constraints in order, skipping the unsatisfiable required ones.
func buildSolver(_ constraints: [RandomConstraint], _ variables: [Variable]) -> (
  Solver, [RandomConstraint], [Constraint]
) {
  let solver = Solver()
  var accepted: [RandomConstraint] = []
  var objects: [Constraint] = []
  for c in constraints {
    let object = c.make(variables)
    do {
      try solver.addConstraint(object)
      accepted.append(c)
      objects.append(object)
    } catch {
      #expect(c.priority >= 1000, "only required constraints may be refused: \(c) gave \(error)")
    }
  }
  return (solver, accepted, objects)
}

func values(_ solver: Solver, _ variables: [Variable]) -> [Double] { variables.map { solver.value(of: $0) } }

func close(_ a: [Double], _ b: [Double]) -> Bool {
  zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
}

@Suite struct PropertyTests {
  /// Every required constraint holds to 1e-8, and the solution is the lexicographic optimum
  /// found by brute force.
  @Test(arguments: 0..<4)
  func solutionsAreFeasibleAndOptimal(batch: Int) throws {
    var g = SeededGenerator(seed: 1000 + UInt64(batch))
    for trial in 0..<150 {
      let system = RandomSystem(&g)
      let variables = (0..<system.n).map { Variable("x\($0)") }
      let (solver, accepted, _) = buildSolver(system.constraints + system.stays, variables)
      let x = values(solver, variables)
      for c in accepted where c.priority >= 1000 {
        #expect(c.violation(x) <= 1e-8 * max(1, abs(c.constant)), "seed \(batch) trial \(trial): \(c) broken")
      }
      guard let best = bruteForceOptimum(n: system.n, accepted) else {
        Issue.record("seed \(batch) trial \(trial): brute force found no vertex")
        continue
      }
      let levels = Set(accepted.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
      let cost = costVector(x, accepted, levels: levels)
      #expect(
        compareCosts(cost, best.cost) == 0,
        "seed \(batch) trial \(trial): cost \(cost) vs optimum \(best.cost)")
      #expect(close(x, best.x), "seed \(batch) trial \(trial): \(x) vs optimum \(best.x)\n\(accepted)")
    }
  }

  /// Adding a constraint and removing it again returns to the same solution; removing any
  /// constraint gives what a fresh solver without it gives.
  @Test(arguments: 0..<4)
  func addThenRemoveRestoresTheSolution(batch: Int) throws {
    var g = SeededGenerator(seed: 2000 + UInt64(batch))
    for trial in 0..<150 {
      let system = RandomSystem(&g)
      let variables = (0..<system.n).map { Variable("x\($0)") }
      let (solver, accepted, objects) = buildSolver(system.constraints + system.stays, variables)
      let before = values(solver, variables)
      let extra = RandomSystem.randomConstraint(n: system.n, &g).make(variables)
      if (try? solver.addConstraint(extra)) != nil {
        try solver.removeConstraint(extra)
      }
      #expect(
        close(values(solver, variables), before), "seed \(batch) trial \(trial): add/remove of \(extra)")

      // Remove one of the random constraints (the stays, last, keep the optimum unique).
      guard objects.count > system.n else { continue }
      let k = Int.random(in: 0..<(objects.count - system.n), using: &g)
      try solver.removeConstraint(objects[k])
      var rest = accepted
      rest.remove(at: k)
      let (fresh, _, _) = buildSolver(rest, variables)
      #expect(
        close(values(solver, variables), values(fresh, variables)),
        "seed \(batch) trial \(trial): removing \(accepted[k])")
    }
  }

  /// Edit sequences and constant changes agree with a fresh solver holding the same
  /// constraints with those constants.
  @Test(arguments: 0..<4)
  func editsAndConstantChangesMatchFreshSolvers(batch: Int) throws {
    var g = SeededGenerator(seed: 3000 + UInt64(batch))
    for trial in 0..<100 {
      let system = RandomSystem(&g)
      let variables = (0..<system.n).map { Variable("x\($0)") }
      let (solver, accepted, objects) = buildSolver(system.constraints + system.stays, variables)
      let editStrength = Strength([999.5, 750, 250, 50].randomElement(using: &g)!)
      let edited = variables[Int.random(in: 0..<system.n, using: &g)]
      try solver.addEditVariable(edited, strength: editStrength)
      for _ in 0..<4 {
        let value = Double(Int.random(in: -300...300, using: &g))
        try solver.suggestValue(edited, value)
        var editConstraint = RandomConstraint(
          coefficients: variables.map { $0 === edited ? 1 : 0 }, constant: -value, relation: .equal,
          priority: editStrength.value)
        editConstraint.priority = editStrength.value
        let (fresh, _, _) = buildSolver(accepted + [editConstraint], variables)
        #expect(
          close(values(solver, variables), values(fresh, variables)),
          "seed \(batch) trial \(trial): suggest \(value)")
      }
      try solver.removeEditVariable(edited)

      let k = Int.random(in: 0..<objects.count, using: &g)
      var changed = accepted
      changed[k].constant += Double(Int.random(in: -50...50, using: &g))
      let before = values(solver, variables)
      let (fresh, freshAccepted, _) = buildSolver(changed, variables)
      do {
        try solver.updateConstant(of: objects[k], to: changed[k].constant)
        #expect(
          freshAccepted.count == changed.count, "seed \(batch) trial \(trial): fresh solver refused one")
        #expect(
          close(values(solver, variables), values(fresh, variables)),
          "seed \(batch) trial \(trial): new constant")
      } catch {
        #expect(
          freshAccepted.count < changed.count, "seed \(batch) trial \(trial): refused \(changed[k]): \(error)"
        )
        #expect(
          close(values(solver, variables), before), "seed \(batch) trial \(trial): changed after refusal")
      }
    }
  }
}
