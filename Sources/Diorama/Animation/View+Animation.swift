import Foundation

extension View {
  /// Animates the view changes made in `animations` (UIKit's `UIView.animate`).
  ///
  /// Changes to `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor` and
  /// `layer.cornerRadius` made in the block — directly or by a layout pass the block runs with
  /// `layoutIfNeeded()` — animate from the old value to the new one; the model changes at once,
  /// so layout code reads final geometry. Position and bounds animate additively (an interrupting
  /// change adds on top, so motion stays continuous and both completions report `true`); other
  /// properties replace a running animation of the same property, whose completion reports `false`.
  /// `isHidden` never animates. Views inserted in the same transaction appear in their final state.
  ///
  /// The first frame of the animation is the frame whose commit follows the block, and it shows the
  /// old value; the completion runs in the post-render phase of the frame that shows the end.
  ///
  /// - Parameters:
  ///   - duration: seconds; 0 or less (or NaN or ±∞, with an ``Warning/Kind/invalidAnimation``
  ///     warning) applies the changes immediately and calls `completion(true)` after the next frame.
  ///   - delay: seconds before the animation starts (the old value shows meanwhile); a negative or
  ///     NaN delay counts as 0, with a warning.
  ///   - options: curve, repeat, autoreverse, `beginFromCurrentState`, `layoutSubviews`, …
  ///   - animations: the changes.
  ///   - completion: called with `true` when every animation of the block ran to its end, `false`
  ///     when one was removed or replaced early.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(
      duration: duration, delay: delay, options: options, spring: nil, animations: animations,
      completion: completion)
  }

  /// Animates the changes in `animations` with the default curve and no delay.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates the changes in `animations` with a spring that settles by `duration` (UIKit's
  /// spring variant; see ``SpringParameters/uiKit(duration:dampingRatio:initialSpringVelocity:)``).
  ///
  /// - Parameters:
  ///   - duration: the time the spring takes to settle, in seconds.
  ///   - delay: the time before the animation starts, in seconds.
  ///   - dampingRatio: 1 does not oscillate, smaller values bounce; clamped to `(0, 1]`.
  ///   - velocity: the initial speed in fractions of the distance per second (1 would cover the
  ///     whole distance in one second), positive toward the target.
  ///   - options: how the animation runs (curve, begin from current state, …).
  ///   - animations: the changes to animate.
  ///   - completion: called when the animation ends, with `true` unless it was interrupted.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring: SpringParameters
    do {
      spring = try SpringParameters.uiKit(
        duration: duration, dampingRatio: Double(dampingRatio), initialSpringVelocity: Double(velocity))
    } catch {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "View.animate(usingSpringWithDamping:): \(error); using a critically damped spring."))
      spring =
        (try? SpringParameters.uiKit(duration: duration.isNaN ? 0 : duration, dampingRatio: 1))
        ?? SpringParameters()
    }
    runAnimationBlock(
      duration: duration, delay: delay, options: options, spring: spring, animations: animations,
      completion: completion)
  }

  /// Animates the changes in `animations` with a perceptual spring (iOS 17's
  /// `animate(springDuration:bounce:…)`): response `duration`, damping ratio `1 − bounce`; the
  /// animation lasts until the spring settles.
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0,
    delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard var spring = try? SpringParameters(perceptualDuration: duration, bounce: Double(bounce)) else {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "View.animate(springDuration: \(duration), bounce: \(bounce)): the duration must be positive and the"
            + " bounce in (−1, 1]; the changes were applied without animation."))
      runAnimationBlock(
        duration: 0, delay: 0, options: options, spring: nil, animations: animations, completion: completion)
      return
    }
    spring.initialVelocity = Double(velocity)
    runAnimationBlock(
      duration: spring.duration(forEpsilon: 0.001), delay: delay, options: options, spring: spring,
      animations: animations, completion: completion)
  }

  /// Runs `actions` with view animations turned off, even inside an animation block.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let stack = TransactionStack.current
    stack.viewContexts.append(nil)
    actions()
    stack.viewContexts.removeLast()
  }

  /// Turns view animations on or off for the current thread (UIKit's `setAnimationsEnabled`).
  public static func setAnimationsEnabled(_ enabled: Bool) {
    TransactionStack.current.viewAnimationsEnabled = enabled
  }

  /// Whether view animations are on for the current thread.
  public static var areAnimationsEnabled: Bool { TransactionStack.current.viewAnimationsEnabled }

  /// The duration of the innermost animation block being run, or 0 outside any.
  public static var inheritedAnimationDuration: TimeInterval {
    TransactionStack.current.activeViewContext?.duration ?? 0
  }

  private static func runAnimationBlock(
    duration: Double, delay: Double, options: AnimationOptions, spring: SpringParameters?,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let stack = TransactionStack.current
    let group = CompletionGroup { finished in completion?(finished) }
    guard
      let delay = startBlock(
        "View.animate", duration: duration, delay: delay, stack: stack, group: group, animations: animations)
    else { return }
    let parent = stack.activeViewContext
    var effective = options
    var resolvedDuration = duration.isFinite ? duration : Double(Float.greatestFiniteMagnitude)
    var curve = spring == nil ? options.curve : TimingFunction.linear
    var resolvedSpring = spring
    if let parent {
      if !options.contains(.overrideInheritedDuration) { resolvedDuration = parent.duration }
      if !options.contains(.overrideInheritedCurve) && !options.hasExplicitCurve && spring == nil {
        curve = parent.curve
        resolvedSpring = parent.spring
      }
      if !options.contains(.overrideInheritedOptions) {
        effective.formUnion(parent.options.intersection([.repeat, .autoreverse]))
      }
    }
    let context = ViewAnimationContext(
      duration: resolvedDuration, delay: delay, curve: curve, spring: resolvedSpring, options: effective,
      group: group)
    if parent == nil { stack.beginAnimationBlock() }
    stack.viewContexts.append(context)
    animations()
    if effective.contains(.layoutSubviews) {
      for view in context.touchedViews { view.layoutIfNeeded() }
    }
    stack.viewContexts.removeLast()
    group.seal(in: stack)
  }

  /// What every animation block checks first. A duration that is not finite (with a warning) or
  /// not positive, or animations turned off, runs `animations` at once without animation, seals
  /// `group` and returns `nil`; otherwise the delay to use: `delay`, or 0 (with a warning) when it
  /// is negative or not finite. `name` is the API's name for the warnings.
  static func startBlock(
    _ name: String, duration: Double, delay: Double, stack: TransactionStack, group: CompletionGroup,
    animations: () -> Void
  ) -> Double? {
    if !duration.isFinite {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "\(name)(withDuration: \(duration)): durations must be finite; the changes were applied without"
            + " animation."))
    }
    guard duration > 0, duration.isFinite, stack.viewAnimationsEnabled else {
      stack.viewContexts.append(nil)
      animations()
      stack.viewContexts.removeLast()
      group.seal(in: stack)
      return nil
    }
    guard delay >= 0, delay.isFinite else {
      Diagnostics.report(
        Warning(
          .invalidAnimation, "\(name)(delay: \(delay)): delays must be finite and not negative; using 0."))
      return 0
    }
    return delay
  }

  /// The keys a view animates in blocks (UIKit's set, plus corner radius since iOS 11, and the
  /// tint of an image view's template image, which UIKit cross-fades).
  private static let blockAnimatedKeys: Set<String> = [
    "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius", "contentsTintColor",
  ]

  /// The view's action for a change of its layer's `key` inside an animation block (§3.1–3.2):
  /// additive animations from `old − new` to zero for position and bounds (split into origin and
  /// size), an absolute animation to the new value for the other animated keys.
  func runAnimationAction(
    forKey key: String, of layer: Layer, from old: AnimationValue, in context: ViewAnimationContext
  ) {
    if !context.touchedViews.contains(where: { $0 === self }) { context.touchedViews.append(self) }
    guard Self.blockAnimatedKeys.contains(key) || context.options.contains(.animatesAllLayerProperties) else {
      return
    }
    if let recorder = context.keyframes { return recorder.noteChange(of: key, on: layer, from: old) }
    guard let new = layer.animatableValue(ofProperty: key), new != old else { return }
    switch (key, old, new) {
    case ("position", _, _):
      addBlockAnimation(
        keyPath: key, from: old.subtracting(new), to: old.zeroOfKind, additive: true, layer, context,
        values: (old, new))
    case ("bounds", .rect(let before), .rect(let after)):
      if before.origin != after.origin {
        addBlockAnimation(
          keyPath: "bounds.origin", from: .point(before.origin.subtracting(after.origin)), to: .point(.zero),
          additive: true, layer, context, values: (.point(before.origin), .point(after.origin)))
      }
      if before.size != after.size {
        addBlockAnimation(
          keyPath: "bounds.size", from: .size(before.size.subtracting(after.size)), to: .size(.zero),
          additive: true, layer, context, values: (.size(before.size), .size(after.size)))
      }
    default:
      let start =
        context.options.contains(.beginFromCurrentState)
        ? layer.presentationValue(ofProperty: key, model: old) : old
      addBlockAnimation(
        keyPath: key, from: start, to: new, additive: false, layer, context, values: (old, new))
    }
  }

  /// Adds one animation of a block; `values` are the model values before and after the change
  /// (a property animator restores them when it finishes at the start or the end).
  private func addBlockAnimation(
    keyPath: String, from: AnimationValue, to: AnimationValue, additive: Bool, _ layer: Layer,
    _ context: ViewAnimationContext, values: (start: AnimationValue, end: AnimationValue)
  ) {
    let animation: BasicAnimation
    if let spring = context.spring {
      let springAnimation = SpringAnimation()
      springAnimation.parameters = spring
      animation = springAnimation
    } else {
      animation = BasicAnimation()
      animation.timingFunction = context.curve
    }
    animation.keyPath = keyPath
    animation.fromValue = from
    animation.toValue = to
    animation.isAdditive = additive
    animation.duration = context.duration
    animation.fillMode = .both
    if context.options.contains(.repeat) { animation.repeatCount = .infinity }
    animation.autoreverses = context.options.contains(.autoreverse)
    // Additive animations keep running side by side under fresh keys; absolute ones replace the
    // running animation of their key.
    var key = keyPath
    if additive {
      let keys = Set(layer.animationKeys() ?? [])
      var index = 2
      while keys.contains(key) {
        key = "\(keyPath)-\(index)"
        index += 1
      }
    }
    do {
      let record = try layer.addRecord(
        animation, forKey: key, delay: context.delay, contextGroup: context.group)
      if let (animator, windowStart) = context.animator {
        animator.adopt(record, on: layer, windowStart: windowStart, from: values.start, to: values.end)
      }
    } catch {
      Diagnostics.report(Warning(.invalidAnimation, "\(self): could not animate '\(keyPath)': \(error)"))
    }
  }
}
