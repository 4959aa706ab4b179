import Foundation

// Relative positioning: beyond one or several other nodes, optionally aligned with them.
extension PinLayout {
  /// Puts the bottom edge on the top of `relativeView`, optionally aligned horizontally with it.
  @discardableResult
  public func above(of relativeView: PinView, aligned: HorizontalAlign = .none) -> PinLayout {
    placeAbove(.one(referenceNode(relativeView)), aligned: aligned)
  }

  /// Puts the bottom edge on the top-most top of `relativeViews`.
  @discardableResult
  public func above(of relativeViews: [PinView], aligned: HorizontalAlign = .none) -> PinLayout {
    placeAbove(references(relativeViews), aligned: aligned)
  }

  /// Puts the top edge on the bottom of `relativeView`, optionally aligned horizontally with it.
  @discardableResult
  public func below(of relativeView: PinView, aligned: HorizontalAlign = .none) -> PinLayout {
    placeBelow(.one(referenceNode(relativeView)), aligned: aligned)
  }

  /// Puts the top edge on the bottom-most bottom of `relativeViews`.
  @discardableResult
  public func below(of relativeViews: [PinView], aligned: HorizontalAlign = .none) -> PinLayout {
    placeBelow(references(relativeViews), aligned: aligned)
  }

  /// Puts the right edge on the left of `relativeView`, optionally aligned vertically with it.
  @discardableResult
  public func left(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    placeLeft(.one(referenceNode(relativeView)), aligned: aligned)
  }

  /// Puts the right edge on the left-most left of `relativeViews`.
  @discardableResult
  public func left(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    placeLeft(references(relativeViews), aligned: aligned)
  }

  /// Puts the left edge on the right of `relativeView`, optionally aligned vertically with it.
  @discardableResult
  public func right(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    placeRight(.one(referenceNode(relativeView)), aligned: aligned)
  }

  /// Puts the left edge on the right-most right of `relativeViews`.
  @discardableResult
  public func right(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    placeRight(references(relativeViews), aligned: aligned)
  }

  /// `left(of:)` in left-to-right layouts, `right(of:)` in right-to-left ones.
  @discardableResult
  public func before(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    placeBefore(.one(referenceNode(relativeView)), aligned: aligned)
  }

  /// `left(of:)` in left-to-right layouts, `right(of:)` in right-to-left ones.
  @discardableResult
  public func before(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    placeBefore(references(relativeViews), aligned: aligned)
  }

  /// `right(of:)` in left-to-right layouts, `left(of:)` in right-to-left ones.
  @discardableResult
  public func after(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    placeAfter(.one(referenceNode(relativeView)), aligned: aligned)
  }

  /// `right(of:)` in left-to-right layouts, `left(of:)` in right-to-left ones.
  @discardableResult
  public func after(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    placeAfter(references(relativeViews), aligned: aligned)
  }

  // MARK: Implementation

  private func references(_ views: [PinView]) -> PinReferences { .many(views.map(referenceNode)) }

