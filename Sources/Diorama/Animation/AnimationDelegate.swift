import Foundation

/// Receives the start and end of an animation (Core Animation's `CAAnimationDelegate`).
///
/// Both calls arrive in the post-render phase of a frame (see ``Scene/advance(toFrame:)``):
/// `animationDidStart` in the first frame whose time lies in the animation's active interval,
/// `animationDidStop` in the frame in which it reached its end (`finished == true`) or was removed
/// or replaced early (`finished == false`).
public protocol AnimationDelegate: AnyObject {
  /// The animation became active.
  func animationDidStart(_ animation: Animation)
  /// The animation ended or was removed; `finished` tells which.
  func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ animation: Animation) {}
  /// Does nothing.
  public func animationDidStop(_ animation: Animation, finished: Bool) {}
}
