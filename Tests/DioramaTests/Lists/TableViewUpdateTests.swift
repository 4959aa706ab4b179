import Diorama
import Foundation
import Testing

/// Row insertions and deletions animate on the scene clock: 0.3 s, ease in-out. At 20 frames
/// a second the change made after frame 0 shows its start in frame 1, its half-time point
/// (0.15 s) in frame 4 and its end in frame 7; ease in-out (0.42, 0, 0.58, 1) is symmetric, so
/// at half time everything is half way.
@Suite struct TableViewUpdateTests {
  @Test func insertedRowFadesInAndTheRowsBelowMoveDown() throws {
    let stage = try TableStage(style: .plain, rows: [5]) { table, _ in table.rowHeight = 44 }
    let table = stage.table
    let moving = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    stage.source.rows = [6]
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moving)
    #expect(inserted !== moving)
    try stage.scene.advance(toFrame: 1)
    #expect(moving.layer.presentation().position.y == 66)
    #expect(inserted.layer.presentation().opacity == 0)
    try stage.scene.advance(toFrame: 4)
    // From 44 + 22 to 88 + 22: half way is 88.
    #expect(abs(moving.layer.presentation().position.y - 88) < 1e-6)
    #expect(abs(inserted.layer.presentation().opacity - 0.5) < 1e-6)
    try stage.scene.advance(toFrame: 7)
    #expect(moving.layer.presentation().position.y == 110)
    #expect(inserted.layer.presentation().opacity == 1)
    #expect(table.contentSize.height == 264)
  }

  @Test func deletedRowFadesOutAndIsReused() throws {
    let stage = try TableStage(style: .plain, rows: [5]) { table, _ in table.rowHeight = 44 }
    let table = stage.table
    let doomed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let moving = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    stage.source.rows = [4]
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === moving)
    try stage.scene.advance(toFrame: 4)
    #expect(abs(doomed.layer.presentation().opacity - 0.5) < 1e-6)
    // From 88 + 22 up to 44 + 22: half way is 88.
    #expect(abs(moving.layer.presentation().position.y - 88) < 1e-6)
    #expect(doomed.superview === table, "still fading")
    try stage.scene.advance(toFrame: 8)
    #expect(doomed.superview == nil)
    #expect(table.visibleCells.count == 4)
    // The next cell the table needs is the deleted one, back from the pool.
    #expect(table.dequeueReusableCell(withIdentifier: "Cell") === doomed)
  }

  @Test func insertedRowSlidesInFromTheRight() throws {
    let stage = try TableStage(style: .plain, rows: [2]) { table, _ in table.rowHeight = 44 }
    stage.source.rows = [3]
    stage.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
    let inserted = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)))
    try stage.scene.advance(toFrame: 1)
    // Its centre starts one table width (320) right of 160.
    #expect(inserted.layer.presentation().position.x == 480)
    try stage.scene.advance(toFrame: 4)
    #expect(abs(inserted.layer.presentation().position.x - 320) < 1e-6)
    try stage.scene.advance(toFrame: 7)
    #expect(inserted.layer.presentation().position.x == 160)
  }

  @Test func rowFadingIntoAnInsetGroupedSectionStaysWhite() throws {
    let stage = try TableStage(style: .insetGrouped, rows: [3]) { table, _ in table.rowHeight = 44 }
    // A cell made before the update (as a data source holding its cells does).
    let premade = TableViewCell(style: .default, reuseIdentifier: nil)
    premade.textLabel?.text = "New"
    stage.source.cellProvider = { table, indexPath in
      indexPath.row == 1
        ? premade : table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    stage.source.rows = [4]
    stage.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    try stage.scene.advance(toFrame: 4)
    // Half way through: the new row (79…123) fades in over the section's white background, away
    // from its text; nothing on the way may be grey (white fading to clear would be).
    let image = try stage.scene.renderImage()
    #expect(image[x: 200, y: 84] == RGBA8(r: 255, g: 255, b: 255, a: 255))
  }
}
