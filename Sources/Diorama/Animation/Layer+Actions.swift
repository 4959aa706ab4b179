import Foundation

extension Layer {
  /// Actions by property key, consulted after the owning view (Core Animation's `actions`).
  /// Map a key to ``NullAction`` to stop that property from animating implicitly.
  public var actions: [String: any Action]? {
    get { animationState.actions }
    set { animationState.actions = newValue }
  }

  /// The action for a change of the property `key`, searched as Core Animation does: the layer's
  /// ``actions``, then ``defaultAction(forKey:)``. A ``NullAction`` ends the search with no action.
  /// (A view-backed layer asks its view first; see ``View/animate(withDuration:delay:options:animations:completion:)``.)
  public func action(forKey key: String) -> (any Action)? {
    if let action = animationState.actions?[key] { return action is NullAction ? nil : action }
    return Self.defaultAction(forKey: key)
  }

  /// The implicit animation for `key`: a value-less ``BasicAnimation`` with the transaction's
  /// duration and timing function (the default curve when none is set) for every property that
  /// animates implicitly; `nil` for booleans, contents and unknown keys.
  public class func defaultAction(forKey key: String) -> (any Action)? {
    guard let path = try? AnimatableKeyPath(key), path.animatesImplicitly, path.kind != .image else {
      return nil
    }
    let animation = BasicAnimation(keyPath: key)
    animation.timingFunction = Transaction.animationTimingFunction() ?? .default
    return animation
  }

  /// Whether a change of this layer runs actions in the open transaction.
  ///
  /// A layer created in the open transaction appears with its final values (Core Animation has
  /// not committed it yet), so views created next to or inside an animation block never fly in
  /// from a zero frame. One exception, as UIKit animates a view from the values it was given
  /// before the block: a layer created before the outermost open animation block animates from
  /// the values it had when the block opened — whether or not a frame has been rendered since
  /// (a scene built and animated at once, a block scheduled for time 0, a view built in one block
  /// and moved in a later one).
  func runsActions(in stack: TransactionStack) -> Bool {
    let created = animationState.generation
    if created < stack.transactionStart { return true }
    return created < stack.generation && stack.activeViewContext != nil
  }

  /// Called by the property observers after the model value of `key` changed from `old`: runs the
  /// action the change calls for (§2.3), if any. Layout code pays only for a thread-local lookup when
  /// nothing animates.
  /// It also marks the layer's drawing as changed (see ``setNeedsSnapshot()``): every property
  /// that reports here is drawn.
  func modelDidChange(_ key: String, from old: @autoclosure () -> AnimationValue) {
    guard !isPresentation else { return }
    setNeedsSnapshot()
    // A view-backed layer animates only inside a view animation block (below): outside one,
    // which is every change a layout pass makes, it ends here, borrowing the stack.
    if owningViewReference != nil, !TransactionStack.withCurrent({ $0.activeViewContext != nil }) { return }
    let stack = TransactionStack.current
    guard runsActions(in: stack), !stack.disableActions else { return }
    if let view = owningView {
      // A view returns no action outside animation blocks, so view-backed layers never animate
      // implicitly.
      guard let context = stack.activeViewContext else { return }
      view.runAnimationAction(forKey: key, of: self, from: old(), in: context)
      return
    }
    guard let action = action(forKey: key) else { return }
    guard let animation = action as? Animation else {
      action.run(forKey: key, object: self, arguments: nil)
      return
    }
    let copy = animation.copy()
    if let property = copy as? PropertyAnimation, property.keyPath == nil { property.keyPath = key }
    var previous: AnimationValue?
    if let basic = copy as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil
    {
      previous = presentationValue(ofProperty: key, model: old())
    }
    do {
      try addRecord(copy, forKey: key, previous: previous)
    } catch {
      Diagnostics.report(
        Warning(.invalidAnimation, "\(self): the action for '\(key)' could not run: \(error)"))
    }
  }
}
