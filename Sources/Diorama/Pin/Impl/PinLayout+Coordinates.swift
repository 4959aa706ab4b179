import Foundation

// Reading other nodes' geometry in the laid-out node's superview space.
extension PinLayout {
  /// `reference` as a node. A view's builder is a `PinLayout<View>` and a layer's a
  /// `PinLayout<Layer>`, so the reference is of the laid-out node's kind: no cast is needed.
  func referenceNode(_ reference: PinView) -> PinNode {
    switch node {
    case .view: .view(unsafeDowncast(reference, to: View.self))
    case .layer: .layer(unsafeDowncast(reference, to: Layer.self))
    }
  }

  /// A reference point converted into the laid-out node's superview space, or `nil` (with a
  /// warning) when the reference has no superview. Silently `nil` when the laid-out node has no
  /// superview itself.
  func convertReference(_ point: CGPoint, of reference: PinNode, _ context: Context) -> CGPoint? {
    guard let layoutSuperview = superview() else { return nil }
    // The common case, a sibling, is recognised without loading the reference's superview.
    if reference.isChild(of: layoutSuperview) { return point }
    guard let referenceSuperview = reference.superview else {
      warnWontBeApplied(
        .pinInvalidReference,
        "the reference view \(describe(reference)) must be added as a sub-view before being used as a reference.",
        context)
      return nil
    }
    if let grandparent = layoutSuperview.superview, grandparent.isIdentical(to: referenceSuperview) {
      // One level up: PinLayout subtracts the superview's (untransformed) origin.
      let origin = layoutSuperview.rect(keepTransform: keepTransform).origin
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
    return PinWindowSpace.convert(point, from: referenceSuperview.layer, to: layoutSuperview.layer)
  }

  /// The `kind` point of `reference` in superview space, or `nil` (see
  /// ``convertReference(_:of:_:)``).
  func point(_ kind: PinAnchorKind, of reference: PinNode, _ context: Context) -> CGPoint? {
    convertReference(kind.point(in: reference.rect(keepTransform: keepTransform)), of: reference, context)
  }

  /// The anchor's point in superview space, or `nil` (see ``convertReference(_:of:_:)``).
  func coordinate(of anchor: PinAnchorPoint, _ context: Context) -> CGPoint? {
    point(anchor.kind, of: anchor.node, context)
  }

  /// The points of `anchors` in superview space, skipping (with a warning) references that
  /// have no superview; `nil` when none is left.
  func coordinates(of anchors: [PinAnchorPoint], _ context: Context) -> [CGPoint]? {
    guard hasSuperview() else { return nil }
    var points: [CGPoint] = []
    points.reserveCapacity(anchors.count)
    for anchor in anchors {
      if let point = coordinate(of: anchor, context) { points.append(point) }
    }
    return points.isEmpty ? nil : points
  }

  /// The public edge as a node of this builder's kind, or `nil` with a warning when it belongs
  /// to another kind of node (a layer's edge used to lay out a view).
  func resolve(_ edge: Any, _ context: Context) -> PinEdge? {
    if let edge = edge as? PinEdgeReference, let reference = PinNode(edge.node),
      reference.isSameKind(as: node)
    {
      return PinEdge(node: reference, kind: edge.kind)
    }
    warnWontBeApplied(
      .pinInvalidReference, "the reference must be an edge of a \(PinView.self), as the layouted view is.",
      context)
    return nil
  }

  /// The public anchor as a node of this builder's kind, or `nil` with a warning.
  func resolve(anchor: any Anchor, _ context: Context) -> PinAnchorPoint? {
    if let anchor = anchor as? PinAnchorReference, let reference = PinNode(anchor.node),
      reference.isSameKind(as: node)
    {
      return PinAnchorPoint(node: reference, kind: anchor.kind)
    }
    warnWontBeApplied(
      .pinInvalidReference, "the reference must be an anchor of a \(PinView.self), as the layouted view is.",
      context)
    return nil
  }

  /// The edge's point in superview space, or `nil` (see ``convertReference(_:of:_:)``).
  func coordinate(of edge: PinEdge, _ context: Context) -> CGPoint? {
    convertReference(edge.point(keepTransform: keepTransform), of: edge.node, context)
  }

  func edgeContext(_ method: String, _ edge: Any) -> String {
    guard let edge = edge as? PinEdgeReference else { return "\(method)(to: \(edge))" }
    return "\(method)(to: .\(edge.kind.rawValue), of: \(describe(edge.node)))"
  }

  func anchorContext(_ method: String, _ anchor: any Anchor) -> String {
    guard let anchor = anchor as? PinAnchorReference else { return "\(method)(to: \(anchor))" }
    return "\(method)(to: .\(anchor.kind.rawValue), of: \(describe(anchor.node)))"
  }
}
