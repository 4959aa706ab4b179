import Diorama
import Foundation

/// The `boxview` suite: `conformance/boxview.json`.
///
/// Each case is a box (axis, spacing, insets, a fixed or fitting size, a direction) with items —
/// views with an intrinsic size and hugging/compression priorities, layout guides or nested
/// boxes — each with its pins, sizes and flex. The suite builds the box in a scene through the
/// public API, adds the constraints the case says come from outside the box, lays out and
/// compares every expected frame (relative to the item's box; a guide's `layoutFrame`) and the
/// box's size. A fitting dimension is held at 0 with priority 50, as the file says. `rtl` is a
/// box forced right-to-left. The file's frames are exact solver values, to be compared within
/// 1e-6 (its `tolerance` note). Layout snaps view frames to the scene's quarter-point grid as
/// UIKit snaps to pixels — each edge rounded to the nearest grid line, halves away from zero —
/// so a view's expected frame is snapped the same way before the 1e-6 comparison; a layout
/// guide's frame is not snapped and is compared as given. An empty `expect` list checks nothing
/// and fails.
///
/// `errorCases`, when the file has them, are replayed the same way: they describe layouts the
/// original could not finish, which Diorama lays out (see `BoxConstraintBuilder.joinedGaps`).
struct BoxViewSuite: ConformanceSuite {
  let name = "boxview"

  static let caseKeys: Set = [
    "name", "source", "notes", "tags", "box", "items", "unmanaged", "external", "expect", "expectBoxSize",
  ]
  static let boxKeys: Set = ["axis", "spacing", "insets", "size", "sca", "excludeHiddenViews"]
  static let itemKeys: Set = [
    "id", "kind", "intrinsic", "hugging", "compression", "pins", "width", "height", "relativeWidth",
    "relativeHeight", "flex", "hidden", "extra", "aligned", "api", "legacyApi", "box", "items", "notes",
  ]
  static let pinKeys: Set = ["value", "relation", "priority"]
  static let relativeKeys: Set = ["multiplier", "value", "relation", "priority"]
  static let extraKeys: Set = ["attr", "relation", "value", "priority"]
  static let externalKeys: Set = [
    "item", "attr", "relation", "toItem", "toAttr", "multiplier", "constant", "priority",
  ]
  static let expectKeys: Set = ["id", "frame", "in", "unmanaged"]
  /// The file's tolerance against a pure solver.
  static let tolerance = 1e-6
  /// The scene's scale: frames snap to a 1/4-point grid.
  static let scale: CGFloat = 4

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    guard let cases = file["cases"]?.array else {
      throw ConformanceFileError("a boxview file is an object with a 'cases' array")
    }
    let all = cases + (file["errorCases"]?.array ?? [])
    return all.enumerated().map { index, value in
      let id = value["name"]?.string ?? "case \(index)"
      do throws(CaseProblem) {
        let failures = try BoxCase(CaseReader(value, path: id)).run()
        return failures.isEmpty ? .passed(id) : .failed(id, failures.joined(separator: "; "))
      } catch {
        return .failed(id, error.description)
      }
    }
  }
}

/// One BoxView case being built and checked.
private final class BoxCase {
  /// A plain view with a settable intrinsic size.
  final class SizedView: View {
    var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { intrinsic }
  }

  let reader: CaseReader
  var objects: [String: AnyObject] = [:]

  init(_ reader: CaseReader) { self.reader = reader }

  func run() throws(CaseProblem) -> [String] {
    try reader.onlyKeys(BoxViewSuite.caseKeys)
    var result: [String] = []
    var problem: CaseProblem?
    _ = Diagnostics.capture {
      do throws(CaseProblem) {
        result = try buildAndCheck()
      } catch {
        problem = error
      }
    }
    if let problem { throw problem }
    return result
  }

