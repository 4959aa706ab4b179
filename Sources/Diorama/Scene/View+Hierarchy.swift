import Foundation

extension View {
  /// Adds `view` as the frontmost subview, removing it from its previous superview first.
  /// Adding a view into its own subtree, or adding a scene's root view (of this scene or
  /// another) anywhere, is ignored with an ``Warning/Kind/invalidHierarchy`` warning (UIKit
  /// raises an exception for the first and a window's root view has no superview).
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range).
  public func insertSubview(_ view: View, at index: Int) {
    guard canAdopt(view, call: "insertSubview(_:at:)") else { return }
    let wasHere = view.superview === self
    // A view that inherits its direction may get another one from its new superview.
    let inheritedDirection =
      !wasHere && view.semanticContentAttribute == .unspecified
      ? view.effectiveUserInterfaceLayoutDirection : nil
    let inheritedTint = wasHere ? nil : view.tintColorBeforeMove
    var renumberFrom = Int.max
    if wasHere {
      let current = view.indexInSuperview
      assert(subviews[current] === view, "stale subview index")
      subviews.remove(at: current)
      renumberFrom = current
    } else {
      view.willMove(toSuperview: self)
      view.detachFromSuperview()
    }
    let position = min(max(index, 0), subviews.count)
    let above = position < subviews.count ? subviews[position].layer : nil
    subviews.insert(view, at: position)
    renumberSubviews(from: min(renumberFrom, position))
    view.superview = self
    if !wasHere { view.joinPendingPasses() }
    if let above { layer.insertSublayer(view.layer, below: above) } else { layer.addSublayer(view.layer) }
    if !wasHere {
      LayoutEngine.subtreeDidJoin(view)
      if let inheritedDirection, inheritedDirection != view.effectiveUserInterfaceLayoutDirection {
        view.inheritedLayoutDirectionDidChange()
      }
      view.finishMove(inheritedTint: inheritedTint)
      view.setNeedsLayout()
      setNeedsLayout()
      didAddSubview(view)
      view.didMoveToSuperview()
      view.owningViewController?.viewDidMoveInHierarchy()
    }
  }

  /// Inserts `view` directly above `sibling` (at the front when `sibling` is not a subview).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index - (view.superview === self && indexOf(view)! < index ? 1 : 0))
  }

  /// Inserts `view` directly below `sibling` (at the back when `sibling` is not a subview).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index - (view.superview === self && indexOf(view)! < index ? 1 : 0))
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps two subviews' places; out-of-range indices are ignored.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else {
      return
    }
    let first = subviews[index1]
    let second = subviews[index2]
    let low = min(index1, index2)
    let high = max(index1, index2)
    let (lowView, highView) = index1 < index2 ? (first, second) : (second, first)
    insertSubview(highView, at: low)
    insertSubview(lowView, at: high)
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    willMove(toSuperview: nil)
    let inheritedTint = tintColorBeforeMove
    detachFromSuperview()
    finishMove(inheritedTint: inheritedTint)
    parent.setNeedsLayout()
    didMoveToSuperview()
    owningViewController?.viewDidMoveInHierarchy()
  }

  /// Whether `self` is `view` or inside its subtree.
  public func isDescendant(of view: View) -> Bool {
    var node: View? = self
    while let current = node {
      if current === view { return true }
      node = current.superview
    }
    return false
  }

  /// The first view in this subtree (this view included, depth-first) whose ``tag`` matches.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for sub in subviews {
      if let found = sub.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The topmost ancestor (the view itself when it has no superview).
  public var rootView: View { rootReference.takeUnretainedValue() }

  /// ``rootView``, found by borrowing each ancestor rather than retaining it (every view a
  /// layout pass lays out asks for its engine, which the root holds).
  var rootReference: Unmanaged<View> {
    var node = Unmanaged.passUnretained(self)
    while let parent = node._withUnsafeGuaranteedRef({ $0.superviewReference }) { node = parent }
    return node
  }

  private func indexOf(_ view: View) -> Int? { view.superview === self ? view.indexInSuperview : nil }

  /// Brings ``indexInSuperview`` up to date for the subviews from `start` on.
  func renumberSubviews(from start: Int) {
    guard start < subviews.count else { return }
    for i in start..<subviews.count { subviews[i].indexInSuperview = i }
  }

  /// Unlinks from the superview without notifications.
  func detachFromSuperview() {
    guard let parent = superview else { return }
    LayoutEngine.subtreeWillLeave(self)
    parent.willRemoveSubview(self)
    // `willRemoveSubview` may have rearranged the subviews (a container dropping an item).
    let index = indexInSuperview
    if parent.subviews.indices.contains(index), parent.subviews[index] === self {
      parent.subviews.remove(at: index)
      parent.renumberSubviews(from: index)
    } else if let index = parent.subviews.firstIndex(where: { $0 === self }) {
      parent.subviews.remove(at: index)
      parent.renumberSubviews(from: index)
    }
    layer.removeFromSuperlayer()
    superview = nil
  }

  private func canAdopt(_ view: View, call: String) -> Bool {
    if isDescendant(of: view) {
      Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "\(call): \(view) is \(view === self ? "the view itself" : "an ancestor of \(self)");"
            + " adding it would create a cycle, so the call was ignored."))
      return false
    }
    if view.layer.animationState.hostScene != nil {
      Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "\(call): \(view) is the root view of a scene and cannot become a subview (of \(self)); the call was"
            + " ignored. Add the root view's content instead."))
      return false
    }
    return true
  }
}
