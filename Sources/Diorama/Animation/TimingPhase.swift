/// Where a parent time falls relative to an animation's active interval `[0, activeDuration]`.
public enum TimingPhase: String, Sendable, Equatable, Hashable {
  /// The active time is negative: the animation has not started.
  case before
  /// The active time lies in the active interval, end included.
  case active
  /// The active time is past the active duration.
  case after
}