  private func buildAndCheck() throws(CaseProblem) -> [String] {
    let boxSpec = try reader.field("box")
    let scene: Scene
    do {
      scene = try Scene(size: CGSize(width: 2000, height: 2000), scale: BoxViewSuite.scale)
    } catch {
      throw .malformed("cannot make a scene: \(error)")
    }
    let box = BoxView()
    try configure(box, boxSpec, items: try reader.field("items").array())
    scene.rootView.addSubview(box)
    box.leftAnchor.constraint(equalTo: scene.rootView.leftAnchor).isActive = true
    box.topAnchor.constraint(equalTo: scene.rootView.topAnchor).isActive = true
    let size = try boxSpec.field("size").array()
    guard size.count == 2 else {
      throw .malformed("\(boxSpec.path).size has \(size.count) values, expected 2")
    }
    for (dimension, value) in zip([box.widthAnchor, box.heightAnchor], size) {
      let fixed = value.value.number
      let constraint = dimension.constraint(equalToConstant: CGFloat(fixed ?? 0))
      if fixed == nil {
        guard case .null = value.value else { throw .malformed("\(value.path) is \(value.value.kind)") }
        constraint.priority = .fittingSizeLevel
      }
      constraint.isActive = true
    }
    for spec in try reader.optionalField("unmanaged")?.array() ?? [] {
      try spec.onlyKeys(["id", "kind", "intrinsic"])
      let view = try makeView(spec)
      view.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(view)
      objects[try spec.field("id").string()] = view
    }
    for spec in try reader.optionalField("external")?.array() ?? [] { try addExternal(spec) }
    scene.layoutIfNeeded()
    return try check(box)
  }

  private func configure(_ box: BoxView, _ spec: CaseReader, items: [CaseReader]) throws(CaseProblem) {
    try spec.onlyKeys(BoxViewSuite.boxKeys)
    box.translatesAutoresizingMaskIntoConstraints = false
    switch try spec.field("axis").string() {
    case "x": box.axis = .x
    case "y": box.axis = .y
    case let other: throw .unsupported("axis '\(other)' in \(spec.path)")
    }
    box.spacing = CGFloat(try spec.optionalField("spacing")?.number() ?? 0)
    box.insets = try insets(spec.optionalField("insets"))
    switch try spec.optionalField("sca")?.string() ?? "ltr" {
    case "ltr": box.semanticContentAttribute = .forceLeftToRight
    case "rtl": box.semanticContentAttribute = .forceRightToLeft
    case let other: throw .unsupported("sca '\(other)' in \(spec.path)")
    }
    if let exclude = try spec.optionalField("excludeHiddenViews") {
      guard case .bool(let value) = exclude.value else {
        throw .malformed("\(exclude.path) is not a boolean")
      }
      box.excludeHiddenViews = value
    }
    var boxItems: [BoxItem] = []
    for spec in items {
      try spec.onlyKeys(BoxViewSuite.itemKeys)
      let id = try spec.field("id").string()
      let layout = try self.layout(spec)
      let item: BoxItem
      switch try spec.optionalField("kind")?.string() ?? "view" {
      case "view":
        item = BoxItem(view: try makeView(spec), layout: layout)
      case "guide":
        item = BoxItem(guide: LayoutGuide(), layout: layout)
      case "box":
        let nested = BoxView()
        try configure(nested, try spec.field("box"), items: try spec.field("items").array())
        item = BoxItem(view: nested, layout: layout)
      case let other:
        throw .unsupported("item kind '\(other)' in \(spec.path)")
      }
      if let view = item.view {
        view.accessibilityIdentifier = id
        if let hidden = try spec.optionalField("hidden") {
          guard case .bool(let value) = hidden.value else {
            throw .malformed("\(hidden.path) is not a boolean")
          }
          view.isHidden = value
        }
        for extra in try spec.optionalField("extra")?.array() ?? [] { try addExtra(extra, to: view) }
      } else {
        item.guide?.identifier = id
        if try spec.optionalField("extra") != nil { throw .unsupported("extra constraints on guide \(id)") }
      }
      objects[id] = item.anchorable
      boxItems.append(item)
    }
    box.items = boxItems
  }

  private func makeView(_ spec: CaseReader) throws(CaseProblem) -> View {
    let view = SizedView()
    if let intrinsic = try spec.optionalField("intrinsic"), intrinsic.value.array != nil {
      let pair = try numbers(intrinsic, count: 2, allowingNull: true)
      view.intrinsic = CGSize(
        width: pair[0] ?? View.noIntrinsicMetric, height: pair[1] ?? View.noIntrinsicMetric)
    }
    for (key, hugging) in [("hugging", true), ("compression", false)] {
      guard let field = try spec.optionalField(key), field.value.array != nil else { continue }
      let pair = try numbers(field, count: 2, allowingNull: false)
      for (axis, value) in zip([LayoutConstraint.Axis.horizontal, .vertical], pair) {
        let priority = LayoutPriority(Float(value ?? 0))
        if hugging {
          view.setContentHuggingPriority(priority, for: axis)
        } else {
          view.setContentCompressionResistancePriority(priority, for: axis)
        }
      }
    }
    return view
  }

