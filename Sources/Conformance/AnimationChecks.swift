import Diorama
import Foundation

/// Collects what differs while one case of the animation file is checked; the case passes when
/// nothing was collected.
struct AnimationCheck {
  /// The absolute tolerance the file states (`meta.tolerance`).
  let tolerance: Double
  var differences: [String] = []

  /// Records a difference unless `got` is within the tolerance of `want`; infinities must match
  /// exactly.
  mutating func close(_ got: Double?, _ want: Double, _ label: String) {
    guard let got else {
      differences.append("\(label) has no value, expected \(Self.format(want))")
      return
    }
    let matches = want.isInfinite ? got == want : abs(got - want) <= tolerance
    if !matches { differences.append("\(label) = \(Self.format(got)), expected \(Self.format(want))") }
  }

  /// Records a difference unless `got == want`.
  mutating func equal<T: Equatable>(_ got: T, _ want: T, _ label: String) {
    if got != want { differences.append("\(label) = \(got), expected \(want)") }
  }

  static func format(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
  }

  /// Runs one case: `unsupported`/`malformed` problems and errors Diorama throws fail the case
  /// with their message; otherwise the collected differences decide.
  static func run(_ id: String, tolerance: Double, _ body: (inout AnimationCheck) throws -> Void)
    -> CaseResult
  {
    var check = AnimationCheck(tolerance: tolerance)
    do {
      try body(&check)
    } catch let problem as CaseProblem {
      return .failed(id, problem.description)
    } catch {
      return .failed(id, "Diorama threw: \(error)")
    }
    return check.differences.isEmpty ? .passed(id) : .failed(id, check.differences.joined(separator: "; "))
  }
}

extension CaseReader {
  /// A number; the file writes +infinity as the string `"inf"`.
  func animationNumber() throws(CaseProblem) -> Double {
    if value.string == "inf" { return .infinity }
    return try number()
  }

  /// An array of numbers (`"inf"` allowed).
  func numbers() throws(CaseProblem) -> [Double] {
    var result: [Double] = []
    for element in try array() { result.append(try element.animationNumber()) }
    return result
  }

  /// An array of exactly `count` numbers.
  func numbers(count: Int) throws(CaseProblem) -> [Double] {
    let result = try numbers()
    guard result.count == count else {
      throw .malformed("\(path) has \(result.count) numbers, expected \(count)")
    }
    return result
  }

  func bool() throws(CaseProblem) -> Bool {
    guard case .bool(let b) = value else { throw .malformed("\(path) is \(value.kind), expected a boolean") }
    return b
  }

  var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// A named timing function (`"easeIn"`, …), or `nil` for JSON `null`.
  func timingFunction() throws(CaseProblem) -> TimingFunction? {
    if isNull { return nil }
    let name = try string()
    guard let known = TimingFunction.Name(rawValue: name) else {
      throw .unsupported("timing function '\(name)' in \(path)")
    }
    return TimingFunction(name: known)
  }
}
