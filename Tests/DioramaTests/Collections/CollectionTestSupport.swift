import Diorama
import Foundation
import Testing

/// A data source of sections of items, optionally sizing them through the flow layout's
/// delegate methods, counting what the collection view asks for.
final class GridSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var counts: [Int]
  /// Sizes by index path; `nil` leaves them to the layout.
  var sizes: ((IndexPath) -> CGSize)?
  var identifier = "Cell"
  var cellProvider: ((CollectionView, IndexPath) -> CollectionViewCell)?
  var supplementaryProvider: ((CollectionView, String, IndexPath) -> CollectionReusableView)?
  private(set) var requestedItems: [IndexPath] = []
  private(set) var displayed: [IndexPath] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    requestedItems.append(indexPath)
    if let cellProvider { return cellProvider(collectionView, indexPath) }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    (cell as? NumberedCell)?.number.text = "\(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    if let supplementaryProvider { return supplementaryProvider(collectionView, kind, indexPath) }
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes?(indexPath) ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

/// A data source that leaves sizes to the layout (it does not implement the flow delegate).
final class PlainGridSource: CollectionViewDataSource {
  var counts: [Int]
  init(counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// A cell subclass written as UIKit code writes one: `override init(frame:)` and
/// `required init?(coder:)`. It counts how many were made and shows its item's number.
final class NumberedCell: CollectionViewCell {
  nonisolated(unsafe) static var made = 0
  let number = Label()

  override init(frame: CGRect) {
    NumberedCell.made += 1
    super.init(frame: frame)
    contentView.backgroundColor = .systemBlue
    number.textColor = .white
    contentView.addSubview(number)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    number.sizeToFit()
    number.frame.origin = CGPoint(x: 4, y: 4)
  }
}

/// A scene holding one collection view with a flow layout, filling it, laid out at frame 0.
struct CollectionStage {
  let scene: Scene
  let collection: CollectionView
  let layout: CollectionViewFlowLayout
  /// The data source and delegate, which the collection view does not retain.
  let owners: [AnyObject]

  init(
    size: CGSize = CGSize(width: 320, height: 480), framesPerSecond: Double = 20,
    dataSource: CollectionViewDataSource, delegate: CollectionViewDelegate? = nil,
    cellClass: CollectionViewCell.Type = NumberedCell.self,
    prepare: (CollectionView, CollectionViewFlowLayout) -> Void = { _, _ in }
  ) throws {
    scene = try Scene(size: size)
    scene.clock = try Clock(framesPerSecond: framesPerSecond)
    layout = CollectionViewFlowLayout()
    owners = [dataSource] + (delegate.map { [$0] } ?? [])
    collection = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(cellClass, forCellWithReuseIdentifier: "Cell")
    prepare(collection, layout)
    collection.dataSource = dataSource
    collection.delegate = delegate
    scene.rootView.addSubview(collection)
    try scene.advance(toFrame: 0)
  }

  /// The frame of the item at `item` in section `section`, as the layout placed it.
  func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }
}
