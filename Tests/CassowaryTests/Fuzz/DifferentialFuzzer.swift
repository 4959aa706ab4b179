@testable import Cassowary

/// Drives one solver through a random sequence of operations — adds, removals, constant
/// changes, edit variables, suggested values, and calls that must fail — and checks after each:
/// the tableau's invariants, the answer against ``VertexOracle`` (small systems), that a
/// failed call left the solver as it was, and that `updateChangedVariables()` reports exactly
/// the variables whose solved values moved since the last read and writes them all.
///
/// Seeded: `DifferentialFuzzer(seed: s).run(systems: k)` replays exactly.
struct DifferentialFuzzer {
  struct Counts: CustomStringConvertible {
    var systems = 0
    var operations = 0
    var invariantChecks = 0
    var oracleComparisons = 0
    var changedReads = 0
    var mismatches = 0
    var errorsChecked = 0

    var description: String {
      "\(systems) systems, \(operations) operations, \(invariantChecks) invariant checks, "
        + "\(oracleComparisons) oracle comparisons, \(changedReads) changed-variable reads, "
        + "\(errorsChecked) errors checked, \(mismatches) mismatches"
    }
  }

  var g: SeededGenerator
  var counts = Counts()
  /// The first failures, each with the seed and the operations that led to it.
  var failures: [String] = []

  init(seed: UInt64) { g = SeededGenerator(seed: seed) }

  /// Systems up to this many variables are compared with the oracle; larger ones (up to 12
  /// variables) are checked for invariants and error behaviour only.
  static let oracleVariables = 4

  mutating func run(systems: Int) {
    for index in 0..<systems {
      // One system in four is large: invariants and errors only.
      let large = index % 4 == 3
      runSystem(
        n: large ? Int.random(in: 5...12, using: &g) : Int.random(in: 2...Self.oracleVariables, using: &g))
      counts.systems += 1
    }
  }

  // MARK: One system

  /// What the solver should hold: every constraint it accepted, as plain numbers.
  struct Entry {
    var spec: RandomConstraint
    var object: Constraint
  }

