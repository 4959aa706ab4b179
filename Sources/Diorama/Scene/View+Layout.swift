import Foundation

extension View {
  /// Marks the view as needing a layout pass; the next ``layoutIfNeeded()`` on it or an
  /// ancestor (or the next rendered frame) runs ``layoutSubviews()``.
  public func setNeedsLayout() { needsLayout = true }

  /// Runs the pending layout pass now: from the topmost ancestor that needs layout, every
  /// view that needs layout runs ``layoutSubviews()``, parents before children.
  ///
  /// With Auto Layout, the pass first runs the constraint pass (``updateConstraints()``), then
  /// solves, then gives each constrained subview its solved frame just before its superview's
  /// ``layoutSubviews()`` runs — so manual layout there comes after constraints.
  public func layoutIfNeeded() {
    let root = rootView
    var top = self
    // A pass can change safe areas (frames moved), and with them guides and margins that
    // constraints read: solve and lay out again while it does, as UIKit's layout loop does.
    for pass in 0..<3 {
      root.updateConstraintsIfNeeded()
      root.layoutEngine?.updateIfNeeded()
      if pass > 0 { top = root }
      while let parent = top.superview, parent.needsLayout { top = parent }
      let geometry = top.superview.map { parent in
        SafeAreaGeometry(top, in: parent.safeAreaGeometry(), of: parent)
      }
      top.layoutSubtree(geometry ?? SafeAreaGeometry(root: top))
      guard root.layoutEngine?.needsUpdate == true || root.needsLayout else { return }
    }
  }

  /// Lays out this subtree top-down, each view at most once per pass; `geometry` is this
  /// view's safe-area geometry, from its frame as its superview's pass left it.
  func layoutSubtree(_ geometry: SafeAreaGeometry) {
    settleSafeArea(geometry)
    if needsLayout {
      needsLayout = false
      let controller = owningViewController
      controller?.viewWillLayoutSubviews()
      applySolvedFramesToSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for sub in subviews { sub.layoutSubtree(SafeAreaGeometry(sub, in: geometry, of: self)) }
  }

  /// Gives constrained subviews their solved frames.
  private func applySolvedFramesToSubviews() {
    guard let engine = layoutEngine else { return }
    engine.updateIfNeeded()
    for sub in subviews where !sub.translatesAutoresizingMaskIntoConstraints {
      guard let frame = engine.frame(of: sub) else { continue }
      sub.warnIfFrameWasIgnored(solved: frame)
      if frame != sub.alignmentFrame { sub.setAlignmentFrame(frame) }
    }
  }

  /// Reports a frame assigned by code that the layout pass is about to replace with `solved`
  /// when no constraint relates the view to anything outside its own subtree: then nothing
  /// the user wrote places it, and the assignment was most likely meant to place it.
  private func warnIfFrameWasIgnored(solved: CGRect) {
    guard let state = autoLayoutStorage, state.frameAssignedByCode else { return }
    state.frameAssignedByCode = false
    let assigned = alignmentFrame
    guard solved != assigned else { return }
    let placedFromOutside = state.involving.contains { constraint in
      [constraint.firstItem, constraint.secondItem].contains { item in
        guard let item else { return false }
        let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
        guard let view else { return false }
        return view !== self && !view.isDescendant(of: self)
      }
    }
    guard !placedFromOutside else { return }
    Diagnostics.report(
      Warning(
        .frameOwnedByAutoLayout,
        "\(layoutName): frame \(Layer.format(assigned)) was replaced by \(Layer.format(solved)):"
          + " translatesAutoresizingMaskIntoConstraints is false, so Auto Layout owns the frame, and no"
          + " constraint places the view in its superview. Set translatesAutoresizingMaskIntoConstraints"
          + " = true to place it by its frame, or constrain it to its superview."))
  }

  /// Converts a point from this view's coordinates to `view`'s (`nil`: the root's).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    layer.convert(point, to: view?.layer ?? rootView.layer)
  }

  /// Converts a point from `view`'s coordinates (`nil`: the root's) to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    layer.convert(point, from: view?.layer ?? rootView.layer)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (`nil`: the root's).
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    layer.convert(rect, to: view?.layer ?? rootView.layer)
  }

  /// Converts a rectangle from `view`'s coordinates (`nil`: the root's) to this view's.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    layer.convert(rect, from: view?.layer ?? rootView.layer)
  }
}
