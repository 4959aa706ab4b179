import Diorama
import Foundation
import Testing

/// Diffable data sources: snapshots of identifiers, applied at once or with their differences
/// animated on the scene clock. Positions are worked out by hand from a one-column compositional
/// list of 50-point rows.
@Suite struct DiffableDataSourceTests {
  /// A cell showing its item's name.
  final class NameCell: CollectionViewCell {
    let name = Label()
    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(name)
    }
    required init?(coder: NSCoder) { nil }
  }

  /// A 320 × 480 scene at 10 frames a second (a 0.3-second update lasts three frames) with a
  /// collection view of full-width 50-point rows.
  static func stage() throws -> (Scene, CollectionView, CollectionViewDiffableDataSource<String, String>) {
    let scene = try Scene(size: CGSize(width: 320, height: 480))
    scene.clock = try Clock(framesPerSecond: 10)
    let item = CollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]
    )
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let collection = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collection.register(NameCell.self, forCellWithReuseIdentifier: "Name")
    let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collection) {
      collectionView, indexPath, name in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath) as? NameCell
      cell?.name.text = name
      return cell
    }
    scene.rootView.addSubview(collection)
    return (scene, collection, dataSource)
  }

  static func names(_ collection: CollectionView) -> [String] {
    collection.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap {
      ($0 as? NameCell)?.name.text
    }
  }

  @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2], toSection: "A")
    snapshot.appendItems([3])
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertSections(["Z"], beforeSection: "A")
    #expect(snapshot.sectionIdentifiers == ["Z", "A", "B"])
    #expect(snapshot.itemIdentifiers == [0, 1, 2, 3])
    #expect(snapshot.numberOfItems(inSection: "A") == 3 && snapshot.numberOfItems == 4)
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "B" && snapshot.indexOfItem(2) == 2)
    snapshot.deleteItems([1])
    snapshot.deleteSections(["B"])
    #expect(snapshot.itemIdentifiers == [0, 2] && snapshot.numberOfSections == 2)
  }

  @Test func whatUIKitRejectsIsIgnoredWithAWarning() {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    let warnings = Diagnostics.capture {
      snapshot.appendItems([1])  // no section yet
      snapshot.appendSections(["A", "A"])
      snapshot.appendItems([1, 1])
      snapshot.insertItems([5], afterItem: 42)
      _ = snapshot.itemIdentifiers(inSection: "nope")
    }
    #expect(warnings.count == 5 && warnings.allSatisfy { $0.kind == .collectionViewInconsistency })
    #expect(snapshot.sectionIdentifiers == ["A"] && snapshot.itemIdentifiers == [1])
  }

  @Test func applyingShowsTheSnapshot() throws {
    let (scene, collection, dataSource) = try Self.stage()
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["People"])
    snapshot.appendItems(["Ada", "Grace", "Katherine"])
    dataSource.apply(snapshot, animatingDifferences: false)
    scene.layoutIfNeeded()
    #expect(Self.names(collection) == ["Ada", "Grace", "Katherine"])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Grace")
    #expect(dataSource.indexPath(for: "Katherine") == IndexPath(item: 2, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
  }

  @Test func anAnimatedApplyFadesNewItemsInAndMovesTheOthers() throws {
    let (scene, collection, dataSource) = try Self.stage()
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["People"])
    snapshot.appendItems(["Ada", "Grace", "Katherine"])
    dataSource.apply(snapshot, animatingDifferences: false)
    _ = try scene.frame(at: 0)
    let katherine = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    // Grace goes and Margaret comes first: Ada moves from 0 to 50, Katherine stays at 100.
    let ada = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    snapshot.deleteItems(["Grace"])
    snapshot.insertItems(["Margaret"], beforeItem: "Ada")
    var done = false
    dataSource.apply(snapshot) { done = true }
    #expect(ada.frame.minY == 50 && katherine.frame.minY == 100)
    let margaret = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    _ = try scene.frame(at: 2)
    let arriving = margaret.layer.presentation().opacity
    #expect(arriving > 0 && arriving < 1, "\(arriving)")
    #expect(ada.layer.presentation().position.y > 25 && ada.layer.presentation().position.y < 75)
    #expect(!done)
    _ = try scene.frame(at: 5)
    #expect(done)
    #expect(Self.names(collection) == ["Margaret", "Ada", "Katherine"])
  }

  @Test func aNilCellIsReplacedWithAWarning() throws {
    let scene = try Scene(size: CGSize(width: 320, height: 480))
    let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in nil }
    scene.rootView.addSubview(collection)
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([7])
    let warnings = Diagnostics.capture {
      dataSource.apply(snapshot, animatingDifferences: false)
      scene.layoutIfNeeded()
    }
    #expect(warnings.map(\.kind).contains(.collectionViewInconsistency))
    #expect(collection.visibleCells.count == 1)
  }

  @Test func aTableAppliesRowChanges() throws {
    let scene = try Scene(size: CGSize(width: 320, height: 480))
    scene.clock = try Clock(framesPerSecond: 10)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
    let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) {
      tableView, indexPath, name in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      return cell
    }
    scene.rootView.addSubview(table)
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Mercury", "Venus", "Earth"])
    dataSource.apply(snapshot, animatingDifferences: false)
    scene.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    snapshot.deleteItems(["Venus"])
    snapshot.appendItems(["Mars"])
    let warnings = Diagnostics.capture { dataSource.apply(snapshot) }
    #expect(warnings.isEmpty, "\(warnings)")
    _ = try scene.frame(at: 5)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Mars")
    #expect(dataSource.indexPath(for: "Earth") == IndexPath(row: 1, section: 0))
  }
}
