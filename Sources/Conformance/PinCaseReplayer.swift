import Diorama
import Foundation

/// Replays one case of the PinLayout conformance file: builds the view tree, runs each
/// PinLayout chain through the public API, and checks the checkpoints.
///
/// Self-contained (Diorama and Foundation only) so that the conformance runner can use it as
/// is. Unknown methods, argument shapes, view kinds and step types throw
/// ``PinCaseError/unsupported(_:)`` instead of being skipped.
struct PinCaseReplayer {
  /// A case that cannot be replayed.
  enum PinCaseError: Error, CustomStringConvertible {
    /// Something in the case that the replayer (or the API) does not know.
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

  /// The cases of a conformance file, by id, in file order.
  static func loadCases(from data: Data) throws -> [(id: String, tags: [String], json: [String: Any])] {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { throw PinCaseError.malformed("no \"cases\" array") }
    return try cases.map { c in
      guard let id = c["id"] as? String else { throw PinCaseError.malformed("case without id") }
      return (id, c["tags"] as? [String] ?? [], c)
    }
  }

  let json: [String: Any]
  /// Forces this display scale when the case leaves it unset (`displayScale: null`).
  var defaultDisplayScale: CGFloat?

  /// Replays the case in an isolated PinLayout configuration and returns the failed
  /// expectations (empty when the case passes).
  func run() throws -> [String] {
    try Pin.withIsolatedConfiguration {
      var failures: [String] = []
      // Warnings are read through Pin.lastWarningText (private to this task); capturing keeps
      // them off standard error.
      _ = try Diagnostics.capture { failures = try replay() }
      return failures
    }
  }

  // MARK: Replay

  private final class State {
    var nodes: [String: Node] = [:]
    var saved: [String: CGRect] = [:]
    var failures: [String] = []
    /// How many expectations were compared; a case that compares none checks nothing.
    var comparisons = 0
  }

  private func replay() throws -> [String] {
    let state = State()
    try configure()
    for spec in try array(json["views"], "views") { try build(spec, state) }
    for step in try array(json["steps"], "steps") { try perform(step, state) }
    // Every case states its final frames, even as an empty list when only warnings are checked.
    _ = try array(json["expect"], "expect")
    try check(json, state, checkpoint: "final")
    guard state.comparisons > 0 else {
      throw PinCaseError.malformed("the case checks nothing (no frame, saved frame or warning expectation)")
    }
    return state.failures
  }

  private func configure() throws {
    switch json["layoutDirection"] as? String ?? "ltr" {
    case "ltr": Pin.layoutDirection = .ltr
    case "rtl": Pin.layoutDirection = .rtl
    case "auto": Pin.layoutDirection = .auto
    case let other: throw PinCaseError.unsupported("layoutDirection \(other)")
    }
    if let raw = json["displayScale"], !(raw is NSNull) {
      Pin.displayScale = try displayScale(raw, "displayScale")
    } else if let defaultDisplayScale {
      Pin.displayScale = defaultDisplayScale
    }
    if let config = json["config"] as? [String: Any] { try applyConfig(config) }
    Pin.lastWarningText = nil
  }

  private func applyConfig(_ config: [String: Any]) throws {
    for (key, value) in config {
      switch key {
      case "logMissingLayoutCalls": Pin.logMissingLayoutCalls = try bool(value, key)
      case "logWarnings": Pin.logWarnings = try bool(value, key)
      case "activeWarnings.noSpaceAvailableBetweenViews":
        Pin.activeWarnings.noSpaceAvailableBetweenViews = try bool(value, key)
      case "activeWarnings.aspectRatioImageNotSet":
        Pin.activeWarnings.aspectRatioImageNotSet = try bool(value, key)
      case "displayScale": Pin.displayScale = try displayScale(value, "config.displayScale")
      case "layoutDirection":
        switch value as? String {
        case "ltr": Pin.layoutDirection = .ltr
        case "rtl": Pin.layoutDirection = .rtl
        case "auto": Pin.layoutDirection = .auto
        default: throw PinCaseError.unsupported("layoutDirection \(value)")
        }
      default: throw PinCaseError.unsupported("config \(key)")
      }
    }
  }

  // MARK: The tree

  /// A node of the case's tree: a view or a layer.
  private enum Node {
    case view(View)
    case layer(Layer)

    var layer: Layer {
      switch self {
      case .view(let view): view.layer
      case .layer(let layer): layer
      }
    }

    var frame: CGRect { layer.frame }
    var bounds: CGRect { layer.bounds }
    var center: CGPoint { layer.position }
  }

