import Foundation
import Testing

/// A parsed JSON value; the reference data mixes numbers, `"inf"`, `null` and strings.
enum JSONValue: Decodable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  subscript(key: String) -> JSONValue {
    if case .object(let members) = self, let value = members[key] { return value }
    return .null
  }

  /// A number; the string "inf" reads as +infinity.
  var double: Double? {
    switch self {
    case .number(let value): return value
    case .string("inf"): return .infinity
    default: return nil
    }
  }

  var string: String? { if case .string(let value) = self { value } else { nil } }
  var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
  var array: [JSONValue] { if case .array(let value) = self { value } else { [] } }
  var isNull: Bool { if case .null = self { true } else { false } }
  var doubles: [Double] { array.compactMap(\.double) }
}

enum AnimationFixture {
  /// The reference data shipped with the tests (`Fixtures/animation.json`).
  static let root: JSONValue = {
    guard
      let url = Bundle.module.url(forResource: "animation", withExtension: "json", subdirectory: "Fixtures"),
      let data = try? Data(contentsOf: url),
      let value = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return .null }
    return value
  }()

  static func section(_ name: String) -> JSONValue { root[name] }

  /// The tolerance the reference data asks for.
  static let tolerance = 1e-6
}

/// Records a failure unless `actual` is within `tolerance` of `expected`.
func expectClose(
  _ actual: Double?, _ expected: Double?, tolerance: Double = AnimationFixture.tolerance, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual, let expected else {
    Issue.record(
      "\(label): missing value (actual \(String(describing: actual)), expected \(String(describing: expected)))",
      sourceLocation: sourceLocation)
    return
  }
  if expected.isInfinite {
    #expect(actual == expected, "\(label)", sourceLocation: sourceLocation)
  } else {
    #expect(
      abs(actual - expected) <= tolerance, "\(label): \(actual) vs \(expected)",
      sourceLocation: sourceLocation)
  }
}
