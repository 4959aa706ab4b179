import Diorama
import Foundation

/// The `stackview` suite: `conformance/stackview.json`.
///
/// Each case configures a `StackView` (axis, alignment, distribution, spacing, margins- and
/// baseline-relative arrangement) over views with the given intrinsic sizes, hides the views
/// marked hidden with `setArrangedView(_:hidden:)` after setting the properties, and compares
/// the stack's generated constraints with the case as the file's `comparison` says: an
/// unordered multiset in the library's orientation, helper views matched up to a consistent
/// renaming (with class and role agreeing), multipliers to a relative 1e-9, constants and
/// priorities exactly. A constraint that only differs by orientation is reported as such.
struct StackViewSuite: ConformanceSuite {
  let name = "stackview"

  static let caseKeys: Set = [
    "name", "axis", "alignment", "distribution", "spacing", "layoutMarginsRelative", "baselineRelative",
    "views",
    "spacers", "expectedCount", "constraints", "notes", "tags",
  ]
  static let viewKeys: Set = ["id", "hidden", "intrinsic"]
  static let spacerKeys: Set = ["id", "class", "role", "between"]
  static let constraintKeys: Set = [
    "id", "first", "relation", "second", "multiplier", "constant", "priority",
  ]

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    guard let cases = file["cases"]?.array else {
      throw ConformanceFileError("a stackview file is an object with a 'cases' array")
    }
    return cases.enumerated().map { index, value in
      let id = value["name"]?.string ?? "case \(index)"
      do throws(CaseProblem) {
        return try runCase(CaseReader(value, path: id), id: id)
      } catch {
        return .failed(id, error.description)
      }
    }
  }

  /// A view with the case's intrinsic content size.
  final class CaseView: View {
    let size: CGSize
    init(size: CGSize, id: String) {
      self.size = size
      super.init(frame: .zero)
      accessibilityIdentifier = id
    }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A constraint in the file's notation.
  struct Expected: Equatable {
    var id: String
    var first: String
    var relation: String
    var second: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
  }

  /// A helper view: name, class, role and (for gaps) the views it lies between.
  struct Helper: Equatable {
    var name: String
    var className: String
    var role: String
    var between: [String]?
  }

  func runCase(_ c: CaseReader, id: String) throws(CaseProblem) -> CaseResult {
    try c.onlyKeys(Self.caseKeys)
    let stack = StackView()
    stack.axis =
      switch try c.field("axis").string() {
      case "horizontal": .horizontal
      case "vertical": .vertical
      case let other: throw .unsupported("axis '\(other)'")
      }
    let alignmentName = try c.field("alignment").string()
    guard let alignment = StackViewAlignment.allCases.first(where: { "\($0)" == alignmentName }) else {
      throw .unsupported("alignment '\(alignmentName)'")
    }
    let distributionName = try c.field("distribution").string()
    guard let distribution = StackViewDistribution.allCases.first(where: { "\($0)" == distributionName })
    else {
      throw .unsupported("distribution '\(distributionName)'")
    }
    stack.alignment = alignment
    stack.distribution = distribution
    stack.spacing = CGFloat(try c.field("spacing").number())
    stack.isLayoutMarginsRelativeArrangement = try Self.bool(c.field("layoutMarginsRelative"))
    stack.isBaselineRelativeArrangement = try Self.bool(c.field("baselineRelative"))

    var hidden: [View] = []
    for v in try c.field("views").array() {
      try v.onlyKeys(Self.viewKeys)
      let viewID = try v.field("id").string()
      var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
      if let intrinsic = try v.optionalField("intrinsic"), !Self.isNull(intrinsic) {
        let numbers = try intrinsic.array().map { n throws(CaseProblem) in try n.number() }
        guard numbers.count == 2 else { throw .malformed("\(intrinsic.path) needs [width, height]") }
        size = CGSize(width: numbers[0], height: numbers[1])
      }
      let view = CaseView(size: size, id: viewID)
      stack.addArrangedSubview(view)
      if try Self.bool(v.field("hidden")) { hidden.append(view) }
    }
    for view in hidden { stack.setArrangedView(view, hidden: true) }

    let expectedHelpers = try c.field("spacers").array().map { s throws(CaseProblem) in
      try s.onlyKeys(Self.spacerKeys)
      return Helper(
        name: try s.field("id").string(), className: try s.field("class").string(),
        role: try s.field("role").string(),
        between: try s.optionalField("between").map { b throws(CaseProblem) in
          try b.array().map { n throws(CaseProblem) in try n.string() }
        })
    }
    let expected = try c.field("constraints").array().map { k throws(CaseProblem) in
      try k.onlyKeys(Self.constraintKeys)
      let second = try k.field("second")
      return Expected(
        id: try k.field("id").string(), first: try k.field("first").string(),
        relation: try k.field("relation").string(), second: Self.isNull(second) ? nil : try second.string(),
        multiplier: try k.field("multiplier").number(), constant: try k.field("constant").number(),
        priority: try k.field("priority").number())
    }
    let expectedCount = Int(try c.field("expectedCount").number())

    let produced = stack.generatedConstraintDescriptors.map {
      Expected(
        id: $0.identifier, first: $0.first, relation: "\($0.relation)", second: $0.second,
        multiplier: $0.multiplier,
        constant: $0.constant, priority: Double($0.priority))
    }
    let producedHelpers = stack.generatedHelpers.map {
      Helper(name: $0.name, className: $0.className, role: $0.role, between: $0.between)
    }
    var problems: [String] = []
    if produced.count != expectedCount {
      problems.append("\(produced.count) constraints, expected \(expectedCount)")
    }
    guard producedHelpers.count == expectedHelpers.count else {
      return .failed(
        id,
        (problems + [
          "helpers \(producedHelpers.map(Self.describe)), expected \(expectedHelpers.map(Self.describe))"
        ])
        .joined(separator: "; "))
    }
    // Try every renaming of the expected helpers onto the produced ones that keeps class,
    // role and gap neighbours; the identity (the documented numbering) comes first.
    var best: [String]?
    for renaming in Self.renamings(expectedHelpers, onto: producedHelpers) {
      let renamed = expected.map { Self.rename($0, renaming) }
      let differences = Self.differences(produced: produced, expected: renamed)
      if differences.isEmpty {
        best = []
        break
      }
      if best == nil { best = differences }
    }
    guard let best else {
      return .failed(
        id,
        (problems + [
          "helpers \(producedHelpers.map(Self.describe)), expected \(expectedHelpers.map(Self.describe))"
        ])
        .joined(separator: "; "))
    }
    problems += best
    return problems.isEmpty ? .passed(id) : .failed(id, problems.joined(separator: "; "))
  }

  static func isNull(_ r: CaseReader) -> Bool {
    if case .null = r.value { return true }
    return false
  }

  static func bool(_ r: CaseReader) throws(CaseProblem) -> Bool {
    guard case .bool(let b) = r.value else {
      throw .malformed("\(r.path) is \(r.value.kind), expected a boolean")
    }
    return b
  }

  static func describe(_ h: Helper) -> String {
    "\(h.name) \(h.className) (\(h.role))" + (h.between.map { " between \($0.joined(separator: ","))" } ?? "")
  }

  /// One-to-one maps from expected helper names to produced ones with the same class, role
  /// and neighbours, the identity first.
  static func renamings(_ expected: [Helper], onto produced: [Helper]) -> [[String: String]] {
    var results: [[String: String]] = []
    var used = Set<Int>()
    var current: [String: String] = [:]
    func assign(_ index: Int) {
      guard results.count < 64 else { return }
      guard index < expected.count else { return results.append(current) }
      let e = expected[index]
      // Prefer the produced helper at the same position, so the identity comes first.
      let candidates = [index] + produced.indices.filter { $0 != index }
      for j in candidates where j < produced.count && !used.contains(j) {
        let p = produced[j]
        guard p.className == e.className, p.role == e.role, p.between == e.between else { continue }
        used.insert(j)
        current[e.name] = p.name
        assign(index + 1)
        used.remove(j)
        current[e.name] = nil
      }
    }
    assign(0)
    return results
  }

  static func rename(_ e: Expected, _ renaming: [String: String]) -> Expected {
    func item(_ s: String) -> String {
      guard let dot = s.firstIndex(of: "."), let to = renaming[String(s[..<dot])] else { return s }
      return to + s[dot...]
    }
    var r = e
    r.first = item(e.first)
    r.second = e.second.map(item)
    return r
  }

  static func same(_ a: Expected, _ b: Expected) -> Bool {
    a.id == b.id && a.first == b.first && a.relation == b.relation && a.second == b.second
      && a.constant == b.constant && a.priority == b.priority
      && abs(a.multiplier - b.multiplier) <= 1e-9 * max(abs(a.multiplier), abs(b.multiplier))
  }

  /// `B rel2 A × 1/m − c/m` for `A rel B × m + c`; `nil` for a size constraint.
  static func mirrored(_ e: Expected) -> Expected? {
    guard let second = e.second, e.multiplier != 0 else { return nil }
    let relation =
      switch e.relation {
      case "<=": ">="
      case ">=": "<="
      default: e.relation
      }
    return Expected(
      id: e.id, first: second, relation: relation, second: e.first, multiplier: 1 / e.multiplier,
      constant: e.constant == 0 ? 0 : -e.constant / e.multiplier, priority: e.priority)
  }

  /// Multiset differences, strict orientation; mirrored matches are named as orientation
  /// differences.
  static func differences(produced: [Expected], expected: [Expected]) -> [String] {
    var left = produced
    var missing: [Expected] = []
    for e in expected {
      if let i = left.firstIndex(where: { same($0, e) }) { left.remove(at: i) } else { missing.append(e) }
    }
    var problems: [String] = []
    for e in missing {
      if let m = mirrored(e), let i = left.firstIndex(where: { same($0, m) }) {
        problems.append("orientation differs: produced \(format(left[i])), expected \(format(e))")
        left.remove(at: i)
      } else {
        problems.append("missing \(format(e))")
      }
    }
    problems += left.map { "unexpected \(format($0))" }
    return problems
  }

  static func format(_ e: Expected) -> String {
    var text = "'\(e.id)' \(e.first) \(e.relation) \(e.second ?? "")"
    if e.second != nil && e.multiplier != 1 { text += " × \(e.multiplier)" }
    if e.second == nil || e.constant != 0 { text += (e.second == nil ? "" : " + ") + "\(e.constant)" }
    if e.priority != 1000 { text += " @\(e.priority)" }
    return text
  }
}