  private func build(_ spec: Any, _ state: State) throws {
    guard let spec = spec as? [String: Any], let id = spec["id"] as? String,
      let kind = spec["kind"] as? String
    else { throw PinCaseError.malformed("view \(spec)") }
    let frame = try rect(spec["frame"], "frame of \(id)")
    let node: Node
    switch kind {
    case "BasicView":
      let view = PinCaseNodes.BasicView(frame: frame)
      if let raw = spec["sizeThatFits"] {
        guard let fits = raw as? [String: Any] else {
          throw PinCaseError.malformed("sizeThatFits of \(id) is not an object")
        }
        for key in fits.keys.sorted() where !["kind", "expectedArea", "sizeOffset"].contains(key) {
          throw PinCaseError.unsupported("key '\(key)' in sizeThatFits of \(id)")
        }
        if let area = fits["expectedArea"] {
          view.expectedArea = try number(area, "sizeThatFits.expectedArea of \(id)")
        }
        if let offset = fits["sizeOffset"] {
          view.sizeOffset = try number(offset, "sizeThatFits.sizeOffset of \(id)")
        }
      }
      node = .view(view)
    case "UIView": node = .view(PinCaseNodes.UIView(frame: frame))
    case "UIImageView":
      let view = PinCaseNodes.UIImageView(frame: frame)
      if let raw = spec["imageSize"], !(raw is NSNull) {
        guard let size = Self.doubles(raw), size.count == 2, size.allSatisfy({ $0.isFinite && $0 >= 0 })
        else {
          throw PinCaseError.malformed("imageSize of \(id) is not null or [width, height]")
        }
        view.image = try Image(
          width: Int(size[0].rounded()), height: Int(size[1].rounded()), fill: RGBA8(r: 0, g: 0, b: 0, a: 255)
        )
      }
      node = .view(view)
    case "CALayer":
      let layer = PinCaseNodes.CALayer()
      layer.frame = frame
      node = .layer(layer)
    default: throw PinCaseError.unsupported("view kind \(kind)")
    }
    if let parentID = spec["parent"] as? String {
      guard let parent = state.nodes[parentID] else {
        throw PinCaseError.malformed("parent \(parentID) of \(id)")
      }
      switch (parent, node) {
      case (.view(let parent), .view(let child)): parent.addSubview(child)
      case (_, .layer(let child)): parent.layer.addSublayer(child)
      case (.layer, .view): throw PinCaseError.unsupported("a view inside a layer (\(id))")
      }
    }
    if let anchor = spec["anchorPoint"] {
      node.layer.anchorPoint = try point(anchor, "anchorPoint of \(id)")
    }
    if let transform = spec["transform"] { node.layer.setAffineTransform(try self.transform(transform)) }
    state.nodes[id] = node
  }

  private func transform(_ value: Any) throws -> Transform {
    if value is NSNull { return .identity }
    guard let spec = value as? [String: Any] else { throw PinCaseError.malformed("transform \(value)") }
    if let scale = Self.doubles(spec["scale"]), scale.count == 2 {
      return Transform(scaleX: CGFloat(scale[0]), y: CGFloat(scale[1]))
    }
    if let angle = Self.double(spec["rotation"]) { return Transform(rotationAngle: CGFloat(angle)) }
    throw PinCaseError.unsupported("transform \(spec)")
  }

  // MARK: Steps

  private func perform(_ step: Any, _ state: State) throws {
    guard let step = step as? [String: Any] else { throw PinCaseError.malformed("step \(step)") }
    if let id = step["view"] as? String, let chain = step["chain"] as? [Any] {
      let keepTransform: Bool
      switch step["layout"] as? String {
      case "pin": keepTransform = true
      case "pinFrame": keepTransform = false
      case let other: throw PinCaseError.unsupported("layout \(String(describing: other))")
      }
      switch try node(id, state) {
      case .view(let view):
        try runChain(keepTransform ? view.pin : view.pinFrame, chain, state) { try self.view($0, state) }
      case .layer(let layer):
        try runChain(keepTransform ? layer.pin : layer.pinFrame, chain, state) { try self.layer($0, state) }
      }
    } else if let set = step["set"] as? [String: Any] {
      let node = try node(try string(set["view"], "set.view"), state)
      if let frame = set["frame"] {
        node.layer.setRect(try rect(frame, "set.frame"), keepTransform: false)
      } else if let transform = set["transform"] {
        node.layer.setAffineTransform(try self.transform(transform))
      } else if let anchor = set["anchorPoint"] {
        node.layer.anchorPoint = try point(anchor, "set.anchorPoint")
      } else {
        throw PinCaseError.unsupported("set \(set.keys.sorted())")
      }
    } else if let config = step["config"] as? [String: Any] {
      try applyConfig(config)
    } else if let save = step["saveFrame"] as? [String: Any] {
      let node = try node(try string(save["view"], "saveFrame.view"), state)
      state.saved[try string(save["as"], "saveFrame.as")] = node.frame
    } else if step["expect"] != nil || step["expectWarnings"] != nil || step["expectNoWarning"] != nil {
      for key in step.keys.sorted() where !["expect", "expectWarnings", "expectNoWarning"].contains(key) {
        throw PinCaseError.unsupported("key '\(key)' in a checkpoint step")
      }
      try check(step, state, checkpoint: "checkpoint")
    } else {
      throw PinCaseError.unsupported("step \(step.keys.sorted())")
    }
  }

  private func node(_ id: String, _ state: State) throws -> Node {
    guard let node = state.nodes[id] else { throw PinCaseError.malformed("unknown view \(id)") }
    return node
  }

