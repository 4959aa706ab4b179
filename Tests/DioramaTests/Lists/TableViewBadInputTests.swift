import Diorama
import Foundation
import Testing

/// What UIKit raises an exception for, a table reports as a warning and repairs.
@Suite struct TableViewBadInputTests {
  @Test func negativeRowCountIsReportedAndTreatedAsZero() throws {
    let (stage, warnings) = try Diagnostics.capture { try TableStage(style: .plain, rows: [-3, 2]) }
    #expect(warnings.contains { $0.kind == .tableViewInconsistency && $0.message.contains("-3") })
    #expect(stage.table.numberOfRows(inSection: 0) == 0)
    #expect(stage.table.visibleCells.count == 2)
  }

  final class NegativeSections: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { -1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  @Test func negativeSectionCountIsReportedAndTreatedAsZero() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let source = NegativeSections()
    let warnings = Diagnostics.capture {
      table.dataSource = source
      table.layoutIfNeeded()
    }
    #expect(warnings.count == 1 && warnings.first?.kind == .tableViewInconsistency)
    #expect(table.numberOfSections == 0 && table.visibleCells.isEmpty)
  }

  @Test func dequeueOfAnUnregisteredIdentifierGivesAnEmptyCell() throws {
    let (stage, warnings) = try Diagnostics.capture {
      try TableStage(style: .plain, rows: [2]) { _, source in source.identifier = "Unregistered" }
    }
    #expect(warnings.count == 2)
    #expect(
      warnings.allSatisfy { $0.kind == .tableViewInconsistency && $0.message.contains("\"Unregistered\"") })
    #expect(stage.table.visibleCells.count == 2)
    #expect(stage.table.dequeueReusableCell(withIdentifier: "Other") == nil)
  }

  @Test func aCellShownByAnotherTableIsNotTaken() throws {
    let first = try TableStage(style: .plain, rows: [1])
    let stolen = try #require(first.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let (second, warnings) = try Diagnostics.capture {
      try TableStage(style: .plain, rows: [1]) { _, source in source.cellProvider = { _, _ in stolen } }
    }
    #expect(warnings.count == 1 && warnings.first?.message.contains("another table") == true)
    #expect(stolen.superview === first.table)
    let shown = try #require(second.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(shown !== stolen && shown.superview === second.table)
  }

  @Test func oneCellForTwoRowsIsNotShownTwice() throws {
    let shared = TableViewCell(style: .default, reuseIdentifier: nil)
    let (stage, warnings) = try Diagnostics.capture {
      try TableStage(style: .plain, rows: [2]) { _, source in source.cellProvider = { _, _ in shared } }
    }
    #expect(warnings.count == 1 && warnings.first?.message.contains("already shown") == true)
    let cells = stage.table.visibleCells
    #expect(cells.count == 2 && cells[0] !== cells[1])
  }

  @Test func anUpdateThatDoesNotMatchTheDataSourceReloads() throws {
    let stage = try TableStage(style: .plain, rows: [3])
    let warnings = Diagnostics.capture {
      // The data source still says 3 rows.
      stage.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    }
    #expect(warnings.count == 1 && warnings.first?.message.contains("reloaded instead") == true)
    try stage.scene.advance(toFrame: 1)
    #expect(stage.table.numberOfRows(inSection: 0) == 3 && stage.table.visibleCells.count == 3)
    let outOfRange = Diagnostics.capture {
      stage.table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
    }
    #expect(outOfRange.count == 1)
  }

  @Test func invalidHeightsAreIgnored() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let warnings = Diagnostics.capture {
      table.rowHeight = -5
      table.rowHeight = .nan
      table.sectionHeaderHeight = .infinity
    }
    #expect(warnings.count == 3 && warnings.allSatisfy { $0.kind == .invalidGeometry })
    #expect(table.rowHeight == TableView.automaticDimension)
    #expect(table.sectionHeaderHeight == TableView.automaticDimension)
  }

  @Test func scrollingToARowThatDoesNotExistIsReported() throws {
    let stage = try TableStage(style: .plain, rows: [3])
    let warnings = Diagnostics.capture {
      stage.table.scrollToRow(at: IndexPath(row: 9, section: 4), at: .top, animated: false)
    }
    #expect(warnings.count == 1)
    #expect(stage.table.contentOffset == .zero)
  }

  @Test func aTableWithoutADataSourceIsEmpty() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 0 && table.contentSize.height == 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == .zero)
  }
}
