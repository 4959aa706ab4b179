import Foundation

/// The `pinlayout` suite: `conformance/pinlayout.json`.
///
/// The file's `format` and `formatDetails` describe it: each case builds a view tree (`views`
/// with `viewKinds`), applies `layoutDirection`, `displayScale` and `config`, runs `steps`
/// (one PinLayout chain each, applied when the chain ends; checkpoints save and compare
/// frames) and checks `expect`, `expectWarnings` and `expectNoWarning`. ``PinCaseReplayer``
/// does the replay through Diorama's public API.
struct PinLayoutSuite: ConformanceSuite {
  let name = "pinlayout"

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    guard let cases = file["cases"]?.array else {
      throw ConformanceFileError("a pinlayout file is an object with a 'cases' array")
    }
    return cases.enumerated().map { index, value in
      let id = value["id"]?.string ?? "case \(index)"
      guard let json = value.foundationObject as? [String: Any] else {
        return .failed(id, "malformed case: a case is an object")
      }
      do {
        let failures = try PinCaseReplayer(json: json).run()
        return failures.isEmpty ? .passed(id) : .failed(id, failures.joined(separator: "; "))
      } catch {
        return .failed(id, "\(error)")
      }
    }
  }
}

extension JSON {
  /// The value as Foundation objects (`NSNumber`, `String`, arrays, dictionaries, `NSNull`),
  /// the shape `JSONSerialization` produces.
  var foundationObject: Any {
    switch self {
    case .null: NSNull()
    case .bool(let b): NSNumber(value: b)
    case .number(let x): NSNumber(value: x)
    case .string(let s): s
    case .array(let a): a.map(\.foundationObject)
    case .object(let o): o.mapValues(\.foundationObject)
    }
  }
}
