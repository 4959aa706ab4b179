import Foundation

/// What string drawing reports back (UIKit's `NSStringDrawingContext`): the scale it drew at
/// and the bounds of what it drew.
public final class NSStringDrawingContext {
  /// The smallest scale text may shrink to in order to fit. Diorama's string drawing does not
  /// shrink text: it is accepted and ``actualScaleFactor`` stays 1.
  public var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn or measured at: always 1.
  public private(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text last measured or drawn with this context, in the coordinates of
  /// the call.
  public private(set) var totalBounds: CGRect = .zero

  /// A context with no minimum scale.
  public init() {}

  func report(_ bounds: CGRect) {
    actualScaleFactor = 1
    totalBounds = bounds
  }
}
