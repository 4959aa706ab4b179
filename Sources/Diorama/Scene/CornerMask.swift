/// Which corners of a layer ``Layer/cornerRadius`` rounds (Core Animation's `CACornerMask`). In
/// Diorama's and UIKit's y-down coordinates, `minXMinY` is the top-left corner.
public struct CornerMask: OptionSet, Sendable, Hashable {
  /// The raw bits (Core Animation's values).
  public var rawValue: UInt
  /// Creates a mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner (`layerMinXMinYCorner`).
  public static let minXMinY = CornerMask(rawValue: 1)
  /// The top-right corner (`layerMaxXMinYCorner`).
  public static let maxXMinY = CornerMask(rawValue: 2)
  /// The bottom-left corner (`layerMinXMaxYCorner`).
  public static let minXMaxY = CornerMask(rawValue: 4)
  /// The bottom-right corner (`layerMaxXMaxYCorner`).
  public static let maxXMaxY = CornerMask(rawValue: 8)
  /// All four corners, the default.
  public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// The shape of rounded corners (Core Animation's `CALayerCornerCurve`).
public enum CornerCurve: Sendable, Hashable {
  /// Quarter circles, the default.
  case circular
  /// Apple's continuous corners: the curvature grows gradually from the straight edge, as on
  /// app icons and iOS's own controls (the curve published from measurements of iOS 7's rounded
  /// rectangles). They reach about 1.53 radii along each edge.
  case continuous
}
