import Foundation

/// A container that stacks its items along one axis with Auto Layout, each item with its own
/// pins (BoxView's `BoxView`).
///
/// ```swift
/// boxView.insets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// boxView.spacing = 20
/// boxView.items = [
///   titleLabel.boxed.centerX(),
///   nameField.boxed,
///   forgotButton.boxed.left(>=0),
///   loginButton.boxed.top(30).left(50).right(50),
/// ]
/// ```
///
/// Each item says, per edge, how large the gap to its neighbour (or to the box's inset edge) is
/// and with which relation (``BoxLayout/Pin``); the box turns the items into constraints
/// (named `BoxView-…` in dumps) and never sets frames or sizes of its own. The gap between two
/// neighbours is the previous item's end pin + ``spacing`` + the next item's begin pin. Sizes
/// come from the items' intrinsic sizes, hugging and compression resistance, and any size pins.
///
/// Every change — ``items``, ``axis``, ``spacing``, ``insets``, the semantic content attribute,
/// a hidden item with ``excludeHiddenViews`` — only schedules a rebuild for the next constraint
/// pass. The rebuild compares the new constraints with the box's previous ones and only
/// deactivates, activates or re-constants what differs, so neighbouring layout is untouched and
/// changes made inside an animation block animate.
///
/// `left` and `right` mean the begin and end of the x axis: in a right-to-left layout the
/// whole box mirrors.
open class BoxView: View {
  /// The axis items are stacked along.
  public var axis: BoxLayout.Axis = .y {
    didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
  }

  /// The space added to every gap between two neighbouring items. A non-finite value is ignored
  /// with an ``Warning/Kind/invalidGeometry`` warning.
  public var spacing: CGFloat = 0 {
    didSet {
      guard spacing.isFinite else {
        let bad = spacing
        spacing = oldValue
        return warnNonFinite("spacing", "\(bad)")
      }
      if spacing != oldValue { setNeedsUpdateConstraints() }
    }
  }

  /// The insets of the content from the box's edges; `left` and `right` are the begin and end
  /// sides of x. With ``insetsAreMargins`` they are the view's ``View/layoutMargins``. A
  /// non-finite value is ignored with an ``Warning/Kind/invalidGeometry`` warning.
  public var insets: EdgeInsets {
    get { insetsAreMargins ? layoutMargins : storedInsets }
    set {
      guard newValue.isFinite else { return warnNonFinite("insets", "\(newValue)") }
      if insetsAreMargins {
        layoutMargins = newValue
      } else if newValue != storedInsets {
        storedInsets = newValue
        setNeedsUpdateConstraints()
      }
    }
  }
  private var storedInsets = EdgeInsets.zero

  /// Whether ``insets`` are the view's layout margins (`false` by default).
  public var insetsAreMargins = false {
    didSet { if insetsAreMargins != oldValue { setNeedsUpdateConstraints() } }
  }

  /// The items, in stacking order. Setting them adds the new items' views as subviews (with
  /// `translatesAutoresizingMaskIntoConstraints` off) and their guides as layout guides, removes
  /// the views and guides no longer used, re-applies ``frontViews`` and ``backViews``, and
  /// schedules a rebuild. A second item for the same view or guide is dropped with a warning.
  public var items: [BoxItem] = [] {
    didSet { itemsDidChange(from: oldValue) }
  }

  /// The items with `nil`s allowed, for `useIf(_:)` and conditional items; setting it drops the
  /// `nil`s into ``items``. Reading it returns ``items``.
  public var optItems: [BoxItem?] {
    get { items }
    set { items = newValue.compactMap { $0 } }
  }

  /// Whether hidden item views are left out of the layout (`false` by default: a hidden view
  /// keeps its place, like one with alpha 0). When `true`, a hidden item loses every
  /// constraint the box made for it — size pins included — and its neighbours close up with one
  /// spacing; showing it again restores them. Changes to `isHidden` are noticed at the next
  /// constraint pass.
  public var excludeHiddenViews = false {
    didSet { if excludeHiddenViews != oldValue { setNeedsUpdateConstraints() } }
  }

  /// Whether the box copies its semantic content attribute to its item views, and into nested
  /// boxes (`false` by default).
  public var forceSubviewsSCA = false {
    didSet { if forceSubviewsSCA { propagateSemanticContentAttribute() } }
  }

  /// Whether ``BoxAnchorable/addBoxItems(_:axis:spacing:insets:)`` may be called on this box
  /// without a ``Warning/Kind/boxViewUnmanagedItems`` warning (`false` by default). It changes
  /// nothing else: unmanaged subviews are always allowed.
  public var allowNotManagedViews = false

  /// Views kept in front of the item views after every items update.
  public var frontViews: [View]? {
    didSet { applyZOrder() }
  }
  /// Views kept behind the item views after every items update.
  public var backViews: [View]? {
    didSet { applyZOrder() }
  }

  /// Whether the box calls ``updateItems()`` at the next constraint pass (`true` after init).
  public private(set) var needsUpdateItems = true

  /// The active constraints the box generated for its items.
  public var managedConstraints: [LayoutConstraint] { constraintSet.constraints }
  /// The views of the items.
  public var managedViews: [View] { items.compactMap(\.view) }
  /// The guides of the items.
  public var managedGuides: [LayoutGuide] { items.compactMap(\.guide) }

