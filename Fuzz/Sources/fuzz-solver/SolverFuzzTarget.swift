import Cassowary

/// libFuzzer's entry point: the input bytes are a program of solver operations on up to eight
/// variables. After every operation the tableau's invariants must hold, every required
/// constraint the solver accepted must be satisfied (to 1e-7 of the system's largest magnitude),
/// an error must be one the call documents, and a failed call must leave the solution as it was.
/// Every other variable carries a tag, and after every operation the values read incrementally
/// (`updateChangedValues`: by tag for those, written into the others) must be the solution.
/// Anything else traps, and libFuzzer saves the input. A program ends once its values pass
/// ``SolverProgram/largestMagnitude``.
@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var program = ByteProgram(UnsafeBufferPointer(start: data, count: size))
  var solverProgram = SolverProgram(&program)
  solverProgram.run()
  return 0
}

/// Reads an input as small numbers; past the end it reads zeros.
struct ByteProgram {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var isAtEnd: Bool { offset >= bytes.count }

  mutating func byte() -> Int {
    defer { offset += 1 }
    return offset < bytes.count ? Int(bytes[offset]) : 0
  }

  mutating func pick<T>(_ choices: [T]) -> T { choices[byte() % choices.count] }
}

struct SolverProgram {
  static let coefficients: [Double] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3, 1e-3, 1e3]
  static let strengths: [Double] = [1000, 1000, 1000, 999.5, 999, 750, 500, 250, 1, 1e-3]
  /// Past this, values are outside what layout uses and what double precision can check.
  static let largestMagnitude = 1e9

  let solver = Solver()
  let variables: [Variable]
  var program: ByteProgram
  var held: [Constraint] = []
  /// The tagged variables' values as the incremental reads left them, by tag (= index).
  var read: [Double]

  init(_ program: inout ByteProgram) {
    let n = 2 + program.byte() % 7
    variables = (0..<n).map { Variable("x\($0)") }
    read = Array(repeating: 0, count: n)
    self.program = program
    solver.checksInvariants = false  // checked below, with the input's context
    for index in stride(from: 0, to: n, by: 2) { solver.setTag(Int32(index), of: variables[index]) }
  }

  /// Reads the changes since the last read, and traps unless every variable the solver holds
  /// then reads as its solved value.
  mutating func checkIncrementalRead() {
    var reported = read
    solver.updateChangedValues { tag, value in reported[Int(tag)] = value }
    read = reported
    for variable in solver.variables {
      let index = Int(variable.name.dropFirst())!
      let value = index % 2 == 0 ? read[index] : variable.value
      if value != solver.value(of: variable) {
        fatalError("\(variable) read as \(value), solved \(solver.value(of: variable))\n\(solver.dump())")
      }
    }
  }

  mutating func run() {
    var steps = 0
    while !program.isAtEnd && steps < 64 {
      steps += 1
      let before = variables.map { solver.value(of: $0) }
      let failed = step(program.byte() % 8)
      // The system's largest magnitude: rounding, and the epsilon (1e-8, Kiwi's) below which the
      // solver drops a coefficient, leave each value exact only to about 1e-8 of it, whichever
      // variable it came through. Coefficients from 1e-3 to 1e3 chain into values of 1e12 and
      // more, where that is no precision at all (a redundant required equality was seen broken
      // by 4e5 among values of 1e12): a program ends where its values leave layout's range.
      var magnitude = variables.reduce(1.0) { max($0, abs(solver.value(of: $1))) }
      for c in held { magnitude = max(magnitude, abs(solver.constant(of: c) ?? c.expression.constant)) }
      if magnitude > Self.largestMagnitude { return }
      if let broken = solver.invariantViolation() {
        fatalError("invariant broken: \(broken)\n\(solver.dump())")
      }
      for c in held where c.strength.isRequired {
        let expression = c.expression
        var residual = solver.constant(of: c) ?? expression.constant
        var scale = abs(residual)
        var coefficients = 0.0
        for term in expression.terms {
          residual += term.coefficient * solver.value(of: term.variable)
          scale = max(scale, abs(term.coefficient * solver.value(of: term.variable)))
          coefficients += abs(term.coefficient)
        }
        // Rounding of the constraint's own terms, and each variable's error in the system's scale.
        let tolerance = 1e-7 * max(1, scale) + 1e-7 * coefficients * magnitude
        let violated: Bool
        switch c.relation {
        case .equal: violated = abs(residual) > tolerance
        case .lessThanOrEqual: violated = residual > tolerance
        case .greaterThanOrEqual: violated = residual < -tolerance
        }
        if violated { fatalError("required constraint broken: \(c), residual \(residual)\n\(solver.dump())") }
      }
      checkIncrementalRead()
      if failed {
        let after = variables.map { solver.value(of: $0) }
        for (a, b) in zip(before, after) where abs(a - b) > 1e-7 * max(abs(a), magnitude) {
          fatalError("a failed call changed the solution: \(before) → \(after)")
        }
      }
    }
  }

  /// One operation; `true` when it failed with an error it documents.
  mutating func step(_ op: Int) -> Bool {
    do {
      switch op {
      case 0, 1, 2:
        var terms: [Term] = []
        for _ in 0...(program.byte() % 3) {
          terms.append(Term(program.pick(variables), program.pick(Self.coefficients)))
        }
        let constant = Double(Int8(truncatingIfNeeded: program.byte())) * 4
        let relation: RelationalOperator = program.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let c = Constraint(
          Expression(terms, constant: constant), relation, strength: Strength(program.pick(Self.strengths)))
        try solver.addConstraint(c)
        held.append(c)
      case 3:
        guard !held.isEmpty else { return false }
        try solver.removeConstraint(held.remove(at: program.byte() % held.count))
      case 4:
        try solver.addEditVariable(program.pick(variables), strength: Strength(program.pick(Self.strengths)))
      case 5:
        try solver.suggestValue(
          program.pick(variables), Double(Int16(truncatingIfNeeded: program.byte() << 4)))
      case 6:
        try solver.removeEditVariable(program.pick(variables))
      default:
        guard !held.isEmpty else { return false }
        let c = held[program.byte() % held.count]
        try solver.updateConstant(of: c, to: Double(Int8(truncatingIfNeeded: program.byte())) * 4)
      }
      return false
    } catch {
      switch error {
      case .unsatisfiableConstraint(let c) where c.strength.isRequired: return true
      case .duplicateEditVariable, .unknownEditVariable, .badRequiredStrength: return true
      default: fatalError("operation \(op) threw \(error)")
      }
    }
  }
}
