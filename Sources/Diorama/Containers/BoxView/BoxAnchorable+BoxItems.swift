import Foundation

// Box items without a box: BoxView's constraint generator run once against any view or layout
// guide (a scroll view, a view controller's view, a safe-area guide), for views that cannot
// live in a ``BoxView``.

extension BoxAnchorable {
  /// Lays `items` out inside this view or guide as a ``BoxView`` with the same `axis`,
  /// `spacing` and `insets` would, once: item views are added as subviews (with
  /// `translatesAutoresizingMaskIntoConstraints` off), the constraints are made and activated,
  /// and nothing is managed afterwards — keep the returned constraints to change or remove them.
  ///
  /// ```swift
  /// scrollView.addBoxItem(contentBox.boxed.all(16))
  /// view.safeAreaLayoutGuide.addBoxItems([header.boxed.bottom(nil), footer.boxed.top(>=8)])
  /// ```
  ///
  /// On a layout guide, views that have no superview yet are added to the guide's owning view.
  /// Guide items not yet owned by a view are added to this view (or to the guide's owning view).
  ///
  /// - Parameters:
  ///   - items: The items, in stacking order.
  ///   - axis: The stacking axis (`.y` by default).
  ///   - spacing: Added to every gap between neighbours.
  ///   - insets: The insets of the content from this object's edges; `nil` means zero.
  /// - Returns: The activated constraints (named `BoxView-…`), empty when nothing could be laid
  ///   out. Bad input is reported through ``Diagnostics`` and never traps: a non-finite
  ///   `spacing` or inset, or a guide that no view owns, makes no constraints
  ///   (``Warning/Kind/invalidGeometry``, ``Warning/Kind/invalidHierarchy``); an item whose view
  ///   is this view or one of its ancestors, or a second item for the same view or guide, is
  ///   skipped (``Warning/Kind/invalidHierarchy``). Called on a ``BoxView`` it works, but reports a
  ///   ``Warning/Kind/boxViewUnmanagedItems`` warning unless ``BoxView/allowNotManagedViews`` is
  ///   set, because the box's own ``BoxView/items`` manage views better.
  @discardableResult
  public func addBoxItems(
    _ items: [BoxItem], axis: BoxLayout.Axis = .y, spacing: CGFloat = 0, insets: EdgeInsets? = .zero
  ) -> [LayoutConstraint] {
    let name = LayoutConstraint.name(of: self)
    if let box = self as? BoxView, !box.allowNotManagedViews {
      Diagnostics.report(
        Warning(
          .boxViewUnmanagedItems,
          "\(name).addBoxItems: the views become unmanaged subviews of the box. Use"
            + " `items` (or `addItem`) instead, or set allowNotManagedViews = true to silence this."))
    }
    let insets = insets ?? .zero
    guard spacing.isFinite, insets.isFinite else {
      Diagnostics.report(
        Warning(
          .invalidGeometry,
          "\(name).addBoxItems(spacing: \(spacing), insets: \(insets)): not finite; no constraints were made."
        ))
      return []
    }
    guard let host = (self as? View) ?? (self as? LayoutGuide)?.owningView else {
      Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "\(name).addBoxItems: the guide has no owning view; add it with addLayoutGuide(_:) first."
            + " No constraints were made."))
      return []
    }
    let valid = BoxItemPlacement.validItems(items, in: host, caller: "\(name).addBoxItems")
    for item in valid {
      if let view = item.view {
        if self is View {
          if view.superview !== host { host.addSubview(view) }
        } else if view.superview == nil {
          host.addSubview(view)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
      } else if let guide = item.guide, guide.owningView == nil {
        host.addLayoutGuide(guide)
      }
    }
    let builder = BoxConstraintBuilder(
      container: self, axis: axis, spacing: spacing, insets: insets,
      xAttributes: BoxConstraintBuilder.XAttributes(semanticContentAttribute),
      isRightToLeft: host.effectiveUserInterfaceLayoutDirection == .rightToLeft,
      excludesHiddenViews: false)
    let constraints = builder.constraints(for: valid)
    LayoutConstraint.activate(constraints)
    return constraints
  }

  /// Lays one item out inside this view or guide (``addBoxItems(_:axis:spacing:insets:)``
  /// with one item): for example `scrollView.addBoxItem(box.boxed)` fills the scroll view.
  @discardableResult
  public func addBoxItem(_ item: BoxItem) -> [LayoutConstraint] { addBoxItems([item]) }
}

extension View {
  /// Adds `view` as a subview filling this view (four edges `==0`); returns the constraints.
  @discardableResult
  public func addBoxedView(_ view: View) -> [LayoutConstraint] { addBoxItems([view.boxed]) }
}

extension LayoutGuide {
  /// Adds `view` to `superview` (the guide's owning view when `nil`) and pins its four edges
  /// `==0` to the guide; returns the constraints. A guide that no view owns makes no
  /// constraints (an ``Warning/Kind/invalidHierarchy`` warning).
  @discardableResult
  public func addBoxedView(_ view: View, to superview: View? = nil) -> [LayoutConstraint] {
    if let parent = superview ?? owningView { parent.addSubview(view) }
    return addBoxItems([view.boxed])
  }
}

extension Warning.Kind {
  /// `addBoxItems`, `addBoxItem` or `addBoxedView` was called on a ``BoxView``, whose views are
  /// better managed through its `items` (silenced per box by ``BoxView/allowNotManagedViews``).
  public static let boxViewUnmanagedItems = Warning.Kind(rawValue: "boxViewUnmanagedItems")
}
