import Foundation

/// An insertion or deletion in progress: which rows are new, how they appear, and where the
/// rows that existed before were (so rows coming on screen slide from there).
struct TableUpdate {
  var inserted: Set<IndexPath>
  var animation: TableView.RowAnimation
  /// The old frame of each surviving row, by its new index path.
  var oldFrames: [IndexPath: CGRect]

  /// Where a cell newly shown for `indexPath` starts.
  func startFrame(for indexPath: IndexPath, final: CGRect, width: CGFloat) -> CGRect {
    if inserted.contains(indexPath) {
      switch animation {
      case .left: return final.offsetBy(dx: -width, dy: 0)
      case .right: return final.offsetBy(dx: width, dy: 0)
      case .top: return final.offsetBy(dx: 0, dy: -final.height)
      case .bottom: return final.offsetBy(dx: 0, dy: final.height)
      case .fade, .none, .middle, .automatic: return final
      }
    }
    return oldFrames[indexPath] ?? final
  }

  /// The opacity a cell newly shown for `indexPath` starts at.
  func startAlpha(for indexPath: IndexPath) -> CGFloat {
    guard inserted.contains(indexPath) else { return 1 }
    switch animation {
    case .fade, .middle, .automatic, .top, .bottom: return 0
    case .left, .right, .none: return 1
    }
  }
}

extension TableView {
  /// Inserts rows at `indexPaths` (index paths after the insertion) and animates them in,
  /// moving the rows below down, over ``updateAnimationDuration`` on the scene clock.
  ///
  /// Update the data source first. UIKit raises an exception when the data source's new counts
  /// do not match the update; this reports a ``Warning/Kind/tableViewInconsistency`` warning and
  /// reloads the table instead.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    performUpdate(inserted: indexPaths, deleted: [], animation: animation, call: "insertRows(at:with:)")
  }

  /// Deletes the rows at `indexPaths` (index paths before the deletion) and animates them out,
  /// moving the rows below up, over ``updateAnimationDuration`` on the scene clock.
  ///
  /// Update the data source first; a mismatch is reported and the table reloads.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    performUpdate(inserted: [], deleted: indexPaths, animation: animation, call: "deleteRows(at:with:)")
  }

  /// Asks the data source again for the rows at `indexPaths` (measuring them again) and fades
  /// the new cells in over the old ones' places.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    performUpdate(
      inserted: indexPaths, deleted: indexPaths, animation: animation, call: "reloadRows(at:with:)")
  }

  private func performUpdate(
    inserted: [IndexPath], deleted: [IndexPath], animation: RowAnimation, call: String
  ) {
    guard isLoaded else { return setNeedsLayout() }
    let old = sections
    let oldGeometry = geometry
    let span = rowSpan
    var sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    if sectionCount < 0 { sectionCount = 0 }
    guard sectionCount == old.count else {
      report("\(call): the data source now has \(sectionCount) sections, not \(old.count); reloaded instead.")
      return reloadData()
    }
    var newSections = old
    var mapping: [IndexPath: IndexPath] = [:]  // old → new
    for section in old.indices {
      let deletedRows = Set(deleted.filter { $0.section == section }.map(\.row))
      let insertedRows = Set(inserted.filter { $0.section == section }.map(\.row))
      let newCount = rowCount(section)
      let expected = old[section].rows - deletedRows.count + insertedRows.count
      let badDeleted = deletedRows.contains { $0 < 0 || $0 >= old[section].rows }
      let badInserted = insertedRows.contains { $0 < 0 || $0 >= newCount }
      guard newCount == expected, !badDeleted, !badInserted else {
        report(
          "\(call): section \(section) has \(newCount) rows after the update, but it had \(old[section].rows),"
            + " \(deletedRows.count) deleted and \(insertedRows.count) inserted (or an index path is out of"
            + " range); reloaded instead.")
        return reloadData()
      }
      let fresh = loadSection(section, rows: newCount)
      var model = fresh
      model.header = old[section].header
      model.footer = old[section].footer
      var oldRow = 0
      for newRow in 0..<newCount {
        if insertedRows.contains(newRow) { continue }
        while deletedRows.contains(oldRow) { oldRow += 1 }
        model.heights[newRow] = old[section].heights[oldRow]
        model.isMeasured[newRow] = old[section].isMeasured[oldRow]
        mapping[IndexPath(row: oldRow, section: section)] = IndexPath(row: newRow, section: section)
        oldRow += 1
      }
      newSections[section] = model
    }
    let deletedSet = Set(deleted)
    var oldFrames: [IndexPath: CGRect] = [:]
    for (from, to) in mapping {
      if let frame = frameForRow(from, in: oldGeometry, span: span) { oldFrames[to] = frame }
    }
    var remapped: [IndexPath: TableViewCell] = [:]
    var removed: [TableViewCell] = []
    for (indexPath, cell) in visible {
      if deletedSet.contains(indexPath) {
        removed.append(cell)
      } else if let target = mapping[indexPath] {
        cell.shownIndexPath = target
        remapped[target] = cell
      } else {
        removed.append(cell)
      }
    }
    sections = newSections
    visible = remapped
    let update = TableUpdate(inserted: Set(inserted), animation: animation, oldFrames: oldFrames)
    View.animate(
      withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for cell in removed { self.leave(cell, animation: animation, movingTo: nil) }
        self.layoutRows(update: update)
      })
  }

  /// Animates a cell out — a deleted row with `animation`, or a row pushed off screen to
  /// `frame` — and puts it in the reuse pool when its animation ends.
  func leave(_ cell: TableViewCell, animation: RowAnimation?, movingTo frame: CGRect?) {
    let key = ObjectIdentifier(cell)
    leaving[key] = cell
    cell.owningTable = nil
    cell.shownIndexPath = nil
    let width = bounds.width
    View.animate(
      withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        if let frame { cell.frame = frame }
        let current = cell.frame
        switch animation {
        case .none?: View.performWithoutAnimation { cell.alpha = 0 }
        case nil: break
        case .fade?, .middle?, .automatic?: cell.alpha = 0
        case .left?: cell.frame = current.offsetBy(dx: -width, dy: 0)
        case .right?: cell.frame = current.offsetBy(dx: width, dy: 0)
        case .top?:
          cell.frame = current.offsetBy(dx: 0, dy: -current.height)
          cell.alpha = 0
        case .bottom?:
          cell.frame = current.offsetBy(dx: 0, dy: current.height)
          cell.alpha = 0
        }
      },
      completion: { [weak self, weak cell] _ in
        guard let self, let cell, self.leaving.removeValue(forKey: key) != nil else { return }
        self.recycle(cell)
      })
  }
}
