import Foundation

extension Layer {
  /// Adds a copy of `animation` under `key`, replacing (and stopping, with `finished == false`)
  /// any animation stored under the same key. A `nil` key gets a fresh one (`anim#1`, `anim#2`, …).
  ///
  /// A duration of 0 takes the current transaction's duration; a begin time of 0 is stamped with the
  /// time of the next commit. An animation that cannot run on this layer (see
  /// ``Animation/validate(for:)``) is not added, and an ``Warning/Kind/invalidAnimation`` warning
  /// names the problem, as Core Animation ignores such animations.
  public func add(_ animation: Animation, forKey key: String?) {
    do {
      try addRecord(animation.copy(), forKey: key)
    } catch {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "\(self): add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")) ignored \(animation): \(error)"))
    }
  }

  /// Attaches an animation (already copied) and registers it with the open transaction and the
  /// completions that wait for it.
  @discardableResult
  func addRecord(
    _ animation: Animation, forKey key: String?, previous: AnimationValue? = nil, delay: Double = 0,
    contextGroup: CompletionGroup? = nil
  ) throws(AnimationError) -> AnimationRecord {
    let stack = TransactionStack.current
    let resolved = try animation.resolve(for: self, defaultDuration: stack.animationDuration)
    // The stored copy shows what runs, as Core Animation's does: the duration filled in now, the
    // begin time when it is stamped.
    animation.duration = resolved.timing.duration
    let storedKey: String
    if let key {
      storedKey = key
    } else {
      animationState.keyCounter += 1
      storedKey = "anim#\(animationState.keyCounter)"
    }
    removeAnimation(forKey: storedKey)
    let groups = stack.openCompletionGroups + (contextGroup.map { [$0] } ?? [])
    let record = AnimationRecord(
      key: storedKey, animation: animation, resolved: resolved, previous: previous, delay: delay,
      groups: groups)
    for group in groups { group.animationAdded() }
    if animation.beginTime == 0 {
      stack.unstamped.append((self, record))
    } else {
      record.beginTime = animation.beginTime + delay
    }
    animationState.records.append(record)
    setNeedsSnapshot()
    return record
  }

  /// A copy of the animation stored under `key`, or `nil`.
  public func animation(forKey key: String) -> Animation? {
    animationState.records.first { $0.key == key }?.animation.copy()
  }

  /// The keys of the attached animations in the order they were added, or `nil` when there are none.
  public func animationKeys() -> [String]? {
    let keys = animationState.records.map(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation stored under `key` now: the next frame shows the value without it, and
  /// its delegate and completions receive `finished == false` in the next post-render phase.
  public func removeAnimation(forKey key: String) {
    guard let index = animationState.records.firstIndex(where: { $0.key == key }) else { return }
    let record = animationState.records.remove(at: index)
    TransactionStack.current.stop(record, finished: false)
  }

  /// Removes every attached animation, as ``removeAnimation(forKey:)`` does.
  public func removeAllAnimations() {
    let records = animationState.records
    animationState.records = []
    let stack = TransactionStack.current
    for record in records { stack.stop(record, finished: false) }
  }

  /// A detached copy of the layer and its sublayers showing what is on screen at the scene's
  /// current time: model values with every applicable animation folded in (Core Animation's
  /// presentation layer). Reading it never changes the model.
  ///
  /// The copy has the same class; properties of user subclasses are not copied. A layer outside
  /// any scene is evaluated at time 0.
  public func presentation() -> Self {
    presentationTree(atLocalTime: currentLocalTime) as! Self
  }

  private func presentationTree(atLocalTime time: Double) -> Layer {
    let copy = animationState.records.isEmpty ? detachedCopy() : presentationSource(atLocalTime: time)
    for sublayer in sublayers ?? [] {
      copy.addSublayer(sublayer.presentationTree(atLocalTime: sublayer.localTime(forParentTime: time)))
    }
    return copy
  }

  /// The layer whose values are drawn at local time `time`: the layer itself when nothing is
  /// attached, otherwise a detached copy with the animations folded in.
  func presentationSource(atLocalTime time: Double) -> Layer {
    guard !animationState.records.isEmpty else { return self }
    let copy = detachedCopy()
    for record in animationState.records { record.apply(to: copy, now: time) }
    return copy
  }

  /// The presentation value of `property` at the current time, computed as if its model value were
  /// `model` — the value before a change that is running its action.
  func presentationValue(ofProperty property: String, model: AnimationValue) -> AnimationValue {
    guard !animationState.records.isEmpty else { return model }
    let copy = detachedCopy()
    copy.setAnimatableValue(model, ofProperty: property)
    let now = currentLocalTime
    for record in animationState.records { record.apply(to: copy, now: now) }
    return copy.animatableValue(ofProperty: property) ?? model
  }

  /// Whether an animation is attached that has not reached its end.
  var hasUnfinishedAnimations: Bool { animationState.records.contains { !$0.hasStopped } }
}
