import Diorama
import Foundation

/// Replays one case of the KRStackView conformance file on a ``FrameStackView`` set up to
/// reproduce the original (``FrameStackView/centersIgnoringInsets`` on), and compares the
/// settled frames, the stack's frame and any rewritten properties.
///
/// Self-contained (Diorama and Foundation only), so the conformance runner can use it as is.
struct FrameStackCaseReplayer {
  /// A case that cannot be replayed.
  enum FrameStackCaseError: Error, CustomStringConvertible {
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

  /// A plain view with a settable intrinsic size.
  final class SizedView: View {
    var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { intrinsic }
  }

  /// The cases of a conformance file, in file order.
  static func loadCases(from data: Data) throws -> [[String: Any]] {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { throw FrameStackCaseError.malformed("no \"cases\" array") }
    return cases
  }

  let json: [String: Any]
  /// Frames are compared within this many points.
  var tolerance: CGFloat = 1e-6

  /// Builds the case, lays it out, and returns the failed expectations (empty when it passes).
  func run() throws -> [String] {
    var failures: [String] = []
    _ = try Diagnostics.capture { failures = try replay() }
    return failures
  }

  private func replay() throws -> [String] {
    guard let spec = json["stack"] as? [String: Any] else { throw FrameStackCaseError.malformed("no stack") }
    let root = View(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
    let stack = FrameStackView(frame: try rect(spec["frame"]))
    stack.centersIgnoringInsets = true
    root.addSubview(stack)
    var views: [String: View] = [:]
    var order: [String] = []
    for case let sub as [String: Any] in json["subviews"] as? [Any] ?? [] {
      let view = SizedView(frame: try rect(sub["frame"]))
      if let intrinsic = sub["intrinsicContentSize"] as? [Any], intrinsic.count == 2 {
        view.intrinsic = CGSize(
          width: Self.double(intrinsic[0]) ?? -1, height: Self.double(intrinsic[1]) ?? -1)
      }
      let id = sub["id"] as? String ?? "\(order.count)"
      views[id] = view
      order.append(id)
      stack.addSubview(view)
    }
    stack.enabled = spec["enabled"] as? Bool ?? true
    stack.direction = try direction(spec["direction"])
    stack.alignment = try alignment(spec["alignment"])
    stack.shouldWrap = spec["shouldWrap"] as? Bool ?? false
    stack.spacing = CGFloat(Self.double(spec["spacing"]) ?? 8)
    stack.insets = insets(spec["insets"])
    stack.itemSpacing = (spec["itemSpacing"] as? [Any])?.map { CGFloat(Self.double($0) ?? .nan) }
    stack.itemOffset = (spec["itemOffset"] as? [Any])?.map { CGFloat(Self.double($0) ?? .nan) }
    stack.translatesCurrentLayout = spec["translatesCurrentLayout"] as? Bool ?? false
    root.layoutIfNeeded()

    var failures: [String] = []
    guard let expect = json["expect"] as? [String: Any] else {
      throw FrameStackCaseError.malformed("no expect")
    }
    func compare(_ what: String) throws {
      if !close(stack.frame, try rect(expect["stackFrame"])) {
        failures.append(
          "\(what) stack \(format(stack.frame)), expected \(format(try rect(expect["stackFrame"])))")
      }
      for case let sub as [String: Any] in expect["subviews"] as? [Any] ?? [] {
        guard let id = sub["id"] as? String, let view = views[id] else { continue }
        let wanted = try rect(sub["frame"])
        if !close(view.frame, wanted) {
          failures.append("\(what) \(id) \(format(view.frame)), expected \(format(wanted))")
        }
      }
    }
    try compare("after layout:")
    if let state = expect["state"] as? [String: Any] { failures += check(state, stack) }
    // The layout is settled: another pass changes nothing.
    stack.setNeedsLayout()
    root.layoutIfNeeded()
    try compare("after a second pass:")
    return failures
  }

  private func check(_ state: [String: Any], _ stack: FrameStackView) -> [String] {
    var failures: [String] = []
    if state["insets"] != nil, stack.insets != insets(state["insets"]) {
      failures.append("insets \(stack.insets), expected \(insets(state["insets"]))")
    }
    for (key, actual) in [("itemSpacing", stack.itemSpacing), ("itemOffset", stack.itemOffset)] {
      guard let wanted = state[key] else { continue }
      let expected = (wanted as? [Any])?.map { CGFloat(Self.double($0) ?? .nan) }
      if actual != expected {
        failures.append("\(key) \(String(describing: actual)), expected \(String(describing: expected))")
      }
    }
    if let wanted = state["translatesCurrentLayout"] as? Bool, stack.translatesCurrentLayout != wanted {
      failures.append("translatesCurrentLayout \(stack.translatesCurrentLayout), expected \(wanted)")
    }
    if let wanted = state["alignment"], (try? alignment(wanted)) != stack.alignment {
      failures.append("alignment \(stack.alignment), expected \(wanted)")
    }
    return failures
  }

  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance
      && abs(a.height - b.height) <= tolerance
  }

  private func format(_ r: CGRect) -> String { "[\(r.minX), \(r.minY), \(r.width), \(r.height)]" }

  private func direction(_ value: Any?) throws -> FrameStackView.StackDirection {
    switch value as? String ?? "vertical" {
    case "vertical": .vertical
    case "horizontal": .horizontal
    case let other: throw FrameStackCaseError.unsupported("direction \(other)")
    }
  }

  private func alignment(_ value: Any?) throws -> FrameStackView.ItemAlignment {
    switch value as? String ?? "origin" {
    case "origin": .origin
    case "center": .center
    case "endPoint": .endPoint
    case let other: throw FrameStackCaseError.unsupported("alignment \(other)")
    }
  }

  private func insets(_ value: Any?) -> EdgeInsets {
    guard let spec = value as? [String: Any] else { return .zero }
    return EdgeInsets(
      top: CGFloat(Self.double(spec["top"]) ?? 0), left: CGFloat(Self.double(spec["left"]) ?? 0),
      bottom: CGFloat(Self.double(spec["bottom"]) ?? 0), right: CGFloat(Self.double(spec["right"]) ?? 0))
  }

  private func rect(_ value: Any?) throws -> CGRect {
    guard let list = value as? [Any], list.count == 4 else {
      throw FrameStackCaseError.malformed("frame \(value ?? "nil")")
    }
    let v = list.map { Self.double($0) ?? .nan }
    return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// A JSON number as a Double (`nil` for null or anything else).
  static func double(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
}
