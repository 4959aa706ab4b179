extension LayoutConstraint {
  /// The part of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
  public enum Attribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
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
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

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
    case horizontal = 0, vertical = 1

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
  }
}
