import Diorama
import Foundation
import Testing

/// Where UIKit raises an exception, a collection view reports a warning and repairs.
@Suite struct CollectionViewBadInputTests {
  @Test func negativeCountsAreZeroWithAWarning() throws {
    final class Negative: CollectionViewDataSource {
      func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? -5 : 1
      }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let source = Negative()
    let (stage, warnings) = try Diagnostics.capture { try CollectionStage(dataSource: source) }
    #expect(warnings.map(\.kind) == [.collectionViewInconsistency])
    #expect(stage.collection.numberOfItems(inSection: 0) == 0)
    #expect(stage.collection.visibleCells.count == 1)
  }

  @Test func anUnregisteredIdentifierGivesAnEmptyCell() throws {
    let source = GridSource(counts: [2])
    source.identifier = "Nope"
    let (stage, warnings) = try Diagnostics.capture { try CollectionStage(dataSource: source) }
    #expect(warnings.count == 2 && warnings.allSatisfy { $0.kind == .collectionViewInconsistency })
    #expect(stage.collection.visibleCells.count == 2)
    #expect(stage.collection.visibleCells.allSatisfy { type(of: $0) == CollectionViewCell.self })
  }

  @Test func aCellFromAnotherCollectionViewIsReplaced() throws {
    let first = try CollectionStage(dataSource: GridSource(counts: [1]))
    let stolen = try #require(first.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    let thief = GridSource(counts: [1])
    thief.cellProvider = { _, _ in stolen }
    let (second, warnings) = try Diagnostics.capture { try CollectionStage(dataSource: thief) }
    #expect(warnings.map(\.kind) == [.collectionViewInconsistency])
    let shown = try #require(second.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(shown !== stolen)
    #expect(first.collection.cellForItem(at: IndexPath(item: 0, section: 0)) === stolen)
  }

  @Test func aHeaderNobodyGivesIsAnEmptyViewWithAWarning() throws {
    let (stage, warnings) = try Diagnostics.capture {
      try CollectionStage(dataSource: PlainGridSource(counts: [3])) { _, layout in
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
      }
    }
    #expect(warnings.map(\.kind) == [.collectionViewInconsistency])
    let header = stage.collection.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
    #expect(header.count == 1 && header.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
  }

  @Test func badSizesAreIgnoredWithWarnings() throws {
    let layout = CollectionViewFlowLayout()
    let warnings = Diagnostics.capture {
      layout.itemSize = CGSize(width: CGFloat.nan, height: 10)
      layout.minimumLineSpacing = -4
      layout.minimumInteritemSpacing = .infinity
      layout.sectionInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
      layout.headerReferenceSize = CGSize(width: -1, height: 0)
      layout.estimatedItemSize = CGSize(width: 10, height: -10)
    }
    #expect(warnings.count == 6 && warnings.allSatisfy { $0.kind == .invalidGeometry })
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(
      layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.estimatedItemSize == .zero
    )
  }

  @Test func badDelegateSizesAndTooWideItemsAreReported() throws {
    let source = GridSource(counts: [3])
    source.sizes = { indexPath in
      switch indexPath.item {
      case 0: CGSize(width: CGFloat.nan, height: 20)
      case 1: CGSize(width: 500, height: 20)
      default: CGSize(width: 40, height: 20)
      }
    }
    let (stage, warnings) = try Diagnostics.capture {
      try CollectionStage(dataSource: source, delegate: source)
    }
    #expect(warnings.count == 2 && warnings.allSatisfy { $0.kind == .invalidGeometry })
    #expect(stage.frame(0)?.size == CGSize(width: 50, height: 50), "the item size instead of NaN")
    // Too wide for 320: alone on its line, at the leading edge.
    #expect(stage.frame(1) == CGRect(x: 0, y: 60, width: 500, height: 20))
  }

  @Test func anUpdateThatDoesNotMatchTheCountsReloads() throws {
    let source = GridSource(counts: [5])
    let stage = try CollectionStage(dataSource: source)
    source.counts = [7]
    let warnings = Diagnostics.capture { stage.collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    #expect(warnings.map(\.kind) == [.collectionViewInconsistency])
    try stage.scene.advance(toFrame: 1)
    #expect(stage.collection.numberOfItems(inSection: 0) == 7)
    #expect(stage.collection.visibleCells.count == 7)
    let outOfRange = Diagnostics.capture {
      stage.collection.deleteItems(at: [IndexPath(item: 9, section: 0)])
    }
    #expect(outOfRange.map(\.kind) == [.collectionViewInconsistency])
  }

  @Test func scrollingToAMissingItemIsReported() throws {
    let stage = try CollectionStage(dataSource: GridSource(counts: [3]))
    let warnings = Diagnostics.capture {
      stage.collection.scrollToItem(at: IndexPath(item: 7, section: 0), at: .top, animated: false)
    }
    #expect(warnings.map(\.kind) == [.collectionViewInconsistency])
    #expect(stage.collection.contentOffset == .zero)
  }
}
