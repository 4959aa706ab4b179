import Foundation

/// A parsed JSON value. Suites read case files through it and turn every shape problem into
/// a clear message (see ``CaseReader``).
enum JSON: CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// Parses a whole file.
  static func parse(_ data: Data) throws -> JSON {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return JSON(any: object)
  }

  init(any: Any) {
    switch any {
    case let b as Bool where !(any is NSNumber) || String(cString: (any as! NSNumber).objCType) == "c":
      self = .bool(b)
    case let n as NSNumber:
      // JSONSerialization hands booleans over as NSNumber too ("c" for char).
      if String(cString: n.objCType) == "c" {
        self = .bool(n.boolValue)
      } else {
        self = .number(n.doubleValue)
      }
    case let s as String: self = .string(s)
    case let a as [Any]: self = .array(a.map(JSON.init(any:)))
    case let o as [String: Any]: self = .object(o.mapValues(JSON.init(any:)))
    default: self = .null
    }
  }

  subscript(key: String) -> JSON? {
    if case .object(let o) = self { return o[key] }
    return nil
  }

  var number: Double? {
    if case .number(let x) = self { return x }
    return nil
  }
  var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }
  var array: [JSON]? {
    if case .array(let a) = self { return a }
    return nil
  }
  var object: [String: JSON]? {
    if case .object(let o) = self { return o }
    return nil
  }

  /// What kind of value this is, for messages.
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return String(b)
    case .number(let x): return x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    case .string(let s): return "\"\(s)\""
    case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
    case .object(let o):
      return "{" + o.keys.sorted().map { "\"\($0)\": \(o[$0]!)" }.joined(separator: ", ") + "}"
    }
  }
}
