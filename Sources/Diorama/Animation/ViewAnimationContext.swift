import Foundation

/// An open `View.animate` block: how the animations its changes create are configured, and the
/// completion that waits for them.
final class ViewAnimationContext {
  /// Seconds of each animation.
  let duration: Double
  /// Seconds between the commit and the start.
  let delay: Double
  /// The easing of basic animations.
  let curve: TimingFunction
  /// The spring, for the spring variants (the curve is then linear).
  let spring: SpringParameters?
  /// The block's options (inherited ones folded in).
  let options: View.AnimationOptions
  /// The block's completion.
  let group: CompletionGroup
  /// The property animator that drives the block's animations, and the position on its timeline
  /// where they start; `nil` for a `View.animate` block.
  let animator: (animator: ViewPropertyAnimator, windowStart: Double)?
  /// For an `animateKeyframes` block: where its changes are collected instead of animated.
  let keyframes: KeyframeRecorder?
  /// Views whose properties changed in the block (laid out inside it with `.layoutSubviews`).
  var touchedViews: [View] = []

  init(
    duration: Double, delay: Double, curve: TimingFunction, spring: SpringParameters?,
    options: View.AnimationOptions, group: CompletionGroup,
    animator: (animator: ViewPropertyAnimator, windowStart: Double)? = nil, keyframes: KeyframeRecorder? = nil
  ) {
    self.animator = animator
    self.keyframes = keyframes
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.spring = spring
    self.options = options
    self.group = group
  }
}
