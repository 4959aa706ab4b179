import Foundation

extension View {
  /// The view's Auto Layout state, created on first use.
  var autoLayout: ViewLayoutState {
    if let storage = autoLayoutStorage { return storage }
    let created = ViewLayoutState()
    autoLayoutStorage = created
    return created
  }

  /// The name constraint dumps use: the accessibility identifier, else the type name.
  var layoutName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }

  /// The untransformed frame Auto Layout works with: the bounds size placed at the centre.
  var alignmentFrame: CGRect {
    let size = bounds.size
    return CGRect(
      x: layer.position.x - layer.anchorPoint.x * size.width,
      y: layer.position.y - layer.anchorPoint.y * size.height,
      width: size.width, height: size.height)
  }

  /// Sets the untransformed frame through bounds and position, so a transform is kept.
  func setAlignmentFrame(_ rect: CGRect) {
    if bounds.size != rect.size { bounds.size = rect.size }
    center = CGPoint(
      x: rect.minX + layer.anchorPoint.x * rect.width, y: rect.minY + layer.anchorPoint.y * rect.height)
  }

  /// The engine of the tree this view belongs to, if any view in it uses Auto Layout.
  var layoutEngine: LayoutEngine? { rootReference._withUnsafeGuaranteedRef { $0.autoLayoutStorage?.engine } }

  func geometryDidChange() {
    guard autoLayoutStorage != nil, translatesFrameIntoConstraints else { return }
    layoutEngine?.itemDidChange(self, measuring: false)
  }

  /// The intrinsic size, hugging or compression resistance changed (and with them, maybe,
  /// what constraints read of the view): the engine measures it again.
  func layoutItemDidChange() {
    guard autoLayoutStorage != nil else { return }
    layoutEngine?.itemDidChange(self, measuring: true)
  }

  /// What constraints read of the view — its margins, its baselines' views — changed, but not
  /// its intrinsic size: the engine rebuilds those constraints without measuring it.
  func layoutItemDependentsDidChange() {
    guard autoLayoutStorage != nil else { return }
    layoutEngine?.itemDidChange(self, measuring: false)
  }

  func layoutDirectionDidChange() {
    setNeedsLayout()
    layoutEngine?.layoutDirectionDidChange()
  }

  // MARK: Public API

  /// Whether the view's frame is turned into constraints (`true` by default). Set it to
  /// `false` for views positioned by constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesFrameIntoConstraints }
    set {
      guard newValue != translatesFrameIntoConstraints else { return }
      _ = autoLayout  // the view takes part in Auto Layout from now on
      translatesFrameIntoConstraints = newValue
      layoutEngine?.itemDidChange(self, measuring: true)
      superview?.setNeedsLayout()
    }
  }

  /// The constraints installed on this view (those whose items' closest common ancestor it is).
  public var constraints: [LayoutConstraint] { autoLayoutStorage?.installed ?? [] }

  /// Activates a constraint (UIKit's older API; it is installed where it belongs).
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
  /// Activates constraints.
  public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
  /// Deactivates a constraint.
  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
  /// Deactivates constraints.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  /// How strongly the view resists growing beyond its intrinsic size along an axis (250 by default).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
  }

  /// Sets the content hugging priority for an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    autoLayout.hugging[axis.rawValue] = LayoutPriority(min(max(priority.rawValue, 1), 1000))
    layoutItemDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size along an axis (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  /// Sets the compression resistance priority for an axis.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    autoLayout.compressionResistance[axis.rawValue] = LayoutPriority(min(max(priority.rawValue, 1), 1000))
    layoutItemDidChange()
  }

  /// Marks the view for the next constraint pass (``updateConstraints()``).
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    requestConstraintVisit()
    rootView.setNeedsLayout()
  }

  /// Asks the next constraint pass to visit this view (to run its ``updateConstraints()`` or
  /// let a container check what nothing reports to it): flags it and, up to the first
  /// ancestor already flagged, each ancestor, listing each with its superview.
  func requestConstraintVisit() {
    var view = self
    while !view.constraintVisitPending {
      view.constraintVisitPending = true
      guard let parent = view.superview else { return }
      parent.subviewsPendingConstraints.append(view)
      view = parent
    }
  }

  /// Whether a constraint pass is pending for this view.
  public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

  /// Runs the constraint pass for this subtree now: ``updateConstraints()`` on every marked
  /// view, subviews first.
  ///
  /// Cost: the marked views and the paths from this view to them; a subtree with nothing
  /// marked is not visited.
  public func updateConstraintsIfNeeded() {
    guard constraintVisitPending else { return }
    autoLayoutStorage?.constraintPassWillVisit?()
    visitPendingSubviews(.constraints) { $0.updateConstraintsIfNeeded() }
    if let state = autoLayoutStorage, state.needsUpdateConstraints {
      state.needsUpdateConstraints = false
      updateConstraints()
    }
    finishVisit(.constraints, selfPending: autoLayoutStorage?.needsUpdateConstraints == true)
  }

  /// Gives the view the frame Auto Layout solved for it.
  func setSolvedFrame(_ frame: CGRect) {
    isApplyingSolvedFrame = true
    setAlignmentFrame(frame)
    isApplyingSolvedFrame = false
  }

  /// The layout guides the view owns.
  public var layoutGuides: [LayoutGuide] { autoLayoutStorage?.guides ?? [] }

  /// Adds a layout guide to the view.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    autoLayout.guides.append(guide)
  }

  /// Removes a layout guide and deactivates its constraints.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    LayoutConstraint.deactivate(guide.layoutState.involving)
    autoLayout.guides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// A guide whose edges are the view's layout margins.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = autoLayout.marginsGuide { return guide }
    let guide = LayoutGuide()
    guide.identifier = "UIViewLayoutMarginsGuide"
    guide.isMarginsGuide = true
    addLayoutGuide(guide)
    autoLayout.marginsGuide = guide
    let pairs: [(LayoutConstraint.Attribute, LayoutConstraint.Attribute, String)] = [
      (.left, .leftMargin, "left"), (.top, .topMargin, "top"), (.right, .rightMargin, "right"),
      (.bottom, .bottomMargin, "bottom"),
    ]
    for (guideAttribute, viewAttribute, name) in pairs {
      let constraint = LayoutConstraint(
        item: guide, attribute: guideAttribute, relatedBy: .equal, toItem: self, attribute: viewAttribute,
        multiplier: 1, constant: 0)
      constraint.identifier = "UIView-\(name)Margin-guide-constraint"
      constraint.isActive = true
    }
    return guide
  }

  /// The size that satisfies the view's constraints as closely as possible to `targetSize`
  /// (use ``layoutFittingCompressedSize`` or ``layoutFittingExpandedSize``).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size that satisfies the view's constraints, pulled toward `targetSize` along each axis
  /// at the given priority (required pins that dimension).
  ///
  /// Solves the view's subtree on its own, with the view's size free. Cost: one solver build
  /// for the subtree.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    return LayoutEngine.fittingSize(of: self, target: targetSize, priorities: (horizontal, vertical))
  }

  /// A target size asking for the smallest size the constraints allow.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// A target size asking for the largest size the constraints allow.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Whether the constraints leave the view's frame undetermined.
  public var hasAmbiguousLayout: Bool {
    guard let engine = layoutEngine else { return false }
    rootView.updateConstraintsIfNeeded()
    return engine.isAmbiguous(self)
  }

  /// A report of every view in this subtree whose layout is ambiguous, with its constraints;
  /// empty when there is none. Hidden helper views that containers constrain along one axis
  /// only (a stack's spanner and gaps, which UIKit makes layout guides) are left out.
  public var ambiguityReport: String {
    var lines: [String] = []
    func visit(_ view: View) {
      if !(view is any ContainerLayoutHelper), view.hasAmbiguousLayout {
        lines.append("\(view) has an ambiguous layout. Constraints affecting it:")
        for constraint in view.autoLayoutStorage?.involving ?? [] { lines.append("    \(constraint)") }
      }
      for sub in view.subviews { visit(sub) }
    }
    visit(self)
    return lines.joined(separator: "\n")
  }

  /// Every active constraint in this subtree, one per line, with identifiers: a first-class
  /// debugging dump of why views sit where they do.
  public var constraintsDescription: String {
    var lines: [String] = []
    func visit(_ view: View, _ depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      for constraint in view.constraints { lines.append(indent + constraint.description) }
      for sub in view.subviews { visit(sub, depth + 1) }
    }
    visit(self, 0)
    return lines.joined(separator: "\n")
  }

  /// The active constraints that affect one axis of this view.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    (autoLayoutStorage?.involving ?? []).filter { constraint in
      let attribute = constraint.firstAttribute
      let horizontal = attribute.isHorizontal
      return axis == .horizontal ? horizontal : !horizontal
    }
  }

  /// The view at the top of both this view's and `other`'s ancestor chains, if they share one.
  func closestCommonAncestor(with other: View) -> View? {
    var ancestors = Set<ObjectIdentifier>()
    var node: View? = self
    while let current = node {
      ancestors.insert(ObjectIdentifier(current))
      node = current.superview
    }
    node = other
    while let current = node {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      node = current.superview
    }
    return nil
  }
}

extension View {
  /// The leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
  /// The baseline of the first line of text (the bottom edge for views without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text (the bottom edge for views without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}

/// A hidden view a container adds only to carry constraints, free along an axis by design
/// (Arranged's stack spanner and gaps); ``View/ambiguityReport`` leaves it out.
protocol ContainerLayoutHelper: View {}
