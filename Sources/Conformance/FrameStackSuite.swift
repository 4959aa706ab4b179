import Diorama
import Foundation

/// The `framestack` suite: `conformance/krstackview.json`, replayed on ``FrameStackView``.
///
/// Each case gives a stack (its properties and frame before layout) and subviews (frames and
/// intrinsic sizes); the suite builds them through the public API, lays out, and compares the
/// stack's frame, every subview's frame and, when given, the properties a translation rewrote —
/// all exactly, as the file's values are exact after rounding. The file describes KRStackView,
/// whose centre alignment ignores the insets and halves the offset, so the suite sets
/// ``FrameStackView/centersIgnoringInsets`` (FrameStackView's default) explicitly. `expect` is the settled state, which the original
/// reached after `passes` layout passes, showing `expectFirstPass` after the first when that
/// differs. FrameStackView rounds sizes before placing (see its documentation), so it settles in
/// one pass: the suite runs `passes` passes (at least two) and checks `expect` after every one,
/// the first included. `expectFirstPass` is read and checked for consistency — it needs
/// `passes` ≥ 2, must name the same subviews as `expect` and must differ from it — but by that
/// design it is never what FrameStackView shows, so it is not compared with the layout.
/// `errorCases`, when present, are replayed the same way.
struct FrameStackSuite: ConformanceSuite {
  let name = "framestack"

