import Foundation

/// An edge or centre line an item can be pinned by, in begin/end terms: `left` is the begin
/// (leading) side of x.
public enum BoxEdge: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The top edge.
  case top
  /// The begin side of x (physical left in left-to-right layouts).
  case left
  /// The end side of x (physical right in left-to-right layouts).
  case right
  /// The bottom edge.
  case bottom
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY

  /// Values per edge.
  public typealias Values = [BoxEdge: CGFloat]
  /// Constraints per edge.
  public typealias Constraints = [BoxEdge: LayoutConstraint]

  /// Where the edge lies along its axis.
  public enum Position: Sendable, Hashable {
    /// The start of the axis (top or left).
    case begin
    /// The centre.
    case center
    /// The end of the axis (bottom or right).
    case end
  }

  /// Whether the edge is at the begin, centre or end of its axis.
  public var position: Position {
    switch self {
    case .top, .left: .begin
    case .centerX, .centerY: .center
    case .right, .bottom: .end
    }
  }

  /// The axis the edge lies on.
  public var axis: BoxLayout.Axis {
    switch self {
    case .left, .right, .centerX: .x
    case .top, .bottom, .centerY: .y
    }
  }

  /// The edge's name (`"left"`, `"centerX"` …), as ``description``.
  public var str: String { description }

  public var description: String {
    switch self {
    case .top: "top"
    case .left: "left"
    case .right: "right"
    case .bottom: "bottom"
    case .centerX: "centerX"
    case .centerY: "centerY"
    }
  }
}

extension BoxLayout {
  /// The axis a box stacks its items along.
  public enum Axis: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right (leading to trailing).
    case x
    /// Top to bottom.
    case y

    /// The cross axis.
    public var other: Axis { self == .x ? .y : .x }

    public var description: String { self == .x ? "x" : "y" }
  }

  /// Where a newly inserted item's view goes in the z-order, apart from its stacking order.
  public enum ZPosition {
    /// Behind every other subview.
    case back
    /// In front of every other subview.
    case front
    /// Just below a view (at the front when it is `nil`).
    case below(View?)
    /// Just above a view (at the back when it is `nil`).
    case above(View?)
  }
}