  mutating func runSystem(n: Int) {
    let variables = (0..<n).map { Variable("x\($0)") }
    let solver = Solver()
    solver.checksInvariants = false  // checked below, reported instead of trapping
    var held: [Entry] = []
    var edits: [Int: Entry] = [:]  // variable index → its edit constraint (as the oracle sees it)
    var log: [String] = []
    let useOracle = n <= Self.oracleVariables
    let steps = useOracle ? Int.random(in: 6...14, using: &g) : Int.random(in: 10...30, using: &g)

    // The stays: one weak constraint per variable at a level of its own. Half the large
    // systems go without, as Auto Layout's often do.
    let stays = useOracle || Bool.random(using: &g) ? n : 0
    for i in 0..<stays {
      var c = [Double](repeating: 0, count: n)
      c[i] = 1
      let spec = RandomConstraint(
        coefficients: c, constant: -Double(Int.random(in: -100...300, using: &g)), relation: .equal,
        priority: 0.5 / Double(1 << i))
      let object = spec.make(variables)
      do {
        try solver.addConstraint(object)
        held.append(Entry(spec: spec, object: object))
      } catch {
        fail("stay \(spec) refused: \(error)", log)
        return
      }
    }

    func oracle() -> VertexOracle {
      VertexOracle(constraints: held.map(\.spec) + edits.values.map(\.spec), n: n)
    }

    for _ in 0..<steps {
      let before = values(solver, variables)
      let heldBefore = Set(solver.constraints.map(ObjectIdentifier.init))
      let roll = Int.random(in: 0..<100, using: &g)
      // `expectChange == false` means the call must fail and leave the solver as it was.
      var expectChange = true
      switch roll {
      case 0..<35:  // add a random constraint
        let spec = RandomSystem.randomConstraint(n: n, &g)
        let object = spec.make(variables)
        log.append("add \(spec)")
        var probe = oracle()
        probe.constraints.append(spec)
        let feasible = spec.priority < 1000 || !useOracle || probe.isFeasible
        do {
          try solver.addConstraint(object)
          held.append(Entry(spec: spec, object: object))
          if !feasible { fail("accepted \(spec), which contradicts the required constraints", log) }
        } catch .unsatisfiableConstraint(let offending) {
          counts.errorsChecked += 1
          expectChange = false
          if offending !== object { fail("unsatisfiable error names another constraint", log) }
          if spec.priority < 1000 { fail("refused optional \(spec)", log) }
          if feasible && useOracle { fail("refused \(spec), which the oracle satisfies", log) }
        } catch {
          fail("add \(spec) threw \(error)", log)
        }
      case 35..<50:  // remove one of the random constraints (never a stay)
        guard held.count > stays else { continue }
        let k = Int.random(in: stays..<held.count, using: &g)
        log.append("remove \(held[k].spec)")
        do {
          try solver.removeConstraint(held[k].object)
          held.remove(at: k)
        } catch {
          fail("remove \(held[k].spec) threw \(error)", log)
        }
      case 50..<60:  // change a constant
        guard held.count > stays else { continue }
        let k = Int.random(in: stays..<held.count, using: &g)
        var spec = held[k].spec
        spec.constant += Double(Int.random(in: -60...60, using: &g))
        log.append("constant of \(held[k].spec) → \(spec.constant)")
        var probe = oracle()
        probe.constraints[k] = spec
        let feasible = spec.priority < 1000 || !useOracle || probe.isFeasible
        do {
          try solver.updateConstant(of: held[k].object, to: spec.constant)
          held[k].spec = spec
          if !feasible { fail("accepted a constant that contradicts the required constraints", log) }
        } catch .unsatisfiableConstraint {
          counts.errorsChecked += 1
          expectChange = false
          if spec.priority < 1000 { fail("refused a new constant for optional \(spec)", log) }
          if feasible && useOracle { fail("refused a constant the oracle satisfies", log) }
        } catch {
          fail("constant change threw \(error)", log)
        }
      case 60..<68:  // add an edit variable
        let i = Int.random(in: 0..<n, using: &g)
        guard edits[i] == nil else { continue }
        let strength = [999.5, 999, 750, 500, 250, 50].randomElement(using: &g)!
        log.append("edit x\(i) @\(strength)")
        do {
          try solver.addEditVariable(variables[i], strength: Strength(strength))
          var c = [Double](repeating: 0, count: n)
          c[i] = 1
          let spec = RandomConstraint(coefficients: c, constant: 0, relation: .equal, priority: strength)
          edits[i] = Entry(spec: spec, object: spec.make(variables))
        } catch {
          fail("edit x\(i) threw \(error)", log)
        }
      case 68..<82:  // suggest a value
        guard let i = edits.keys.randomElement(using: &g) else { continue }
        let value = Double(Int.random(in: -300...300, using: &g))
        log.append("suggest x\(i) = \(value)")
        do {
          try solver.suggestValue(variables[i], value)
          edits[i]!.spec.constant = -value
        } catch {
          fail("suggest threw \(error)", log)
        }
      case 82..<87:  // remove an edit variable
        guard let i = edits.keys.randomElement(using: &g) else { continue }
        log.append("remove edit x\(i)")
        do {
          try solver.removeEditVariable(variables[i])
          edits[i] = nil
        } catch {
          fail("remove edit threw \(error)", log)
        }
      default:  // a call that must fail with a typed error and change nothing
        expectChange = false
        let probe = Int.random(in: 0..<7, using: &g)
        log.append("error probe \(probe)")
        switch checkErrorProbe(probe, solver, variables, held.map(\.object), edits: Set(edits.keys)) {
        case .notApplicable: continue
        case .passed: counts.errorsChecked += 1
        case .failed(let message):
          counts.errorsChecked += 1
          fail(message, log)
        }
      }

      counts.operations += 1
      counts.invariantChecks += 1
      if let broken = solver.invariantViolation() {
        fail("invariant broken: \(broken)", log)
        return
      }
      if let wrong = checkChangedVariables(solver, variables) {
        fail(wrong, log)
        return
      }
      if !expectChange {
        if !close(values(solver, variables), before) { fail("a failed call changed the solution", log) }
        if Set(solver.constraints.map(ObjectIdentifier.init)) != heldBefore {
          fail("a failed call changed the constraints", log)
        }
      }
      if useOracle {
        counts.oracleComparisons += 1
        let o = oracle()
        guard let best = o.optimum() else {
          fail("the oracle finds the held constraints infeasible", log)
          return
        }
        let x = values(solver, variables)
        if compareCosts(o.cost(of: x), best.cost) != 0 || !close(x, best.x) {
          fail("solution \(x) (cost \(o.cost(of: x))) but the optimum is \(best.x) (cost \(best.cost))", log)
          return
        }
      }
    }
  }

