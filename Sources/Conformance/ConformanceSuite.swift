/// One suite of conformance cases: `conformance <name> <file.json>`.
///
/// A suite reads the file in the format the file itself describes, builds each case through
/// Diorama's public API and compares the result with the case's expectations, using the
/// tolerances the file states. Adding a suite is a drop-in: write
/// `Sources/Conformance/<Name>Suite.swift` with a type conforming to this protocol and list it
/// in ``SuiteRegistry``, one line.
///
/// Rules every suite keeps:
/// - a case that uses anything the suite does not know (a method, a key, an option) fails with
///   `unsupported: <what>` — never skipped, never ignored;
/// - a case whose shape is wrong fails with `malformed case: <what>`;
/// - `.skipped` is only for cases whose tags the file itself marks as platform-only;
/// - a file whose overall shape is wrong throws ``ConformanceFileError``.
protocol ConformanceSuite: Sendable {
  /// The name on the command line.
  var name: String { get }

  /// Runs every case of a parsed file, in file order.
  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult]
}

/// The outcome of one case.
struct CaseResult {
  enum Outcome {
    case passed
    /// What differed, or why the case could not run (`unsupported: …`, `malformed case: …`).
    case failed(String)
    /// Only for cases whose tags the file marks as platform-only; says which tag.
    case skipped(String)
  }

  var id: String
  var outcome: Outcome

  static func passed(_ id: String) -> CaseResult { CaseResult(id: id, outcome: .passed) }
  static func failed(_ id: String, _ why: String) -> CaseResult { CaseResult(id: id, outcome: .failed(why)) }
}

/// The file as a whole cannot be read as this suite's format (exit status 2).
struct ConformanceFileError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A case that cannot run: `unsupported: …` or `malformed case: …`.
struct CaseProblem: Error, CustomStringConvertible {
  var description: String
  static func unsupported(_ what: String) -> CaseProblem { CaseProblem(description: "unsupported: \(what)") }
  static func malformed(_ what: String) -> CaseProblem { CaseProblem(description: "malformed case: \(what)") }
}

/// Reads typed fields out of a case with messages that say where the shape is wrong, and
/// rejects keys the suite does not know.
struct CaseReader {
  let value: JSON
  let path: String

  init(_ value: JSON, path: String) {
    self.value = value
    self.path = path
  }

  func object() throws(CaseProblem) -> [String: JSON] {
    guard let o = value.object else { throw .malformed("\(path) is \(value.kind), expected an object") }
    return o
  }

  /// Fails with `unsupported: key …` for any key outside `known`.
  func onlyKeys(_ known: Set<String>) throws(CaseProblem) {
    for key in try object().keys.sorted() where !known.contains(key) {
      throw .unsupported("key '\(key)' in \(path)")
    }
  }

  func field(_ key: String) throws(CaseProblem) -> CaseReader {
    guard let v = try object()[key] else { throw .malformed("\(path) has no '\(key)'") }
    return CaseReader(v, path: "\(path).\(key)")
  }

  func optionalField(_ key: String) throws(CaseProblem) -> CaseReader? {
    try object()[key].map { CaseReader($0, path: "\(path).\(key)") }
  }

  func number() throws(CaseProblem) -> Double {
    guard let x = value.number else { throw .malformed("\(path) is \(value.kind), expected a number") }
    return x
  }

  func string() throws(CaseProblem) -> String {
    guard let s = value.string else { throw .malformed("\(path) is \(value.kind), expected a string") }
    return s
  }

  func array() throws(CaseProblem) -> [CaseReader] {
    guard let a = value.array else { throw .malformed("\(path) is \(value.kind), expected an array") }
    return a.enumerated().map { CaseReader($1, path: "\(path)[\($0)]") }
  }
}

/// A stand-in for a suite that is registered but not written yet: every case fails with
/// `unsupported: <suite> suite not implemented yet`.
struct UnimplementedSuite: ConformanceSuite {
  let name: String

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    let cases = file["cases"]?.array ?? []
    let message = "unsupported: \(name) suite not implemented yet"
    guard !cases.isEmpty else { return [.failed(name, message)] }
    return cases.enumerated().map { i, c in
      let id = c["name"]?.string ?? c["id"]?.string ?? "case \(i)"
      return .failed(id, message)
    }
  }
}
