import Foundation

/// A collection view's data source that shows snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`): a cell provider makes the cell of an item, and
/// ``apply(_:animatingDifferences:completion:)`` shows a new snapshot, animating what changed.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
///   collectionView, indexPath, name in
///   collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Ada", "Grace"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The data source sets itself as the collection view's `dataSource`, which holds it weakly, as
/// UIKit's does: keep it in a property. An animated apply deletes and inserts the items that
/// changed in one batch update on the scene clock (an item that moved goes from its old place and
/// comes in at its new one); when the sections changed, or the collection view showed nothing,
/// it reloads at once. A cell provider that returns `nil` gets an empty cell, with a warning.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  CollectionViewDataSource
{
  /// Makes the cell for an item.
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
  /// Makes a header's or a footer's view.
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

  private weak var collectionView: CollectionView?
  private let cellProvider: CellProvider
  private var current = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Makes headers and footers; `nil` by default.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView` whose cells `cellProvider` makes.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// The snapshot shown (a copy).
  public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Shows `snapshot`; with `animatingDifferences`, animates the items that changed on the
  /// scene clock. `completion` runs when the change is shown (after the animation).
  public func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    let new = snapshot.withoutReloads
    guard let collectionView, animatingDifferences, old.numberOfItems > 0,
      old.sectionIdentifiers == new.sectionIdentifiers
    else {
      current = new
      collectionView?.reloadData()
      completion?()
      return
    }
    let difference = SnapshotDifference(from: old, to: new)
    let reloaded = snapshot.reloadedIndexPaths(from: old)
    collectionView.performBatchUpdates(
      {
        self.current = new
        if !difference.deleted.isEmpty { collectionView.deleteItems(at: difference.deleted) }
        if !difference.inserted.isEmpty { collectionView.insertItems(at: difference.inserted) }
        if !reloaded.isEmpty { collectionView.reloadItems(at: reloaded) }
      }, completion: { _ in completion?() })
  }

  /// Shows `snapshot` at once, as ``CollectionView/reloadData()`` does.
  public func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The item at an index path, or `nil`.
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

  public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
      return cell
    }
    Diagnostics.report(
      Warning(
        .collectionViewInconsistency,
        "UICollectionViewDiffableDataSource: the cell provider made no cell for \(indexPath); an empty cell is shown."
      ))
    return CollectionViewCell(frame: .zero)
  }

  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    Diagnostics.report(
      Warning(
        .collectionViewInconsistency,
        "UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) for \(indexPath); an empty one"
          + " is shown."))
    return CollectionReusableView(frame: .zero)
  }
}
