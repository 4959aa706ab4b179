/// What an animation shows outside its active interval, the counterpart of
/// `CAMediaTimingFillMode`.
public enum FillMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Nothing: before the start and after the end the animation does not apply (the default).
  case removed
  /// Before the start the animation shows its first sample (UIKit uses this for delays).
  case backwards
  /// After the end the animation keeps showing its last sample (only visible while the animation
  /// is not removed on completion).
  case forwards
  /// Both ``backwards`` and ``forwards``.
  case both

  /// Whether the animation applies before its active interval.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether the animation applies after its active interval.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
