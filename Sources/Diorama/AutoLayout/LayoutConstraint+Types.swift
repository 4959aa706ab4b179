extension LayoutConstraint {
  /// The part of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
  public enum Attribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The left edge, whatever the layout direction.
    case left = 1
    /// The right edge, whatever the layout direction.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre of the area inside the layout margins.
    case centerXWithinMargins
    /// The vertical centre of the area inside the layout margins.
    case centerYWithinMargins
    /// No attribute: the second attribute of a constant size constraint (`width == 40`).
    case notAnAttribute = 0

    /// Whether the attribute is a horizontal position or size.
    public var isHorizontal: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins:
        true
      default: false
      }
    }

    /// Whether the attribute is a size (width or height).
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading/trailing).
    public var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Whether the attribute is one of the absolute horizontal edges (left/right).
    var isAbsoluteHorizontalEdge: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The attribute's name, as in UIKit (`leading`, `firstBaseline`).
    public var description: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }
  }

  /// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`).
  public enum Relation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The first side is at most the second (`<=`).
    case lessThanOrEqual = -1
    /// The two sides are equal (`==`).
    case equal = 0
    /// The first side is at least the second (`>=`).
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Left to right: x positions and widths.
    case horizontal = 0
    /// Top to bottom: y positions and heights.
    case vertical = 1

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
  }
}
