/// Where a ``ViewPropertyAnimator`` is in its life (UIKit's `UIViewAnimatingState`, same raw
/// values).
public enum ViewAnimatingState: Int, Sendable, Hashable {
  /// Not started, or finished: its animation blocks have not run (or have been used up).
  case inactive = 0
  /// Started, paused or scrubbed: running or paused.
  case active = 1
  /// Stopped with `stopAnimation(false)`: the views hold their current values until
  /// ``ViewPropertyAnimator/finishAnimation(at:)``.
  case stopped = 2
}

/// Where the animated properties ended (UIKit's `UIViewAnimatingPosition`, same raw values): the
/// argument of a ``ViewPropertyAnimator``'s completion blocks and of
/// ``ViewPropertyAnimator/finishAnimation(at:)``.
public enum ViewAnimatingPosition: Int, Sendable, Hashable {
  /// At the values the animation blocks set.
  case end = 0
  /// At the values they had before the blocks ran.
  case start = 1
  /// Where they were when the animator stopped.
  case current = 2
}
