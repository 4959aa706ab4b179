import Foundation

// Between two other nodes: fills the gap between them on one axis.
extension PinLayout {
  /// Pins the left and right edges to the horizontal gap between `view1` and `view2` (in
  /// either order), optionally aligned vertically with `view1`.
  @discardableResult
  public func horizontallyBetween(_ view1: PinView, and view2: PinView, aligned: VerticalAlign = .none)
    -> PinLayout
  {
    func context() -> String { self.betweenContext("horizontallyBetween", view1, aligned) }
    guard validateBetween(view1, view2, context) else { return self }
    let kinds: (PinAnchorKind, PinAnchorKind)
    switch aligned {
    case .center: kinds = (.centerLeft, .centerRight)
    case .bottom: kinds = (.bottomLeft, .bottomRight)
    case .top, .none: kinds = (.topLeft, .topRight)
    }
    let anchors = [referenceNode(view1), referenceNode(view2)].flatMap {
      [PinAnchorPoint(node: $0, kind: kinds.0), PinAnchorPoint(node: $0, kind: kinds.1)]
    }
    guard let points = coordinates(of: anchors, context), points.count == 4 else { return self }
    if points[1].x <= points[2].x {
      setLeft(points[1].x, context)
      setRight(points[2].x, context)
      applyVerticalAlignment(aligned, PinReferenceExtent(points[0]), context)
    } else if points[3].x <= points[0].x {
      setLeft(points[3].x, context)
      setRight(points[0].x, context)
      applyVerticalAlignment(aligned, PinReferenceExtent(points[1]), context)
    } else if configuration.activeWarnings.noSpaceAvailableBetweenViews {
      warnWontBeApplied(
        .pinNoSpaceAvailableBetweenViews,
        "there is no horizontal space between these views. (noSpaceAvailableBetweenViews)", context)
    }
    return self
  }

  /// Pins the top and bottom edges to the vertical gap between `view1` and `view2` (in either
  /// order), optionally aligned horizontally with `view1`.
  @discardableResult
  public func verticallyBetween(_ view1: PinView, and view2: PinView, aligned: HorizontalAlign = .none)
    -> PinLayout
  {
    func context() -> String { self.betweenContext("verticallyBetween", view1, aligned) }
    guard validateBetween(view1, view2, context) else { return self }
    var side = aligned
    if side == .start { side = isLTR() ? .left : .right }
    if side == .end { side = isLTR() ? .right : .left }
    let kinds: (PinAnchorKind, PinAnchorKind)
    switch side {
    case .center: kinds = (.topCenter, .bottomCenter)
    case .right: kinds = (.topRight, .bottomRight)
    default: kinds = (.topLeft, .bottomLeft)
    }
    let anchors = [referenceNode(view1), referenceNode(view2)].flatMap {
      [PinAnchorPoint(node: $0, kind: kinds.0), PinAnchorPoint(node: $0, kind: kinds.1)]
    }
    guard let points = coordinates(of: anchors, context), points.count == 4 else { return self }
    if points[1].y <= points[2].y {
      setTop(points[1].y, context)
      setBottom(points[2].y, context)
      applyHorizontalAlignment(aligned, PinReferenceExtent(points[0]), context)
    } else if points[3].y <= points[0].y {
      setTop(points[3].y, context)
      setBottom(points[0].y, context)
      applyHorizontalAlignment(aligned, PinReferenceExtent(points[1]), context)
    } else if configuration.activeWarnings.noSpaceAvailableBetweenViews {
      warnWontBeApplied(
        .pinNoSpaceAvailableBetweenViews,
        "there is no vertical space between these views. (noSpaceAvailableBetweenViews)", context)
    }
    return self
  }

  private func validateBetween(_ view1: PinView, _ view2: PinView, _ context: Context) -> Bool {
    let laidOut = node.layoutable
    guard view1 !== laidOut && view2 !== laidOut else {
      warnWontBeApplied(
        .pinInvalidReference, "the view being layouted cannot be used as one of the references.", context)
      return false
    }
    guard view1 !== view2 else {
      warnWontBeApplied(.pinInvalidReference, "reference views must be different.", context)
      return false
    }
    return true
  }

  /// Upstream prints the first view's description twice; kept so that messages match.
  private func betweenContext(_ method: String, _ view1: PinView, _ aligned: some CustomStringConvertible)
    -> String
  {
    let alignment = aligned.description == "none" ? "" : ", aligned: .\(aligned)"
    return "\(method)(\(describe(view1)), \(describe(view1))\(alignment))"
  }
}
