import Diorama
import Foundation

/// Replays one case of the BoxView conformance file: builds the box, its items (views with the
/// given intrinsic sizes and priorities, guides, nested boxes), the constraints from outside the
/// box, lays out, and compares every expected frame.
///
/// Self-contained (Diorama and Foundation only), so the conformance runner can use it as is.
/// Unknown kinds, relations and attributes throw ``BoxCaseError/unsupported(_:)``.
struct BoxCaseReplayer {
  /// A case that cannot be replayed.
  enum BoxCaseError: Error, CustomStringConvertible {
    /// Something in the case the replayer does not know.
    case unsupported(String)
    /// The case file is malformed.
    case malformed(String)

    var description: String {
      switch self {
      case .unsupported(let what): "unsupported: \(what)"
      case .malformed(let what): "malformed case: \(what)"
      }
    }
  }

  /// How a case's `ltr`/`rtl` direction is produced.
  enum DirectionSource: CaseIterable, Sendable {
    /// `.forceLeftToRight` / `.forceRightToLeft` on the box (physical attributes).
    case forced
    /// `.unspecified` on the box in a scene of that direction (leading/trailing attributes).
    case inherited
  }

  /// The cases of a conformance file, in file order.
  static func loadCases(from data: Data) throws -> [[String: Any]] {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { throw BoxCaseError.malformed("no \"cases\" array") }
    return cases
  }

  /// A plain view with a settable intrinsic size.
  final class SizedView: View {
    var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { intrinsic }
  }

  let json: [String: Any]
  var direction: DirectionSource = .forced
  /// Frames are compared within this many points (the scene snaps to a 1/4-point grid).
  var tolerance: CGFloat = 0.26

  /// The built tree, for checks beyond the expected frames.
  final class Built {
    var scene: Scene?
    var box = BoxView()
    var objects: [String: AnyObject] = [:]
    var boxes: [String: BoxView] = [:]
  }

  /// Builds and lays out the case; returns the failed expectations (empty when it passes).
  func run() throws -> [String] {
    var failures: [String] = []
    _ = try Diagnostics.capture { failures = try check(build()) }
    return failures
  }

  /// Builds the case's tree and lays it out.
  func build() throws -> Built {
    let built = Built()
    let boxSpec = try dictionary(json["box"], "box")
    let rtl = try isRightToLeft(boxSpec)
    let scene = try Scene(
      size: CGSize(width: 1600, height: 2000), scale: 4,
      layoutDirection: rtl && direction == .inherited ? .rightToLeft : .leftToRight)
    built.scene = scene
    let box = try makeBox(boxSpec, items: try array(json["items"], "items"), built)
    built.box = box
    scene.rootView.addSubview(box)
    let root = scene.rootView
    box.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
    box.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    let size = boxSpec["size"] as? [Any] ?? []
    for (index, dimension) in [box.widthAnchor, box.heightAnchor].enumerated() {
      if index < size.count, let value = Self.double(size[index]) {
        dimension.constraint(equalToConstant: CGFloat(value)).isActive = true
      } else {
        // A fitting dimension: held at 0 as weakly as systemLayoutSizeFitting does.
        let pull = dimension.constraint(equalToConstant: 0)
        pull.priority = .fittingSizeLevel
        pull.isActive = true
      }
    }
    for spec in json["unmanaged"] as? [[String: Any]] ?? [] {
      let view = try makeView(spec)
      view.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(view)
      built.objects[try string(spec["id"], "unmanaged id")] = view
    }
    for spec in json["external"] as? [[String: Any]] ?? [] { try addExternal(spec, built) }
    scene.layoutIfNeeded()
    return built
  }

  private func makeBox(_ spec: [String: Any], items: [Any], _ built: Built, box existing: BoxView? = nil)
    throws
    -> BoxView
  {
    let box = existing ?? BoxView()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.axis = try axis(spec["axis"])
    box.spacing = CGFloat(Self.double(spec["spacing"]) ?? 0)
    box.insets = try insets(spec["insets"])
    let rtl = try isRightToLeft(spec)
    box.semanticContentAttribute =
      direction == .forced ? (rtl ? .forceRightToLeft : .forceLeftToRight) : .unspecified
    box.excludeHiddenViews = spec["excludeHiddenViews"] as? Bool ?? false
    var boxItems: [BoxItem] = []
    for case let itemSpec as [String: Any] in items {
      let id = try string(itemSpec["id"], "item id")
      let layout = try layout(itemSpec)
      let item: BoxItem
      switch itemSpec["kind"] as? String ?? "view" {
      case "view":
        let view = try makeView(itemSpec)
        item = BoxItem(view: view, layout: layout)
      case "guide":
        item = BoxItem(guide: LayoutGuide(), layout: layout)
      case "box":
        let nested = BoxView()
        nested.translatesAutoresizingMaskIntoConstraints = false
        _ = try makeBox(
          try dictionary(itemSpec["box"], "nested box"), items: try array(itemSpec["items"], "nested items"),
          built,
          box: nested)
        nested.accessibilityIdentifier = id
        built.boxes[id] = nested
        item = BoxItem(view: nested, layout: layout)
      case let other:
        throw BoxCaseError.unsupported("item kind \(other)")
      }
      if let view = item.view {
        view.accessibilityIdentifier = id
        view.isHidden = itemSpec["hidden"] as? Bool ?? false
      } else {
        item.guide?.identifier = id
      }
      built.objects[id] = item.anchorable
      for extra in itemSpec["extra"] as? [[String: Any]] ?? [] {
        guard let view = item.view else { throw BoxCaseError.unsupported("extra constraints on a guide") }
        try addExtra(extra, to: view)
      }
      boxItems.append(item)
    }
    box.items = boxItems
    return box
  }

