import Cassowary
import Foundation

/// The `solver` suite: `conformance/solver.json`.
///
/// The file's `format` describes it: each case has `variables`, `constraints` as
/// `Σ terms[v]·v + constant (op) 0` with an Auto Layout `priority` (1000 = required, strict
/// levels below), added in order; `expect` is the unique optimal value of every variable,
/// compared with the tolerance the format states ("compare to 1e-6"), or `"unsatisfiable"`:
/// adding some required constraint fails, after which the solver must still be usable.
struct SolverSuite: ConformanceSuite {
  let name = "solver"

  static let caseKeys: Set = ["name", "variables", "constraints", "expect", "tags", "notes"]
  static let constraintKeys: Set = ["terms", "constant", "op", "priority"]

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    guard let cases = file["cases"]?.array else {
      throw ConformanceFileError("a solver file is an object with a 'cases' array")
    }
    let tolerance = Self.tolerance(fromFormat: file["format"]?.string)
    return cases.enumerated().map { index, value in
      let id = value["name"]?.string ?? "case \(index)"
      do throws(CaseProblem) {
        return try runCase(CaseReader(value, path: id), id: id, tolerance: tolerance)
      } catch {
        return .failed(id, error.description)
      }
    }
  }

  /// The tolerance stated by the file's format ("compare to 1e-6"), else 1e-6.
  static func tolerance(fromFormat format: String?) -> Double {
    guard let format,
      let range = format.range(of: #"compare to ([0-9.]+(e-?[0-9]+)?)"#, options: .regularExpression)
    else { return 1e-6 }
    return Double(format[range].dropFirst("compare to ".count)) ?? 1e-6
  }

  func runCase(_ c: CaseReader, id: String, tolerance: Double) throws(CaseProblem) -> CaseResult {
    try c.onlyKeys(Self.caseKeys)
    var variables: [String: Variable] = [:]
    var order: [String] = []
    for v in try c.field("variables").array() {
      let name = try v.string()
      guard variables[name] == nil else { throw .malformed("variable '\(name)' is declared twice") }
      variables[name] = Variable(name)
      order.append(name)
    }
    let constraints = try c.field("constraints").array().map { k throws(CaseProblem) in
      try constraint(k, variables)
    }
    let expect = try c.field("expect")

    let solver = Solver()
    var refused: [String] = []
    for (i, k) in constraints.enumerated() {
      do {
        try solver.addConstraint(k)
      } catch {
        guard case .unsatisfiableConstraint = error else {
          return .failed(id, "constraint \(i) (\(k)) was refused: \(error)")
        }
        refused.append("constraint \(i) (\(k))")
      }
    }

    if let word = expect.value.string {
      guard word == "unsatisfiable" else { throw .unsupported("expect \"\(word)\"") }
      guard !refused.isEmpty else {
        return .failed(id, "expected an unsatisfiable required constraint, but every constraint was added")
      }
      // Still usable: the constraints it accepted hold, and it takes a new one.
      if let broken = brokenRequired(solver) { return .failed(id, "after the refusal, \(broken)") }
      let probe = Variable("probe")
      do {
        try solver.addConstraint(probe == 7)
      } catch {
        return .failed(id, "the solver is not usable after the refusal: \(error)")
      }
      guard solver.value(of: probe) == 7 else {
        return .failed(id, "the solver is not usable after the refusal")
      }
      return .passed(id)
    }

    guard refused.isEmpty else {
      return .failed(id, "required " + refused.joined(separator: ", ") + " was refused as unsatisfiable")
    }
    var differences: [String] = []
    let expected = try expect.object()
    for name in expected.keys.sorted() {
      guard let v = variables[name] else {
        throw .malformed("expect names '\(name)', which is not a variable")
      }
      let want = try CaseReader(expected[name]!, path: "\(id).expect.\(name)").number()
      let got = solver.value(of: v)
      if !(abs(got - want) <= tolerance) {
        differences.append("\(name) = \(format(got)), expected \(format(want))")
      }
    }
    for name in order where expected[name] == nil {
      throw .malformed("expect has no value for variable '\(name)'")
    }
    return differences.isEmpty ? .passed(id) : .failed(id, differences.joined(separator: "; "))
  }

  /// One constraint: `Σ terms[v]·v + constant (op) 0 @ priority`.
  func constraint(_ k: CaseReader, _ variables: [String: Variable]) throws(CaseProblem) -> Constraint {
    try k.onlyKeys(Self.constraintKeys)
    var terms: [Term] = []
    let termObject = try k.field("terms").object()
    for name in termObject.keys.sorted() {
      guard let v = variables[name] else {
        throw .malformed("\(k.path).terms names '\(name)', which is not a variable")
      }
      terms.append(Term(v, try CaseReader(termObject[name]!, path: "\(k.path).terms.\(name)").number()))
    }
    let constant = try k.field("constant").number()
    let relation: RelationalOperator
    switch try k.field("op").string() {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    case let op: throw .unsupported("op '\(op)' in \(k.path)")
    }
    let priority = try k.field("priority").number()
    guard priority > 0 && priority <= 1000 else {
      throw .malformed("\(k.path).priority is \(format(priority)), expected 0 < priority <= 1000")
    }
    return Constraint(Expression(terms, constant: constant), relation, strength: Strength(priority))
  }

  /// The first required constraint the solution breaks, if any.
  func brokenRequired(_ solver: Solver) -> String? {
    solver.updateVariables()
    for c in solver.constraints where c.strength.isRequired && c.violation > 1e-8 {
      return "\(c) is broken by \(c.violation)"
    }
    return nil
  }

  func format(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
  }
}
