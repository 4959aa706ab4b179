import Foundation

/// Which edge a ``PinEdge`` refers to; start/end are resolved before one is made.
enum PinEdgeKind: String, Sendable {
  case top, vCenter, bottom, left, hCenter, right
}

/// Which point a ``PinAnchorPoint`` refers to.
enum PinAnchorKind: String, Sendable {
  case topLeft, topCenter, topRight, centerLeft, center, centerRight, bottomLeft, bottomCenter, bottomRight

  /// The point of `rect` this anchor names.
  func point(in rect: CGRect) -> CGPoint {
    let x: CGFloat
    let y: CGFloat
    switch self {
    case .topLeft, .centerLeft, .bottomLeft: x = rect.minX
    case .topCenter, .center, .bottomCenter: x = rect.minX + rect.width / 2
    case .topRight, .centerRight, .bottomRight: x = rect.minX + rect.width
    }
    switch self {
    case .topLeft, .topCenter, .topRight: y = rect.minY
    case .centerLeft, .center, .centerRight: y = rect.minY + rect.height / 2
    case .bottomLeft, .bottomCenter, .bottomRight: y = rect.minY + rect.height
    }
    return CGPoint(x: x, y: y)
  }
}

/// The value behind the public edge protocols: a node of any type and the edge's kind. A
/// builder accepts it when the node is of the builder's node type (a view's edge for a view).
///
/// Unchecked-`Sendable` because edges are short-lived values used on the thread that lays out.
struct PinEdgeReference: VerticalEdge, HorizontalEdge, @unchecked Sendable {
  let node: any Layoutable
  let kind: PinEdgeKind
}

/// The value behind the public ``Anchor`` protocol.
struct PinAnchorReference: Anchor, @unchecked Sendable {
  let node: any Layoutable
  let kind: PinAnchorKind
}

/// An edge of a node of a builder's type. The node's geometry is read only when a builder uses
/// the edge, with the builder's `keepTransform`.
struct PinEdge<Node: Layoutable> {
  let node: Node
  let kind: PinEdgeKind

  func coordinate(keepTransform: Bool) -> CGFloat {
    let rect = node.getRect(keepTransform: keepTransform)
    switch kind {
    case .top: return rect.minY
    case .vCenter: return rect.minY + rect.height / 2
    case .bottom: return rect.minY + rect.height
    case .left: return rect.minX
    case .hCenter: return rect.minX + rect.width / 2
    case .right: return rect.minX + rect.width
    }
  }
}

/// An anchor point of a node, read when a builder uses it.
struct PinAnchorPoint<Node: Layoutable> {
  let node: Node
  let kind: PinAnchorKind

  func point(keepTransform: Bool) -> CGPoint { kind.point(in: node.getRect(keepTransform: keepTransform)) }
}
