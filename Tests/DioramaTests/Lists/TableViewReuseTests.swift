import Diorama
import Foundation
import Testing

/// A table asks for cells only for the rows in its visible region and reuses them.
@Suite(.serialized) struct TableViewReuseTests {
  // 480 / 44 = 10.9: rows 0…10 meet the 480-point-high view (row 10 spans 440…484).
  @Test(arguments: [CGFloat(44), TableView.automaticDimension])
  func tenThousandRowsMakeOnlyTheCellsOnScreen(rowHeight: CGFloat) throws {
    CountedCell.made = 0
    let stage = try TableStage(style: .plain, rows: [10_000], cellClass: CountedCell.self) { table, _ in
      table.rowHeight = rowHeight
    }
    #expect(stage.source.cellRequests == 11)
    #expect(stage.source.requestedRows == (0...10).map { IndexPath(row: $0, section: 0) })
    #expect(CountedCell.made == 11)
    #expect(stage.table.createdCellCount == 11)
    #expect(stage.table.visibleCells.count == 11)
    // Unmeasured rows are estimated at 44, so the content is 10,000 rows high either way.
    #expect(stage.table.contentSize.height == 440_000)
    // The rendered first screen shows row 0's text: something dark at its left.
    let image = try stage.scene.renderImage()
    #expect((16..<60).contains { x in (10..<34).contains { y in image[x: x, y: y].r < 100 } })
  }

  @Test func scrollingReusesTheCellsThatLeft() throws {
    CountedCell.made = 0
    let stage = try TableStage(style: .plain, rows: [10_000], cellClass: CountedCell.self)
    stage.table.contentOffset = CGPoint(x: 0, y: 4400)
    try stage.scene.advance(toFrame: 1)
    // Rows 100…110 are shown with the same eleven cells.
    #expect(stage.table.indexPathsForVisibleRows == (100...110).map { IndexPath(row: $0, section: 0) })
    #expect(CountedCell.made == 11)
    #expect(stage.source.cellRequests == 22)
    #expect(stage.table.cellForRow(at: IndexPath(row: 105, section: 0))?.textLabel?.text == "Row 105")
    #expect(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test func animatedScrollKeepsTheRowsItPassesOver() throws {
    let stage = try TableStage(style: .plain, rows: [1000]) { table, _ in table.rowHeight = 44 }
    stage.table.setContentOffset(CGPoint(x: 0, y: 880), animated: true)
    try stage.scene.advance(toFrame: 1)
    // During the scroll the region from 0 to 880 + 480 is filled: rows 0…30.
    #expect(stage.table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(stage.table.indexPathsForVisibleRows?.last == IndexPath(row: 30, section: 0))
  }

  @Test func reloadDataAsksAgain() throws {
    let stage = try TableStage(style: .plain, rows: [3])
    stage.source.rows = [5]
    stage.table.reloadData()
    try stage.scene.advance(toFrame: 1)
    #expect(stage.table.numberOfRows(inSection: 0) == 5)
    #expect(stage.table.visibleCells.count == 5)
    #expect(stage.source.cellRequests == 8)
  }
}
