import Foundation

/// Edges of a rectangle named by the layout direction (UIKit's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (left in left-to-right layouts).
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// No edge.
  public static let none: DirectionalRectEdge = []
  /// All four edges.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
