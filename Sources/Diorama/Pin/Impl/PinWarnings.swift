import Foundation

/// Formatting and reporting of PinLayout's warnings, with PinLayout's wording.
enum PinWarnings {
  /// Reports `text` (when ``Pin/logWarnings`` is on) through ``Diagnostics``, followed by a
  /// line describing the laid-out node, and remembers it as ``Pin/lastWarningText``.
  static func report(
    _ kind: Warning.Kind, _ text: String, node: (any Layoutable)? = nil, keepTransform: Bool = true
  ) {
    guard Pin.logWarnings else { return }
    Pin.lastWarningText = text
    var message = text
    if let node { message += "\n" + layoutedNodeInfo(node, keepTransform: keepTransform) }
    Diagnostics.report(Warning(kind, message))
  }

  /// `(Layouted view info: Type: BasicView, Frame: x: 0, y: 0, width: 10, height: 10, Superviews: A -> B)`.
  static func layoutedNodeInfo(_ node: any Layoutable, keepTransform: Bool) -> String {
    let rect = node.getRect(keepTransform: keepTransform)
    var text =
      "(Layouted view info: Type: \(typeName(node)), Frame: x: \(short(rect.minX)), y: \(short(rect.minY)), "
      + "width: \(short(rect.width)), height: \(short(rect.height))"
    let ancestors = superviewNames(node)
    if !ancestors.isEmpty { text += ", Superviews: " + ancestors.joined(separator: " -> ") }
    return text + ")"
  }

  private static func superviewNames<Node: Layoutable>(_ node: Node) -> [String] {
    var names: [String] = []
    var current = node.superview
    while let parent = current, names.count < 1000 {
      names.insert(typeName(parent), at: 0)
      current = parent.superview
    }
    return names
  }

  /// The dynamic type name (`BasicView`, `Label`, `Layer`).
  static func typeName(_ node: Any) -> String { String(describing: type(of: node)) }

  /// `(BasicView, Frame: (40.0, 100.0, 200.0, 100.0))`.
  static func describe(_ node: any Layoutable, keepTransform: Bool) -> String {
    let r = node.getRect(keepTransform: keepTransform)
    return
      "(\(typeName(node)), Frame: (\(Double(r.minX)), \(Double(r.minY)), \(Double(r.width)), \(Double(r.height))))"
  }

  /// PinLayout's number format in conflict messages: `20` when integral, `2.5` otherwise.
  static func value(_ v: CGFloat) -> String {
    v.isFinite && v.truncatingRemainder(dividingBy: 1) == 0 && abs(v) < 1e15 ? "\(Int(v))" : "\(Double(v))"
  }

  /// A call argument that is omitted when zero: `top()` for `top(0)`, `top(20)` otherwise.
  static func optional(_ v: CGFloat) -> String { v == 0 ? "" : value(v) }

  /// `UIEdgeInsets(top: 10.0, left: 20.0, bottom: 30.0, right: 40.0)`, as PinLayout prints insets.
  static func insets(_ i: EdgeInsets) -> String {
    "UIEdgeInsets(top: \(Double(i.top)), left: \(Double(i.left)), bottom: \(Double(i.bottom)), right: \(Double(i.right)))"
  }

  private static func short(_ v: CGFloat) -> String {
    guard v.isFinite else { return "\(Double(v))" }
    let f = Double(Float(v))
    return f == f.rounded() && abs(f) < 1e15 ? "\(Int(f))" : String(format: "%.3g", f)
  }
}
