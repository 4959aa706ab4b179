import Foundation

extension View {
  /// Animates the changes made in the keyframes of `animations` (UIKit's
  /// `UIView.animateKeyframes`): each property changed becomes one ``KeyframeAnimation`` whose
  /// key times come from the keyframes.
  ///
  /// Inside the block, ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` adds a
  /// keyframe: the changes it makes reach their values at `start + duration` (fractions of
  /// `duration`). For each property the animation starts from the value before the block (key
  /// time 0), holds its value through gaps between the keyframes that change it, and holds the
  /// last value until the end — as UIKit builds it. Changes made in the block outside any
  /// keyframe animate over the whole duration. The model takes the final values at once.
  ///
  /// ```swift
  /// View.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeLinear) {
  ///   View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { card.center.y -= 80 }
  ///   View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
  /// }
  /// ```
  ///
  /// The animation's curve is ease-in-out over the whole duration unless the options carry a
  /// curve; position and bounds animate absolutely (a later additive `View.animate` adds on top).
  /// Paced and cubic modes need values with components: a transform falls back to linear, with
  /// a warning. Durations and delays that are not finite and positive are treated as in
  /// ``View/animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// - Parameters:
  ///   - duration: seconds of the whole animation.
  ///   - delay: seconds between the commit and the start.
  ///   - options: the calculation mode, repeat, autoreverse, `beginFromCurrentState`, …
  ///   - animations: the block that adds the keyframes.
  ///   - completion: called with `true` when every animation ran to its end.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let stack = TransactionStack.current
    let group = CompletionGroup { finished in completion?(finished) }
    guard
      let delay = startBlock(
        "View.animateKeyframes", duration: duration, delay: delay, stack: stack, group: group,
        animations: animations)
    else { return }
    let parent = stack.activeViewContext
    var effective = options.blockOptions
    var resolvedDuration = duration
    if let parent {
      if !options.contains(.overrideInheritedDuration) { resolvedDuration = parent.duration }
      if !options.contains(.overrideInheritedOptions) {
        effective.formUnion(parent.options.intersection([.repeat, .autoreverse]))
      }
    }
    let recorder = KeyframeRecorder()
    let context = ViewAnimationContext(
      duration: resolvedDuration, delay: delay, curve: effective.curve, spring: nil, options: effective,
      group: group, keyframes: recorder)
    if parent == nil { stack.beginAnimationBlock() }
    stack.viewContexts.append(context)
    animations()
    if effective.contains(.layoutSubviews) {
      for view in context.touchedViews { view.layoutIfNeeded() }
    }
    recorder.finish()
    stack.viewContexts.removeLast()
    for change in recorder.changes {
      addKeyframeAnimation(for: change, mode: options.calculationMode, context: context)
    }
    group.seal(in: stack)
  }

  /// Adds a keyframe to the enclosing
  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)`` block: the changes
  /// `animations` makes reach their values at `frameStartTime + frameDuration`, both fractions of
  /// the whole duration.
  ///
  /// A start or duration outside `[0, 1]`, or a keyframe that would end after 1, is clamped (NaN
  /// counts as 0 for the start and as the rest of the animation for the duration), with an
  /// ``Warning/Kind/invalidAnimation`` warning. Called outside any animation block, it runs
  /// `animations` without animation, with a warning; inside a `View.animate` block (or with
  /// animations turned off) it simply runs them there.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    let stack = TransactionStack.current
    guard !stack.viewContexts.isEmpty else {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "View.addKeyframe is only meaningful inside View.animateKeyframes; the changes were applied without"
            + " animation."))
      return animations()
    }
    guard let context = stack.activeViewContext, let recorder = context.keyframes else { return animations() }
    let start = frameStartTime.isNaN ? 0 : min(max(frameStartTime, 0), 1)
    let duration = frameDuration.isNaN ? 1 - start : min(max(frameDuration, 0), 1 - start)
    if start != frameStartTime || duration != frameDuration {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "View.addKeyframe(withRelativeStartTime: \(frameStartTime), relativeDuration: \(frameDuration)): a"
            + " keyframe must lie inside [0, 1]; using start \(start) and duration \(duration)."))
    }
    guard recorder.current == nil else {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "View.addKeyframe inside another keyframe: its changes belong to the enclosing keyframe."))
      return animations()
    }
    recorder.record(start: start, duration: duration) {
      let touchedBefore = context.touchedViews.count
      animations()
      if context.options.contains(.layoutSubviews) {
        for view in context.touchedViews[touchedBefore...] { view.layoutIfNeeded() }
      }
    }
  }

  /// Builds and adds the keyframe animation of one changed property.
  private static func addKeyframeAnimation(
    for change: KeyframeRecorder.Change, mode: CalculationMode, context: ViewAnimationContext
  ) {
    let layer = change.layer
    let first =
      context.options.contains(.beginFromCurrentState)
      ? layer.presentationValue(ofProperty: change.key, model: change.before) : change.before
    let (values, keyTimes, overlaps) = KeyframeRecorder.timeline(of: change, startingAt: first)
    if overlaps {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "View.animateKeyframes: keyframes changing '\(change.key)' of \(layer) overlap; each later one starts"
            + " when the one before it ends."))
    }
    guard values.contains(where: { $0 != values[0] }) else { return }
    var calculationMode = mode
    if mode != .linear && mode != .discrete && !first.supportsVectorArithmetic {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "View.animateKeyframes: '\(change.key)' cannot use the \(mode.rawValue) calculation mode; it animates"
            + " linearly."))
      calculationMode = .linear
    }
    let animation = KeyframeAnimation(keyPath: change.key)
    animation.values = values
    animation.keyTimes = keyTimes
    animation.calculationMode = calculationMode
    animation.timingFunction = context.curve
    animation.duration = context.duration
    animation.fillMode = .both
    if context.options.contains(.repeat) { animation.repeatCount = .infinity }
    animation.autoreverses = context.options.contains(.autoreverse)
    do {
      try layer.addRecord(animation, forKey: change.key, delay: context.delay, contextGroup: context.group)
    } catch {
      Diagnostics.report(Warning(.invalidAnimation, "\(layer): could not animate '\(change.key)': \(error)"))
    }
  }
}
