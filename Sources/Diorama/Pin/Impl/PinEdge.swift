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

/// An edge of a node of a builder's kind. The node's geometry is read only when a builder uses
/// the edge, with the builder's `keepTransform`.
struct PinEdge {
  let node: PinNode
  let kind: PinEdgeKind

  /// The edge as a point of the node's superview space: its coordinate on its own axis, 0 on
  /// the other.
  func point(keepTransform: Bool) -> CGPoint {
    let rect = node.rect(keepTransform: keepTransform)
    switch kind {
    case .top: return CGPoint(x: 0, y: rect.minY)
    case .vCenter: return CGPoint(x: 0, y: rect.minY + rect.height / 2)
    case .bottom: return CGPoint(x: 0, y: rect.minY + rect.height)
    case .left: return CGPoint(x: rect.minX, y: 0)
    case .hCenter: return CGPoint(x: rect.minX + rect.width / 2, y: 0)
    case .right: return CGPoint(x: rect.minX + rect.width, y: 0)
    }
  }
}

/// An anchor point of a node of a builder's kind, read when a builder uses it.
struct PinAnchorPoint {
  let node: PinNode
  let kind: PinAnchorKind
}
