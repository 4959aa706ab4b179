import Foundation

/// A vertical-coordinate edge of a node (`top`, `vCenter`, `bottom`), from ``Layoutable/edge``.
public protocol VerticalEdge: Sendable {}

/// A horizontal-coordinate edge of a node (`left`, `hCenter`, `right`, `start`, `end`), from
/// ``Layoutable/edge``.
public protocol HorizontalEdge: Sendable {}

/// A point of a node (`topLeft` … `bottomRight`, `topStart` …), from ``Layoutable/anchor``.
public protocol Anchor: Sendable {}

/// The edges of one node. `start` and `end` resolve with ``Pin/layoutDirection`` when read.
public struct EdgeList {
  private let vertical: (PinEdgeKind) -> any VerticalEdge
  private let horizontal: (PinEdgeKind) -> any HorizontalEdge
  private let nodeIsLTR: () -> Bool

  init(node: some Layoutable) {
    vertical = { PinEdgeReference(node: node, kind: $0) }
    horizontal = { PinEdgeReference(node: node, kind: $0) }
    nodeIsLTR = { node.isLTR() }
  }

  /// The top edge (the rectangle's minY).
  public var top: any VerticalEdge { vertical(.top) }
  /// The vertical centre (midY).
  public var vCenter: any VerticalEdge { vertical(.vCenter) }
  /// The bottom edge (maxY).
  public var bottom: any VerticalEdge { vertical(.bottom) }
  /// The left edge (minX).
  public var left: any HorizontalEdge { horizontal(.left) }
  /// The horizontal centre (midX).
  public var hCenter: any HorizontalEdge { horizontal(.hCenter) }
  /// The right edge (maxX).
  public var right: any HorizontalEdge { horizontal(.right) }
  /// The left edge in left-to-right layouts, the right edge in right-to-left ones.
  public var start: any HorizontalEdge { horizontal(nodeIsLTR() ? .left : .right) }
  /// The right edge in left-to-right layouts, the left edge in right-to-left ones.
  public var end: any HorizontalEdge { horizontal(nodeIsLTR() ? .right : .left) }
}

/// The anchor points of one node. The start/end variants resolve with ``Pin/layoutDirection``
/// when read.
public struct AnchorList {
  private let make: (PinAnchorKind) -> any Anchor
  private let nodeIsLTR: () -> Bool

  init(node: some Layoutable) {
    make = { PinAnchorReference(node: node, kind: $0) }
    nodeIsLTR = { node.isLTR() }
  }

  /// The top-left corner.
  public var topLeft: any Anchor { make(.topLeft) }
  /// The middle of the top edge.
  public var topCenter: any Anchor { make(.topCenter) }
  /// The top-right corner.
  public var topRight: any Anchor { make(.topRight) }
  /// The middle of the left edge.
  public var centerLeft: any Anchor { make(.centerLeft) }
  /// The centre.
  public var center: any Anchor { make(.center) }
  /// The middle of the right edge.
  public var centerRight: any Anchor { make(.centerRight) }
  /// The bottom-left corner.
  public var bottomLeft: any Anchor { make(.bottomLeft) }
  /// The middle of the bottom edge.
  public var bottomCenter: any Anchor { make(.bottomCenter) }
  /// The bottom-right corner.
  public var bottomRight: any Anchor { make(.bottomRight) }
  /// ``topLeft`` in left-to-right layouts, ``topRight`` in right-to-left ones.
  public var topStart: any Anchor { make(nodeIsLTR() ? .topLeft : .topRight) }
  /// ``topRight`` in left-to-right layouts, ``topLeft`` in right-to-left ones.
  public var topEnd: any Anchor { make(nodeIsLTR() ? .topRight : .topLeft) }
  /// ``centerLeft`` in left-to-right layouts, ``centerRight`` in right-to-left ones.
  public var centerStart: any Anchor { make(nodeIsLTR() ? .centerLeft : .centerRight) }
  /// ``centerRight`` in left-to-right layouts, ``centerLeft`` in right-to-left ones.
  public var centerEnd: any Anchor { make(nodeIsLTR() ? .centerRight : .centerLeft) }
  /// ``bottomLeft`` in left-to-right layouts, ``bottomRight`` in right-to-left ones.
  public var bottomStart: any Anchor { make(nodeIsLTR() ? .bottomLeft : .bottomRight) }
  /// ``bottomRight`` in left-to-right layouts, ``bottomLeft`` in right-to-left ones.
  public var bottomEnd: any Anchor { make(nodeIsLTR() ? .bottomRight : .bottomLeft) }
}