  private func makeView(_ spec: [String: Any]) throws -> View {
    let view = SizedView()
    if let intrinsic = spec["intrinsic"] as? [Any], intrinsic.count == 2 {
      view.intrinsic = CGSize(
        width: Self.double(intrinsic[0]) ?? View.noIntrinsicMetric,
        height: Self.double(intrinsic[1]) ?? View.noIntrinsicMetric)
    }
    if let hugging = spec["hugging"] as? [Any], hugging.count == 2 {
      view.setContentHuggingPriority(LayoutPriority(Float(Self.double(hugging[0]) ?? 250)), for: .horizontal)
      view.setContentHuggingPriority(LayoutPriority(Float(Self.double(hugging[1]) ?? 250)), for: .vertical)
    }
    if let compression = spec["compression"] as? [Any], compression.count == 2 {
      view.setContentCompressionResistancePriority(
        LayoutPriority(Float(Self.double(compression[0]) ?? 750)), for: .horizontal)
      view.setContentCompressionResistancePriority(
        LayoutPriority(Float(Self.double(compression[1]) ?? 750)), for: .vertical)
    }
    if let id = spec["id"] as? String { view.accessibilityIdentifier = id }
    return view
  }

  // MARK: Layout from JSON

  private func layout(_ spec: [String: Any]) throws -> BoxLayout {
    var layout = BoxLayout()
    for edge in BoxEdge.allCases { layout.setPin(nil, for: edge) }
    let pins = spec["pins"] as? [String: Any] ?? [:]
    for (name, value) in pins {
      guard let edge = BoxEdge.allCases.first(where: { $0.description == name }) else {
        throw BoxCaseError.unsupported("pin edge \(name)")
      }
      layout.setPin(try pin(value), for: edge)
    }
    if let width = spec["width"], !(width is NSNull) { layout.width = try pin(width) }
    if let height = spec["height"], !(height is NSNull) { layout.height = try pin(height) }
    if let relative = spec["relativeWidth"], !(relative is NSNull) {
      layout.relativeWidth = try multiPin(relative)
    }
    if let relative = spec["relativeHeight"], !(relative is NSNull) {
      layout.relativeHeight = try multiPin(relative)
    }
    if let flex = Self.double(spec["flex"]) { layout.flex = CGFloat(flex) }
    return layout
  }

  private func pin(_ value: Any) throws -> BoxLayout.Pin {
    let spec = try dictionary(value, "pin")
    return BoxLayout.Pin(
      constant: CGFloat(Self.double(spec["value"]) ?? 0), relation: try relation(spec["relation"]),
      priority: LayoutPriority(Float(Self.double(spec["priority"]) ?? 1000)))
  }

  private func multiPin(_ value: Any) throws -> BoxLayout.MultiPin {
    let spec = try dictionary(value, "relative pin")
    return BoxLayout.MultiPin(multiplier: CGFloat(Self.double(spec["multiplier"]) ?? 1), pin: try pin(spec))
  }

  private func addExtra(_ spec: [String: Any], to view: View) throws {
    let dimension = try string(spec["attr"], "extra attr") == "width" ? view.widthAnchor : view.heightAnchor
    let value = CGFloat(Self.double(spec["value"]) ?? 0)
    let constraint =
      switch try relation(spec["relation"]) {
      case .equal: dimension.constraint(equalToConstant: value)
      case .greaterThanOrEqual: dimension.constraint(greaterThanOrEqualToConstant: value)
      case .lessThanOrEqual: dimension.constraint(lessThanOrEqualToConstant: value)
      }
    constraint.priority = LayoutPriority(Float(Self.double(spec["priority"]) ?? 1000))
    constraint.isActive = true
  }

