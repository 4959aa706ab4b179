import Foundation

// Edges and anchors of other nodes: `view.pin.top(to: other.edge.bottom)`,
// `view.pin.topLeft(to: other.anchor.bottomRight)`. The reference is measured when the method
// is called, and may live anywhere in the hierarchy.
extension PinLayout {
  /// Puts the top edge on a reference's vertical edge.
  @discardableResult
  public func top(to edge: any VerticalEdge) -> PinLayout {
    vertical(edge, "top") { setTop($0, $1) }
  }

  /// Puts the vertical centre on a reference's vertical edge.
  @discardableResult
  public func vCenter(to edge: any VerticalEdge) -> PinLayout {
    vertical(edge, "vCenter") { setVerticalCenter($0, $1) }
  }

  /// Puts the bottom edge on a reference's vertical edge.
  @discardableResult
  public func bottom(to edge: any VerticalEdge) -> PinLayout {
    vertical(edge, "bottom") { setBottom($0, $1) }
  }

  /// Puts the left edge on a reference's horizontal edge.
  @discardableResult
  public func left(to edge: any HorizontalEdge) -> PinLayout {
    horizontal(edge, "left") { setLeft($0, $1) }
  }

  /// Puts the horizontal centre on a reference's horizontal edge.
  @discardableResult
  public func hCenter(to edge: any HorizontalEdge) -> PinLayout {
    horizontal(edge, "hCenter") { setHorizontalCenter($0, $1) }
  }

  /// Puts the right edge on a reference's horizontal edge.
  @discardableResult
  public func right(to edge: any HorizontalEdge) -> PinLayout {
    horizontal(edge, "right") { setRight($0, $1) }
  }

  /// Puts the start edge (left in left-to-right layouts) on a reference's horizontal edge.
  @discardableResult
  public func start(to edge: any HorizontalEdge) -> PinLayout {
    horizontal(edge, "start") { setStart($0, $1) }
  }

  /// Puts the end edge (right in left-to-right layouts) on a reference's horizontal edge.
  @discardableResult
  public func end(to edge: any HorizontalEdge) -> PinLayout {
    horizontal(edge, "end") { setEnd($0, $1) }
  }

  /// Puts the top-left corner on a reference point.
  @discardableResult
  public func topLeft(to anchor: any Anchor) -> PinLayout {
    point(anchor, "topLeft") {
      setTop($0.y, $1); setLeft($0.x, $1)
    }
  }

  /// Puts the top-start corner on a reference point.
  @discardableResult
  public func topStart(to anchor: any Anchor) -> PinLayout {
    point(anchor, "topStart") {
      setTop($0.y, $1); setStart($0.x, $1)
    }
  }

  /// Puts the middle of the top edge on a reference point.
  @discardableResult
  public func topCenter(to anchor: any Anchor) -> PinLayout {
    point(anchor, "topCenter") {
      setTop($0.y, $1); setHorizontalCenter($0.x, $1)
    }
  }

  /// Puts the top-right corner on a reference point.
  @discardableResult
  public func topRight(to anchor: any Anchor) -> PinLayout {
    point(anchor, "topRight") {
      setTop($0.y, $1); setRight($0.x, $1)
    }
  }

  /// Puts the top-end corner on a reference point.
  @discardableResult
  public func topEnd(to anchor: any Anchor) -> PinLayout {
    point(anchor, "topEnd") {
      setTop($0.y, $1); setEnd($0.x, $1)
    }
  }

  /// Puts the middle of the left edge on a reference point.
  @discardableResult
  public func centerLeft(to anchor: any Anchor) -> PinLayout {
    point(anchor, "centerLeft") {
      setVerticalCenter($0.y, $1); setLeft($0.x, $1)
    }
  }

  /// Puts the middle of the start edge on a reference point.
  @discardableResult
  public func centerStart(to anchor: any Anchor) -> PinLayout {
    point(anchor, "centerStart") {
      setVerticalCenter($0.y, $1); setStart($0.x, $1)
    }
  }

  /// Puts the centre on a reference point.
  @discardableResult
  public func center(to anchor: any Anchor) -> PinLayout {
    point(anchor, "center") {
      setVerticalCenter($0.y, $1); setHorizontalCenter($0.x, $1)
    }
  }

  /// Puts the middle of the right edge on a reference point.
  @discardableResult
  public func centerRight(to anchor: any Anchor) -> PinLayout {
    point(anchor, "centerRight") {
      setVerticalCenter($0.y, $1); setRight($0.x, $1)
    }
  }

  /// Puts the middle of the end edge on a reference point.
  @discardableResult
  public func centerEnd(to anchor: any Anchor) -> PinLayout {
    point(anchor, "centerEnd") {
      setVerticalCenter($0.y, $1); setEnd($0.x, $1)
    }
  }

  /// Puts the bottom-left corner on a reference point.
  @discardableResult
  public func bottomLeft(to anchor: any Anchor) -> PinLayout {
    point(anchor, "bottomLeft") {
      setBottom($0.y, $1); setLeft($0.x, $1)
    }
  }

  /// Puts the bottom-start corner on a reference point.
  @discardableResult
  public func bottomStart(to anchor: any Anchor) -> PinLayout {
    point(anchor, "bottomStart") {
      setBottom($0.y, $1); setStart($0.x, $1)
    }
  }

  /// Puts the middle of the bottom edge on a reference point.
  @discardableResult
  public func bottomCenter(to anchor: any Anchor) -> PinLayout {
    point(anchor, "bottomCenter") {
      setBottom($0.y, $1); setHorizontalCenter($0.x, $1)
    }
  }

  /// Puts the bottom-right corner on a reference point.
  @discardableResult
  public func bottomRight(to anchor: any Anchor) -> PinLayout {
    point(anchor, "bottomRight") {
      setBottom($0.y, $1); setRight($0.x, $1)
    }
  }

  /// Puts the bottom-end corner on a reference point.
  @discardableResult
  public func bottomEnd(to anchor: any Anchor) -> PinLayout {
    point(anchor, "bottomEnd") {
      setBottom($0.y, $1); setEnd($0.x, $1)
    }
  }

  private func vertical(_ edge: any VerticalEdge, _ method: String, _ set: (CGFloat, Context) -> Void)
    -> PinLayout
  {
    func context() -> String { self.edgeContext(method, edge) }
    if let edge = resolve(edge, context), let point = coordinate(of: edge, context) { set(point.y, context) }
    return self
  }

  private func horizontal(_ edge: any HorizontalEdge, _ method: String, _ set: (CGFloat, Context) -> Void)
    -> PinLayout
  {
    func context() -> String { self.edgeContext(method, edge) }
    if let edge = resolve(edge, context), let point = coordinate(of: edge, context) { set(point.x, context) }
    return self
  }

  private func point(_ anchor: any Anchor, _ method: String, _ set: (CGPoint, Context) -> Void) -> PinLayout {
    func context() -> String { self.anchorContext(method, anchor) }
    if let anchor = resolve(anchor: anchor, context), let point = coordinate(of: anchor, context) {
      set(point, context)
    }
    return self
  }
}
