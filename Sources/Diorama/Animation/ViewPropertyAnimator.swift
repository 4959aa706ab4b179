import Foundation

/// Animates view changes that can be paused, scrubbed, reversed, stopped and re-timed while they
/// run (UIKit's `UIViewPropertyAnimator`).
///
/// The animation blocks change views as in ``View/animate(withDuration:delay:options:animations:completion:)``
/// — the model takes the new values at once — and the animator drives the animations they
/// create on the scene's clock: position and bounds additively (so a later `View.animate` or
/// another animator adds on top and motion stays continuous), the other properties absolutely.
///
/// ```swift
/// let animator = ViewPropertyAnimator(duration: 1, curve: .easeOut) {
///   card.center.x = 280
///   card.alpha = 0.5
/// }
/// animator.pauseAnimation()          // the block runs; the views show their start values
/// animator.fractionComplete = 0.25   // scrub: a quarter of the way, linearly
/// animator.continueAnimation(
///   withTimingParameters: SpringTimingParameters(dampingRatio: 0.6), durationFactor: 0)
/// ```
///
/// Time is the scene's clock: a run started in a frame's events phase (or between two frames)
/// begins at that frame's commit, which shows the start values, and ends in the first frame at or
/// after its end, whose post-render phase runs the completions. A scrub made in a frame shows in
/// that frame, so setting ``fractionComplete`` from a ``DisplayLink`` or ``Scene/schedule(at:_:)``
/// drives an interactive-looking transition frame by frame.
///
/// Where UIKit raises an exception — starting a stopped animator, finishing one that is not
/// stopped, scrubbing a running one, interrupting one that is not interruptible, invalid
/// fractions and factors — Diorama ignores the call or repairs the value, with an
/// ``Warning/Kind/invalidAnimation`` warning.
public final class ViewPropertyAnimator {
  /// The timing given at creation (UIKit's `timingParameters`).
  public let timingParameters: (any TimingCurveProvider)?
  /// The duration given at creation, in seconds. A physical spring (see
  /// ``SpringTimingParameters``) runs for its settling time instead.
  public let duration: TimeInterval
  /// The delay of the last ``startAnimation(afterDelay:)``, in seconds.
  public private(set) var delay: TimeInterval = 0
  /// Whether a paused animator shows values linearly in ``fractionComplete`` (the default)
  /// instead of along its timing curve. Resuming continues from the values shown.
  public var scrubsLinearly = true
  /// Whether the animator stays active and paused at the end instead of finishing (then no
  /// completion runs, and it can be reversed); `false` by default.
  public var pausesOnCompletion = false
  /// Accepted and kept (a rendered scene has no touches); `true` by default.
  public var isUserInteractionEnabled = true
  /// Accepted and kept (a rendered scene has no touches); `false` by default.
  public var isManualHitTestingEnabled = false
  /// Whether the animator can be paused, scrubbed, reversed and stopped; `true` by default. It can
  /// only be changed while the animator is inactive (otherwise the change is ignored with a
  /// warning; UIKit raises).
  public var isInterruptible = true {
    didSet {
      guard state != .inactive, isInterruptible != oldValue else { return }
      warn("isInterruptible can only change while the animator is inactive; the change was ignored.")
      isInterruptible = oldValue
    }
  }

  /// The animator's state: inactive, active (running or paused) or stopped.
  public private(set) var state = ViewAnimatingState.inactive

  /// How the animator's runs map time to value progress.
  private(set) var timing: AnimatorTiming
  /// The options of ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)``.
  private let options: View.AnimationOptions
  /// Blocks added while inactive, with their delay factors.
  private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
  private var completions: [(ViewAnimatingPosition) -> Void] = []
  /// The animations the blocks created.
  private(set) var tracks: [AnimatorTrack] = []
  /// The scene whose clock drives the animator, once it is known.
  private(set) weak var scene: Scene?
  private var running = false
  private var reversed = false
  /// The position at ``anchorTime`` while running, or where the animator is paused.
  private var position = 0.0
  /// The scene time at which a run left ``position``; `nil` until the next commit stamps it.
  private var anchorTime: Double?
  /// Added to the commit time when the run is stamped.
  private var pendingDelay = 0.0
  /// How fast the position moves in the current run, in positions per second.
  private(set) var positionRate: Double
  /// Whether a paused animator was scrubbed linearly since its last run.
  private(set) var showsLinearScrub = false

