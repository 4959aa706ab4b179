import Foundation

extension CollectionView {
  /// Asks the data source for the sections and item counts, if the collection view has not since
  /// the last reload.
  func loadIfNeeded() {
    guard !isLoaded else { return }
    isLoaded = true
    itemCounts = (0..<sectionCount()).map(itemCount)
  }

  /// The number of sections the data source gives, a negative count reported as 0.
  func sectionCount() -> Int {
    guard let dataSource else { return 0 }
    let count = dataSource.numberOfSections(in: self)
    if count < 0 {
      report("numberOfSections(in:) returned \(count); treated as 0.")
      return 0
    }
    return count
  }

  /// The number of items the data source gives for a section, a negative count reported as 0.
  func itemCount(_ section: Int) -> Int {
    guard let dataSource else { return 0 }
    let count = dataSource.collectionView(self, numberOfItemsInSection: section)
    if count < 0 {
      report("collectionView(_:numberOfItemsInSection: \(section)) returned \(count); treated as 0.")
      return 0
    }
    return count
  }

  /// Asks the layout for the elements of the visible region, measures new cells in a self-sizing
  /// layout (until the region's cells are all measured), places the cells and supplementary views
  /// and sets the content size. Inside an update, arriving views animate from where they start.
  func layoutCells(update: CollectionUpdate?) {
    loadIfNeeded()
    let layout = collectionViewLayout
    let environment = (size: bounds.size, inset: adjustedContentInset)
    if let last = lastLayoutEnvironment, last.size != environment.size || last.inset != environment.inset,
      last.inset != environment.inset || layout.shouldInvalidateLayout(forBoundsChange: bounds)
    {
      layout.needsPrepare = true
    }
    lastLayoutEnvironment = environment
    layout.prepareIfNeeded()
    let region = takeRegionToFill()
    var elements: [CollectionViewLayoutAttributes] = []
    // Measuring cells moves the ones after them: repeat until the region's cells are measured
    // (a few rounds: each measures the cells the estimates put on screen).
    for _ in 0..<8 {
      elements = layout.layoutAttributesForElements(in: region) ?? []
      if update == nil { recycleViews(notIn: elements) }
      guard layout.measuresCells else { break }
      var changed = false
      for attributes in elements
      where attributes.representedElementCategory == .cell && layout.needsMeasuring(attributes.indexPath) {
        guard let cell = cellForDisplay(at: attributes.indexPath) else { continue }
        View.performWithoutAnimation { cell.bounds.size = attributes.size }
        cell.layoutIfNeeded()
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        if layout.cellDidMeasure(preferred.size, at: attributes.indexPath) { changed = true }
      }
      if !changed { break }
      layout.prepareIfNeeded()
    }
    if update != nil { recycleViews(notIn: elements, animated: true) }
    for attributes in elements {
      switch attributes.representedElementCategory {
      case .cell:
        guard let cell = cellForDisplay(at: attributes.indexPath) else { continue }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        place(cell, attributes, update: update) {
          delegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
        }
      case .supplementaryView:
        guard let kind = attributes.representedElementKind,
          let view = supplementaryForDisplay(kind, at: attributes.indexPath)
        else { continue }
        if view.superview !== self { insertSubview(view, at: max(0, subviews.count - 2)) }
        place(view, attributes, update: update) {}
      case .decorationView:
        continue
      }
    }
    let size = layout.collectionViewContentSize
    if size.isFinite, size.width >= 0, size.height >= 0, contentSize != size { contentSize = size }
  }

