import Diorama
import Foundation
import Testing

/// Insertions and deletions animate on the scene clock: items that stay move to their new places,
/// new ones fade in, deleted ones fade out and go back to the queue.
@Suite struct CollectionViewUpdateTests {
  /// A 340-wide grid of 100-point items (x = 0, 120, 240; rows 110 apart) at 10 frames a second,
  /// so the 0.3-second update lasts three frames.
  static func grid(_ count: Int) throws -> (CollectionStage, GridSource) {
    let source = GridSource(counts: [count])
    let stage = try CollectionStage(
      size: CGSize(width: 340, height: 480), framesPerSecond: 10, dataSource: source
    ) {
      _, layout in layout.itemSize = CGSize(width: 100, height: 100)
    }
    return (stage, source)
  }

  @Test func insertingAnItemMovesTheOthersAndFadesItIn() throws {
    let (stage, source) = try Self.grid(4)
    let oldLast = try #require(stage.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    source.counts = [5]
    stage.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    // Item 2 (at 240, 0) is now item 3, at (0, 110).
    #expect(stage.collection.cellForItem(at: IndexPath(item: 3, section: 0)) === oldLast)
    #expect(oldLast.frame.origin == CGPoint(x: 0, y: 110))
    let inserted = try #require(stage.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    // Frame 1 is the update's start; frame 2 a third of the way (ease in-out).
    _ = try stage.scene.frame(at: 1)
    _ = try stage.scene.frame(at: 2)
    let moving = oldLast.layer.presentation().position
    #expect(moving.x > 50 && moving.x < 290, "between 290 and 50: \(moving)")
    let arriving = inserted.layer.presentation().opacity
    #expect(arriving > 0 && arriving < 1, "\(arriving)")
    _ = try stage.scene.frame(at: 4)
    #expect(oldLast.layer.presentation().position == CGPoint(x: 50, y: 160))
    #expect(inserted.layer.presentation().opacity == 1)
  }

  @Test func deletingAnItemFadesItOutAndReusesItsCell() throws {
    let (stage, source) = try Self.grid(4)
    let doomed = try #require(stage.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    let last = try #require(stage.collection.cellForItem(at: IndexPath(item: 3, section: 0)))
    source.counts = [3]
    var finished = false
    stage.collection.performBatchUpdates(
      {
        stage.collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }, completion: { finished = $0 })
    #expect(stage.collection.cellForItem(at: IndexPath(item: 2, section: 0)) === last)
    #expect(last.frame.origin == CGPoint(x: 240, y: 0), "item 3 moves up to the first row")
    #expect(doomed.superview === stage.collection, "still fading")
    #expect(!finished)
    _ = try stage.scene.frame(at: 5)
    #expect(finished)
    #expect(doomed.superview == nil, "back in the queue")
    // The next item that needs a cell gets the deleted one's.
    source.counts = [4]
    stage.collection.insertItems(at: [IndexPath(item: 3, section: 0)])
    #expect(stage.collection.cellForItem(at: IndexPath(item: 3, section: 0)) === doomed)
  }

  @Test func batchUpdatesApplyDeletionsBeforeInsertionsAsOne() throws {
    let (stage, source) = try Self.grid(3)
    let third = try #require(stage.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    // Delete item 0 (old index), insert two at 0 and 1 (new indices): 3 − 1 + 2 = 4 items.
    source.counts = [4]
    let warnings = Diagnostics.capture {
      stage.collection.performBatchUpdates {
        stage.collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        stage.collection.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
      }
    }
    #expect(warnings.isEmpty)
    // Old item 2 is new item 3: (0, 110).
    #expect(stage.collection.cellForItem(at: IndexPath(item: 3, section: 0)) === third)
    #expect(third.frame.origin == CGPoint(x: 0, y: 110))
  }
}