  private func view(_ value: Any, _ state: State) throws -> View {
    guard let id = (value as? [String: Any])?["view"] as? String, case .view(let view) = try node(id, state)
    else {
      throw PinCaseError.unsupported("view argument \(value)")
    }
    return view
  }

  private func layer(_ value: Any, _ state: State) throws -> Layer {
    guard let id = (value as? [String: Any])?["view"] as? String else {
      throw PinCaseError.unsupported("layer argument \(value)")
    }
    return try node(id, state).layer
  }

  // MARK: Checks

  /// The keys an expectation item may have; an item compares at least one of `frame`,
  /// `bounds`, `center` and `frameEqualsSaved` of its `view`, or is a `savedEqual` pair.
  private static let expectationKeys: Set = [
    "view", "frame", "bounds", "center", "frameEqualsSaved", "savedEqual", "tolerance",
  ]

  /// Compares the expectations of a checkpoint (or of the case's end). Malformed expectations
  /// throw: an expectation that cannot be read is never passed.
  private func check(_ spec: [String: Any], _ state: State, checkpoint: String) throws {
    let items = try spec["expect"].map { try array($0, "\(checkpoint) expect") } ?? []
    let warnings = try spec["expectWarnings"].map { raw in
      guard let list = raw as? [Any], let texts = list as? [String] else {
        throw PinCaseError.malformed("\(checkpoint) expectWarnings is not a list of strings")
      }
      return texts
    }
    let noWarning = try spec["expectNoWarning"].map { try bool($0, "\(checkpoint) expectNoWarning") }
    for raw in items {
      guard let item = raw as? [String: Any] else {
        throw PinCaseError.malformed("\(checkpoint) expect item \(raw) is not an object")
      }
      for key in item.keys.sorted() where !Self.expectationKeys.contains(key) {
        throw PinCaseError.unsupported("key '\(key)' in a \(checkpoint) expect item")
      }
      let tolerance = try item["tolerance"].map { try number($0, "expect.tolerance") } ?? 0
      if let raw = item["savedEqual"] {
        guard let pair = raw as? [String], pair.count == 2, item.count == (item["tolerance"] == nil ? 1 : 2)
        else {
          throw PinCaseError.malformed("\(checkpoint) savedEqual is not a pair of names on its own")
        }
        state.comparisons += 1
      } else {
        guard item["view"] != nil,
          ["frame", "bounds", "center", "frameEqualsSaved"].contains(where: { item[$0] != nil })
        else {
          throw PinCaseError.malformed("\(checkpoint) expect item \(item.keys.sorted()) compares nothing")
        }
        state.comparisons += 1
      }
      do {
        if let pair = item["savedEqual"] as? [String], pair.count == 2 {
          let (a, b) = (state.saved[pair[0]], state.saved[pair[1]])
          if a == nil || b == nil || !close(a!, b!, tolerance) {
            state.failures.append("\(checkpoint): saved \(pair[0]) \(fmt(a)) != \(pair[1]) \(fmt(b))")
          }
          continue
        }
        let id = try string(item["view"], "expect.view")
        let node = try node(id, state)
        if let expected = item["frame"] {
          let want = try rect(expected, "expect.frame")
          if !close(node.frame, want, tolerance) {
            state.failures.append("\(checkpoint): \(id).frame \(fmt(node.frame)) != \(fmt(want))")
          }
        }
        if let expected = item["bounds"] {
          let want = try rect(expected, "expect.bounds")
          if !close(node.bounds, want, tolerance) {
            state.failures.append("\(checkpoint): \(id).bounds \(fmt(node.bounds)) != \(fmt(want))")
          }
        }
        if let expected = item["center"] {
          let want = try point(expected, "expect.center")
          let have = node.center
          if !close(CGRect(origin: have, size: .zero), CGRect(origin: want, size: .zero), tolerance) {
            state.failures.append("\(checkpoint): \(id).center \(have) != \(want)")
          }
        }
        if let raw = item["frameEqualsSaved"] {
          let name = try string(raw, "expect.frameEqualsSaved")
          let want = state.saved[name]
          if want == nil || !close(node.frame, want!, tolerance) {
            state.failures.append(
              "\(checkpoint): \(id).frame \(fmt(node.frame)) != saved \(name) \(fmt(want))")
          }
        }
      } catch {
        state.failures.append("\(checkpoint): \(error)")
      }
    }
    let last = Pin.lastWarningText
    state.comparisons += (warnings ?? []).count + (noWarning == true ? 1 : 0)
    for text in warnings ?? [] where !(last ?? "").contains(text) {
      state.failures.append("\(checkpoint): last warning \(last.map { "'\($0)'" } ?? "nil") lacks '\(text)'")
    }
    if noWarning == true, let last {
      state.failures.append("\(checkpoint): expected no warning, got '\(last)'")
    }
  }

  /// Equal within the case's tolerance; without one, equal up to the rounding noise of
  /// transformed frames (1e-9 of the magnitude).
  private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat) -> Bool {
    let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
    return pairs.allSatisfy { abs($0 - $1) <= max(tolerance, 1e-9 * max(1, abs($1))) }
  }

