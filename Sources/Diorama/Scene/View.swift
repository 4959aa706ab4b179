import Foundation

/// A node of the scene graph (UIKit's `UIView`). Every view owns a ``Layer`` that draws it;
/// geometry and appearance properties read and write that layer.
///
/// Subclasses override ``layerClass`` to back the view with another layer class, and
/// ``layoutSubviews()``, ``sizeThatFits(_:)`` and ``intrinsicContentSize`` as in UIKit.
open class View: CustomStringConvertible {
  /// The class of the layer created for each instance; `Layer` unless a subclass overrides it.
  open class var layerClass: Layer.Type { Layer.self }

  /// The layer that draws this view.
  public let layer: Layer

  // Stored properties are laid out in the order declared, and a layout pass over thousands of
  // views is bound by the cache lines it touches: what a pass reads and writes of each view
  // (its links, flags and settled geometry, then the margins below) comes first, together.
  /// The bytes from the start of a view that hold the fields below, down to the margins: a
  /// layout pass fetches them ahead of a visit (see `CMemoryHints`).
  static let prefetchBytes: UInt = 256
  /// See ``ViewRareState``; `nil` until one of its fields is set.
  var rare: ViewRareState?
  /// ``superview`` as stored: walks up the tree read it without retaining each ancestor.
  @exclusivity(unchecked) var superviewReference: Unmanaged<View>?
  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []
  /// The subviews whose ``layoutVisitPending`` was set since this view's last visit (a removed
  /// or already visited subview may still be listed).
  @exclusivity(unchecked) var subviewsPendingLayout: [View] = []
  /// The view's index among its superview's subviews (kept by the hierarchy's edits).
  @exclusivity(unchecked) var indexInSuperview = 0
  /// Auto Layout state, allocated the first time the view takes part in Auto Layout.
  @exclusivity(unchecked) var autoLayoutStorage: ViewLayoutState?
  /// How many times layout passes visited the view (tests check what a pass touches).
  @exclusivity(unchecked) var layoutVisitCount = 0
  /// Whether a layout pass is pending for this view.
  @exclusivity(unchecked) public internal(set) var needsLayout = true
  /// Whether the frame is turned into required constraints (UIKit's default); the storage of
  /// ``translatesAutoresizingMaskIntoConstraints``. Kept here rather than in
  /// ``autoLayoutStorage``, like the two flags below, so that placing a view touches one
  /// object less.
  @exclusivity(unchecked) var translatesFrameIntoConstraints = true
  /// Whether code assigned ``frame`` since the last layout pass while the flag above was off
  /// (the pass warns when it then moves a view nothing places; see `warnIfFrameWasIgnored`).
  @exclusivity(unchecked) var frameAssignedByCode = false
  /// Set while the layout pass gives the view its solved frame (which is not code assigning
  /// one).
  @exclusivity(unchecked) var isApplyingSolvedFrame = false
  /// Whether the next layout pass has to visit this view: it needs layout, its geometry
  /// changed, or a view below it needs a visit. Set along the path up to the root, so a pass
  /// follows these flags down and skips every clean subtree.
  @exclusivity(unchecked) var layoutVisitPending = true
  /// Set while this view's layout visit places its subviews and runs its `layoutSubviews()`,
  /// when the visit goes on to visit every subview: a subview asking for a visit meanwhile
  /// gets it without being listed in ``subviewsPendingLayout``.
  @exclusivity(unchecked) var visitsEverySubview = false
  /// Whether the layer's geometry changed since the layout pass last settled the safe area.
  @exclusivity(unchecked) var geometryChangedSinceSettle = true
  /// Whether something the margins are computed from changed since the last settle.
  @exclusivity(unchecked) var marginInputsChanged = true
  /// Whether the next constraint pass has to visit this view: it or a view below it needs
  /// ``updateConstraints()``, or a container there has something to check.
  @exclusivity(unchecked) var constraintVisitPending = false
  /// The safe area insets as of the last layout pass.
  @exclusivity(unchecked) var settledSafeAreaInsets = EdgeInsets.zero
  /// The bounds the layout pass last settled the safe area with (`nil`: never settled).
  @exclusivity(unchecked) var settledBounds: CGRect?
  /// The margins constraints last read (stored ones combined with the safe area).
  @exclusivity(unchecked) var settledLayoutMargins: EdgeInsets?

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    layer = Self.layerClass.init()
    layer.owningView = self
    layer.isOpaque = true  // UIKit's default for views; Core Animation's layers default to false
    layer.setNeedsDisplay()
    self.frame = frame
  }

  /// Creates a view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  deinit {
    for sub in subviews where sub.superview === self { sub.superview = nil }
    if layer.owningView === self { layer.owningView = nil }
    if let state = autoLayoutStorage { state.viewWillDeallocate(self) }
  }

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates.
  ///
  /// When ``translatesAutoresizingMaskIntoConstraints`` is off, Auto Layout owns the frame and the
  /// next layout pass replaces it, as in UIKit; a frame assigned then is only a starting point
  /// (for an animation, say). If no constraint places the view in its superview, the pass
  /// reports a ``Warning/Kind/frameOwnedByAutoLayout`` warning naming the frame it discarded.
  public var frame: CGRect {
    get { layer.frame }
    set {
      let oldSize = layer.bounds.size
      layer.frame = newValue
      if layer.bounds.size != oldSize { boundsSizeDidChange() }
      geometryDidChange()
      if !translatesFrameIntoConstraints { frameAssignedByCode = true }
    }
  }

  /// The view's own coordinate space.
  public var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      if layer.bounds.size != oldSize { boundsSizeDidChange() }
      geometryDidChange()
    }
  }

  /// The centre of the frame, in the superview's coordinates (the layer's position).
  public var center: CGPoint {
    get { layer.position }
    set {
      layer.position = newValue
      geometryDidChange()
    }
  }

  /// A transform applied about the centre: the layer's transform in the plane (UIKit's
  /// `transform`). Reading a layer transform with 3-D terms gives its plane part.
  public var transform: Transform {
    get { layer.transform.affineTransform }
    set { layer.transform = Transform3D(newValue) }
  }

  /// The layer's 3-D transform (UIKit's `transform3D`).
  public var transform3D: Transform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// A view whose alpha masks this view's content (UIKit's `mask`): its layer becomes the
  /// layer's ``Layer/mask``. The mask view is laid out by its frame in this view's bounds
  /// coordinates and must not be in a view hierarchy.
  public var mask: View? {
    get { maskView }
    set {
      maskView = newValue
      layer.mask = newValue?.layer
      if let newValue, layer.mask !== newValue.layer { maskView = nil }
    }
  }

  // MARK: Appearance

  /// The view's opacity, 0…1.
  public var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view (and its subviews) is hidden.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      let old = layer.isHidden
      layer.isHidden = newValue
      if newValue != old { superview?.subviewIsHiddenDidChange(self) }
    }
  }

  /// The background colour.
  open var backgroundColor: Color? {
    get { layer.backgroundColor }
    set { layer.backgroundColor = newValue }
  }

  /// The tint colour (UIKit's `tintColor`): the colour of template images (and, in UIKit, of
  /// controls' accents) in this view and the subviews that inherit it.
  ///
  /// Reading it gives the effective colour, never `nil`: the colour set on this view, else the
  /// superview's effective tint, else, for a root view, UIKit's default, ``Color/systemBlue``
  /// (RGB 0, 122, 255). Setting `nil` makes the view inherit again. When the effective tint
  /// changes, ``tintColorDidChange()`` is called on this view and every subview that inherits it;
  /// inside a ``View/animate(withDuration:delay:options:animations:completion:)`` block, image views animate to the new tint.
  /// Cost of a read: a walk up to the nearest view with its own tint.
  open var tintColor: Color! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      let old = tintColor
      ownTintColor = newValue
      if tintColor != old { inheritedTintColorDidChange() }
    }
  }

  /// Called when the effective ``tintColor`` changes: set here, set on an ancestor this view
  /// inherits from, or inherited from a new superview. The default does nothing; overrides need
  /// not call `super` (UIKit's contract).
  open func tintColorDidChange() {}

  /// The tint set on this view itself; `nil` inherits.
  var ownTintColor: Color? {
    get { rare?.ownTintColor }
    set { if newValue != nil || rare != nil { rareState.ownTintColor = newValue } }
  }
  /// The view set as ``mask`` (retained here; its layer is the layer's mask).
  var maskView: View? {
    get { rare?.maskView }
    set { if newValue != nil || rare != nil { rareState.maskView = newValue } }
  }
  /// ``rare``, created if needed.
  var rareState: ViewRareState {
    if let rare { return rare }
    let created = ViewRareState()
    rare = created
    return created
  }

  /// Stores `value` in the side state when it differs from `current`, then calls `changed`.
  private func updateRare<Value: Equatable>(
    _ field: ReferenceWritableKeyPath<ViewRareState, Value>, from current: Value, to value: Value,
    changed: () -> Void = {}
  ) {
    guard value != current else { return }
    rareState[keyPath: field] = value
    changed()
  }

  /// Whether subviews are clipped to the bounds.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  // MARK: Margins and direction

  /// The margins inside the bounds that content should keep clear of; 8 points by default.
  @exclusivity(unchecked) public var layoutMargins = EdgeInsets(all: 8) {
    didSet {
      guard layoutMargins.isFinite else {
        layoutMargins = oldValue
        return Layer.warnInvalid("layoutMargins", "\(layoutMargins)", layer)
      }
      if layoutMargins != oldValue { marginsInputsDidChange() }
    }
  }

  /// The margins in leading/trailing terms for the effective layout direction.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
    set { layoutMargins = newValue.resolved(for: effectiveUserInterfaceLayoutDirection) }
  }

  /// Whether the layout margins are measured from the safe area's edges rather than the
  /// bounds' (`true` by default, as in UIKit): with it, ``layoutMarginsGuide`` and the margin
  /// attributes of constraints keep content inside the safe area.
  @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsInputsDidChange() } }
  }

  /// Whether the view's margins are at least its superview's where the two views' edges are
  /// close (UIKit's `preservesSuperviewLayoutMargins`); `false` by default.
  @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
    didSet { if preservesSuperviewLayoutMargins != oldValue { marginsInputsDidChange() } }
  }

  /// Called during a layout pass when ``safeAreaInsets`` changed; the default marks the view as
  /// needing layout. Overrides must call `super`.
  open func safeAreaInsetsDidChange() {
    setNeedsLayout()
    owningViewController?.viewSafeAreaInsetsDidChange()
  }

  /// Called when the layout margins change; the default marks the view as needing layout.
  open func layoutMarginsDidChange() {
    setNeedsLayout()
    owningViewController?.viewLayoutMarginsDidChange()
  }

  private func marginsInputsDidChange() {
    noteMarginsInputsChanged()
    layoutMarginsDidChange()
  }

  /// Something the effective margins are computed from changed (the layout margins, how they
  /// relate to the safe area and the superview's, a controller's minimums): constraints that
  /// read them are rebuilt, and the next layout pass settles them again.
  func noteMarginsInputsChanged() {
    marginInputsChanged = true
    requestLayoutVisit()
    layoutItemDependentsDidChange()
  }

  /// How the view's content is laid out with respect to the layout direction.
  @exclusivity(unchecked) public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { inheritedLayoutDirectionDidChange() } }
  }

  /// The direction a root view without a forced attribute uses; set by a ``Scene``.
  var hostLayoutDirection: UserInterfaceLayoutDirection {
    get { rare?.hostLayoutDirection ?? .leftToRight }
    set {
      updateRare(\.hostLayoutDirection, from: hostLayoutDirection, to: newValue) {
        inheritedLayoutDirectionDidChange()
      }
    }
  }

  /// The effective direction of this subtree may have changed. Descendants inherit it without
  /// being told, so every view in the subtree lays out again: `layoutSubviews` code that reads the
  /// direction (start/end layout, naturally aligned text) runs with the new one.
  func inheritedLayoutDirectionDidChange() {
    layoutDirectionDidChange()
    setNeedsLayoutInSubtree()
  }

  private func setNeedsLayoutInSubtree() {
    setNeedsLayout()
    // A container that checks the direction at the constraint pass (BoxView) gets a visit.
    if autoLayoutStorage?.constraintPassWillVisit != nil { requestConstraintVisit() }
    for subview in subviews { subview.setNeedsLayoutInSubtree() }
  }

  /// Pixels per point of the scene a root view belongs to; layout snaps frames to its grid.
  var hostDisplayScale: CGFloat {
    get { rare?.hostDisplayScale ?? 1 }
    set { updateRare(\.hostDisplayScale, from: hostDisplayScale, to: newValue) }
  }

  // MARK: Safe area storage (see View+SafeArea.swift)

  /// The insets of the scene around the root view: status bar, notch, home indicator.
  var hostSafeAreaInsets: EdgeInsets {
    get { rare?.hostSafeAreaInsets ?? .zero }
    set { updateRare(\.hostSafeAreaInsets, from: hostSafeAreaInsets, to: newValue) { setNeedsLayout() } }
  }
  /// Insets a view controller adds to its view's safe area.
  var ownAdditionalSafeAreaInsets: EdgeInsets {
    get { rare?.ownAdditionalSafeAreaInsets ?? .zero }
    set {
      updateRare(\.ownAdditionalSafeAreaInsets, from: ownAdditionalSafeAreaInsets, to: newValue) {
        setNeedsLayout()
      }
    }
  }
  /// The view controller whose view this is.
  var owningViewController: ViewController? {
    get { rare?.owningViewController }
    set { if newValue != nil || rare != nil { rareState.owningViewController = newValue } }
  }

  /// The layout direction that applies to this view: forced by its ``semanticContentAttribute``,
  /// else inherited from the superview (or the scene, for a root view).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    // Up the chain of unspecified attributes, borrowing each ancestor (every label asks this
    // in every layout pass).
    var view = Unmanaged.passUnretained(self)
    while true {
      let (attribute, parent, host) = view._withUnsafeGuaranteedRef {
        ($0.semanticContentAttribute, $0.superviewReference, $0.hostLayoutDirection)
      }
      switch attribute {
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified:
        guard let parent else { return host }
        view = parent
      }
    }
  }

  /// UIKit's class method: the direction a semantic attribute implies under a given direction.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute, relativeTo direction: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: direction
    }
  }

  // MARK: Tree storage

  /// The view this one is a subview of.
  ///
  /// Not retained and not `weak` (a weak reference would give every view a side table and
  /// slow every retain and release): a view clears its subviews' link when it goes away.
  public internal(set) var superview: View? {
    get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  // MARK: Layout pass bookkeeping (see View+Layout.swift)

  /// The subviews whose ``constraintVisitPending`` was set since this view's last visit.
  @exclusivity(unchecked) var subviewsPendingConstraints: [View] = []

  // MARK: Sizing

  /// UIKit's marker for "no intrinsic size along this axis".
  public static let noIntrinsicMetric: CGFloat = -1

  /// The natural size of the view's content; (−1, −1) — no intrinsic size — by default.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Whether the intrinsic height depends on the width the view is given, as a multi-line
  /// label's does; `false` by default.
  ///
  /// This is the hook behind UIKit's two-pass layout. Auto Layout (anchors, ``StackView``,
  /// ``BoxView``, `systemLayoutSizeFitting`) first uses ``intrinsicContentSize``; after
  /// solving, it asks each view that returns `true` here for
  /// ``intrinsicContentSize(forWidth:)`` at its solved width and solves again, until the sizes
  /// settle. Call ``invalidateIntrinsicContentSize()`` when the answer changes.
  open var intrinsicContentSizeDependsOnWidth: Bool { false }

  /// The natural size of the content when the view is `width` points wide; used for views
  /// whose ``intrinsicContentSizeDependsOnWidth`` is `true`. The default is
  /// ``intrinsicContentSize``.
  open func intrinsicContentSize(forWidth width: CGFloat) -> CGSize { intrinsicContentSize }

  /// Tells layout that ``intrinsicContentSize`` changed.
  open func invalidateIntrinsicContentSize() {
    layoutItemDidChange()
    superview?.setNeedsLayout()
    setNeedsLayout()
    superview?.subviewIntrinsicContentSizeDidChange(self)
  }

  /// The size that best fits `size`; the current bounds size by default, as in UIKit.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the bounds to ``sizeThatFits(_:)`` of the current size, keeping the origin.
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    guard fitted.isFinite else { return }
    let origin = frame.origin
    frame = CGRect(origin: origin, size: fitted)
  }

  private func boundsSizeDidChange() { setNeedsLayout() }

  // MARK: Auto Layout hooks

  /// Updates the constraints the view manages itself; called during the constraint pass for
  /// views marked with ``setNeedsUpdateConstraints()``, subviews before superviews.
  /// Overrides must call `super`.
  open func updateConstraints() {}

  /// Called after a subview's ``isHidden`` changed; containers that collapse hidden views
  /// (``StackView``) override it.
  func subviewIsHiddenDidChange(_ subview: View) {}

  /// Called after a subview's intrinsic content size was invalidated; containers that read
  /// intrinsic sizes into constraints (``StackView``) override it.
  func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

  /// Whether the view needs Auto Layout to lay out correctly (used by `systemLayoutSizeFitting`).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The view whose first baseline is this view's first baseline (itself by default).
  open var forFirstBaselineLayout: View { self }
  /// The view whose last baseline is this view's last baseline (itself by default).
  open var forLastBaselineLayout: View { self }

  /// Where this view's baselines lie for constraints, or `nil` when it has no text (its
  /// baselines are then its bottom edge).
  var baselineOffsetsForLayout: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { nil }

  // MARK: Overridable hooks

  /// Lays out subviews. The default does nothing for frame-based views; Auto Layout and the
  /// containers override it. Called by ``layoutIfNeeded()``, never directly.
  open func layoutSubviews() {}

  // MARK: Drawing

  /// Draws the view's content with ``GraphicsGetCurrentContext()`` (or ``BezierPath`` and
  /// ``Color/setFill()``), in the view's bounds coordinates (y down), as UIKit's `draw(_:)`.
  ///
  /// Override it to draw; do not call it yourself. It runs in the display pass before a frame
  /// is captured: once when the view is first shown, then only after ``setNeedsDisplay()`` (or a
  /// size change with ``contentMode`` `.redraw`). Its result is kept as the layer's contents at
  /// the scene's scale, so an unchanged view costs nothing per frame. `rect` is the bounds.
  open func draw(_ rect: CGRect) {
    GraphicsContextStack.current.top?.defaultDrawingReached = true
  }

  /// How the layer's contents (the view's drawing, an image view's image) are placed when the
  /// bounds change; `.scaleToFill` by default. `.redraw` draws again at the new size instead.
  open var contentMode: ContentMode = .scaleToFill {
    didSet {
      layer.contentsGravity = contentMode.gravity
      layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
  }

  /// Called before the view moves to a new superview (`nil` when it is being removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview (or was removed).
  open func didMoveToSuperview() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: View) {}

  /// An integer to find the view by with ``viewWithTag(_:)``.
  public var tag = 0
  /// A name for debugging dumps and tests.
  public var accessibilityIdentifier: String?

  open var description: String {
    var text = "<\(type(of: self)): frame = \(Layer.format(frame))"
    if let id = accessibilityIdentifier { text += "; id = '\(id)'" }
    if isHidden { text += "; hidden = YES" }
    if alpha != 1 { text += "; alpha = \(alpha)" }
    if tag != 0 { text += "; tag = \(tag)" }
    return text + ">"
  }

  /// A dump of this view and its subtree, one view per line, indented by depth (UIKit's
  /// `recursiveDescription`).
  public var recursiveDescription: String {
    var lines: [String] = []
    func visit(_ view: View, _ depth: Int) {
      lines.append(String(repeating: "   | ", count: depth) + view.description)
      for sub in view.subviews { visit(sub, depth + 1) }
    }
    visit(self, 0)
    return lines.joined(separator: "\n")
  }
}
