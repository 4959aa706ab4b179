import Foundation

// wrapContent: size the node to enclose its children, and move the children to the padding.
// Unlike the other rules this runs immediately: the children move when it is called.
extension PinLayout {
  /// Sizes the node to enclose its children and moves them to its top-left corner.
  @discardableResult
  public func wrapContent(viewFilter: ViewFilter = .none) -> PinLayout {
    wrapContent(.all, padding: .zero, viewFilter) { "wrapContent()" }
  }

  /// Same as ``wrapContent(viewFilter:)`` with `padding` around the children.
  @discardableResult
  public func wrapContent(padding: CGFloat, viewFilter: ViewFilter = .none) -> PinLayout {
    wrapContent(.all, padding: EdgeInsets(all: padding), viewFilter) {
      "wrapContent(padding: \(Double(padding)))"
    }
  }

  /// Same as ``wrapContent(viewFilter:)`` with per-edge padding around the children.
  @discardableResult
  public func wrapContent(padding: EdgeInsets, viewFilter: ViewFilter = .none) -> PinLayout {
    wrapContent(.all, padding: padding, viewFilter) { "wrapContent(padding: \(PinWarnings.insets(padding)))" }
  }

  /// Adjusts the width, the height or both to enclose the children.
  @discardableResult
  public func wrapContent(_ type: WrapType, viewFilter: ViewFilter = .none) -> PinLayout {
    wrapContent(type, padding: .zero, viewFilter) { "wrapContent(\(type))" }
  }

  /// Adjusts the width, the height or both to enclose the children with `padding`.
  @discardableResult
  public func wrapContent(_ type: WrapType, padding: CGFloat, viewFilter: ViewFilter = .none) -> PinLayout {
    wrapContent(type, padding: EdgeInsets(all: padding), viewFilter) {
      "wrapContent(\(type), padding: \(Double(padding)))"
    }
  }

  /// Adjusts the width, the height or both to enclose the children with per-edge padding.
  @discardableResult
  public func wrapContent(_ type: WrapType, padding: EdgeInsets, viewFilter: ViewFilter = .none) -> PinLayout
  {
    wrapContent(type, padding: padding, viewFilter) {
      "wrapContent(\(type), padding: \(PinWarnings.insets(padding)))"
    }
  }

  private func wrapContent(
    _ type: WrapType, padding: EdgeInsets, _ filter: ViewFilter, _ context: Context
  ) -> PinLayout {
    let children = node.children.filter { filter == .none || $0.isVisible }
    guard let first = children.first else { return self }
    var bounding = first.rect(keepTransform: keepTransform)
    for child in children.dropFirst() {
      // Unlike CGRect.union this keeps empty rectangles as points, as PinLayout does.
      let r = child.rect(keepTransform: keepTransform)
      let minX = min(bounding.minX, r.minX)
      let minY = min(bounding.minY, r.minY)
      bounding = CGRect(
        x: minX, y: minY, width: max(bounding.maxX, r.maxX) - minX, height: max(bounding.maxY, r.maxY) - minY)
    }

    var dx: CGFloat = 0
    var dy: CGFloat = 0
    if type == .all || type == .horizontally {
      let width = bounding.width + padding.left + padding.right
      if width >= 0 { setWidth(width, context) }
      dx = padding.left - bounding.minX
    }
    if type == .all || type == .vertically {
      let height = bounding.height + padding.top + padding.bottom
      if height >= 0 { setHeight(height, context) }
      dy = padding.top - bounding.minY
    }
    guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return self }
    let scale = configuration.displayScale
    for child in children {
      let moved = child.rect(keepTransform: keepTransform).offsetBy(dx: dx, dy: dy)
      child.setRect(PinPixelSnapping.snap(moved, scale: scale), keepTransform: keepTransform)
    }
    return self
  }
}
