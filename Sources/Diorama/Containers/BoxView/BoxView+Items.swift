import Foundation

extension BoxView {
  /// Appends an item.
  public func addItem(_ item: BoxItem) { items.append(item) }

  /// Replaces the items with one item per view, all with the same layout.
  public func setViews(_ views: [View], layout: BoxLayout = .zero) {
    items = views.map { BoxItem(view: $0, layout: layout) }
  }

  /// Inserts `item` after the item of `anchor` (moving it if it is already an item). An unknown
  /// or `nil` anchor inserts at the start. The view goes just above the anchor's view in z-order
  /// unless `z` says otherwise.
  public func insertItem(_ item: BoxItem, after anchor: (any BoxAnchorable)?, z: BoxLayout.ZPosition? = nil) {
    var list = items.filter { !$0.lays(out: item.anchorable) }
    let index = anchor.flatMap { a in list.firstIndex { $0.lays(out: a) } }.map { $0 + 1 } ?? 0
    list.insert(item, at: index)
    items = list
    applyZ(z ?? .above(anchor as? View), to: item.view)
  }

  /// Inserts `item` before the item of `anchor` (moving it if it is already an item). An unknown
  /// anchor appends. The view goes just below the anchor's view in z-order unless `z` says
  /// otherwise.
  public func insertItem(_ item: BoxItem, before anchor: any BoxAnchorable, z: BoxLayout.ZPosition? = nil) {
    var list = items.filter { !$0.lays(out: item.anchorable) }
    let index = list.firstIndex { $0.lays(out: anchor) } ?? list.count
    list.insert(item, at: index)
    items = list
    applyZ(z ?? .below(anchor as? View), to: item.view)
  }

  /// The item laying out `object`, if any.
  public func itemForObject(_ object: any BoxAnchorable) -> BoxItem? {
    items.first { $0.lays(out: object) }
  }

  /// The index of the item laying out `object`, if any.
  public func itemIndexForObject(_ object: any BoxAnchorable) -> Int? {
    items.firstIndex { $0.lays(out: object) }
  }

  /// Replaces the layout of the item laying out `object`; nothing happens for an unknown object.
  public func setLayout(_ layout: BoxLayout, for object: any BoxAnchorable) {
    guard let index = itemIndexForObject(object) else { return }
    items[index].layout = layout
  }

  /// Replaces the item laying out `object` with `update(item)`.
  public func updateItemForObject(_ object: any BoxAnchorable, update: (BoxItem) -> BoxItem) {
    guard let index = itemIndexForObject(object) else { return }
    let updated = update(items[index])
    guard updated.lays(out: object) else {
      return Diagnostics.report(
        Warning(
          .invalidHierarchy,
          "\(layoutName).updateItemForObject: the update returned an item for another object; ignored."))
    }
    items[index] = updated
  }

  // MARK: Keeping items and subviews in sync

  /// Adds and removes views and guides to match the items, then schedules a rebuild.
  func itemsDidChange(from oldItems: [BoxItem]) {
    guard !isUpdatingItems else { return setNeedsUpdateConstraints() }
    isUpdatingItems = true
    defer { isUpdatingItems = false }
    dropDuplicateAndInvalidItems()
    let kept = Set(items.map { ObjectIdentifier($0.anchorable) })
    for old in oldItems where !kept.contains(ObjectIdentifier(old.anchorable)) {
      if let view = old.view, view.superview === self { view.removeFromSuperview() }
      if let guide = old.guide, guide.owningView === self { removeLayoutGuide(guide) }
    }
    for item in items {
      if let view = item.view {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
      } else if let guide = item.guide, guide.owningView !== self {
        addLayoutGuide(guide)
      }
    }
    propagateSemanticContentAttribute()
    applyZOrder()
    setNeedsUpdateConstraints()
  }

  /// Keeps the first item per view or guide, and drops items whose view cannot be a subview
  /// (the box itself or one of its ancestors), each with a warning.
  private func dropDuplicateAndInvalidItems() {
    let valid = BoxItemPlacement.validItems(items, in: self, caller: "\(layoutName).items")
    if valid.count != items.count { items = valid }
  }

  /// Puts ``backViews`` behind and ``frontViews`` in front of everything else.
  func applyZOrder() {
    for view in (backViews ?? []).reversed() where view.superview === self { sendSubviewToBack(view) }
    for view in frontViews ?? [] where view.superview === self { bringSubviewToFront(view) }
  }

  private func applyZ(_ position: BoxLayout.ZPosition, to view: View?) {
    guard let view, view.superview === self else { return }
    switch position {
    case .back: sendSubviewToBack(view)
    case .front: bringSubviewToFront(view)
    case .below(let sibling):
      if let sibling, sibling.superview === self, sibling !== view {
        insertSubview(view, belowSubview: sibling)
      } else {
        bringSubviewToFront(view)
      }
    case .above(let sibling):
      if let sibling, sibling.superview === self, sibling !== view {
        insertSubview(view, aboveSubview: sibling)
      } else {
        sendSubviewToBack(view)
      }
    }
    applyZOrder()
  }
}
