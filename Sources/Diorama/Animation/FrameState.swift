/// What one rendered frame shows of a change that animates (see ``FrameSampling``).
public enum FrameState: Sendable, Equatable, Hashable {
  /// The frame precedes the commit: the old value shows and no animation exists yet.
  case beforeCommit
  /// The animation applies with pass progress `progress` in `[0, 1]` (before the timing function):
  /// 0 on the commit frame and during a delay, exactly 1 on an end sample that falls on the frame
  /// grid.
  case animating(progress: Double)
  /// The animation is over (its end fell strictly between two frames, or it has been removed): the
  /// new model value shows.
  case completed

  /// Whether the frame shows the final state of the change.
  public var showsNewState: Bool {
    switch self {
    case .beforeCommit: return false
    case .animating(let progress): return progress == 1
    case .completed: return true
    }
  }
}