  /// Sends the views of elements that are no longer in `elements` back to their queues (after
  /// moving with the others, inside an update).
  private func recycleViews(notIn elements: [CollectionViewLayoutAttributes], animated: Bool = false) {
    var items: Set<IndexPath> = []
    var supplementaries: Set<SupplementaryID> = []
    for attributes in elements {
      switch attributes.representedElementCategory {
      case .cell: items.insert(attributes.indexPath)
      case .supplementaryView:
        if let kind = attributes.representedElementKind {
          supplementaries.insert(SupplementaryID(kind: kind, section: attributes.indexPath.section))
        }
      case .decorationView: break
      }
    }
    for (indexPath, cell) in visible where !items.contains(indexPath) {
      visible[indexPath] = nil
      if animated, let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
        leave(cell, fading: false, movingTo: frame)
      } else {
        recycle(cell, endingDisplayOf: indexPath)
      }
    }
    for (id, view) in visibleSupplementaries where !supplementaries.contains(id) {
      visibleSupplementaries[id] = nil
      recycleSupplementary(view, id)
    }
  }

  /// Gives a view its attributes: at once for a view that was there, from where it starts for
  /// one arriving in an update.
  private func place(
    _ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes, update: CollectionUpdate?,
    willDisplay: () -> Void
  ) {
    view.layer.zPosition = CGFloat(attributes.zIndex)
    view.isHidden = attributes.isHidden
    if view.transform != attributes.transform { view.transform = attributes.transform }
    if view.isNewlyShown {
      view.isNewlyShown = false
      willDisplay()
      View.performWithoutAnimation {
        view.frame = attributes.frame
        view.alpha = attributes.alpha
      }
      view.apply(attributes)
      if let update, attributes.representedElementCategory == .cell {
        let indexPath = attributes.indexPath
        view.animateArrival(
          from: update.oldFrames[indexPath] ?? attributes.frame, to: attributes.frame,
          alpha: update.inserted.contains(indexPath) || update.oldFrames[indexPath] == nil
            ? 0 : attributes.alpha,
          duration: Self.updateAnimationDuration)
      }
      return
    }
    view.frame = attributes.frame
    view.alpha = attributes.alpha
    view.apply(attributes)
  }

  /// The cell shown for an item: the one on screen, or a new one from the data source (checked).
  func cellForDisplay(at indexPath: IndexPath) -> CollectionViewCell? {
    if let cell = visible[indexPath] { return cell }
    guard let dataSource else { return nil }
    var cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    if let other = cell.owningCollectionView, other !== self {
      report(
        "collectionView(_:cellForItemAt: \(indexPath)) returned a cell shown by another collection view"
          + " (\(other.layoutName)); an empty cell is shown instead. Dequeue cells from the collection view that asks."
      )
      cell = CollectionViewCell(frame: .zero)
    } else if cell.owningCollectionView === self, let shown = cell.shownIndexPath, shown != indexPath {
      report(
        "collectionView(_:cellForItemAt: \(indexPath)) returned the cell already shown for \(shown); an empty cell"
          + " is shown instead. Dequeue a cell for each item.")
      cell = CollectionViewCell(frame: .zero)
    } else if cell.owningCollectionView == nil, cell.superview != nil, leaving[ObjectIdentifier(cell)] == nil
    {
      cell.removeFromSuperview()
    }
    if let identifier = cell.reuseIdentifier { cellQueue.remove(cell, for: identifier) }
    leaving[ObjectIdentifier(cell)] = nil
    cell.owningCollectionView = self
    cell.shownIndexPath = indexPath
    cell.isNewlyShown = true
    cell.setNeedsLayout()
    visible[indexPath] = cell
    return cell
  }

  /// The supplementary view shown for an element: the one on screen, or a new one from the data
  /// source.
  func supplementaryForDisplay(_ kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
    let id = SupplementaryID(kind: kind, section: indexPath.section)
    if let view = visibleSupplementaries[id] { return view }
    guard let dataSource else { return nil }
    var view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    if let other = view.owningCollectionView, other !== self || view.shownIndexPath != nil {
      report(
        "collectionView(_:viewForSupplementaryElementOfKind: \(kind), at: \(indexPath)) returned a view already"
          + " shown (by \(other.layoutName)); an empty view is shown instead.")
      view = CollectionReusableView(frame: .zero)
    }
    if let identifier = view.reuseIdentifier {
      supplementaryQueue.remove(view, for: Self.supplementaryKey(kind, identifier))
    }
    view.owningCollectionView = self
    view.shownIndexPath = indexPath
    view.isNewlyShown = true
    view.setNeedsLayout()
    visibleSupplementaries[id] = view
    return view
  }

  // MARK: Scrolling

  /// Scrolls so the item at `indexPath` is at `scrollPosition` in the visible area (inside
  /// ``ScrollView/adjustedContentInset``), never past the content's ends; an empty position
  /// scrolls as little as shows the item. An item that does not exist is reported and ignored.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
    guard let item = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
      return report("scrollToItem(at: \(indexPath)): there is no such item; nothing scrolled.")
    }
    let inset = adjustedContentInset
    let visibleSize = CGSize(
      width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    var target = contentOffset
    if scrollPosition.isEmpty { return scrollRectToVisible(item, animated: animated) }
    if scrollPosition.contains(.top) { target.y = item.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) {
      target.y = item.midY - inset.top - visibleSize.height / 2
    }
    if scrollPosition.contains(.bottom) { target.y = item.maxY - inset.top - visibleSize.height }
    if scrollPosition.contains(.left) { target.x = item.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) {
      target.x = item.midX - inset.left - visibleSize.width / 2
    }
    if scrollPosition.contains(.right) { target.x = item.maxX - inset.left - visibleSize.width }
    target.x = min(
      max(target.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
    target.y = min(
      max(target.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    setContentOffset(target, animated: animated)
  }
}
