/// Corners of a rectangle (UIKit's `UIRectCorner`), for
/// ``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct RectCorner: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public var rawValue: UInt
  /// Creates corners from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = RectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = RectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = RectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = RectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
