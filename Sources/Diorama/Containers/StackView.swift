import Foundation

/// A view that lays out a row or column of views with Auto Layout, generating exactly the
/// constraints UIKit's `UIStackView` creates, as reproduced by Arranged (identifiers `ASV-…`).
///
/// The stack only orchestrates: a *distribution arrangement* generates the constraints along
/// the axis and an *alignment arrangement* those across it. Configuration changes are applied
/// lazily in the next constraint pass (``updateConstraints()``), and the result depends only on
/// the final state. A regeneration keeps every constraint that is identical to one it already
/// has, so hiding one view in a long stack touches only a handful of solver constraints.
///
/// Setting `isHidden` on an arranged view inside an animation block that lays the stack out
/// collapses it with the block's animation: the view stays visible while it shrinks and its
/// neighbours close the gap, and is hidden when the block completes, as in UIKit.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, badge])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// badge.isHidden = true  // collapses, as in UIKit
/// ```
open class StackView: View {
  // MARK: Configuration

  /// The axis the views are laid out along (`.horizontal` by default).
  open var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { invalidateLayout() } }
  }

  /// How views are sized and spaced along the axis (`.fill` by default).
  open var distribution: StackViewDistribution = .fill {
    didSet { if distribution != oldValue { invalidateLayout() } }
  }

  /// How views are placed across the axis (`.fill` by default).
  open var alignment: StackViewAlignment = .fill {
    didSet { if alignment != oldValue { invalidateLayout() } }
  }

  /// The space between adjacent visible views, a minimum for the equal* distributions (0 by
  /// default). Negative values are allowed and overlap the views.
  open var spacing: CGFloat = 0 {
    didSet {
      guard spacing.isFinite else {
        spacing = oldValue
        return Diagnostics.report(
          Warning(.invalidGeometry, "\(self): spacing must be finite; the change was ignored."))
      }
      if spacing != oldValue { invalidateLayout() }
    }
  }

  /// Whether vertical spacing is measured from the last baseline of a view to the first
  /// baseline of the next (vertical stacks only; `false` by default).
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { invalidateLayout() } }
  }

  /// Whether the views are laid out inside the stack's layout margins rather than its edges
  /// (`false` by default).
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateLayout() } }
  }

  /// UIKit's marker for ``setCustomSpacing(_:after:)``: go back to ``spacing``.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// UIKit's marker for ``setCustomSpacing(_:after:)``: the standard spacing (8 points).
  public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

  // MARK: State

  /// The views the stack arranges, in order; each is also a subview.
  public private(set) var arrangedSubviews: [View] = []
  private var arrangedIDs = Set<ObjectIdentifier>()
  /// Views collapsed along the axis, with the order they were hidden in (for stable dumps).
  private var hiddenSet: [ObjectIdentifier: (view: View, sequence: Int)] = [:]
  private var hiddenSequence = 0
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var isInvalidated = false
  /// The helper views, by role.
  let helpers = StackHelperPool()
  /// The constraints of the latest regeneration, in generation order.
  private(set) var generated: [LayoutConstraint] = []
  /// What each of ``generated`` was made for, so the next regeneration can compare without
  /// reading the constraints back.
  private var generatedKeys: [ArrangedConstraint.Key] = []
  /// Every item the keys name (the arranged views, the other hidden views and the helpers;
  /// the stack itself aside), held so that an item's identity cannot be reused by a new
  /// object while its keys are kept.
  private var generatedItems: (arranged: [View], others: [View], helpers: [View]) = ([], [], [])
  private var baselineViews: (first: ObjectIdentifier?, last: ObjectIdentifier?) = (nil, nil)
  /// Whether a subview left since the last regeneration (taking its constraints with it).
  private var subviewLeftSinceLastPass = false

  // MARK: Creating

  /// Creates a stack arranging `views`, in order.
  public init(arrangedSubviews views: [View]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates an empty stack with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack is a layout container and draws nothing: its colour is always `nil` (as with
  /// Arranged and UIKit before iOS 14). Put the stack in a coloured view to give it a backdrop.
  open override var backgroundColor: Color? {
    get { nil }
    set {}
  }

  /// A stack needs Auto Layout.
  open override class var requiresConstraintBasedLayout: Bool { true }

  // MARK: Managing arranged views

  /// Appends `view` to the arranged views (moving it to the end if it is already arranged),
  /// making it a subview if it is not one.
  open func addArrangedSubview(_ view: View) {
    let count = arrangedSubviews.count - (isArranged(view) ? 1 : 0)
    insertArrangedSubview(view, at: count)
  }

  /// Inserts `view` among the arranged views at `index`, making it a subview if it is not one
  /// (the order of existing subviews is left alone).
  ///
  /// An already-arranged view moves: it is taken out first, and `index` counts in the
  /// shortened list. An index outside `0…count` is clamped with a
  /// ``Warning/Kind/valueClamped`` warning (UIKit raises an exception). The stack itself or an
  /// ancestor of it cannot be arranged: the call is ignored with an
  /// ``Warning/Kind/invalidHierarchy`` warning.
  open func insertArrangedSubview(_ view: View, at index: Int) {
    if isDescendant(of: view) {
      return Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "insertArrangedSubview(_:at:): \(view) is \(view === self ? "the stack itself" : "an ancestor of \(self)")"
            + "; it cannot be arranged, so the call was ignored."))
    }
    if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: current)
    }
    var position = index
    if !(0...arrangedSubviews.count).contains(index) {
      position = min(max(index, 0), arrangedSubviews.count)
      Diagnostics.report(
        Warning(
          .valueClamped,
          "insertArrangedSubview(_:at:): index \(index) is outside 0…\(arrangedSubviews.count) for \(self);"
            + " \(view) was inserted at \(position)."))
    }
    arrangedSubviews.insert(view, at: position)
    let isNew = arrangedIDs.insert(ObjectIdentifier(view)).inserted
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    // A view that is hidden when it joins stays collapsed, as in UIKit.
    if isNew && view.isHidden { insertHidden(view) }
    invalidateLayout()
  }

  /// Arranged's spelling of ``insertArrangedSubview(_:at:)``.
  public func insertArrangedSubview(_ view: View, atIndex index: Int) {
    insertArrangedSubview(view, at: index)
  }

  /// Stops arranging `view` (it stays a subview); a view that is not arranged is ignored.
  /// The view also leaves the hidden set and loses its custom spacing.
  open func removeArrangedSubview(_ view: View) {
    guard arrangedIDs.remove(ObjectIdentifier(view)) != nil else { return }
    arrangedSubviews.removeAll { $0 === view }
    hiddenSet[ObjectIdentifier(view)] = nil
    customSpacings[ObjectIdentifier(view)] = nil
    invalidateLayout()
  }

  /// A subview that leaves the stack is no longer arranged.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    subviewLeftSinceLastPass = true
    removeArrangedSubview(subview)
  }

  /// Collapses (`hidden == true`) or restores `view` along the axis, without touching its
  /// ``View/isHidden`` (Arranged's API). Setting `isHidden` on an arranged view does the same
  /// and hides it too, as in UIKit — inside an animation block only once the collapse has
  /// animated. A view that is not arranged is still recorded, and gets an `ASV-hiding`
  /// constraint, as in Arranged.
  open func setArrangedView(_ view: View, hidden: Bool) {
    if hidden {
      guard hiddenSet[ObjectIdentifier(view)] == nil else { return }
      insertHidden(view)
    } else {
      guard hiddenSet.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
    }
    invalidateLayout()
  }

  /// Sets the space after an arranged view, in place of ``spacing`` up to the next visible
  /// view (``spacingUseDefault`` goes back to ``spacing``; ``spacingUseSystem`` is 8 points).
  /// Ignored for a view that is not arranged or a non-finite value other than the markers.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard isArranged(arrangedSubview) else { return }
    let id = ObjectIdentifier(arrangedSubview)
    let value: CGFloat? =
      switch spacing {
      case Self.spacingUseDefault: nil
      case Self.spacingUseSystem: 8
      default: spacing.isFinite ? spacing : customSpacings[id]
      }
    guard customSpacings[id] != value else { return }
    customSpacings[id] = value
    invalidateLayout()
  }

  /// The space after an arranged view set with ``setCustomSpacing(_:after:)``, or
  /// ``spacingUseDefault`` when it uses ``spacing``.
  open func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Marks the constraints for regeneration in the next constraint pass. The stack calls it
  /// for every change it sees; call it yourself if something else it depends on changes.
  open func invalidateLayout() {
    guard !isInvalidated else { return }
    isInvalidated = true
    setNeedsUpdateConstraints()
  }

  private func isArranged(_ view: View) -> Bool { arrangedIDs.contains(ObjectIdentifier(view)) }

  private func insertHidden(_ view: View) {
    hiddenSequence += 1
    hiddenSet[ObjectIdentifier(view)] = (view, hiddenSequence)
  }

  /// Whether `view` is collapsed by the stack.
  func isCollapsed(_ view: View) -> Bool { hiddenSet[ObjectIdentifier(view)] != nil }

  // MARK: Observing arranged views

  /// Hiding an arranged view collapses it; inside an animation block it stays visible until
  /// the collapse ends (see ``keepVisibleWhileCollapsing(_:)``).
  override func subviewIsHiddenDidChange(_ subview: View) {
    guard isArranged(subview) else { return }
    if subview.isHidden { keepVisibleWhileCollapsing(subview) }
    setArrangedView(subview, hidden: subview.isHidden)
  }

  override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
    // Only fillProportionally reads intrinsic sizes into constraints; the others leave them
    // to hugging and compression resistance, which the engine already follows.
    guard distribution == .fillProportionally, isArranged(subview), !isCollapsed(subview) else { return }
    invalidateLayout()
  }

  // MARK: Baselines

  /// The first arranged view's first-baseline view on a vertical stack; the stack itself on a
  /// horizontal one or when empty (hidden state is ignored, as in Arranged).
  open override var forFirstBaselineLayout: View {
    guard axis == .vertical, let first = arrangedSubviews.first else { return self }
    return first.forFirstBaselineLayout
  }

  /// The last arranged view's last-baseline view on a vertical stack; the stack itself on a
  /// horizontal one or when empty.
  open override var forLastBaselineLayout: View {
    guard axis == .vertical, let last = arrangedSubviews.last else { return self }
    return last.forLastBaselineLayout
  }

  /// The pre-iOS 9 baseline view, the same as ``forFirstBaselineLayout``.
  open func forBaselineLayout() -> View { forFirstBaselineLayout }

  // MARK: Regenerating

  /// Regenerates the stack's constraints if anything changed since the last pass, then calls
  /// `super`.
  open override func updateConstraints() {
    if isInvalidated {
      isInvalidated = false
      regenerateConstraints()
    }
    super.updateConstraints()
  }

  /// Runs both arrangements on the current state and brings the active constraints in line:
  /// identical constraints are kept, vanished ones deactivated, new ones activated.
  ///
  /// Cost: O(n) to generate and compare; the solver sees only the difference.
  private func regenerateConstraints() {
    helpers.beginPass()
    let others = hiddenSet.values.filter { !arrangedIDs.contains(ObjectIdentifier($0.view)) }
      .sorted { $0.sequence < $1.sequence }.map(\.view)
    let arrangement = StackArrangement(
      canvas: self, items: arrangedSubviews, hiddenSet: Set(hiddenSet.keys), hiddenOthers: others, axis: axis,
      marginsRelative: isLayoutMarginsRelativeArrangement, helpers: helpers)
    var wanted = DistributionArrangement(
      arrangement: arrangement, distribution: distribution, spacing: spacing, customSpacing: customSpacings,
      baselineRelative: isBaselineRelativeArrangement && axis == .vertical
    ).constraints()
    wanted += AlignmentArrangement(arrangement: arrangement, alignment: alignment).constraints()
    reconcile(wanted)
    generatedItems = (arrangedSubviews, others, helpers.order.map(\.view))
    noteBaselineViews()
  }

  /// Keeps the constraints of the previous pass that match a wanted one exactly, gives the
  /// ones that differ only by their constant the new constant (as UIKit code would: the engine
  /// updates a constant in place, without re-pivoting the solver), deactivates the rest, then
  /// activates the new ones.
  ///
  /// Only `ASV-spacing` constants ever change, and they only move views along the chain, so
  /// the set the engine passes through on the way (removals, then constants, then additions)
  /// stays satisfiable whenever the old and new sets are.
  ///
  /// Cost: one pass in step through both lists, which a regeneration leaves mostly in the same
  /// order (hiding one view changes a few constraints in place and inserts one); only what
  /// that pass cannot pair is matched by hashing.
  private func reconcile(_ wanted: [ArrangedConstraint]) {
    let wantedKeys = wanted.map(\.key)
    // Local copies: indexing the stored arrays in the loops would check exclusive access each time.
    let generated = self.generated
    let generatedKeys = self.generatedKeys
    var next = [LayoutConstraint?](repeating: nil, count: wanted.count)
    var taken = [Bool](repeating: false, count: generated.count)
    var unmatched: [Int] = []
    func isKept(_ index: Int, _ key: ArrangedConstraint.Key) -> Bool {
      generatedKeys[index] == key && ArrangedConstraint.constraint(generated[index], stillMatches: key)
    }
    // In step, skipping over a few insertions or removals at a time.
    let window = 8
    var w = 0
    var g = 0
    inStep: while w < wanted.count && g < generated.count {
      if isKept(g, wantedKeys[w]) {
        next[w] = generated[g]
        taken[g] = true
        w += 1
        g += 1
        continue
      }
      for skip in 1...window {
        if g + skip < generated.count && isKept(g + skip, wantedKeys[w]) {
          g += skip  // removed constraints, left for the matching below
          continue inStep
        }
        if w + skip < wanted.count && isKept(g, wantedKeys[w + skip]) {
          unmatched.append(contentsOf: w..<(w + skip))  // new constraints
          w += skip
          continue inStep
        }
      }
      unmatched.append(w)  // a changed constraint
      w += 1
      g += 1
    }
    unmatched.append(contentsOf: w..<wanted.count)
    // The rest by key: the first untaken index holding each key, then a chain through the
    // others with the same key (no array per key).
    var first: [ArrangedConstraint.Key: Int] = [:]
    var sameKey = [Int](repeating: -1, count: generated.count)
    for index in generated.indices.reversed() where !taken[index] {
      let key = generatedKeys[index]
      if ArrangedConstraint.constraint(generated[index], stillMatches: key) {
        sameKey[index] = first[key] ?? -1
        first[key] = index
      } else {
        taken[index] = true
        generated[index].isActive = false
      }
    }
    var changed: [Int] = []
    for index in unmatched {
      var candidate = first[wantedKeys[index]] ?? -1
      while candidate >= 0 && taken[candidate] { candidate = sameKey[candidate] }
      if candidate >= 0 {
        taken[candidate] = true
        next[index] = generated[candidate]
      } else {
        changed.append(index)
      }
    }
    // What is left of the previous pass, by shape, for constraints that only need a new constant.
    var leftovers: [ArrangedConstraint.Key: [Int]] = [:]
    for index in generated.indices where !taken[index] {
      let key = generatedKeys[index]
      let shape = ArrangedConstraint.Key(
        identifier: key.identifier, firstItem: key.firstItem, firstAttribute: key.firstAttribute,
        relation: key.relation, secondItem: key.secondItem, secondAttribute: key.secondAttribute,
        multiplier: key.multiplier, constant: 0, priority: key.priority)
      leftovers[shape, default: []].append(index)
    }
    var created: [LayoutConstraint] = []
    for index in changed {
      let spec = wanted[index]
      if let reusedIndex = leftovers[spec.shape]?.popLast() {
        taken[reusedIndex] = true
        let reused = generated[reusedIndex]
        reused.constant = spec.constant
        next[index] = reused
      } else {
        let constraint = spec.makeConstraint()
        created.append(constraint)
        next[index] = constraint
      }
    }
    // In generation order, so the solver sees the same removals in every run.
    for index in generated.indices where !taken[index] { generated[index].isActive = false }
    helpers.finishPass(in: self)
    let constraints = next.compactMap { $0 }
    // New constraints, and, after a subview left (which deactivates the constraints reaching
    // it), kept ones that were deactivated behind the stack's back.
    if subviewLeftSinceLastPass {
      subviewLeftSinceLastPass = false
      LayoutConstraint.activate(constraints.filter { !$0.isActive })
    } else {
      LayoutConstraint.activate(created)
    }
    self.generated = constraints
    self.generatedKeys = wantedKeys
  }

  /// Constraints elsewhere that read this stack's baselines follow its first or last arranged
  /// view; tell the engine (and an enclosing vertical stack that reads ours) when they change.
  private func noteBaselineViews() {
    let current = (
      first: ObjectIdentifier(forFirstBaselineLayout), last: ObjectIdentifier(forLastBaselineLayout)
    )
    guard current.first != baselineViews.first || current.last != baselineViews.last else { return }
    baselineViews = current
    baselineViewsDidChange()
  }

  private func baselineViewsDidChange() {
    layoutItemDependentsDidChange()
    if let outer = superview as? StackView, outer.axis == .vertical,
      outer.arrangedSubviews.first === self || outer.arrangedSubviews.last === self
    {
      outer.baselineViewsDidChange()
    }
  }
}
