import Foundation

extension View {
  /// Marks the view as needing a layout pass; the next ``layoutIfNeeded()`` on it or an
  /// ancestor (or the next rendered frame) runs ``layoutSubviews()``.
  public func setNeedsLayout() {
    needsLayout = true
    requestLayoutVisit()
  }

  /// Runs the pending layout pass now: from the topmost ancestor that needs layout, every
  /// view that needs layout runs ``layoutSubviews()``, parents before children.
  ///
  /// With Auto Layout, the pass first runs the constraint pass (``updateConstraints()``), then
  /// solves, then gives each constrained subview its solved frame just before its superview's
  /// ``layoutSubviews()`` runs — so manual layout there comes after constraints.
  ///
  /// Cost: the views that need layout or moved and the path from the root to them; views in
  /// clean subtrees are not visited, so a pass with nothing to do costs nothing. (Moving or
  /// resizing a view visits its subviews too, to settle their safe areas.)
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
      if top.layoutVisitPending {
        let geometry = top.superview.map { parent in
          SafeAreaGeometry.of(top, in: parent.safeAreaGeometry(), superview: parent)
        }
        top.layoutSubtree(geometry ?? SafeAreaGeometry(root: top), superviewChanged: false)
      }
      guard root.layoutEngine?.needsUpdate == true || root.needsLayout else { return }
    }
  }

  /// Asks the next layout pass to visit this view: flags it and, up to the first ancestor
  /// already flagged, each ancestor, listing each with its superview.
  func requestLayoutVisit() {
    // Borrowing each ancestor (a view's superview outlives its link to it).
    var view = Unmanaged.passUnretained(self)
    while true {
      let next: Unmanaged<View>? = view._withUnsafeGuaranteedRef { view in
        guard !view.layoutVisitPending else { return nil }
        view.layoutVisitPending = true
        guard let parent = view.superviewReference else { return nil }
        parent._withUnsafeGuaranteedRef { parent in
          // A parent in a visit that will visit every subview needs no list (and no retain).
          if !parent.visitsEverySubview { parent.subviewsPendingLayout.append(view) }
        }
        return parent
      }
      guard let next else { return }
      view = next
    }
  }

  /// A view that just joined a superview: whatever its subtree has pending is requested along
  /// its new ancestors.
  func joinPendingPasses() {
    geometryChangedSinceSettle = true
    layoutVisitPending = false
    requestLayoutVisit()
    if constraintVisitPending {
      constraintVisitPending = false
      requestConstraintVisit()
    }
  }

  /// The layer's bounds, position, anchor point or transform changed: the next layout pass
  /// visits the view to settle its safe area, and a view that Auto Layout places gets its
  /// solved frame back when its superview is next laid out.
  @inline(__always)
  func layerGeometryDidChange() {
    // Already changed since the last settle: the visit is requested (see `finishVisit`).
    if !geometryChangedSinceSettle {
      geometryChangedSinceSettle = true
      requestLayoutVisit()
    }
    if !translatesFrameIntoConstraints && !isApplyingSolvedFrame { layoutEngine?.frameWasAssigned(self) }
  }

  /// Lays out this subtree top-down, each view at most once per pass; `geometry` is this
  /// view's safe-area geometry, from its frame as its superview's pass left it.
  ///
  /// Only views whose ``layoutVisitPending`` is set are visited, and all subviews of a view
  /// whose safe area, bounds or margins changed (`superviewChanged` for them), since theirs
  /// may change with it.
  func layoutSubtree(_ geometry: SafeAreaGeometry, superviewChanged: Bool) {
    layoutVisitCount += 1
    let changed = settleSafeArea(geometry, superviewChanged: superviewChanged)
    visitsEverySubview = changed
    if needsLayout {
      needsLayout = false
      let controller = owningViewController
      controller?.viewWillLayoutSubviews()
      // Subviews that only move are settled as they are placed, unless all are visited below.
      applySolvedFramesToSubviews(settling: changed ? nil : geometry)
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    if changed {
      visitsEverySubview = false
      subviewsPendingLayout.removeAll()
      subviews.forEachBorrowedPrefetching { sub in
        sub.layoutSubtree(SafeAreaGeometry.of(sub, in: geometry, superview: self), superviewChanged: true)
      }
    } else {
      visitPendingSubviews(.layout) { sub in
        sub.layoutSubtree(SafeAreaGeometry.of(sub, in: geometry, superview: self), superviewChanged: false)
      }
    }
    // What this visit marked again (its own layout moving it, a subview marking an earlier
    // sibling) waits for the next pass.
    finishVisit(.layout, selfPending: needsLayout || geometryChangedSinceSettle)
  }

  /// The two passes that walk the tree along their flags.
  enum Pass {
    case constraints, layout
  }

  /// Whether this view is flagged for `pass`.
  func isPending(_ pass: Pass) -> Bool {
    switch pass {
    case .constraints: constraintVisitPending
    case .layout: layoutVisitPending
    }
  }

  /// Whether subviews are listed as pending for `pass`.
  func hasPendingSubviews(_ pass: Pass) -> Bool {
    switch pass {
    case .constraints: !subviewsPendingConstraints.isEmpty
    case .layout: !subviewsPendingLayout.isEmpty
    }
  }

  /// The subviews listed as pending for `pass`; the list is emptied.
  func takePendingSubviews(_ pass: Pass) -> [View] {
    var taken: [View] = []
    switch pass {
    case .constraints: swap(&taken, &subviewsPendingConstraints)
    case .layout: swap(&taken, &subviewsPendingLayout)
    }
    return taken
  }

  /// Lists `subview` as pending for `pass`.
  func listPendingSubview(_ subview: View, _ pass: Pass) {
    switch pass {
    case .constraints: subviewsPendingConstraints.append(subview)
    case .layout: subviewsPendingLayout.append(subview)
    }
  }

  /// Visits the subviews listed as pending for `pass` that still are, in subview order, as a
  /// walk over every subview would meet them: a subview listed meanwhile is visited too when it
  /// comes after the last one visited, and otherwise stays listed for the next pass.
  func visitPendingSubviews(_ pass: Pass, _ visit: (View) -> Void) {
    guard hasPendingSubviews(pass) else { return }
    // Keyed by index once per subview: a sort that read the views in every comparison would
    // chase pointers all over the heap.
    var queue = takePendingSubviews(pass).map { (index: $0.indexInSuperview, view: $0) }
    var last = -1
    while !queue.isEmpty {
      queue.sort { $0.index < $1.index }
      var next = 0
      while next < queue.count {
        let sub = queue[next].view
        next += 1
        guard sub.superview === self, sub.isPending(pass), sub.indexInSuperview > last else { continue }
        last = sub.indexInSuperview
        visit(sub)
        if hasPendingSubviews(pass) { break }
      }
      queue.removeFirst(next)
      guard hasPendingSubviews(pass) else { continue }
      for sub in takePendingSubviews(pass) {
        if sub.superview === self && sub.indexInSuperview > last {
          queue.append((sub.indexInSuperview, sub))
        } else {
          listPendingSubview(sub, pass)
        }
      }
    }
  }

  /// Ends a visit: drops the listed subviews that no longer need one, and flags the view again
  /// (for the next pass) when something is still pending below it or, with `selfPending`, on it.
  func finishVisit(_ pass: Pass, selfPending: Bool) {
    var again = selfPending
    if hasPendingSubviews(pass) {
      for sub in takePendingSubviews(pass) where sub.superview === self && sub.isPending(pass) {
        listPendingSubview(sub, pass)
        again = true
      }
    }
    switch pass {
    case .constraints:
      constraintVisitPending = false
      if again { requestConstraintVisit() }
    case .layout:
      layoutVisitPending = false
      if again { requestLayoutVisit() }
    }
  }

  /// Gives constrained subviews whose solved frames changed (or whose frames code assigned)
  /// their solved frames; with `geometry` (this view's settled safe-area geometry), those that
  /// only move settle their safe areas at once (see `placeSettled(at:in:of:)`).
  private func applySolvedFramesToSubviews(settling geometry: SafeAreaGeometry?) {
    // A view without subviews has none to place (most views a pass visits are leaves); the
    // engine solves what is pending when a view with subviews asks.
    guard !subviews.isEmpty, let engine = layoutEngine else { return }
    engine.updateIfNeeded()
    let placed = engine.takeSubviewsToPlace(in: self)
    guard !placed.isEmpty else { return }
    // The placed views were subviews when taken; a copy of the list keeps each one alive even
    // if code that a placement runs removes it, so they are borrowed, never retained one by one.
    let holder = subviews
    withExtendedLifetime(holder) {
      for (view, frame) in placed {
        view._withUnsafeGuaranteedRef { sub in
          sub.warnIfFrameWasIgnored(solved: frame)
          guard frame != sub.alignmentFrame else { return }
          if let geometry, sub.placeSettled(at: frame, in: geometry, of: self) { return }
          sub.setSolvedFrame(frame)
        }
      }
    }
  }

  /// Reports a frame assigned by code that the layout pass is about to replace with `solved`
  /// when no constraint relates the view to anything outside its own subtree: then nothing
  /// the user wrote places it, and the assignment was most likely meant to place it.
  private func warnIfFrameWasIgnored(solved: CGRect) {
    guard frameAssignedByCode, let state = autoLayoutStorage else { return }
    frameAssignedByCode = false
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
