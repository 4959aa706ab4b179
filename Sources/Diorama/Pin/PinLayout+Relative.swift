import Foundation

// Relative positioning: beyond one or several other nodes, optionally aligned with them.
extension PinLayout {
  /// Puts the bottom edge on the top of `relativeView`, optionally aligned horizontally with it.
  @discardableResult
  public func above(of relativeView: PinView, aligned: HorizontalAlign = .none) -> PinLayout {
    placeAbove([relativeView], aligned: aligned)
  }

  /// Puts the bottom edge on the top-most top of `relativeViews`.
  @discardableResult
  public func above(of relativeViews: [PinView], aligned: HorizontalAlign = .none) -> PinLayout {
    placeAbove(relativeViews, aligned: aligned)
  }

  /// Puts the top edge on the bottom of `relativeView`, optionally aligned horizontally with it.
  @discardableResult
  public func below(of relativeView: PinView, aligned: HorizontalAlign = .none) -> PinLayout {
    placeBelow([relativeView], aligned: aligned)
  }

  /// Puts the top edge on the bottom-most bottom of `relativeViews`.
  @discardableResult
  public func below(of relativeViews: [PinView], aligned: HorizontalAlign = .none) -> PinLayout {
    placeBelow(relativeViews, aligned: aligned)
  }

  /// Puts the right edge on the left of `relativeView`, optionally aligned vertically with it.
  @discardableResult
  public func left(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    left(of: [relativeView], aligned: aligned) { self.relativeContext("left", [relativeView], aligned) }
  }

  /// Puts the right edge on the left-most left of `relativeViews`.
  @discardableResult
  public func left(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    left(of: relativeViews, aligned: aligned) { self.relativeContext("left", relativeViews, aligned) }
  }

  /// Puts the left edge on the right of `relativeView`, optionally aligned vertically with it.
  @discardableResult
  public func right(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    right(of: [relativeView], aligned: aligned) { self.relativeContext("right", [relativeView], aligned) }
  }

  /// Puts the left edge on the right-most right of `relativeViews`.
  @discardableResult
  public func right(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    right(of: relativeViews, aligned: aligned) { self.relativeContext("right", relativeViews, aligned) }
  }

  /// `left(of:)` in left-to-right layouts, `right(of:)` in right-to-left ones.
  @discardableResult
  public func before(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    placeBefore([relativeView], aligned: aligned)
  }

  /// `left(of:)` in left-to-right layouts, `right(of:)` in right-to-left ones.
  @discardableResult
  public func before(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    placeBefore(relativeViews, aligned: aligned)
  }

  /// `right(of:)` in left-to-right layouts, `left(of:)` in right-to-left ones.
  @discardableResult
  public func after(of relativeView: PinView, aligned: VerticalAlign = .none) -> PinLayout {
    placeAfter([relativeView], aligned: aligned)
  }

  /// `right(of:)` in left-to-right layouts, `left(of:)` in right-to-left ones.
  @discardableResult
  public func after(of relativeViews: [PinView], aligned: VerticalAlign = .none) -> PinLayout {
    placeAfter(relativeViews, aligned: aligned)
  }

  // MARK: Implementation

  private func placeAbove(_ views: [PinView], aligned: HorizontalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("above", views, aligned) }
    guard validate(views, context) else { return self }
    let kind = horizontalAnchor(aligned, top: true)
    if let extent = extent(of: views, kind, context) {
      setBottom(extent.minY, context)
      applyHorizontalAlignment(aligned, extent, context)
    }
    return self
  }

  private func placeBelow(_ views: [PinView], aligned: HorizontalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("below", views, aligned) }
    guard validate(views, context) else { return self }
    let kind = horizontalAnchor(aligned, top: false)
    if let extent = extent(of: views, kind, context) {
      setTop(extent.maxY, context)
      applyHorizontalAlignment(aligned, extent, context)
    }
    return self
  }

  private func placeBefore(_ views: [PinView], aligned: VerticalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("before", views, aligned) }
    return isLTR() ? left(of: views, aligned: aligned, context) : right(of: views, aligned: aligned, context)
  }

  private func placeAfter(_ views: [PinView], aligned: VerticalAlign) -> PinLayout {
    func context() -> String { self.relativeContext("after", views, aligned) }
    return isLTR() ? right(of: views, aligned: aligned, context) : left(of: views, aligned: aligned, context)
  }

  private func left(of views: [PinView], aligned: VerticalAlign, _ context: Context) -> PinLayout {
    guard validate(views, context) else { return self }
    let kind = verticalAnchor(aligned, left: true)
    if let extent = extent(of: views, kind, context) {
      setRight(extent.minX, context)
      applyVerticalAlignment(aligned, extent, context)
    }
    return self
  }

  private func right(of views: [PinView], aligned: VerticalAlign, _ context: Context) -> PinLayout {
    guard validate(views, context) else { return self }
    let kind = verticalAnchor(aligned, left: false)
    if let extent = extent(of: views, kind, context) {
      setLeft(extent.maxX, context)
      applyVerticalAlignment(aligned, extent, context)
    }
    return self
  }

  private func validate(_ views: [PinView], _ context: Context) -> Bool {
    guard layoutSuperview != nil else { return false }
    guard !views.isEmpty else {
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
  private func extent(of views: [PinView], _ kind: PinAnchorKind, _ context: Context) -> PinReferenceExtent? {
    var extent: PinReferenceExtent?
    for view in views {
      let local = kind.point(in: view.getRect(keepTransform: keepTransform))
      guard let point = convertReference(local, of: view, context) else { continue }
      if extent == nil { extent = PinReferenceExtent(point) } else { extent!.add(point) }
    }
    return extent
  }

  private func relativeContext(
    _ method: String, _ views: [PinView], _ aligned: some CustomStringConvertible & Equatable
  ) -> String {
    let list = views.map { describe($0) }
    let text = list.count == 1 ? list[0] : "[\(list.joined(separator: ", "))]"
    let alignment = aligned.description == "none" ? "" : ", aligned: .\(aligned)"
    return "\(method)(of: \(text)\(alignment))"
  }
}
