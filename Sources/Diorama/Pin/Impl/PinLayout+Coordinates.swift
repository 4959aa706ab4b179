import Foundation

// Reading other nodes' geometry in the laid-out node's superview space.
extension PinLayout {
  /// A reference point converted into the laid-out node's superview space, or `nil` (with a
  /// warning) when the reference has no superview. Silently `nil` when the laid-out node has no
  /// superview itself.
  func convertReference(_ point: CGPoint, of reference: PinView, _ context: Context) -> CGPoint? {
    guard let layoutSuperview else { return nil }
    guard let referenceSuperview = reference.superview else {
      warnWontBeApplied(
        .pinInvalidReference,
        "the reference view \(describe(reference)) must be added as a sub-view before being used as a reference.",
        context)
      return nil
    }
    if referenceSuperview === layoutSuperview { return point }
    if let grandparent = layoutSuperview.superview, grandparent === referenceSuperview {
      // One level up: PinLayout subtracts the superview's (untransformed) origin.
      let origin = layoutSuperview.getRect(keepTransform: keepTransform).origin
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
    return PinWindowSpace.convert(point, from: referenceSuperview, to: layoutSuperview)
  }

  /// The points of `anchors` in superview space, skipping (with a warning) references that
  /// have no superview; `nil` when none is left.
  func coordinates(of anchors: [PinAnchorPoint<PinView>], _ context: Context) -> [CGPoint]? {
    guard layoutSuperview != nil else { return nil }
    var points: [CGPoint] = []
    points.reserveCapacity(anchors.count)
    for anchor in anchors {
      if let point = convertReference(anchor.point(keepTransform: keepTransform), of: anchor.node, context) {
        points.append(point)
      }
    }
    return points.isEmpty ? nil : points
  }

  /// The public edge as this builder's node type, or `nil` with a warning when it belongs to
  /// another kind of node (a layer's edge used to lay out a view).
  func resolve(_ edge: Any, _ context: Context) -> PinEdge<PinView>? {
    if let edge = edge as? PinEdgeReference, let node = edge.node as? PinView {
      return PinEdge(node: node, kind: edge.kind)
    }
    warnWontBeApplied(
      .pinInvalidReference, "the reference must be an edge of a \(PinView.self), as the layouted view is.",
      context)
    return nil
  }

  /// The public anchor as this builder's node type, or `nil` with a warning.
  func resolve(anchor: any Anchor, _ context: Context) -> PinAnchorPoint<PinView>? {
    if let anchor = anchor as? PinAnchorReference, let node = anchor.node as? PinView {
      return PinAnchorPoint(node: node, kind: anchor.kind)
    }
    warnWontBeApplied(
      .pinInvalidReference, "the reference must be an anchor of a \(PinView.self), as the layouted view is.",
      context)
    return nil
  }

  func edgeCoordinate(_ edge: PinEdge<PinView>, _ context: Context) -> CGPoint? {
    let value = edge.coordinate(keepTransform: keepTransform)
    let point: CGPoint
    switch edge.kind {
    case .left, .hCenter, .right: point = CGPoint(x: value, y: 0)
    case .top, .vCenter, .bottom: point = CGPoint(x: 0, y: value)
    }
    return convertReference(point, of: edge.node, context)
  }

  func edgeContext(_ method: String, _ edge: Any) -> String {
    guard let edge = edge as? PinEdgeReference else { return "\(method)(to: \(edge))" }
    return "\(method)(to: .\(edge.kind.rawValue), of: \(describeAny(edge.node)))"
  }

  func anchorContext(_ method: String, _ anchor: any Anchor) -> String {
    guard let anchor = anchor as? PinAnchorReference else { return "\(method)(to: \(anchor))" }
    return "\(method)(to: .\(anchor.kind.rawValue), of: \(describeAny(anchor.node)))"
  }

  private func describeAny(_ node: any Layoutable) -> String {
    PinWarnings.describe(node, keepTransform: keepTransform)
  }
}
