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
    let context: Context = { self.relativeContext("above", views, aligned) }
    guard validate(views, context) else { return self }
    let kind = horizontalAnchor(aligned, top: true)
    if let points = coordinates(of: views.map { PinAnchorPoint(node: $0, kind: kind) }, context) {
      setBottom(points.map(\.y).min()!, context)
      applyHorizontalAlignment(aligned, points, context)
    }
    return self
  }

  private func placeBelow(_ views: [PinView], aligned: HorizontalAlign) -> PinLayout {
    let context: Context = { self.relativeContext("below", views, aligned) }
    guard validate(views, context) else { return self }
    let kind = horizontalAnchor(aligned, top: false)
    if let points = coordinates(of: views.map { PinAnchorPoint(node: $0, kind: kind) }, context) {
      setTop(points.map(\.y).max()!, context)
      applyHorizontalAlignment(aligned, points, context)
    }
    return self
  }

  private func placeBefore(_ views: [PinView], aligned: VerticalAlign) -> PinLayout {
    let context: Context = { self.relativeContext("before", views, aligned) }
    return isLTR() ? left(of: views, aligned: aligned, context) : right(of: views, aligned: aligned, context)
  }

  private func placeAfter(_ views: [PinView], aligned: VerticalAlign) -> PinLayout {
    let context: Context = { self.relativeContext("after", views, aligned) }
    return isLTR() ? right(of: views, aligned: aligned, context) : left(of: views, aligned: aligned, context)
  }

  private func left(of views: [PinView], aligned: VerticalAlign, _ context: @escaping Context) -> PinLayout {
    guard validate(views, context) else { return self }
    let kind = verticalAnchor(aligned, left: true)
    if let points = coordinates(of: views.map { PinAnchorPoint(node: $0, kind: kind) }, context) {
      setRight(points.map(\.x).min()!, context)
      applyVerticalAlignment(aligned, points, context)
    }
    return self
  }

  private func right(of views: [PinView], aligned: VerticalAlign, _ context: @escaping Context) -> PinLayout {
    guard validate(views, context) else { return self }
    let kind = verticalAnchor(aligned, left: false)
    if let points = coordinates(of: views.map { PinAnchorPoint(node: $0, kind: kind) }, context) {
      setLeft(points.map(\.x).max()!, context)
      applyVerticalAlignment(aligned, points, context)
    }
    return self
  }

  private func validate(_ views: [PinView], _ context: Context) -> Bool {
    guard view.superview != nil else { return false }
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

  func applyHorizontalAlignment(_ aligned: HorizontalAlign, _ points: [CGPoint], _ context: Context) {
    let xs = points.map(\.x)
    switch aligned {
    case .left: setLeft(xs.min()!, context)
    case .center: setHorizontalCenter(xs.reduce(0, +) / CGFloat(xs.count), context)
    case .right: setRight(xs.max()!, context)
    case .start: isLTR() ? setLeft(xs.min()!, context) : setRight(xs.max()!, context)
    case .end: isLTR() ? setRight(xs.max()!, context) : setLeft(xs.min()!, context)
    case .none: break
    }
  }

  func applyVerticalAlignment(_ aligned: VerticalAlign, _ points: [CGPoint], _ context: Context) {
    let ys = points.map(\.y)
    switch aligned {
    case .top: setTop(ys.min()!, context)
    case .center: setVerticalCenter(ys.reduce(0, +) / CGFloat(ys.count), context)
    case .bottom: setBottom(ys.max()!, context)
    case .none: break
    }
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
