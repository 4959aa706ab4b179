import Foundation

/// One animation attached to a layer: the stored copy, its checked form, and the runtime's
/// bookkeeping (begin stamp, start and stop, the completions waiting for it).
final class AnimationRecord {
  /// The key it is stored under.
  let key: String
  /// The copy made when it was added; what ``Layer/animation(forKey:)`` copies and the delegate
  /// receives.
  let animation: Animation
  /// The checked form that is evaluated.
  let resolved: ResolvedAnimation
  /// The presentation value captured by an implicit action (the start of a value-less animation).
  let previous: AnimationValue?
  /// Added to the commit time when the begin time is stamped (UIKit's `delay`).
  let delay: Double
  /// The completions waiting for this animation.
  let groups: [CompletionGroup]
  /// The begin time in the layer's local time; `nil` until the transaction commits.
  var beginTime: Double?
  /// Whether `animationDidStart` has been queued.
  var hasStarted = false
  /// Whether it reached its end or was removed (`animationDidStop` queued once).
  var hasStopped = false
  /// The property animator track that drives it, if a ``ViewPropertyAnimator`` created it: its
  /// progress then comes from the animator, not from its timing.
  var track: AnimatorTrack?

  init(
    key: String, animation: Animation, resolved: ResolvedAnimation, previous: AnimationValue?, delay: Double,
    groups: [CompletionGroup]
  ) {
    self.key = key
    self.animation = animation
    self.resolved = resolved
    self.previous = previous
    self.delay = delay
    self.groups = groups
  }

  /// The timing with the begin time resolved; an animation not yet stamped begins at `now` plus
  /// its delay, so it shows progress 0 (the contract's rule for animations of an open transaction).
  func timing(now: Double) -> MediaTiming {
    var timing = resolved.timing
    timing.beginTime = beginTime ?? (now + delay)
    return timing
  }

  /// Folds the animation into a presentation copy at the layer's local time `now`.
  func apply(to layer: Layer, now: Double) {
    if let track {
      resolved.apply(to: layer, progress: track.currentProgress, previous: previous)
      return
    }
    resolved.apply(to: layer, atParentTime: now, beginTime: beginTime ?? (now + delay), previous: previous)
  }
}