  // MARK: Creating an animator

  /// An animator with one of the built-in curves.
  public convenience init(
    duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve),
      animations: animations)
  }

  /// An animator with a custom Bézier curve through two control points (see
  /// ``CubicTimingParameters/init(controlPoint1:controlPoint2:)``).
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2),
      animations: animations)
  }

  /// An animator with a spring fitted to its duration (see
  /// ``SpringTimingParameters/init(dampingRatio:)``): 1 does not oscillate, smaller values do.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio),
      animations: animations)
  }

  /// An animator with any timing; add its animations with ``addAnimations(_:)``.
  ///
  /// A negative or non-finite duration counts as 0, with an ``Warning/Kind/invalidAnimation``
  /// warning. An animator of duration 0 applies its blocks without animation and finishes at the
  /// first frame after it starts.
  public convenience init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
    self.init(duration: duration, timingParameters: parameters, animations: nil)
  }

  private init(
    duration: TimeInterval, timingParameters parameters: any TimingCurveProvider,
    options: View.AnimationOptions = [], animations: (() -> Void)?
  ) {
    var checked = duration
    if !(duration >= 0) || !duration.isFinite {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "ViewPropertyAnimator(duration: \(duration)): durations must be finite and not negative; using 0."))
      checked = 0
    }
    self.duration = checked
    timingParameters = parameters
    timing = parameters.animatorTiming
    self.options = options
    positionRate = 1
    positionRate = 1 / max(runDuration, .leastNormalMagnitude)
    if let animations { pendingBlocks.append((animations, 0)) }
  }

  /// Creates an animator and starts it at once (UIKit's `runningPropertyAnimator`): the curve
  /// comes from `options` (ease in and out by default); repeat, autoreverse and transition
  /// options are ignored, as in UIKit.
  ///
  /// - Parameters:
  ///   - duration: seconds.
  ///   - delay: seconds between the commit and the start.
  ///   - options: the curve, `.layoutSubviews`, `.beginFromCurrentState`, …
  ///   - animations: the changes.
  ///   - completion: called with the final position when the animator finishes.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let animator = ViewPropertyAnimator(
      duration: duration, timingParameters: CubicTimingParameters(animationCurve: options.animationCurve),
      options: options.subtracting([.repeat, .autoreverse]), animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: State

  /// Whether the animations are running (also during a start delay); `false` while paused.
  public var isRunning: Bool { state == .active && running }

  /// Whether the animator runs toward the start values. Reversing an active animator turns its
  /// animations round from where they are; a finished (inactive) one starts from the end values.
  /// While reversed, ``fractionComplete`` measures the way back (as UIKit reports it since iOS 11).
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      switch state {
      case .inactive:
        reversed = newValue
      case .stopped:
        warn("isReversed cannot change on a stopped animator; the change was ignored.")
      case .active:
        guard isInterruptible else {
          return warn(
            "isReversed cannot change on an animator that is not interruptible; the change was ignored.")
        }
        let here = currentPosition
        for track in tracks { track.reanchor(at: here) }
        showsLinearScrub = false
        reversed = newValue
        position = here
        beginRun()
        if running { anchorTime = scene?.clock.time }
      }
    }
  }

  /// How far the animator is, from 0 (start) to 1 (end); measured backwards while reversed.
  ///
  /// Set it while paused to scrub: an inactive animator becomes active and paused first. It moves
  /// the views at once (in the frame being prepared). Setting it while running, stopped, or on an
  /// animator that is not interruptible is ignored; NaN is ignored and values outside `[0, 1]`
  /// are clamped — each with an ``Warning/Kind/invalidAnimation`` warning.
  public var fractionComplete: CGFloat {
    get {
      guard state != .inactive else { return 0 }
      let here = state == .stopped ? position : currentPosition
      return CGFloat(reversed ? 1 - here : here)
    }
    set {
      guard !newValue.isNaN else {
        return warn("fractionComplete = nan: the fraction must be a number; ignored.")
      }
      var fraction = Double(newValue)
      if !(0...1).contains(fraction) {
        fraction = min(max(fraction, 0), 1)
        warn("fractionComplete = \(newValue): the fraction must lie in [0, 1]; clamped to \(fraction).")
      }
      guard isInterruptible else {
        return warn("fractionComplete cannot be set on an animator that is not interruptible; ignored.")
      }
      switch state {
      case .stopped: return warn("fractionComplete cannot be set on a stopped animator; ignored.")
      case .active where running:
        return warn("fractionComplete can only be set while the animator is paused; ignored.")
      case .inactive: activate()
      case .active: break
      }
      position = reversed ? 1 - fraction : fraction
      if scrubsLinearly { showsLinearScrub = true }
    }
  }

  // MARK: Animations and completions

  /// Adds a block of changes. Added to an inactive animator, it runs when the animator starts
  /// and animates over the whole duration; added to an active one, it runs now and animates over
  /// the time that is left.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block of changes that starts after `delayFactor` times the remaining duration and ends
  /// with the animator.
  ///
  /// A factor outside `[0, 1]` is clamped (NaN counts as 0), with a warning. Added to a stopped
  /// animator (UIKit raises) or to a reversed active one, the changes are applied without
  /// animation, with a warning.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    var factor = Double(delayFactor)
    if !(0...1).contains(factor) {
      factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
      warn("addAnimations(delayFactor: \(delayFactor)): the factor must lie in [0, 1]; using \(factor).")
    }
    switch state {
    case .inactive:
      pendingBlocks.append((animation, factor))
    case .stopped:
      warn("addAnimations on a stopped animator: the changes were applied without animation.")
      View.performWithoutAnimation(animation)
    case .active:
      guard !reversed else {
        warn("addAnimations on a reversed animator: the changes were applied without animation.")
        return View.performWithoutAnimation(animation)
      }
      let here = currentPosition
      run(animation, windowStart: here + factor * (1 - here))
    }
  }

  /// Adds a block called with the final position when the animator finishes (at the end, or at
  /// the start when reversed), in the post-render phase of that frame, or after
  /// ``finishAnimation(at:)``. Not called after `stopAnimation(true)`, nor while
  /// ``pausesOnCompletion`` keeps the animator active.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Running

  /// Starts (or resumes) the animations at the next commit.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts (or resumes) the animations `delay` seconds after the next commit; the views show
  /// where they are meanwhile. A negative or non-finite delay counts as 0, with a warning.
  /// Starting a running animator does nothing; starting a stopped one is ignored with a warning.
  public func startAnimation(afterDelay delay: TimeInterval) {
    var checked = delay
    if !(delay >= 0) || !delay.isFinite {
      warn("startAnimation(afterDelay: \(delay)): delays must be finite and not negative; using 0.")
      checked = 0
    }
    switch state {
    case .stopped:
      return warn("startAnimation on a stopped animator: call finishAnimation(at:) first; ignored.")
    case .active where running:
      return
    case .inactive:
      activate()
    case .active:
      break
    }
    self.delay = checked
    resume(afterDelay: checked)
  }

  /// Pauses the animations where they are; an inactive animator becomes active and paused (its
  /// blocks run, the views show their start values).
  public func pauseAnimation() {
    guard isInterruptible else {
      return warn("pauseAnimation on an animator that is not interruptible; ignored.")
    }
    switch state {
    case .stopped: warn("pauseAnimation on a stopped animator; ignored.")
    case .inactive: activate()
    case .active:
      guard running else { return }
      position = currentPosition
      running = false
      anchorTime = nil
    }
  }

  /// Resumes a paused animator with new timing (`nil` keeps the current one) over
  /// `durationFactor` times ``duration``; 0 takes the time left at the original pace. The values
  /// continue from where they are.
  ///
  /// A negative or non-finite factor counts as 0, with a warning; on an inactive or stopped
  /// animator, or one that is not interruptible, the call is ignored with a warning.
  public func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
  ) {
    var factor = Double(durationFactor)
    if !(factor >= 0) || !factor.isFinite {
      warn(
        "continueAnimation(durationFactor: \(durationFactor)): the factor must be finite and not negative; using 0."
      )
      factor = 0
    }
    guard state == .active else {
      return warn("continueAnimation on an \(state == .stopped ? "stopped" : "inactive") animator; ignored.")
    }
    guard isInterruptible else {
      return warn("continueAnimation on an animator that is not interruptible; ignored.")
    }
    let here = currentPosition
    for track in tracks { track.reanchor(at: here) }
    showsLinearScrub = false
    if let parameters { timing = parameters.animatorTiming }
    position = here
    beginRun()
    let distance = reversed ? here : 1 - here
    if factor > 0, factor * duration > 0, distance > 0 { positionRate = distance / (factor * duration) }
    running = true
    anchorTime = nil
    pendingDelay = 0
    register()
  }

  /// Stops the animations where they are: the views keep the values they show (their model
  /// values are set to them) and the animations are removed.
  ///
  /// - Parameter withoutFinishing: `true` makes the animator inactive at once and drops its
  ///   completions; `false` leaves it stopped until ``finishAnimation(at:)``.
  ///
  /// Stopping an inactive or stopped animator, or one that is not interruptible, is ignored with
  /// a warning.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard isInterruptible else {
      return warn("stopAnimation on an animator that is not interruptible; ignored.")
    }
    guard state == .active else {
      return warn(
        "stopAnimation on an \(state == .stopped ? "already stopped" : "inactive") animator; ignored.")
    }
    let here = currentPosition
    let values = tracks.map(\.currentModelValue)
    for track in tracks { track.removeRecord(finished: false) }
    withoutActions {
      for (track, value) in zip(tracks, values) { if let value { track.setModelValue(value) } }
    }
    running = false
    anchorTime = nil
    position = here
    unregister()
    if withoutFinishing {
      completions = []
      reset()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator: the views move to `finalPosition` (`.current` leaves them where
  /// they stopped) and the completions run with it in the next post-render phase. Called in any
  /// other state (UIKit raises), it is ignored with a warning.
  public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
    guard state == .stopped else {
      return warn("finishAnimation(at:) is only for a stopped animator (stopAnimation(false)); ignored.")
    }
    finish(at: finalPosition)
  }

  // MARK: The clock

  /// The length of a whole run at the original pace.
  var runDuration: Double { timing.runDuration(animatorDuration: duration) }

  /// Whether the animator runs toward the start values.
  var runsBackward: Bool { reversed }

  /// Where the animator is on its timeline now, from 0 to 1.
  var currentPosition: Double {
    guard running, let anchorTime, let now = scene?.clock.time else { return position }
    let elapsed = max(0, now - anchorTime)
    let distance = reversed ? position : 1 - position
    // The end is reached on the frame whose time is at (or within 1e-9 s of) the end time.
    if elapsed >= distance / positionRate - MediaTiming.snapTolerance { return reversed ? 0 : 1 }
    return position + (reversed ? -1 : 1) * positionRate * elapsed
  }

  /// Whether the current run waits for a commit to get its start time.
  var needsStartTime: Bool { state == .active && running && anchorTime == nil }

  /// Gives the current run its start time: the commit time `time` plus the pending delay.
  func stamp(at time: Double) {
    anchorTime = time + pendingDelay
    pendingDelay = 0
  }

  /// Makes `scene`'s clock the animator's (once its scene is known) and keeps it there while it
  /// is active; a run waiting for its start time gets it at that scene's next commit.
  func bind(to scene: Scene) {
    self.scene = scene
    if !scene.timeline.animators.contains(where: { $0 === self }) { scene.timeline.animators.append(self) }
    if needsStartTime && scene.clock.frameIndex != nil { stamp(at: scene.clock.time) }
  }

  /// The scene the animator's views are in, if any.
  var animatedScene: Scene? { tracks.lazy.compactMap { $0.layer?.hostingScene }.first }

  /// Ends the run if it reached its end at the scene's current time (post-render phase).
  func finishRunIfDone() {
    guard isRunning, anchorTime != nil else { return }
    let target: Double = reversed ? 0 : 1
    guard currentPosition == target else { return }
    position = target
    running = false
    anchorTime = nil
    guard !pausesOnCompletion else { return }
    finish(at: reversed ? .start : .end, completed: true)
  }

  // MARK: Private

  private func activate() {
    state = .active
    running = false
    showsLinearScrub = false
    position = reversed ? 1 : 0
    positionRate = 1 / max(runDuration, .leastNormalMagnitude)
    let blocks = pendingBlocks
    pendingBlocks = []
    for (block, factor) in blocks { run(block, windowStart: factor) }
    if reversed { for track in tracks { track.anchor(local: 1, progress: 1) } }
    register()
  }

  private func resume(afterDelay delay: Double) {
    if showsLinearScrub {
      let here = position
      for track in tracks { track.reanchor(at: here) }
      showsLinearScrub = false
      beginRun()
    }
    running = true
    anchorTime = nil
    pendingDelay = delay
    register()
  }

  /// Sets the pace of a new run from ``position``: the original pace, except that a physical
  /// spring, which runs in real seconds, gets its whole settling time whatever the distance left.
  private func beginRun() {
    let distance = reversed ? position : 1 - position
    let seconds = max(runDuration, .leastNormalMagnitude)
    if case .physicalSpring = timing, distance > 0 {
      positionRate = distance / seconds
    } else {
      positionRate = 1 / seconds
    }
  }

  /// Runs a block of changes whose animations this animator drives from `windowStart` on.
  private func run(_ block: () -> Void, windowStart: Double) {
    let stack = TransactionStack.current
    guard runDuration > 0, stack.viewAnimationsEnabled else { return View.performWithoutAnimation(block) }
    let context = ViewAnimationContext(
      duration: runDuration, delay: 0, curve: .linear, spring: nil, options: options,
      group: CompletionGroup { _ in }, animator: (self, windowStart))
    if stack.activeViewContext == nil { stack.beginAnimationBlock() }
    stack.viewContexts.append(context)
    block()
    if options.contains(.layoutSubviews) {
      for view in context.touchedViews { view.layoutIfNeeded() }
    }
    stack.viewContexts.removeLast()
  }

  /// Adopts a record a block created.
  func adopt(
    _ record: AnimationRecord, on layer: Layer, windowStart: Double, from start: AnimationValue,
    to end: AnimationValue
  ) {
    let track = AnimatorTrack(
      animator: self, layer: layer, record: record, windowStart: windowStart, startValue: start, endValue: end
    )
    record.track = track
    tracks.append(track)
  }

  private func finish(at finalPosition: ViewAnimatingPosition, completed: Bool = false) {
    if completed { for track in tracks { track.removeRecord(finished: true) } }
    withoutActions {
      switch finalPosition {
      case .start: for track in tracks.reversed() { track.setModelValue(track.startValue) }
      case .end where !completed: for track in tracks { track.setModelValue(track.endValue) }
      case .end, .current: break
      }
    }
    let blocks = completions
    completions = []
    unregister()
    reset()
    TransactionStack.current.dueAnimatorCompletions.append { for block in blocks { block(finalPosition) } }
  }

  private func reset() {
    state = .inactive
    tracks = []
    running = false
    anchorTime = nil
    position = 0
    showsLinearScrub = false
    timing = timingParameters?.animatorTiming ?? .cubic(.easeInEaseOut)
    positionRate = 1 / max(runDuration, .leastNormalMagnitude)
  }

  /// Keeps the animator alive and ticking while it is active: in its scene once known, else
  /// waiting for the next frame rendered on this thread.
  private func register() {
    if let scene = scene ?? animatedScene {
      self.scene = scene
      if !scene.timeline.animators.contains(where: { $0 === self }) { scene.timeline.animators.append(self) }
    } else {
      let stack = TransactionStack.current
      if !stack.pendingAnimators.contains(where: { $0 === self }) { stack.pendingAnimators.append(self) }
    }
  }

  private func unregister() {
    scene?.timeline.animators.removeAll { $0 === self }
    TransactionStack.current.pendingAnimators.removeAll { $0 === self }
  }

  private func withoutActions(_ body: () -> Void) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    View.performWithoutAnimation(body)
    Transaction.commit()
  }

  private func warn(_ message: String) {
    Diagnostics.report(Warning(.invalidAnimation, "ViewPropertyAnimator.\(message)"))
  }
}

extension View.AnimationOptions {
  /// The built-in curve the curve bits select.
  var animationCurve: View.AnimationCurve {
    View.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
  }
}