  static let caseKeys: Set = [
    "name", "source", "notes", "tags", "stack", "subviews", "expect", "expectFirstPass", "passes",
  ]
  static let stackKeys: Set = [
    "enabled", "direction", "translatesCurrentLayout", "shouldWrap", "spacing", "alignment", "insets",
    "itemSpacing", "itemOffset", "frame",
  ]
  static let stateKeys: Set = ["insets", "itemSpacing", "itemOffset", "translatesCurrentLayout", "alignment"]

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    guard let cases = file["cases"]?.array else {
      throw ConformanceFileError("a framestack file is an object with a 'cases' array")
    }
    let all = cases + (file["errorCases"]?.array ?? [])
    return all.enumerated().map { index, value in
      let id = value["name"]?.string ?? "case \(index)"
      do throws(CaseProblem) {
        var failures: [String] = []
        var problem: CaseProblem?
        _ = Diagnostics.capture {
          do throws(CaseProblem) {
            failures = try runCase(CaseReader(value, path: id))
          } catch {
            problem = error
          }
        }
        if let problem { throw problem }
        return failures.isEmpty ? .passed(id) : .failed(id, failures.joined(separator: "; "))
      } catch {
        return .failed(id, error.description)
      }
    }
  }

  /// A plain view with a settable intrinsic size.
  final class SizedView: View {
    var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { intrinsic }
  }

  func runCase(_ c: CaseReader) throws(CaseProblem) -> [String] {
    try c.onlyKeys(Self.caseKeys)
    let spec = try c.field("stack")
    try spec.onlyKeys(Self.stackKeys)
    let root = View(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
    let stack = FrameStackView(frame: try rect(spec.field("frame")))
    stack.centersIgnoringInsets = true
    root.addSubview(stack)
    var views: [String: View] = [:]
    for sub in try c.field("subviews").array() {
      try sub.onlyKeys(["id", "frame", "intrinsicContentSize"])
      let view = SizedView(frame: try rect(sub.field("frame")))
      if let intrinsic = try sub.optionalField("intrinsicContentSize"), intrinsic.value.array != nil {
        let pair = try intrinsic.array().map { v throws(CaseProblem) in CGFloat(try v.number()) }
        guard pair.count == 2 else {
          throw .malformed("\(intrinsic.path) has \(pair.count) values, expected 2")
        }
        view.intrinsic = CGSize(width: pair[0], height: pair[1])
      }
      views[try sub.field("id").string()] = view
      stack.addSubview(view)
    }
    stack.enabled = try bool(spec.optionalField("enabled")) ?? true
    stack.direction = try direction(spec.field("direction"))
    stack.alignment = try alignment(spec.field("alignment"))
    stack.shouldWrap = try bool(spec.optionalField("shouldWrap")) ?? false
    stack.spacing = CGFloat(try spec.optionalField("spacing")?.number() ?? 8)
    stack.insets = try insets(spec.field("insets"))
    stack.itemSpacing = try numbers(spec.optionalField("itemSpacing"))
    stack.itemOffset = try numbers(spec.optionalField("itemOffset"))
    stack.translatesCurrentLayout = try bool(spec.optionalField("translatesCurrentLayout")) ?? false
    root.layoutIfNeeded()

    let expect = try c.field("expect")
    try expect.onlyKeys(["stackFrame", "subviews", "state"])
    let passes = try passCount(c)
    if let first = try c.optionalField("expectFirstPass") {
      try consistent(first, with: expect, passes: passes)
    }
    var failures = try compare(expect, stack, views, when: " after pass 1")
    if let state = try expect.optionalField("state") { failures += try check(state, stack) }
    for pass in 2...max(2, passes) {
      stack.setNeedsLayout()
      root.layoutIfNeeded()
      failures += try compare(expect, stack, views, when: " after pass \(pass)")
    }
    return failures
  }

  /// `passes`, a whole number ≥ 1; 1 when absent.
  private func passCount(_ c: CaseReader) throws(CaseProblem) -> Int {
    guard let field = try c.optionalField("passes") else { return 1 }
    let value = try field.number()
    guard value >= 1, value <= 100, value == value.rounded() else {
      throw .malformed("\(field.path) is \(value), expected a whole number of passes ≥ 1")
    }
    return Int(value)
  }

  /// Checks that `first` reads like `expect` and describes a pass the original did not settle in.
  private func consistent(_ first: CaseReader, with expect: CaseReader, passes: Int) throws(CaseProblem) {
    try first.onlyKeys(["stackFrame", "subviews", "state"])
    guard passes >= 2 else {
      throw .malformed(
        "\(first.path) is given, but passes is \(passes): the original settled in its first pass")
    }
    let firstFrame = try rect(first.field("stackFrame"))
    var firstViews: [String: CGRect] = [:]
    for sub in try first.field("subviews").array() {
      try sub.onlyKeys(["id", "frame"])
      firstViews[try sub.field("id").string()] = try rect(sub.field("frame"))
    }
    var settledViews: [String: CGRect] = [:]
    for sub in try expect.field("subviews").array() {
      settledViews[try sub.field("id").string()] = try rect(sub.field("frame"))
    }
    guard Set(firstViews.keys) == Set(settledViews.keys) else {
      throw .malformed("\(first.path) names other subviews than expect")
    }
    if firstFrame == (try rect(expect.field("stackFrame"))), firstViews == settledViews {
      throw .malformed("\(first.path) equals expect: it is given only when the first pass differs")
    }
  }

  private func compare(_ expect: CaseReader, _ stack: FrameStackView, _ views: [String: View], when: String)
    throws(CaseProblem) -> [String]
  {
    var failures: [String] = []
    let wanted = try rect(expect.field("stackFrame"))
    if stack.frame != wanted {
      failures.append("stack frame\(when) \(format(stack.frame)), expected \(format(wanted))")
    }
    for sub in try expect.field("subviews").array() {
      try sub.onlyKeys(["id", "frame"])
      let id = try sub.field("id").string()
      guard let view = views[id] else { throw .malformed("expect names '\(id)', which is not a subview") }
      let frame = try rect(sub.field("frame"))
      if view.frame != frame {
        failures.append("\(id)\(when) \(format(view.frame)), expected \(format(frame))")
      }
    }
    return failures
  }

  private func check(_ state: CaseReader, _ stack: FrameStackView) throws(CaseProblem) -> [String] {
    try state.onlyKeys(Self.stateKeys)
    var failures: [String] = []
    if let insets = try state.optionalField("insets"), try self.insets(insets) != stack.insets {
      failures.append("insets \(stack.insets), expected \(try self.insets(insets))")
    }
    for (key, actual) in [("itemSpacing", stack.itemSpacing), ("itemOffset", stack.itemOffset)] {
      guard let field = try state.optionalField(key) else { continue }
      let wanted = try numbers(field)
      if wanted != actual {
        failures.append(
          "\(key) \(actual.map { "\($0)" } ?? "nil"), expected \(wanted.map { "\($0)" } ?? "nil")")
      }
    }
    if let wanted = try bool(state.optionalField("translatesCurrentLayout")),
      wanted != stack.translatesCurrentLayout
    {
      failures.append("translatesCurrentLayout \(stack.translatesCurrentLayout), expected \(wanted)")
    }
    if let field = try state.optionalField("alignment"), try alignment(field) != stack.alignment {
      failures.append("alignment \(stack.alignment), expected \(try field.string())")
    }
    return failures
  }

  // MARK: Reading values

  private func direction(_ spec: CaseReader) throws(CaseProblem) -> FrameStackView.StackDirection {
    switch try spec.string() {
    case "vertical": .vertical
    case "horizontal": .horizontal
    case let other: throw .unsupported("direction '\(other)' in \(spec.path)")
    }
  }

  private func alignment(_ spec: CaseReader) throws(CaseProblem) -> FrameStackView.ItemAlignment {
    switch try spec.string() {
    case "origin": .origin
    case "center": .center
    case "endPoint": .endPoint
    case let other: throw .unsupported("alignment '\(other)' in \(spec.path)")
    }
  }

  private func bool(_ spec: CaseReader?) throws(CaseProblem) -> Bool? {
    guard let spec else { return nil }
    guard case .bool(let value) = spec.value else { throw .malformed("\(spec.path) is \(spec.value.kind)") }
    return value
  }

  private func insets(_ spec: CaseReader) throws(CaseProblem) -> EdgeInsets {
    try spec.onlyKeys(["top", "left", "bottom", "right"])
    func side(_ key: String) throws(CaseProblem) -> CGFloat { CGFloat(try spec.field(key).number()) }
    return EdgeInsets(
      top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
  }

  private func numbers(_ spec: CaseReader?) throws(CaseProblem) -> [CGFloat]? {
    guard let spec else { return nil }
    if case .null = spec.value { return nil }
    return try spec.array().map { v throws(CaseProblem) in CGFloat(try v.number()) }
  }

  private func rect(_ spec: CaseReader) throws(CaseProblem) -> CGRect {
    let v = try spec.array().map { v throws(CaseProblem) in CGFloat(try v.number()) }
    guard v.count == 4 else { throw .malformed("\(spec.path) has \(v.count) values, expected 4") }
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  private func format(_ r: CGRect) -> String {
    "["
      + [r.minX, r.minY, r.width, r.height].map { $0 == $0.rounded() ? String(Int($0)) : String(Double($0)) }
      .joined(separator: ", ") + "]"
  }
}
