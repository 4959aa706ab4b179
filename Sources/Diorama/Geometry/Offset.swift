import Foundation

/// A shift of a drawn element from where it would sit (UIKit's `UIOffset`): right and down are
/// positive.
public struct Offset: Hashable, Sendable {
  /// Points to the right.
  public var horizontal: CGFloat
  /// Points down.
  public var vertical: CGFloat

  /// An offset by `horizontal` and `vertical` points.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No shift.
  public static let zero = Offset(horizontal: 0, vertical: 0)

  /// The offset if both parts are finite; else ``zero``, with a ``Warning/Kind/invalidGeometry``
  /// warning naming `property`.
  func checked(_ property: String) -> Offset {
    guard !horizontal.isFinite || !vertical.isFinite else { return self }
    Diagnostics.report(
      Warning(.invalidGeometry, "\(property) \(self) ignored: offsets must be finite; using .zero."))
    return .zero
  }
}