  private func addExternal(_ spec: [String: Any], _ built: Built) throws {
    guard let item = built.objects[try string(spec["item"], "external item")] else {
      throw BoxCaseError.malformed("external item \(spec["item"] ?? "")")
    }
    let second = (spec["toItem"] as? String).flatMap { built.objects[$0] }
    let constraint = LayoutConstraint(
      item: item, attribute: try attribute(spec["attr"]), relatedBy: try relation(spec["relation"]),
      toItem: second,
      attribute: second == nil ? .notAnAttribute : try attribute(spec["toAttr"]),
      multiplier: CGFloat(Self.double(spec["multiplier"]) ?? 1),
      constant: CGFloat(Self.double(spec["constant"]) ?? 0))
    constraint.priority = LayoutPriority(Float(Self.double(spec["priority"]) ?? 1000))
    constraint.isActive = true
  }

  // MARK: Checking

  /// The failed expectations of a built case.
  func check(_ built: Built) throws -> [String] {
    var failures: [String] = []
    for case let expect as [String: Any] in try array(json["expect"], "expect") {
      let id = try string(expect["id"], "expect id")
      let wanted = try rect(expect["frame"])
      let actual: CGRect
      switch built.objects[id] {
      case let view as View: actual = view.frame
      case let guide as LayoutGuide: actual = guide.layoutFrame
      default:
        failures.append("\(id): no such item")
        continue
      }
      if !close(actual, wanted) { failures.append("\(id): \(format(actual)), expected \(format(wanted))") }
    }
    if let size = json["expectBoxSize"] as? [Any], size.count == 2 {
      let wanted = CGSize(width: Self.double(size[0]) ?? 0, height: Self.double(size[1]) ?? 0)
      let actual = built.box.frame.size
      if abs(actual.width - wanted.width) > tolerance || abs(actual.height - wanted.height) > tolerance {
        failures.append(
          "box size \(actual.width)×\(actual.height), expected \(wanted.width)×\(wanted.height)")
      }
    }
    return failures
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance
      && abs(a.height - b.height) <= tolerance
  }

  private func format(_ r: CGRect) -> String { "[\(r.minX), \(r.minY), \(r.width), \(r.height)]" }

  // MARK: JSON helpers

  private func isRightToLeft(_ box: [String: Any]) throws -> Bool {
    switch box["sca"] as? String ?? "ltr" {
    case "ltr": false
    case "rtl": true
    case let other: throw BoxCaseError.unsupported("sca \(other)")
    }
  }

  private func axis(_ value: Any?) throws -> BoxLayout.Axis {
    switch value as? String ?? "y" {
    case "x": .x
    case "y": .y
    case let other: throw BoxCaseError.unsupported("axis \(other)")
    }
  }

  private func insets(_ value: Any?) throws -> EdgeInsets {
    guard let spec = value as? [String: Any] else { return .zero }
    return EdgeInsets(
      top: CGFloat(Self.double(spec["top"]) ?? 0), left: CGFloat(Self.double(spec["left"]) ?? 0),
      bottom: CGFloat(Self.double(spec["bottom"]) ?? 0), right: CGFloat(Self.double(spec["right"]) ?? 0))
  }

  private func relation(_ value: Any?) throws -> LayoutConstraint.Relation {
    switch value as? String ?? "==" {
    case "==": .equal
    case ">=": .greaterThanOrEqual
    case "<=": .lessThanOrEqual
    case let other: throw BoxCaseError.unsupported("relation \(other)")
    }
  }

  private func attribute(_ value: Any?) throws -> LayoutConstraint.Attribute {
    let name = try string(value, "attribute")
    guard let attribute = LayoutConstraint.Attribute.allCases.first(where: { $0.description == name }) else {
      throw BoxCaseError.unsupported("attribute \(name)")
    }
    return attribute
  }

  private func rect(_ value: Any?) throws -> CGRect {
    guard let list = value as? [Any], list.count == 4 else {
      throw BoxCaseError.malformed("frame \(value ?? "nil")")
    }
    let v = list.map { Self.double($0) ?? .nan }
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  private func dictionary(_ value: Any?, _ what: String) throws -> [String: Any] {
    guard let dictionary = value as? [String: Any] else {
      throw BoxCaseError.malformed("\(what) is not an object")
    }
    return dictionary
  }

  private func array(_ value: Any?, _ what: String) throws -> [Any] {
    guard let array = value as? [Any] else { throw BoxCaseError.malformed("\(what) is not an array") }
    return array
  }

  private func string(_ value: Any?, _ what: String) throws -> String {
    guard let string = value as? String else { throw BoxCaseError.malformed("\(what) is not a string") }
    return string
  }

  /// A JSON number as a Double (`nil` for null or anything else).
  static func double(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
  }
}
