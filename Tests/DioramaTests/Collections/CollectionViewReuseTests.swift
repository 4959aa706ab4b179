import Diorama
import Foundation
import Testing

/// A collection view makes cells only for the items in its visible region and reuses them.
@Suite(.serialized) struct CollectionViewReuseTests {
  /// A cell class only this suite makes, so the count is not disturbed by other suites.
  final class ReuseCountedCell: CollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let number = Label()
    override init(frame: CGRect) {
      ReuseCountedCell.made += 1
      super.init(frame: frame)
      contentView.backgroundColor = .systemBlue
      contentView.addSubview(number)
    }
    required init?(coder: NSCoder) { fatalError() }
  }

  // 320 × 480, 100-point items 10 apart: 3 columns, rows every 110 points, so rows 0…4 meet the
  // view (row 4 spans 440…540): 15 cells.
  static func tenThousand() throws -> (CollectionStage, GridSource) {
    let source = GridSource(counts: [10_000])
    source.cellProvider = { collection, indexPath in
      let cell =
        collection.dequeueReusableCell(withReuseIdentifier: "Counted", for: indexPath) as! ReuseCountedCell
      cell.number.text = "\(indexPath.item)"
      return cell
    }
    let stage = try CollectionStage(dataSource: source) { collection, layout in
      collection.register(ReuseCountedCell.self, forCellWithReuseIdentifier: "Counted")
      layout.itemSize = CGSize(width: 100, height: 100)
    }
    return (stage, source)
  }

  @Test func tenThousandItemsMakeOnlyTheCellsOnTheirFirstScreen() throws {
    ReuseCountedCell.made = 0
    let (stage, source) = try Self.tenThousand()
    #expect(source.requestedItems == (0..<15).map { IndexPath(item: $0, section: 0) })
    #expect(ReuseCountedCell.made == 15)
    #expect(stage.collection.createdCellCount == 15)
    #expect(stage.collection.visibleCells.count == 15)
    #expect(source.displayed.isEmpty, "the source is not the delegate here")
    // 3,334 rows: 3,334 · 100 + 3,333 · 10 = 366,730 points.
    #expect(stage.collection.contentSize == CGSize(width: 320, height: 366_730))
    // The first screen renders: item 0's blue square at the top left.
    let image = try stage.scene.renderImage()
    #expect(close(image[x: 50, y: 90], RGBA8(r: 0, g: 122, b: 255, a: 255)))
    #expect(close(image[x: 105, y: 50], white), "the gap between columns 0 and 1")
  }

  @Test func scrollingReusesTheCellsThatLeft() throws {
    ReuseCountedCell.made = 0
    let (stage, source) = try Self.tenThousand()
    stage.collection.contentOffset = CGPoint(x: 0, y: 11_000)  // row 100's top
    try stage.scene.advance(toFrame: 1)
    #expect(stage.collection.indexPathsForVisibleItems == (300..<315).map { IndexPath(item: $0, section: 0) })
    #expect(ReuseCountedCell.made == 15)
    let cell = try #require(
      stage.collection.cellForItem(at: IndexPath(item: 304, section: 0)) as? ReuseCountedCell)
    #expect(cell.number.text == "304")
    #expect(cell.frame == CGRect(x: 110, y: 11_110, width: 100, height: 100))
    #expect(stage.collection.indexPath(for: cell) == IndexPath(item: 304, section: 0))
    #expect(stage.collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(source.requestedItems.count == 30)
  }

  @Test func reusedCellsArePreparedForReuse() throws {
    final class Tracking: CollectionViewCell {
      nonisolated(unsafe) static var prepared = 0
      override func prepareForReuse() {
        super.prepareForReuse()
        Tracking.prepared += 1
      }
    }
    Tracking.prepared = 0
    let source = GridSource(counts: [200])
    let stage = try CollectionStage(dataSource: source, cellClass: Tracking.self) { _, layout in
      layout.itemSize = CGSize(width: 100, height: 100)
    }
    stage.collection.contentOffset = CGPoint(x: 0, y: 1100)
    try stage.scene.advance(toFrame: 1)
    #expect(Tracking.prepared == 15)
  }

  @Test func scrollToItemPutsTheItemWhereAsked() throws {
    let (stage, source) = try Self.tenThousand()
    _ = source
    stage.collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(stage.collection.contentOffset.y == 1100, "row 10's top")
    stage.collection.scrollToItem(
      at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
    #expect(stage.collection.contentOffset.y == CGFloat(910), "its middle, 1150, at the middle of 480")
    stage.collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
    #expect(stage.collection.contentOffset.y == 0, "never above the content")
  }

  @Test func aSafeAreaInsetsTheContentAsInUIKit() throws {
    let scene = try Scene(device: .iPhone15)
    let collection = CollectionView(frame: scene.rootView.bounds)
    collection.register(NumberedCell.self, forCellWithReuseIdentifier: "Cell")
    let source = PlainGridSource(counts: [40])
    collection.dataSource = source
    scene.rootView.addSubview(collection)
    scene.layoutIfNeeded()
    // iPhone 15: 59 points of status bar area; the content starts below it.
    #expect(collection.adjustedContentInset.top == 59)
    #expect(collection.contentOffset.y == -59)
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.convert(first.bounds, to: scene.rootView).minY == 59)
  }
}