  /// Reads the solution incrementally and checks it against the tableau: the variables
  /// reported are exactly those (of the ones the solver knows) whose ``Solver/value(of:)``
  /// differs from the value they held, and each now holds its solved value. A forgotten
  /// variable keeps whatever it held.
  mutating func checkChangedVariables(_ solver: Solver, _ variables: [Variable]) -> String? {
    counts.changedReads += 1
    let held = variables.map(\.value)
    let reported = Set(solver.updateChangedVariables().map(ObjectIdentifier.init))
    let known = Set(solver.variables.map(ObjectIdentifier.init))
    for (v, old) in zip(variables, held) where known.contains(v.id) {
      let solved = solver.value(of: v)
      if v.value != solved { return "\(v) reads \(v.value) after the update but is \(solved)" }
      if (solved != old) != reported.contains(v.id) {
        return "\(v) went \(old) → \(solved) but was \(reported.contains(v.id) ? "" : "not ")reported"
      }
    }
    if !reported.isSubset(of: known) { return "a variable the solver does not hold was reported" }
    return nil
  }

  enum ProbeResult {
    case notApplicable
    case passed
    case failed(String)
  }

  /// One call that must throw the named error.
  func checkErrorProbe(
    _ probe: Int, _ solver: Solver, _ variables: [Variable], _ held: [Constraint], edits: Set<Int>
  ) -> ProbeResult {
    func expect(
      _ name: String, _ body: () throws(CassowaryError) -> Void, _ matches: (CassowaryError) -> Bool
    )
      -> ProbeResult
    {
      do {
        try body()
        return .failed("\(name): no error")
      } catch {
        return matches(error) ? .passed : .failed("\(name): threw \(error)")
      }
    }
    let free = variables.indices.first { !edits.contains($0) }
    switch probe {
    case 0:
      guard let c = held.last else { return .notApplicable }
      return expect("duplicate constraint", { () throws(CassowaryError) in try solver.addConstraint(c) }) {
        if case .duplicateConstraint(let o) = $0 { return o === c }
        return false
      }
    case 1:
      let c = Constraint(Expression(variables[0]), .equal, strength: .required)
      return expect("unknown constraint", { () throws(CassowaryError) in try solver.removeConstraint(c) }) {
        if case .unknownConstraint(let o) = $0 { return o === c }
        return false
      }
    case 2:
      guard let i = free else { return .notApplicable }
      return expect(
        "edit at required strength",
        { () throws(CassowaryError) in try solver.addEditVariable(variables[i], strength: .required) }
      ) {
        if case .badRequiredStrength = $0 { return true }
        return false
      }
    case 3:
      guard let i = edits.first else { return .notApplicable }
      return expect(
        "duplicate edit variable",
        { () throws(CassowaryError) in try solver.addEditVariable(variables[i], strength: Strength(500)) }
      ) {
        if case .duplicateEditVariable = $0 { return true }
        return false
      }
    case 4:
      guard let i = free else { return .notApplicable }
      return expect(
        "suggest for an unknown edit variable",
        { () throws(CassowaryError) in try solver.suggestValue(variables[i], 1) }
      ) {
        if case .unknownEditVariable = $0 { return true }
        return false
      }
    case 5:
      guard let i = edits.first else { return .notApplicable }
      return expect(
        "suggest NaN", { () throws(CassowaryError) in try solver.suggestValue(variables[i], .nan) }
      ) {
        if case .nonFiniteValue = $0 { return true }
        return false
      }
    default:
      guard let i = free else { return .notApplicable }
      return expect(
        "remove an unknown edit variable",
        { () throws(CassowaryError) in try solver.removeEditVariable(variables[i]) }
      ) {
        if case .unknownEditVariable = $0 { return true }
        return false
      }
    }
  }

  mutating func fail(_ message: String, _ log: [String]) {
    counts.mismatches += 1
    if failures.count < 5 {
      failures.append("\(message)\n  after: \(log.joined(separator: "; "))")
    }
  }
}
