import Foundation

/// A table view's data source that shows snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`): a cell provider makes the cell of a row, and
/// ``apply(_:animatingDifferences:completion:)`` shows a new snapshot, animating what changed.
///
/// The data source sets itself as the table view's `dataSource`, which holds it weakly, as
/// UIKit's does: keep it in a property. An animated apply deletes the rows that went, then
/// inserts those that came, with ``defaultRowAnimation`` on the scene clock (a row that moved
/// goes from its old place and comes in at its new one); when the sections changed, or the table
/// showed nothing, it reloads at once. A cell provider that returns `nil` gets an empty cell, with
/// a warning.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  TableViewDataSource
{
  /// Makes the cell for a row.
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// How rows come and go in an animated apply; `.automatic` by default.
  public var defaultRowAnimation: TableView.RowAnimation = .automatic

  /// A data source for `tableView` whose cells `cellProvider` makes.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// The snapshot shown (a copy).
  public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Shows `snapshot`; with `animatingDifferences`, animates the rows that changed on the scene
  /// clock. `completion` runs once the change is made.
  public func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    let new = snapshot.withoutReloads
    guard let tableView, animatingDifferences, old.numberOfItems > 0,
      old.sectionIdentifiers == new.sectionIdentifiers
    else {
      current = new
      tableView?.reloadData()
      completion?()
      return
    }
    let difference = SnapshotDifference(from: old, to: new)
    if !difference.deleted.isEmpty {
      // The rows that stay, in their old order: what the table holds between the two steps.
      var kept = old
      kept.deleteItems(difference.deleted.compactMap { old.item(at: $0) })
      current = kept
      tableView.deleteRows(at: difference.deleted, with: defaultRowAnimation)
    }
    current = new
    if !difference.inserted.isEmpty {
      tableView.insertRows(at: difference.inserted, with: defaultRowAnimation)
    }
    let reloaded = snapshot.reloadedIndexPaths(from: old)
    if !reloaded.isEmpty { tableView.reloadRows(at: reloaded, with: defaultRowAnimation) }
    completion?()
  }

  /// The item of a row, or `nil`.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  /// The index path of an item, or `nil`.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section at an index, or `nil`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  // MARK: The data source

  public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    Diagnostics.report(
      Warning(
        .tableViewInconsistency,
        "UITableViewDiffableDataSource: the cell provider made no cell for \(indexPath); an empty cell is shown."
      ))
    return TableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
