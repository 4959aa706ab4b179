import Foundation

/// An insertion, deletion or move in progress: which items are new, and where the items that
/// existed before were (so items arriving on screen move from there).
struct CollectionUpdate {
  var inserted: Set<IndexPath>
  /// The old frame of each surviving item near the screen, by its new index path.
  var oldFrames: [IndexPath: CGRect]
}

/// The insertions, deletions and reloads collected by ``CollectionView/performBatchUpdates(_:completion:)``.
struct PendingUpdate {
  var depth = 0
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var completions: [(Bool) -> Void] = []
}

extension CollectionView {
  /// Inserts items at `indexPaths` (index paths after the insertion) and animates them in — they
  /// fade in while the items after them move — over ``updateAnimationDuration`` on the scene clock.
  ///
  /// Update the data source first. UIKit raises an exception when the data source's new counts
  /// do not match the update; this reports a ``Warning/Kind/collectionViewInconsistency`` warning
  /// and reloads instead.
  public func insertItems(at indexPaths: [IndexPath]) {
    pendingUpdate.inserted += indexPaths
    applyUpdatesIfOutermost(call: "insertItems(at:)")
  }

  /// Deletes the items at `indexPaths` (index paths before the deletion) and animates them out —
  /// they fade out while the items after them move up.
  public func deleteItems(at indexPaths: [IndexPath]) {
    pendingUpdate.deleted += indexPaths
    applyUpdatesIfOutermost(call: "deleteItems(at:)")
  }

  /// Asks the data source again for the items at `indexPaths`; their new cells fade in.
  public func reloadItems(at indexPaths: [IndexPath]) {
    pendingUpdate.deleted += indexPaths
    pendingUpdate.inserted += indexPaths
    applyUpdatesIfOutermost(call: "reloadItems(at:)")
  }

  /// Runs `updates` (which inserts, deletes and reloads items) and animates all of them as one
  /// update; `completion` runs with `true` when the animation has finished on the scene clock.
  /// Deleted index paths are those before the update, inserted ones those after it, as in UIKit.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    pendingUpdate.depth += 1
    updates?()
    if let completion { pendingUpdate.completions.append(completion) }
    pendingUpdate.depth -= 1
    applyUpdatesIfOutermost(call: "performBatchUpdates(_:completion:)")
  }

  private func applyUpdatesIfOutermost(call: String) {
    guard pendingUpdate.depth == 0 else { return }
    let pending = pendingUpdate
    pendingUpdate = PendingUpdate()
    apply(inserted: pending.inserted, deleted: pending.deleted, call: call) { finished in
      for completion in pending.completions { completion(finished) }
    }
  }

  private func apply(
    inserted: [IndexPath], deleted: [IndexPath], call: String, completion: @escaping (Bool) -> Void
  ) {
    guard isLoaded else {
      setNeedsLayout()
      return completion(true)
    }
    let oldCounts = itemCounts
    let sections = sectionCount()
    guard sections == oldCounts.count else {
      report(
        "\(call): the data source now has \(sections) sections, not \(oldCounts.count); reloaded instead.")
      reloadData()
      return completion(true)
    }
    var newCounts = oldCounts
    var mapping: [IndexPath: IndexPath] = [:]  // old → new
    for section in oldCounts.indices {
      let deletedItems = Set(deleted.filter { $0.section == section }.map(\.item))
      let insertedItems = Set(inserted.filter { $0.section == section }.map(\.item))
      let newCount = itemCount(section)
      let expected = oldCounts[section] - deletedItems.count + insertedItems.count
      let badDeleted = deletedItems.contains { $0 < 0 || $0 >= oldCounts[section] }
      let badInserted = insertedItems.contains { $0 < 0 || $0 >= newCount }
      guard newCount == expected, !badDeleted, !badInserted else {
        report(
          "\(call): section \(section) has \(newCount) items after the update, but it had \(oldCounts[section]),"
            + " \(deletedItems.count) deleted and \(insertedItems.count) inserted (or an index path is out of"
            + " range); reloaded instead.")
        reloadData()
        return completion(true)
      }
      newCounts[section] = newCount
      var oldItem = 0
      for newItem in 0..<newCount where !insertedItems.contains(newItem) {
        while deletedItems.contains(oldItem) { oldItem += 1 }
        mapping[IndexPath(item: oldItem, section: section)] = IndexPath(item: newItem, section: section)
        oldItem += 1
      }
    }
    deleted.forEach { insertedOrDeleted in mapping[insertedOrDeleted] = nil }
    // Where the surviving items near the screen were, so those arriving on screen move from there.
    let near = CGRect(origin: contentOffset, size: bounds.size).insetBy(dx: -bounds.width, dy: -bounds.height)
    var oldFrames: [IndexPath: CGRect] = [:]
    for attributes in collectionViewLayout.layoutAttributesForElements(in: near) ?? []
    where attributes.representedElementCategory == .cell {
      if let target = mapping[attributes.indexPath] { oldFrames[target] = attributes.frame }
    }
    var remapped: [IndexPath: CollectionViewCell] = [:]
    var removed: [(CollectionViewCell, IndexPath)] = []
    for (indexPath, cell) in visible {
      if let target = mapping[indexPath] {
        cell.shownIndexPath = target
        remapped[target] = cell
      } else {
        removed.append((cell, indexPath))
      }
    }
    visible = remapped
    itemCounts = newCounts
    collectionViewLayout.itemsDidChange(keeping: mapping)
    let update = CollectionUpdate(inserted: Set(inserted), oldFrames: oldFrames)
    View.animate(
      withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for (cell, indexPath) in removed {
          self.delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
          self.leave(cell, fading: true, movingTo: nil)
        }
        self.layoutCells(update: update)
      },
      completion: completion)
  }

  /// Animates a cell out — a deleted item fading, or an item pushed off screen moving to `frame`
  /// — and puts it back in its queue when its animation ends.
  func leave(_ cell: CollectionViewCell, fading: Bool, movingTo frame: CGRect?) {
    let key = ObjectIdentifier(cell)
    leaving[key] = cell
    cell.owningCollectionView = nil
    cell.shownIndexPath = nil
    View.animate(
      withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        if let frame { cell.frame = frame }
        if fading { cell.alpha = 0 }
      },
      completion: { [weak self, weak cell] _ in
        guard let self, let cell, self.leaving.removeValue(forKey: key) != nil else { return }
        self.recycle(cell, endingDisplayOf: nil)
      })
  }
}
