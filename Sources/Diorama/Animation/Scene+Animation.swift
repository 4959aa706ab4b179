import Foundation

extension Scene {
  /// Renders the scene's state at frame `index` as a snapshot, running every frame up to it.
  ///
  /// This is the call that drives animation: `for i in 0..<n { renderer.draw(try scene.frame(at: i)) }`.
  /// Each frame runs the phases of the animation contract in order:
  /// 1. the clock advances to `t = origin + index / fps`;
  /// 2. scheduled events due by `t` run (see ``schedule(at:_:)``);
  /// 3. layout (`rootView.layoutIfNeeded()`);
  /// 4. the implicit transaction commits: animations added since the last frame get their begin time
  ///    `t` (plus any delay);
  /// 5. the snapshot is taken — presentation values at `t`;
  /// 6. post-render: `animationDidStart`, then animations that reached their end are removed and
  ///    `animationDidStop` and completions run; what they change is committed at `t` too, so a
  ///    chained animation's first visible frame is the next one.
  ///
  /// A change committed on frame `i` with an animation of duration `D` shows the old value on frame
  /// `i` and the new state from frame `i + ⌈D·fps⌉` on (see ``FrameSampling``).
  ///
  /// Frames between the last one rendered and `index` run one by one while something can happen
  /// in them (a scheduled event, an animation that has yet to start or to end). Once nothing can,
  /// the clock jumps straight to `index`: a far frame of a settled scene, even `Int.max`, costs
  /// one frame, and its snapshot is the one stepping would give.
  ///
  /// - Throws: ``AnimationError/invalidFrameIndex(_:)`` for a negative index;
  ///   ``AnimationError/frameNotAhead(frame:lastFrame:)`` unless `index` is after the last frame
  ///   rendered (time only moves forward).
  public func frame(at index: Int) throws(AnimationError) -> SceneSnapshot {
    guard let snapshot = try run(toFrame: index, capturing: true) else { return snapshot() }
    return snapshot
  }

  /// Runs every frame up to and including `index` without producing snapshots (see ``frame(at:)``).
  ///
  /// - Throws: as ``frame(at:)``.
  public func advance(toFrame index: Int) throws(AnimationError) {
    _ = try run(toFrame: index, capturing: false)
  }

  /// Schedules `action` to run in the events phase of the first frame whose time is at least
  /// `time`. Actions may change views and layers and open animation blocks; a time already past
  /// runs in the next frame.
  ///
  /// - Throws: ``AnimationError/invalidTime(_:)`` for a non-finite time.
  public func schedule(at time: Double, _ action: @escaping () -> Void) throws(AnimationError) {
    guard time.isFinite else { throw .invalidTime(time) }
    timeline.schedule(at: time, action)
  }

  /// Whether an animation in the scene has not reached its end yet (including ones added since the
  /// last frame). An animation that repeats forever keeps this true.
  public var hasRunningAnimations: Bool { Self.containsUnfinishedAnimations(rootView.layer) }

  /// Whether scheduled events are still waiting.
  public var hasScheduledEvents: Bool { !timeline.isEmpty }

  private static func containsUnfinishedAnimations(_ layer: Layer) -> Bool {
    layer.hasUnfinishedAnimations || (layer.sublayers ?? []).contains { containsUnfinishedAnimations($0) }
  }

  private func run(toFrame index: Int, capturing: Bool) throws(AnimationError) -> SceneSnapshot? {
    guard index >= 0 else { throw .invalidFrameIndex(index) }
    if let last = clock.frameIndex, index <= last { throw .frameNotAhead(frame: index, lastFrame: last) }
    let first = (clock.frameIndex ?? -1) + 1
    var result: SceneSnapshot?
    var frame = first
    while true {
      result = tick(frame: frame, capturing: capturing && frame == index)
      if frame == index { break }
      // Frames in which nothing can start, stop or run change nothing but the clock: go
      // straight to the last one, so a far frame of a settled scene costs one tick.
      frame = isSettled ? index : frame + 1
    }
    return result
  }

  /// Whether ticking another frame can change nothing but the time: no scheduled events, and
  /// every animation has started and never ends (or there are none).
  private var isSettled: Bool {
    timeline.isEmpty && !timeline.hasRunningClients && !Self.containsChangingAnimations(rootView.layer)
  }

  private static func containsChangingAnimations(_ layer: Layer) -> Bool {
    let changing = layer.animationState.records.contains { record in
      guard !record.hasStopped else { return false }
      if let track = record.track { return track.animator.isRunning }
      guard record.hasStarted, let begin = record.beginTime else { return true }
      let duration = (try? record.timing(now: begin).state(atParentTime: begin))?.activeDuration
      return duration != .infinity
    }
    return changing || (layer.sublayers ?? []).contains { containsChangingAnimations($0) }
  }

  /// One frame: the six phases of §8.2.
  private func tick(frame: Int, capturing: Bool) -> SceneSnapshot? {
    let stack = TransactionStack.current
    claimDisplayLinks(from: stack)
    clock.frameIndex = frame
    timeline.runEvents(dueAt: clock.time)
    for link in timeline.displayLinks { link.fire(frame: frame, clock: clock) }
    layoutIfNeeded()
    commit(stack)
    let result = capturing ? snapshot() : nil
    var started: [AnimationRecord] = []
    collectStartsAndEnds(of: rootView.layer, parentTime: clock.time, started: &started, stack: stack)
    for record in started { record.animation.delegate?.animationDidStart(record.animation) }
    for animator in timeline.animators { animator.finishRunIfDone() }
    stack.deliverStopsAndCompletions()
    commit(stack)
    return result
  }

  /// The commit phase: publishes the transaction, and gives the property animators started
  /// since the last commit (this scene's, and those waiting for a scene on this thread) their
  /// start time.
  private func commit(_ stack: TransactionStack) {
    stack.publish()
    let waiting = stack.pendingAnimators
    stack.pendingAnimators = []
    for animator in waiting { animator.bind(to: animator.animatedScene ?? self) }
    for animator in timeline.animators where animator.needsStartTime { animator.stamp(at: clock.time) }
  }

  /// Takes the display links added to the run loop on this thread since the last frame.
  private func claimDisplayLinks(from stack: TransactionStack) {
    let waiting = stack.pendingDisplayLinks
    stack.pendingDisplayLinks = []
    for link in waiting { link.add(to: self) }
  }

  /// Finds animations that became active (queued for `animationDidStart`) and those whose active
  /// time reached the end (removed when they ask for it, and stopped with `finished == true`).
  private func collectStartsAndEnds(
    of layer: Layer, parentTime: Double, started: inout [AnimationRecord], stack: TransactionStack
  ) {
    let time = layer.localTime(forParentTime: parentTime)
    for record in layer.animationState.records
    where record.beginTime != nil && !record.hasStopped && record.track == nil {
      guard let state = try? record.timing(now: time).state(atParentTime: time) else { continue }
      if !record.hasStarted && state.phase != .before {
        record.hasStarted = true
        started.append(record)
      }
      if state.activeTime >= state.activeDuration {
        if record.animation.isRemovedOnCompletion {
          layer.animationState.records.removeAll { $0 === record }
        }
        stack.stop(record, finished: true)
      }
    }
    for sublayer in layer.sublayers ?? [] {
      collectStartsAndEnds(of: sublayer, parentTime: time, started: &started, stack: stack)
    }
  }
}