  private func layout(_ spec: CaseReader) throws(CaseProblem) -> BoxLayout {
    var layout = BoxLayout()
    for edge in BoxEdge.allCases { layout.setPin(nil, for: edge) }
    if let pins = try spec.optionalField("pins") {
      for name in try pins.object().keys.sorted() {
        guard let edge = BoxEdge.allCases.first(where: { $0.description == name }) else {
          throw .unsupported("pin edge '\(name)' in \(pins.path)")
        }
        layout.setPin(try pin(pins.field(name)), for: edge)
      }
    }
    layout.width = try optional(spec, "width").map { r throws(CaseProblem) in try pin(r) }
    layout.height = try optional(spec, "height").map { r throws(CaseProblem) in try pin(r) }
    layout.relativeWidth = try optional(spec, "relativeWidth").map { r throws(CaseProblem) in try multiPin(r)
    }
    layout.relativeHeight = try optional(spec, "relativeHeight").map { r throws(CaseProblem) in
      try multiPin(r)
    }
    layout.flex = try optional(spec, "flex").map { r throws(CaseProblem) in CGFloat(try r.number()) }
    return layout
  }

  /// A field that is present and not null.
  private func optional(_ spec: CaseReader, _ key: String) throws(CaseProblem) -> CaseReader? {
    guard let field = try spec.optionalField(key) else { return nil }
    if case .null = field.value { return nil }
    return field
  }

  private func pin(_ spec: CaseReader) throws(CaseProblem) -> BoxLayout.Pin {
    try spec.onlyKeys(BoxViewSuite.pinKeys)
    return BoxLayout.Pin(
      constant: CGFloat(try spec.field("value").number()), relation: try relation(spec.field("relation")),
      priority: try priority(spec))
  }

  private func multiPin(_ spec: CaseReader) throws(CaseProblem) -> BoxLayout.MultiPin {
    try spec.onlyKeys(BoxViewSuite.relativeKeys)
    return BoxLayout.MultiPin(
      multiplier: CGFloat(try spec.optionalField("multiplier")?.number() ?? 1),
      pin: BoxLayout.Pin(
        constant: CGFloat(try spec.optionalField("value")?.number() ?? 0),
        relation: try spec.optionalField("relation").map { r throws(CaseProblem) in try relation(r) }
          ?? .equal,
        priority: try priority(spec)))
  }

  private func addExtra(_ spec: CaseReader, to view: View) throws(CaseProblem) {
    try spec.onlyKeys(BoxViewSuite.extraKeys)
    let dimension: LayoutDimension
    switch try spec.field("attr").string() {
    case "width": dimension = view.widthAnchor
    case "height": dimension = view.heightAnchor
    case let other: throw .unsupported("extra attr '\(other)' in \(spec.path)")
    }
    let value = CGFloat(try spec.field("value").number())
    let constraint: LayoutConstraint
    switch try relation(spec.field("relation")) {
    case .equal: constraint = dimension.constraint(equalToConstant: value)
    case .greaterThanOrEqual: constraint = dimension.constraint(greaterThanOrEqualToConstant: value)
    case .lessThanOrEqual: constraint = dimension.constraint(lessThanOrEqualToConstant: value)
    }
    constraint.priority = try priority(spec)
    constraint.isActive = true
  }

  private func addExternal(_ spec: CaseReader) throws(CaseProblem) {
    try spec.onlyKeys(BoxViewSuite.externalKeys)
    let itemID = try spec.field("item").string()
    guard let item = objects[itemID] else {
      throw .malformed("\(spec.path).item '\(itemID)' is not in the case")
    }
    var second: AnyObject?
    var secondAttribute = LayoutConstraint.Attribute.notAnAttribute
    if let to = try spec.optionalField("toItem") {
      let toID = try to.string()
      guard let object = objects[toID] else { throw .malformed("\(to.path) '\(toID)' is not in the case") }
      second = object
      secondAttribute = try attribute(spec.field("toAttr"))
    }
    let constraint = LayoutConstraint(
      item: item, attribute: try attribute(spec.field("attr")),
      relatedBy: try relation(spec.field("relation")),
      toItem: second, attribute: secondAttribute,
      multiplier: CGFloat(try spec.optionalField("multiplier")?.number() ?? 1),
      constant: CGFloat(try spec.optionalField("constant")?.number() ?? 0))
    constraint.priority = try priority(spec)
    constraint.isActive = true
  }