  let constraintSet = BoxConstraintSet()
  /// Set while the box itself edits its subviews, so ``willRemoveSubview(_:)`` does not treat the
  /// removal as the user's.
  var isUpdatingItems = false
  /// What the last rebuild was made from, to notice changes nobody reports.
  private var builtHiddenViews: Set<ObjectIdentifier> = []
  private var builtDirection: UserInterfaceLayoutDirection?
  /// What the last rebuild did.
  private(set) var lastRebuild = BoxConstraintSet.Change()

  /// Creates a box for Auto Layout (`translatesAutoresizingMaskIntoConstraints` off), then
  /// calls ``setup()``.
  ///
  /// As in the BoxView library, Auto Layout then owns the box's frame: constrain the box in its
  /// superview (or make it an item of another box). A frame assigned to it is replaced by the
  /// next layout pass, with a ``Warning/Kind/frameOwnedByAutoLayout`` warning when no constraint
  /// places it; to place a box by its frame, create it with ``init(frame:)``.
  public init(axis: BoxLayout.Axis = .y, spacing: CGFloat = 0, insets: EdgeInsets = .zero) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    self.axis = axis
    self.spacing = spacing
    self.insets = insets
    commonInit()
  }

  /// Creates a box placed by its frame (`translatesAutoresizingMaskIntoConstraints` stays on,
  /// as for any view made with a frame — `BoxView()` uses this), then calls ``setup()``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  private func commonInit() {
    autoLayout.constraintPassWillVisit = { [weak self] in self?.constraintPassWillVisit() }
    setup()
    setNeedsUpdateConstraints()
  }

  /// A hook for subclasses, called at the end of every initialiser; the default does nothing.
  open func setup() {}

  /// Sets the items and returns the box, for building nested boxes inline.
  @discardableResult
  public func withItems(_ items: [BoxItem]) -> Self {
    self.items = items
    return self
  }

  /// Schedules ``updateItems()`` for the next constraint pass.
  public func setNeedsUpdateItems() {
    needsUpdateItems = true
    setNeedsUpdateConstraints()
  }

  /// A hook for subclasses that build their items lazily: called at the constraint pass while
  /// ``needsUpdateItems`` is set (once after init). The default does nothing.
  open func updateItems() {}

  // MARK: Rebuilding

  /// Rebuilds the box's constraints, changing only those that differ from the previous build.
  open override func updateConstraints() {
    super.updateConstraints()
    rebuildConstraints()
  }

  private func rebuildConstraints() {
    let builder = makeBuilder()
    lastRebuild = constraintSet.update(to: builder.constraints(for: items))
    builtHiddenViews = hiddenItemViews()
    builtDirection = effectiveUserInterfaceLayoutDirection
  }

  func makeBuilder() -> BoxConstraintBuilder {
    BoxConstraintBuilder(
      container: self, axis: axis, spacing: spacing, insets: insets,
      xAttributes: BoxConstraintBuilder.XAttributes(semanticContentAttribute),
      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
      excludesHiddenViews: excludeHiddenViews)
  }

  private func hiddenItemViews() -> Set<ObjectIdentifier> {
    guard excludeHiddenViews else { return [] }
    return Set(items.compactMap(\.view).filter(\.isHidden).map(ObjectIdentifier.init))
  }

  /// Runs when a constraint pass reaches the box: calls ``updateItems()`` when asked to, and
  /// schedules a rebuild when an item's visibility or the inherited layout direction changed
  /// since the last one.
  private func constraintPassWillVisit() {
    if needsUpdateItems {
      needsUpdateItems = false
      updateItems()
    }
    guard !needsUpdateConstraints() else { return }
    if hiddenItemViews() != builtHiddenViews || effectiveUserInterfaceLayoutDirection != builtDirection {
      setNeedsUpdateConstraints()
    }
  }

  /// An item view shown or hidden: the next constraint pass checks whether the box has to
  /// rebuild (with ``excludeHiddenViews``).
  override func subviewIsHiddenDidChange(_ subview: View) {
    if excludeHiddenViews { requestConstraintVisit() }
  }

  /// A managed view removed by other means takes its item with it.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    guard !isUpdatingItems, itemIndexForObject(subview) != nil else { return }
    isUpdatingItems = true
    defer { isUpdatingItems = false }
    items.removeAll { $0.lays(out: subview) }
  }

  // MARK: Direction and margins

  /// Changing the attribute rebuilds the constraints (and, with ``forceSubviewsSCA``, copies it
  /// to the item views).
  public override var semanticContentAttribute: SemanticContentAttribute {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      if forceSubviewsSCA { propagateSemanticContentAttribute() }
      setNeedsUpdateConstraints()
    }
  }

  /// With ``insetsAreMargins``, new margins rebuild the constraints.
  open override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    if insetsAreMargins { setNeedsUpdateConstraints() }
  }

  func propagateSemanticContentAttribute() {
    guard forceSubviewsSCA else { return }
    for view in managedViews where view.semanticContentAttribute != semanticContentAttribute {
      if let box = view as? BoxView { box.forceSubviewsSCA = true }
      view.semanticContentAttribute = semanticContentAttribute
    }
  }

  private func warnNonFinite(_ property: String, _ value: String) {
    Diagnostics.report(
      Warning(
        .invalidGeometry, "\(layoutName).\(property) = \(value) is not finite; the assignment was ignored."))
  }

  open override var description: String {
    let base = super.description.dropLast()
    return "\(base); axis = \(axis); items = \(items.count)>"
  }
}