  private func placeAbove(_ references: PinReferences, aligned: HorizontalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("above", references, aligned) }
    guard validate(references, context) else { return self }
    let kind = horizontalAnchor(aligned, top: true)
    if let extent = extent(of: references, kind, context) {
      setBottom(extent.minY, context)
      applyHorizontalAlignment(aligned, extent, context)
    }
    return self
  }

  private func placeBelow(_ references: PinReferences, aligned: HorizontalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("below", references, aligned) }
    guard validate(references, context) else { return self }
    let kind = horizontalAnchor(aligned, top: false)
    if let extent = extent(of: references, kind, context) {
      setTop(extent.maxY, context)
      applyHorizontalAlignment(aligned, extent, context)
    }
    return self
  }

  private func placeBefore(_ references: PinReferences, aligned: VerticalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("before", references, aligned) }
    return isLTR()
      ? placeLeft(references, aligned: aligned, context) : placeRight(references, aligned: aligned, context)
  }

  private func placeAfter(_ references: PinReferences, aligned: VerticalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("after", references, aligned) }
    return isLTR()
      ? placeRight(references, aligned: aligned, context) : placeLeft(references, aligned: aligned, context)
  }

  private func placeLeft(_ references: PinReferences, aligned: VerticalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("left", references, aligned) }
    return placeLeft(references, aligned: aligned, context)
  }

  private func placeRight(_ references: PinReferences, aligned: VerticalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("right", references, aligned) }
    return placeRight(references, aligned: aligned, context)
  }

  private func placeLeft(_ references: PinReferences, aligned: VerticalAlign, _ context: Context)
    -> PinLayout
  {
    guard validate(references, context) else { return self }
    let kind = verticalAnchor(aligned, left: true)
    if let extent = extent(of: references, kind, context) {
      setRight(extent.minX, context)
      applyVerticalAlignment(aligned, extent, context)
    }
    return self
  }

  private func placeRight(_ references: PinReferences, aligned: VerticalAlign, _ context: Context)
    -> PinLayout
  {
    guard validate(references, context) else { return self }
    let kind = verticalAnchor(aligned, left: false)
    if let extent = extent(of: references, kind, context) {
      setLeft(extent.maxX, context)
      applyVerticalAlignment(aligned, extent, context)
    }
    return self
  }

  private func validate(_ references: PinReferences, _ context: Context) -> Bool {
    guard hasSuperview() else { return false }
    guard !references.isEmpty else {
      warnWontBeApplied(
        .pinInvalidReference, "At least one view must be visible (i.e. UIView.isHidden != true) ", context)
      return false
    }
    return true
  }

  /// The anchor on the top (or bottom) edge of each reference that `aligned` reads.
  private func horizontalAnchor(_ aligned: HorizontalAlign, top: Bool) -> PinAnchorKind {
    let side: HorizontalAlign
    switch aligned {
    case .start: side = isLTR() ? .left : .right
    case .end: side = isLTR() ? .right : .left
    default: side = aligned
    }
    switch side {
    case .center: return top ? .topCenter : .bottomCenter
    case .right: return top ? .topRight : .bottomRight
    default: return top ? .topLeft : .bottomLeft
    }
  }

  /// The anchor on the left (or right) edge of each reference that `aligned` reads.
  private func verticalAnchor(_ aligned: VerticalAlign, left: Bool) -> PinAnchorKind {
    switch aligned {
    case .center: left ? .centerLeft : .centerRight
    case .bottom: left ? .bottomLeft : .bottomRight
    case .top, .none: left ? .topLeft : .topRight
    }
  }

  func applyHorizontalAlignment(_ aligned: HorizontalAlign, _ extent: PinReferenceExtent, _ context: Context)
  {
    switch aligned {
    case .left: setLeft(extent.minX, context)
    case .center: setHorizontalCenter(extent.averageX, context)
    case .right: setRight(extent.maxX, context)
    case .start: isLTR() ? setLeft(extent.minX, context) : setRight(extent.maxX, context)
    case .end: isLTR() ? setRight(extent.maxX, context) : setLeft(extent.minX, context)
    case .none: break
    }
  }

  func applyVerticalAlignment(_ aligned: VerticalAlign, _ extent: PinReferenceExtent, _ context: Context) {
    switch aligned {
    case .top: setTop(extent.minY, context)
    case .center: setVerticalCenter(extent.averageY, context)
    case .bottom: setBottom(extent.maxY, context)
    case .none: break
    }
  }

  /// The `kind` points of the references in superview space, folded into their extent;
  /// references without superview are skipped with a warning.
  private func extent(of references: PinReferences, _ kind: PinAnchorKind, _ context: Context)
    -> PinReferenceExtent?
  {
    switch references {
    case .one(let reference):
      return point(kind, of: reference, context).map(PinReferenceExtent.init)
    case .many(let nodes):
      var extent: PinReferenceExtent?
      for reference in nodes {
        guard let point = point(kind, of: reference, context) else { continue }
        if extent == nil { extent = PinReferenceExtent(point) } else { extent!.add(point) }
      }
      return extent
    }
  }

  private func relativeContext(
    _ method: String, _ references: PinReferences, _ aligned: some CustomStringConvertible & Equatable
  ) -> String {
    let list = references.nodes.map { describe($0) }
    let text = list.count == 1 ? list[0] : "[\(list.joined(separator: ", "))]"
    let alignment = aligned.description == "none" ? "" : ", aligned: .\(aligned)"
    return "\(method)(of: \(text)\(alignment))"
  }
}
