import Foundation

/// A node that PinLayout can lay out: ``View`` and ``Layer`` conform, so one implementation
/// serves both.
///
/// Conformers describe their place in a tree and how their rectangle is read and written;
/// everything else (percentages, references, margins, snapping) is PinLayout's.
public protocol Layoutable: AnyObject {
  /// The type of the nodes of the tree this node lives in.
  associatedtype PinView: Layoutable where PinView.PinView == PinView

  /// The parent, whose coordinate space PinLayout works in.
  var superview: PinView? { get }
  /// The children, back to front.
  var subviews: [PinView] { get }

  /// The node's rectangle in its parent's coordinates: with `keepTransform` the untransformed
  /// rectangle (position minus anchor offset, bounds size); without it the transformed frame.
  func getRect(keepTransform: Bool) -> CGRect
  /// Writes the rectangle read by ``getRect(keepTransform:)``; `rect` is already pixel-snapped.
  func setRect(_ rect: CGRect, keepTransform: Bool)
  /// Converts a point from this node's coordinates to `view`'s, across hierarchies as UIKit
  /// does (through the coordinate space the roots are placed in).
  func convert(_ point: CGPoint, to view: PinView?) -> CGPoint
  /// Whether the node lays out left to right when ``Pin/layoutDirection`` is `.auto`.
  func isLTR() -> Bool
}

/// A node whose size PinLayout can compute with `sizeToFit(_:)`. Every ``View`` conforms;
/// custom layers may.
public protocol SizeCalculable {
  /// The size that best fits `size`; a dimension of `.greatestFiniteMagnitude` is unconstrained.
  func sizeThatFits(_ size: CGSize) -> CGSize
}

extension Layoutable {
  /// Edges of this node, to pin another node's edges to: `view.pin.top(to: other.edge.bottom)`.
  public var edge: EdgeList { EdgeList(node: self) }
  /// Anchor points of this node: `view.pin.topLeft(to: other.anchor.bottomRight)`.
  public var anchor: AnchorList { AnchorList(node: self) }
}
