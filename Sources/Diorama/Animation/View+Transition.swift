import Foundation

extension View {
  /// Changes a view's content with a transition (UIKit's `UIView.transition(with:…)`): a
  /// cross-dissolve, or a flip in perspective about its vertical or horizontal axis.
  ///
  /// As UIKit does, Diorama snapshots the view before `animations` runs and after, and animates
  /// the snapshots while the view itself is hidden:
  /// - `.transitionCrossDissolve` fades one snapshot into the other — a true cross-fade, each
  ///   pixel `(1 − p)·before + p·after`, composited over what lies behind;
  /// - `.transitionFlipFromLeft/Right/Top/Bottom` turns a card with the two snapshots as its
  ///   faces half a turn in 3-D, in a perspective of 2.5 times the view's size along the turn, so
  ///   the edge named comes toward the viewer;
  /// - `.transitionCurlUp/Down` are not drawn: they cross-dissolve, with a warning.
  ///
  /// The changes in `animations` apply at once. With `.allowAnimatedContent`, a cross-dissolve
  /// animates them with the transition's duration and curve and shows the view live under a
  /// fading snapshot of its old content (exact for opaque content; new content shows at full
  /// strength where the old snapshot was transparent); a flip always turns snapshots. The curve
  /// options set the transition's curve
  /// (ease-in-out by default). The snapshots are taken at the scene's scale and show the view
  /// alone, without its transform, which the transition applies.
  ///
  /// - Parameters:
  ///   - view: the view whose content changes; it must be in a view hierarchy (otherwise the
  ///     changes apply without a transition, with a warning).
  ///   - duration: seconds; 0 or less applies the changes at once (see
  ///     ``animate(withDuration:delay:options:animations:completion:)``).
  ///   - options: a transition, a curve, `.allowAnimatedContent`.
  ///   - animations: the changes.
  ///   - completion: called with `true` when the transition ran to its end.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let call = "View.transition(with:)"
    let style = TransitionStyle(options, call: call)
    let changes = animations ?? {}
    let animated = options.contains(.allowAnimatedContent) && style == .crossDissolve
    let stack = TransactionStack.current
    guard style != .none, duration > 0, duration.isFinite, stack.viewAnimationsEnabled,
      let superlayer = view.layer.superlayer
    else {
      if style != .none, duration > 0, view.layer.superlayer == nil {
        Diagnostics.report(
          Warning(
            .invalidAnimation,
            "\(call): \(view) is not in a view hierarchy; the changes were applied without a transition."))
      }
      if animated {
        return View.animate(
          withDuration: duration, delay: 0, options: options, animations: changes, completion: completion)
      }
      return View.animate(withDuration: 0, animations: changes, completion: completion)
    }
    let scale = view.layer.hostingScene?.scale ?? 1
    guard let before = try? view.layer.renderImage(scale: scale) else {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "\(call): \(view) has an empty or invalid size; the changes were applied without a transition."))
      return View.animate(withDuration: 0, animations: changes, completion: completion)
    }
    var scaffold: Layer?
    let group = CompletionGroup { finished in
      scaffold?.removeFromSuperlayer()
      completion?(finished)
    }
    if animated {
      View.animate(
        withDuration: duration, delay: 0,
        options: options.intersection([.layoutSubviews, .beginFromCurrentState])
          .union(AnimationOptions(rawValue: options.rawValue & (0xF << 16))), animations: changes)
    } else {
      View.performWithoutAnimation(changes)
    }
    let after = animated ? nil : try? view.layer.renderImage(scale: scale)
    let timing = TransitionTiming(duration: duration, curve: options.curve, group: group)
    let layer: Layer
    switch style {
    case .crossDissolve:
      layer = crossDissolve(from: before, to: after, view: view, timing: timing)
    case .flip(let vertical, let angle):
      layer = flip(
        from: before, to: after ?? before, view: view, aboutVerticalAxis: vertical, angle: angle,
        timing: timing)
    case .none:
      return
    }
    scaffold = layer
    superlayer.insertSublayer(layer, above: view.layer)
    if after != nil {
      // The view is hidden under its snapshots for the duration.
      let hide = BasicAnimation(keyPath: "opacity")
      hide.fromValue = 0.0
      hide.toValue = 0.0
      timing.add(hide, to: view.layer, key: "View.transition.hidden")
    }
    group.seal(in: stack)
  }

  /// Replaces `fromView` with `toView` in its superview with a transition (UIKit's
  /// `UIView.transition(from:to:…)`): `toView` takes `fromView`'s place, or, with
  /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. As in UIKit, the
  /// transition plays on the superview, so a flip turns the whole superview: give the two views
  /// a container of their own.
  ///
  /// A `fromView` without a superview is a no-op that reports a warning and completes with
  /// `false`.
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      Diagnostics.report(
        Warning(
          .invalidAnimation, "View.transition(from:to:): \(fromView) has no superview; nothing was done."))
      let stack = TransactionStack.current
      CompletionGroup { _ in completion?(false) }.seal(in: stack)
      return
    }
    transition(
      with: container, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else {
          if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// A cross-dissolve: the two snapshots in a group of their own (a full-bounds mask makes it
  /// one), the new at opacity p and the old added to it at 1 − p; with live content, the old
  /// snapshot fading over the view.
  private static func crossDissolve(
    from before: Image, to after: Image?, view: View, timing: TransitionTiming
  )
    -> Layer
  {
    let container = timing.scaffold(over: view)
    let old = snapshotLayer(before, in: container.bounds)
    if let after {
      let mask = Layer()
      mask.frame = container.bounds
      mask.backgroundColor = .black
      container.mask = mask
      let new = snapshotLayer(after, in: container.bounds)
      container.addSublayer(new)
      timing.fade(new, from: 0, to: 1)
      old.compositingFilter = "plusL"
    }
    container.addSublayer(old)
    timing.fade(old, from: 1, to: 0)
    return container
  }

  /// A flip: a transform layer holding the two snapshots back to back turns half a turn in the
  /// container's perspective.
  private static func flip(
    from before: Image, to after: Image, view: View, aboutVerticalAxis vertical: Bool, angle: Double,
    timing: TransitionTiming
  ) -> Layer {
    let container = timing.scaffold(over: view)
    let size = container.bounds.size
    container.sublayerTransform = Transform3D(
      perspectiveDistance: 2.5 * (vertical ? size.width : size.height))
    let card = TransformLayer()
    card.frame = container.bounds
    container.addSublayer(card)
    let front = snapshotLayer(before, in: card.bounds)
    front.isDoubleSided = false
    card.addSublayer(front)
    let back = snapshotLayer(after, in: card.bounds)
    back.isDoubleSided = false
    back.transform = Transform3D(rotationAngle: .pi, x: vertical ? 0 : 1, y: vertical ? 1 : 0, z: 0)
    card.addSublayer(back)
    let turn = BasicAnimation(keyPath: vertical ? "transform.rotation.y" : "transform.rotation.x")
    turn.fromValue = 0.0
    turn.toValue = angle
    timing.add(turn, to: card, key: "View.transition.flip")
    return container
  }

  private static func snapshotLayer(_ image: Image, in bounds: CGRect) -> Layer {
    let layer = Layer()
    layer.frame = bounds
    layer.contents = image
    return layer
  }
}

/// The duration, curve and completion every animation of one view transition shares.
private struct TransitionTiming {
  let duration: Double
  let curve: TimingFunction
  let group: CompletionGroup

  /// A layer in the view's place (bounds, position, anchor point and transform) to hold the
  /// transition's layers.
  func scaffold(over view: View) -> Layer {
    let source = view.layer
    let layer = Layer()
    layer.bounds = CGRect(origin: .zero, size: source.bounds.size)
    layer.anchorPoint = source.anchorPoint
    layer.position = source.position
    layer.transform = source.transform
    layer.zPosition = source.zPosition
    return layer
  }

  /// Animates `layer`'s opacity between two values.
  func fade(_ layer: Layer, from: Double, to: Double) {
    layer.opacity = Float(to)
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = from
    fade.toValue = to
    add(fade, to: layer, key: "View.transition.fade")
  }

  /// Adds a transition animation: the shared duration and curve, filled at both ends.
  func add(_ animation: BasicAnimation, to layer: Layer, key: String) {
    animation.duration = duration
    animation.timingFunction = curve
    animation.fillMode = .both
    do {
      try layer.addRecord(animation, forKey: key, contextGroup: group)
    } catch {
      Diagnostics.report(Warning(.invalidAnimation, "View.transition: could not animate \(layer): \(error)"))
    }
  }
}