  private func check(_ box: BoxView) throws(CaseProblem) -> [String] {
    var failures: [String] = []
    let expectations = try reader.field("expect").array()
    guard !expectations.isEmpty else {
      throw .malformed("\(reader.path).expect is empty: the case checks nothing")
    }
    for expect in expectations {
      try expect.onlyKeys(BoxViewSuite.expectKeys)
      let id = try expect.field("id").string()
      var wanted = try numbers(expect.field("frame"), count: 4, allowingNull: false).map { $0 ?? 0 }
      let actual: CGRect
      switch objects[id] {
      case let view as View:
        actual = view.frame
        wanted = Self.snapped(wanted)
      case let guide as LayoutGuide: actual = guide.layoutFrame
      default: throw .malformed("expect names '\(id)', which is not in the case")
      }
      let got = [actual.minX, actual.minY, actual.width, actual.height]
      if zip(got, wanted).contains(where: { abs($0 - $1) > BoxViewSuite.tolerance }) {
        failures.append("\(id) frame \(format(got)), expected \(format(wanted))")
      }
    }
    if let size = try reader.optionalField("expectBoxSize") {
      let exact = try numbers(size, count: 2, allowingNull: false).map { $0 ?? 0 }
      let origin = [box.frame.minX, box.frame.minY]
      let wanted = Array(Self.snapped(origin + exact).suffix(2))
      let got = [box.frame.width, box.frame.height]
      if zip(got, wanted).contains(where: { abs($0 - $1) > BoxViewSuite.tolerance }) {
        failures.append("box size \(format(got)), expected \(format(wanted))")
      }
    }
    return failures
  }

  /// `[x, y, width, height]` snapped as layout snaps frames: both edges to the grid.
  private static func snapped(_ frame: [CGFloat]) -> [CGFloat] {
    func grid(_ v: CGFloat) -> CGFloat {
      (v * BoxViewSuite.scale).rounded(.toNearestOrAwayFromZero) / BoxViewSuite.scale
    }
    let (minX, minY) = (grid(frame[0]), grid(frame[1]))
    return [minX, minY, max(0, grid(frame[0] + frame[2]) - minX), max(0, grid(frame[1] + frame[3]) - minY)]
  }

  // MARK: Reading values

  private func insets(_ spec: CaseReader?) throws(CaseProblem) -> EdgeInsets {
    guard let spec else { return .zero }
    try spec.onlyKeys(["top", "left", "bottom", "right"])
    func side(_ key: String) throws(CaseProblem) -> CGFloat {
      CGFloat(try spec.optionalField(key)?.number() ?? 0)
    }
    return EdgeInsets(
      top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
  }

  private func relation(_ spec: CaseReader) throws(CaseProblem) -> LayoutConstraint.Relation {
    switch try spec.string() {
    case "==": .equal
    case ">=": .greaterThanOrEqual
    case "<=": .lessThanOrEqual
    case let other: throw .unsupported("relation '\(other)' in \(spec.path)")
    }
  }

  private func priority(_ spec: CaseReader) throws(CaseProblem) -> LayoutPriority {
    guard let field = try spec.optionalField("priority") else { return .required }
    let value = try field.number()
    guard value >= 1 && value <= 1000 else { throw .malformed("\(field.path) is \(value), expected 1…1000") }
    return LayoutPriority(Float(value))
  }

  private func attribute(_ spec: CaseReader) throws(CaseProblem) -> LayoutConstraint.Attribute {
    let name = try spec.string()
    guard let attribute = LayoutConstraint.Attribute.allCases.first(where: { $0.description == name }) else {
      throw .unsupported("attribute '\(name)' in \(spec.path)")
    }
    return attribute
  }

  private func numbers(_ spec: CaseReader, count: Int, allowingNull: Bool) throws(CaseProblem) -> [CGFloat?] {
    let list = try spec.array()
    guard list.count == count else {
      throw .malformed("\(spec.path) has \(list.count) values, expected \(count)")
    }
    return try list.map { entry throws(CaseProblem) in
      if allowingNull, case .null = entry.value { return nil }
      return CGFloat(try entry.number())
    }
  }

  private func format(_ values: [CGFloat]) -> String {
    "[" + values.map { $0 == $0.rounded() ? String(Int($0)) : String(Double($0)) }.joined(separator: ", ")
      + "]"
  }
}