  private func fmt(_ r: CGRect?) -> String {
    guard let r else { return "nil" }
    return "(\(Double(r.minX)), \(Double(r.minY)), \(Double(r.width)), \(Double(r.height)))"
  }

  // MARK: Chains

  /// The arguments of one chain item: unlabeled ones in order, labeled ones by label.
  private struct Arguments {
    var positional: [Any] = []
    var labeled: [String: Any] = [:]

    init(_ raw: Any) throws {
      if let list = raw as? [Any] {
        positional = list
      } else if let object = raw as? [String: Any] {
        positional = object["_"] as? [Any] ?? []
        labeled = object.filter { $0.key != "_" }
      } else {
        throw PinCaseError.malformed("arguments \(raw)")
      }
    }

    var labels: [String] { labeled.keys.sorted() }
  }

  /// One decoded argument value.
  private enum Value {
    case number(CGFloat)
    case percent(Percent)
    case name(String)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)
    case size(CGSize)
    case node(Any)
    case nodes([Any])
    case edge(Any)
    case anchor(Any)
  }

  private func decode(_ raw: Any) throws -> Value {
    if let text = raw as? String {
      if text.hasSuffix("%"), let value = Double(text.dropLast()) {
        return .percent(Percent(value: CGFloat(value)))
      }
      return .name(text)
    }
    if let list = raw as? [Any] { return .nodes(list) }
    // Arguments are never booleans, so every JSON number (which Foundation may hand over as
    // an integer or even a boolean-looking 0/1) is a CGFloat.
    if let number = raw as? NSNumber { return .number(CGFloat(number.doubleValue)) }
    guard let object = raw as? [String: Any] else { throw PinCaseError.unsupported("argument \(raw)") }
    let keys = Set(object.keys)
    func n(_ key: String) throws -> CGFloat { try number(object[key], key) }
    switch keys {
    case ["float"]:
      switch object["float"] as? String {
      case "nan": return .number(.nan)
      case "-nan": return .number(-.nan)
      case "inf": return .number(.infinity)
      case "-inf": return .number(-.infinity)
      default: throw PinCaseError.unsupported("float \(object)")
      }
    case ["view"]: return .node(object)
    case ["view", "edge"]: return .edge(object)
    case ["view", "anchor"]: return .anchor(object)
    case ["top", "left", "bottom", "right"]:
      return .insets(
        EdgeInsets(top: try n("top"), left: try n("left"), bottom: try n("bottom"), right: try n("right")))
    case ["top", "leading", "bottom", "trailing"]:
      return .directionalInsets(
        DirectionalEdgeInsets(
          top: try n("top"), leading: try n("leading"), bottom: try n("bottom"), trailing: try n("trailing")))
    case ["width", "height"]: return .size(CGSize(width: try n("width"), height: try n("height")))
    default: throw PinCaseError.unsupported("argument \(object)")
    }
  }

  private func runChain<P: Layoutable>(
    _ builder: PinLayout<P>, _ chain: [Any], _ state: State, _ resolve: @escaping (Any) throws -> P
  ) throws {
    for item in chain {
      guard let pair = item as? [Any], pair.count == 2, let method = pair[0] as? String else {
        throw PinCaseError.malformed("chain item \(item)")
      }
      let args = try Arguments(pair[1])
      let call = PinCall(
        builder: builder, method: method, args: args, replayer: self, state: state, resolve: resolve)
      try call.perform()
    }
  }

  /// One chain item applied to a builder.
  private struct PinCall<P: Layoutable> {
    let builder: PinLayout<P>
    let method: String
    let args: Arguments
    let replayer: PinCaseReplayer
    let state: State
    let resolve: (Any) throws -> P

    var unsupported: PinCaseError {
      let shape =
        (try? args.positional.map { try replayer.decode($0) }).map { "\($0)" } ?? "\(args.positional)"
      return .unsupported("\(method)(\(shape)\(args.labels.isEmpty ? "" : " labels: \(args.labels)"))")
    }

    /// The single unlabeled argument, or `nil` for a call without arguments.
    func single() throws -> Value? {
      guard args.labeled.isEmpty, args.positional.count <= 1 else { throw unsupported }
      return try args.positional.first.map { try replayer.decode($0) }
    }

    func edge(_ raw: Any?) throws -> (P, String) {
      guard let object = raw as? [String: Any], let name = object["edge"] as? String else {
        throw unsupported
      }
      return (try resolve(object), name)
    }

    func anchor(_ raw: Any?) throws -> (P, String) {
      guard let object = raw as? [String: Any], let name = object["anchor"] as? String else {
        throw unsupported
      }
      return (try resolve(object), name)
    }

    func verticalEdge(_ raw: Any?) throws -> any VerticalEdge {
      let (node, name) = try edge(raw)
      switch name {
      case "top": return node.edge.top
      case "vCenter": return node.edge.vCenter
      case "bottom": return node.edge.bottom
      default: throw PinCaseError.unsupported("vertical edge \(name)")
      }
    }

    func horizontalEdge(_ raw: Any?) throws -> any HorizontalEdge {
      let (node, name) = try edge(raw)
      switch name {
      case "left": return node.edge.left
      case "hCenter": return node.edge.hCenter
      case "right": return node.edge.right
      case "start": return node.edge.start
      case "end": return node.edge.end
      default: throw PinCaseError.unsupported("horizontal edge \(name)")
      }
    }

    func anchorPoint(_ raw: Any?) throws -> any Anchor {
      let (node, name) = try anchor(raw)
      let anchors = node.anchor
      let table: [String: any Anchor] = [
        "topLeft": anchors.topLeft, "topCenter": anchors.topCenter, "topRight": anchors.topRight,
        "centerLeft": anchors.centerLeft, "center": anchors.center, "centerRight": anchors.centerRight,
        "bottomLeft": anchors.bottomLeft, "bottomCenter": anchors.bottomCenter,
        "bottomRight": anchors.bottomRight,
        "topStart": anchors.topStart, "topEnd": anchors.topEnd, "centerStart": anchors.centerStart,
        "centerEnd": anchors.centerEnd, "bottomStart": anchors.bottomStart, "bottomEnd": anchors.bottomEnd,
      ]
      guard let anchor = table[name] else { throw PinCaseError.unsupported("anchor \(name)") }
      return anchor
    }

    func horizontalAlign(_ raw: Any?) throws -> HorizontalAlign {
      guard let raw else { return .none }
      switch raw as? String {
      case "left": return .left
      case "center": return .center
      case "right": return .right
      case "start": return .start
      case "end": return .end
      case "none": return .none
      default: throw PinCaseError.unsupported("HorizontalAlign \(raw)")
      }
    }

    func verticalAlign(_ raw: Any?) throws -> VerticalAlign {
      guard let raw else { return .none }
      switch raw as? String {
      case "top": return .top
      case "center": return .center
      case "bottom": return .bottom
      case "none": return .none
      default: throw PinCaseError.unsupported("VerticalAlign \(raw)")
      }
    }

    func references(_ raw: Any?) throws -> [P]? {
      guard let list = raw as? [Any] else { return nil }
      return try list.map(resolve)
    }

    // swiftlint:disable:next cyclomatic_complexity
    func perform() throws {
      let b = builder
      switch method {
      case "top", "left", "bottom", "right", "start", "end", "hCenter", "vCenter":
        try edgeMethod()
      case "all", "horizontally", "vertically":
        switch (method, try single()) {
        case (_, nil):
          _ = method == "all" ? b.all() : method == "horizontally" ? b.horizontally() : b.vertically()
        case ("all", .number(let v)?): b.all(v)
        case ("all", .insets(let v)?): b.all(v)
        case ("horizontally", .number(let v)?): b.horizontally(v)
        case ("horizontally", .percent(let v)?): b.horizontally(v)
        case ("horizontally", .insets(let v)?): b.horizontally(v)
        case ("vertically", .number(let v)?): b.vertically(v)
        case ("vertically", .percent(let v)?): b.vertically(v)
        case ("vertically", .insets(let v)?): b.vertically(v)
        default: throw unsupported
        }
      case "topLeft", "topCenter", "topRight", "centerLeft", "center", "centerRight", "bottomLeft",
        "bottomCenter", "bottomRight", "topStart", "topEnd", "centerStart", "centerEnd", "bottomStart",
        "bottomEnd":
        try anchorMethod()
      case "above", "below":
        guard args.positional.isEmpty, Set(args.labeled.keys).isSubset(of: ["of", "aligned"]) else {
          throw unsupported
        }
        let aligned = try horizontalAlign(args.labeled["aligned"])
        if let list = try references(args.labeled["of"]) {
          _ = method == "above" ? b.above(of: list, aligned: aligned) : b.below(of: list, aligned: aligned)
        } else if let one = args.labeled["of"] {
          let v = try resolve(one)
          _ = method == "above" ? b.above(of: v, aligned: aligned) : b.below(of: v, aligned: aligned)
        } else {
          throw unsupported
        }
      case "before", "after":
        try horizontalRelative()
      case "horizontallyBetween", "verticallyBetween":
        guard args.positional.count == 1, let second = args.labeled["and"],
          Set(args.labeled.keys).isSubset(of: ["and", "aligned"])
        else { throw unsupported }
        let first = try resolve(args.positional[0])
        let other = try resolve(second)
        if method == "horizontallyBetween" {
          b.horizontallyBetween(first, and: other, aligned: try verticalAlign(args.labeled["aligned"]))
        } else {
          b.verticallyBetween(first, and: other, aligned: try horizontalAlign(args.labeled["aligned"]))
        }
      case "width", "height", "size", "aspectRatio":
        try sizeMethod()
      case "minWidth", "maxWidth", "minHeight", "maxHeight":
        switch (method, try single()) {
        case ("minWidth", .number(let v)?): b.minWidth(v)
        case ("minWidth", .percent(let v)?): b.minWidth(v)
        case ("maxWidth", .number(let v)?): b.maxWidth(v)
        case ("maxWidth", .percent(let v)?): b.maxWidth(v)
        case ("minHeight", .number(let v)?): b.minHeight(v)
        case ("minHeight", .percent(let v)?): b.minHeight(v)
        case ("maxHeight", .number(let v)?): b.maxHeight(v)
        case ("maxHeight", .percent(let v)?): b.maxHeight(v)
        default: throw unsupported
        }
      case "sizeToFit":
        switch try single() {
        case nil: b.sizeToFit()
        case .name("width")?: b.sizeToFit(.width)
        case .name("height")?: b.sizeToFit(.height)
        case .name("widthFlexible")?: b.sizeToFit(.widthFlexible)
        case .name("heightFlexible")?: b.sizeToFit(.heightFlexible)
        case .name("content")?: b.sizeToFit(.content)
        default: throw unsupported
        }
      case "marginTop", "marginLeft", "marginBottom", "marginRight", "marginStart", "marginEnd",
        "marginHorizontal", "marginVertical":
        try singleMargin()
      case "margin":
        try margin()
      case "pinEdges":
        guard try single() == nil else { throw unsupported }
        b.pinEdges()
      case "justify":
        guard case .name(let name)? = try single() else { throw unsupported }
        b.justify(try horizontalAlign(name))
      case "align":
        guard case .name(let name)? = try single() else { throw unsupported }
        b.align(try verticalAlign(name))
      case "wrapContent":
        try wrapContent()
      case "layout":
        guard try single() == nil else { throw unsupported }
        b.layout()
      default:
        throw unsupported
      }
    }

    private func edgeMethod() throws {
      let b = builder
      if let to = args.labeled["to"] {
        guard args.positional.isEmpty, args.labeled.count == 1 else { throw unsupported }
        switch method {
        case "top": b.top(to: try verticalEdge(to))
        case "vCenter": b.vCenter(to: try verticalEdge(to))
        case "bottom": b.bottom(to: try verticalEdge(to))
        case "left": b.left(to: try horizontalEdge(to))
        case "hCenter": b.hCenter(to: try horizontalEdge(to))
        case "right": b.right(to: try horizontalEdge(to))
        case "start": b.start(to: try horizontalEdge(to))
        case "end": b.end(to: try horizontalEdge(to))
        default: throw unsupported
        }
        return
      }
      if method == "left" || method == "right", args.labeled["of"] != nil {
        return try horizontalRelative()
      }
      switch (method, try single()) {
      case ("top", nil): b.top()
      case ("top", .number(let v)?): b.top(v)
      case ("top", .percent(let v)?): b.top(v)
      case ("top", .insets(let v)?): b.top(v)
      case ("left", nil): b.left()
      case ("left", .number(let v)?): b.left(v)
      case ("left", .percent(let v)?): b.left(v)
      case ("left", .insets(let v)?): b.left(v)
      case ("bottom", nil): b.bottom()
      case ("bottom", .number(let v)?): b.bottom(v)
      case ("bottom", .percent(let v)?): b.bottom(v)
      case ("bottom", .insets(let v)?): b.bottom(v)
      case ("right", nil): b.right()
      case ("right", .number(let v)?): b.right(v)
      case ("right", .percent(let v)?): b.right(v)
      case ("right", .insets(let v)?): b.right(v)
      case ("start", nil): b.start()
      case ("start", .number(let v)?): b.start(v)
      case ("start", .percent(let v)?): b.start(v)
      case ("start", .insets(let v)?): b.start(v)
      case ("end", nil): b.end()
      case ("end", .number(let v)?): b.end(v)
      case ("end", .percent(let v)?): b.end(v)
      case ("end", .insets(let v)?): b.end(v)
      case ("hCenter", nil): b.hCenter()
      case ("hCenter", .number(let v)?): b.hCenter(v)
      case ("hCenter", .percent(let v)?): b.hCenter(v)
      case ("vCenter", nil): b.vCenter()
      case ("vCenter", .number(let v)?): b.vCenter(v)
      case ("vCenter", .percent(let v)?): b.vCenter(v)
      default: throw unsupported
      }
    }

    /// `left/right/before/after(of:aligned:)`.
    private func horizontalRelative() throws {
      let b = builder
      guard args.positional.isEmpty, Set(args.labeled.keys).isSubset(of: ["of", "aligned"]),
        let of = args.labeled["of"]
      else { throw unsupported }
      let aligned = try verticalAlign(args.labeled["aligned"])
      if let list = try references(of) {
        switch method {
        case "left": b.left(of: list, aligned: aligned)
        case "right": b.right(of: list, aligned: aligned)
        case "before": b.before(of: list, aligned: aligned)
        case "after": b.after(of: list, aligned: aligned)
        default: throw unsupported
        }
      } else {
        let v = try resolve(of)
        switch method {
        case "left": b.left(of: v, aligned: aligned)
        case "right": b.right(of: v, aligned: aligned)
        case "before": b.before(of: v, aligned: aligned)
        case "after": b.after(of: v, aligned: aligned)
        default: throw unsupported
        }
      }
    }

    private func anchorMethod() throws {
      let b = builder
      if let to = args.labeled["to"] {
        guard args.positional.isEmpty, args.labeled.count == 1 else { throw unsupported }
        let a = try anchorPoint(to)
        switch method {
        case "topLeft": b.topLeft(to: a)
        case "topCenter": b.topCenter(to: a)
        case "topRight": b.topRight(to: a)
        case "centerLeft": b.centerLeft(to: a)
        case "center": b.center(to: a)
        case "centerRight": b.centerRight(to: a)
        case "bottomLeft": b.bottomLeft(to: a)
        case "bottomCenter": b.bottomCenter(to: a)
        case "bottomRight": b.bottomRight(to: a)
        case "topStart": b.topStart(to: a)
        case "topEnd": b.topEnd(to: a)
        case "centerStart": b.centerStart(to: a)
        case "centerEnd": b.centerEnd(to: a)
        case "bottomStart": b.bottomStart(to: a)
        case "bottomEnd": b.bottomEnd(to: a)
        default: throw unsupported
        }
        return
      }
      let offset: CGFloat
      switch try single() {
      case nil: offset = 0
      case .number(let v)?: offset = v
      default: throw unsupported
      }
      switch method {
      case "topLeft": b.topLeft(offset)
      case "topCenter": b.topCenter(offset)
      case "topRight": b.topRight(offset)
      case "centerLeft": b.centerLeft(offset)
      case "center": b.center(offset)
      case "centerRight": b.centerRight(offset)
      case "bottomLeft": b.bottomLeft(offset)
      case "bottomCenter": b.bottomCenter(offset)
      case "bottomRight": b.bottomRight(offset)
      case "topStart": b.topStart(offset)
      case "topEnd": b.topEnd(offset)
      case "centerStart": b.centerStart(offset)
      case "centerEnd": b.centerEnd(offset)
      case "bottomStart": b.bottomStart(offset)
      case "bottomEnd": b.bottomEnd(offset)
      default: throw unsupported
      }
    }

    private func sizeMethod() throws {
      let b = builder
      if let of = args.labeled["of"] {
        guard args.positional.isEmpty, args.labeled.count == 1 else { throw unsupported }
        let v = try resolve(of)
        switch method {
        case "width": b.width(of: v)
        case "height": b.height(of: v)
        case "size": b.size(of: v)
        case "aspectRatio": b.aspectRatio(of: v)
        default: throw unsupported
        }
        return
      }
      switch (method, try single()) {
      case ("width", .number(let v)?): b.width(v)
      case ("width", .percent(let v)?): b.width(v)
      case ("height", .number(let v)?): b.height(v)
      case ("height", .percent(let v)?): b.height(v)
      case ("size", .size(let v)?): b.size(v)
      case ("size", .number(let v)?): b.size(v)
      case ("size", .percent(let v)?): b.size(v)
      case ("aspectRatio", nil): b.aspectRatio()
      case ("aspectRatio", .number(let v)?): b.aspectRatio(v)
      default: throw unsupported
      }
    }

    private func singleMargin() throws {
      let b = builder
      switch (method, try single()) {
      case ("marginTop", .number(let v)?): b.marginTop(v)
      case ("marginTop", .percent(let v)?): b.marginTop(v)
      case ("marginLeft", .number(let v)?): b.marginLeft(v)
      case ("marginLeft", .percent(let v)?): b.marginLeft(v)
      case ("marginBottom", .number(let v)?): b.marginBottom(v)
      case ("marginBottom", .percent(let v)?): b.marginBottom(v)
      case ("marginRight", .number(let v)?): b.marginRight(v)
      case ("marginRight", .percent(let v)?): b.marginRight(v)
      case ("marginStart", .number(let v)?): b.marginStart(v)
      case ("marginStart", .percent(let v)?): b.marginStart(v)
      case ("marginEnd", .number(let v)?): b.marginEnd(v)
      case ("marginEnd", .percent(let v)?): b.marginEnd(v)
      case ("marginHorizontal", .number(let v)?): b.marginHorizontal(v)
      case ("marginHorizontal", .percent(let v)?): b.marginHorizontal(v)
      case ("marginVertical", .number(let v)?): b.marginVertical(v)
      case ("marginVertical", .percent(let v)?): b.marginVertical(v)
      default: throw unsupported
      }
    }

    private func margin() throws {
      let b = builder
      guard args.labeled.isEmpty else { throw unsupported }
      let values = try args.positional.map { try replayer.decode($0) }
      let numbers = values.compactMap { if case .number(let v) = $0 { v } else { nil } }
      let percents = values.compactMap { if case .percent(let v) = $0 { v } else { nil } }
      switch values.count {
      case 1:
        switch values[0] {
        case .number(let v): b.margin(v)
        case .percent(let v): b.margin(v)
        case .insets(let v): b.margin(v)
        case .directionalInsets(let v): b.margin(v)
        default: throw unsupported
        }
      case 2 where numbers.count == 2: b.margin(numbers[0], numbers[1])
      case 2 where percents.count == 2: b.margin(percents[0], percents[1])
      case 3 where numbers.count == 3: b.margin(numbers[0], numbers[1], numbers[2])
      case 3 where percents.count == 3: b.margin(percents[0], percents[1], percents[2])
      case 4 where numbers.count == 4: b.margin(numbers[0], numbers[1], numbers[2], numbers[3])
      case 4 where percents.count == 4: b.margin(percents[0], percents[1], percents[2], percents[3])
      default: throw unsupported
      }
    }

    private func wrapContent() throws {
      let b = builder
      guard Set(args.labeled.keys).isSubset(of: ["padding", "viewFilter"]), args.positional.count <= 1 else {
        throw unsupported
      }
      let type: WrapType?
      switch try args.positional.first.map({ try replayer.decode($0) }) {
      case nil: type = nil
      case .name("all")?: type = .all
      case .name("horizontally")?: type = .horizontally
      case .name("vertically")?: type = .vertically
      default: throw unsupported
      }
      let filter: ViewFilter
      switch args.labeled["viewFilter"] as? String {
      case nil, "none"?: filter = .none
      case "visibleOnly"?: filter = .visibleOnly
      default: throw unsupported
      }
      switch (type, try args.labeled["padding"].map { try replayer.decode($0) }) {
      case (nil, nil): b.wrapContent(viewFilter: filter)
      case (nil, .number(let v)?): b.wrapContent(padding: v, viewFilter: filter)
      case (nil, .insets(let v)?): b.wrapContent(padding: v, viewFilter: filter)
      case (let t?, nil): b.wrapContent(t, viewFilter: filter)
      case (let t?, .number(let v)?): b.wrapContent(t, padding: v, viewFilter: filter)
      case (let t?, .insets(let v)?): b.wrapContent(t, padding: v, viewFilter: filter)
      default: throw unsupported
      }
    }
  }

  // MARK: JSON helpers

  /// A JSON number as a Double, however Foundation chose to box it.
  static func double(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

  /// A JSON list of numbers.
  static func doubles(_ value: Any?) -> [Double]? {
    guard let list = value as? [Any] else { return nil }
    let numbers = list.compactMap(double)
    return numbers.count == list.count ? numbers : nil
  }

  private func array(_ value: Any?, _ what: String) throws -> [Any] {
    guard let list = value as? [Any] else { throw PinCaseError.malformed("\(what) is not a list") }
    return list
  }

  private func string(_ value: Any?, _ what: String) throws -> String {
    guard let text = value as? String else { throw PinCaseError.malformed("\(what) is not a string") }
    return text
  }

  /// A JSON `true` or `false`; numbers (which Foundation would also turn into a `Bool`) are
  /// not booleans.
  private func bool(_ value: Any?, _ what: String) throws -> Bool {
    guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
      throw PinCaseError.malformed("\(what) is not a boolean")
    }
    return number.boolValue
  }

  private func displayScale(_ value: Any?, _ what: String) throws -> CGFloat {
    let scale = try number(value, what)
    guard scale.isFinite, scale > 0 else {
      throw PinCaseError.malformed("\(what) \(scale) is not a positive number")
    }
    return scale
  }

  private func number(_ value: Any?, _ what: String) throws -> CGFloat {
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
      throw PinCaseError.malformed("\(what) is not a number")
    }
    return CGFloat(number.doubleValue)
  }

  private func rect(_ value: Any?, _ what: String) throws -> CGRect {
    guard let v = Self.doubles(value), v.count == 4 else {
      throw PinCaseError.malformed("\(what) is not [x,y,w,h]")
    }
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  private func point(_ value: Any?, _ what: String) throws -> CGPoint {
    guard let v = Self.doubles(value), v.count == 2 else {
      throw PinCaseError.malformed("\(what) is not [x,y]")
    }
    return CGPoint(x: v[0], y: v[1])
  }
}

/// The node classes the case file names, so that warnings describe them with upstream's type
/// names (`BasicView`, `UIView`, `CALayer`, `UIImageView`).
enum PinCaseNodes {
  /// The upstream test view: `sizeThatFits` keeps an area (1600 by default) for the given width
  /// or height, offset by `sizeOffset`, and answers 35×45 when both are given.
  final class BasicView: View {
    var expectedArea: CGFloat = 1600
    var sizeOffset: CGFloat = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      let unbounded = CGFloat.greatestFiniteMagnitude
      switch (size.width != unbounded, size.height != unbounded) {
      case (true, true): return CGSize(width: 35, height: 45)
      case (true, false):
        let width = size.width + sizeOffset
        return CGSize(width: width, height: expectedArea / width)
      case (false, true):
        let height = size.height + sizeOffset
        return CGSize(width: expectedArea / height, height: height)
      case (false, false): return CGSize(width: 40, height: expectedArea / 40)
      }
    }
  }

  /// A plain view.
  final class UIView: View {}

  /// A plain layer.
  final class CALayer: Layer {}

  /// An image view.
  final class UIImageView: ImageView {}
}
