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
    if let engine = root.layoutEngine {
      root.updateConstraintsIfNeeded()
      engine.updateIfNeeded()
    } else {
      root.updateConstraintsIfNeeded()
      root.layoutEngine?.updateIfNeeded()
    }
    var top = self
    while let parent = top.superview, parent.needsLayout { top = parent }
    top.layoutSubtree()
  }

  /// Lays out this subtree top-down, each view at most once per pass.
  func layoutSubtree() {
    if needsLayout {
      needsLayout = false
      applySolvedFramesToSubviews()
      layoutSubviews()
    }
    for sub in subviews { sub.layoutSubtree() }
  }

  /// Gives constrained subviews their solved frames.
  private func applySolvedFramesToSubviews() {
    guard let engine = layoutEngine else { return }
    engine.updateIfNeeded()
    for sub in subviews where !sub.translatesAutoresizingMaskIntoConstraints {
      if let frame = engine.frame(of: sub), frame != sub.alignmentFrame { sub.setAlignmentFrame(frame) }
    }
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
