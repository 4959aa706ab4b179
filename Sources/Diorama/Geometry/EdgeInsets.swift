import Foundation

/// Insets for the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
///
/// Positive values shrink a rectangle inward; negative values grow it.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four edge values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates the same inset on every edge.
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// Whether every edge value is finite (neither NaN nor infinite).
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Insets whose horizontal edges follow the layout direction (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (left in left-to-right layouts, right in right-to-left ones).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates directional insets from the four edge values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Converts to absolute insets for a layout direction.
  public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }

  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension EdgeInsets {
  /// Converts to directional insets for a layout direction.
  public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
    switch direction {
    case .leftToRight: DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    case .rightToLeft: DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.horizontal, height: size.height - insets.vertical)
  }
}
