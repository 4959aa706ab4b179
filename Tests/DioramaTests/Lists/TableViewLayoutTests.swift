import Diorama
import Foundation
import Testing

/// Where a table puts its rows, headers and footers, in each style, against hand arithmetic
/// from iOS 17's metrics on an iPhone in portrait (observed with UIKit's view debugger and
/// quoted in UIKit-porting write-ups): 44-point rows; grouped sections 35 points apart (a
/// 17.5-point footer plus a 17.5-point header) and 35 points below the top; inset-grouped
/// sections 20 points in from each side.
@Suite struct TableViewLayoutTests {
  @Test func plainRowsFollowEachOtherWithNoSpaceBetweenSections() throws {
    let stage = try TableStage(style: .plain, rows: [3, 3]) { table, _ in table.rowHeight = 44 }
    let table = stage.table
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 44))
    // 3 · 44 = 132.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(table.contentSize == CGSize(width: 320, height: 264))
  }

  @Test func groupedSectionsStart35PointsDownAnd35PointsApart() throws {
    let stage = try TableStage(style: .grouped, rows: [3, 3]) { table, _ in table.rowHeight = 44 }
    let table = stage.table
    // 17.5 + 17.5 above the first section.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 35, width: 320, height: 44))
    // 35 + 3 · 44 = 167, + 17.5 footer + 17.5 header = 202.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 202, width: 320, height: 44))
    // 202 + 132 + 17.5 = 351.5.
    #expect(table.contentSize.height == CGFloat(351.5))
    #expect(table.backgroundColor == .systemGroupedBackground)
  }

  @Test func insetGroupedRowsAreInset20PointsFromEachSide() throws {
    let stage = try TableStage(style: .insetGrouped, rows: [3, 3]) { table, _ in table.rowHeight = 44 }
    let table = stage.table
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 280, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 20, y: 290, width: 280, height: 44))
    // The cells are as wide as the rows.
    #expect(
      table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame
        == CGRect(x: 20, y: 79, width: 280, height: 44))
  }

  @Test func groupedHeaderTitleSitsAboveItsSection() throws {
    let stage = try TableStage(style: .grouped, rows: [2, 2]) { table, source in
      table.rowHeight = 44
      source.headerTitles = ["General", "More"]
    }
    let table = stage.table
    // A header is 17.5 above its (upper-cased, 13-point) text and 6 below; the first section's
    // header slot starts 17.5 further down.
    let text = textHeight("GENERAL", size: 13)
    let header = 17.5 + text + 6
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 17.5, width: 320, height: header))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 17.5 + header)
    // Section 1: after 2 rows and a 17.5 footer.
    let secondHeaderTop = 17.5 + header + 88 + 17.5
    #expect(table.rectForHeader(inSection: 1).minY == secondHeaderTop)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == secondHeaderTop + header)
    let label = try #require(table.headerView(forSection: 0) as? TableViewHeaderFooterView)
    #expect(label.textLabel?.text == "GENERAL")
    #expect(label.textLabel?.textColor == .secondaryLabel)
  }

  @Test func groupedFooterWrapsAtTheRowWidthLessMargins() throws {
    let footer = "A footer long enough to wrap onto a second line at the width of an inset-grouped section."
    let stage = try TableStage(style: .insetGrouped, rows: [1]) { table, source in
      table.rowHeight = 44
      source.footerTitles = [footer]
    }
    // Inset grouped: 320 − 2 · 20 = 280 wide, less 16-point margins: the text wraps at 248.
    let text = textHeight(footer, size: 13, width: 248)
    #expect(text > textHeight(footer, size: 13), "the footer wraps")
    let rect = stage.table.rectForFooter(inSection: 0)
    #expect(rect == CGRect(x: 20, y: 35 + 44, width: 280, height: 6 + text + 17.5))
    #expect(stage.table.contentSize.height == 35 + 44 + 6 + text + 17.5)
  }

  @Test func plainHeaderTitleIsSemiboldAndSticksToTheTop() throws {
    let stage = try TableStage(style: .plain, rows: [20, 20]) { table, source in
      table.rowHeight = 44
      source.headerTitles = ["First", "Second"]
    }
    let table = stage.table
    // 8 above and below the 17-point semibold title.
    let header = 8 + textHeight("First", size: 17, weight: .semibold) + 8
    #expect(table.rectForHeader(inSection: 0).height == header)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header)
    // Scrolled 100 points into the first section, its header stays at the top of the view.
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.frame.minY == 100)
  }

  @Test func tableHeaderViewComesFirst() throws {
    let stage = try TableStage(style: .plain, rows: [2]) { table, _ in
      table.rowHeight = 44
      table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
      table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    }
    #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
    #expect(stage.table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(stage.table.tableFooterView?.frame == CGRect(x: 0, y: 148, width: 320, height: 30))
    #expect(stage.table.contentSize.height == 178)
  }

  @Test func scrollToRowPutsTheRowAtTheTopMiddleOrBottom() throws {
    let stage = try TableStage(style: .plain, rows: [100]) { table, _ in table.rowHeight = 44 }
    let table = stage.table
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 2200)
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
    // Row 50's middle (2222) at the middle of 480: 2222 − 240.
    #expect(table.contentOffset.y == 1982)
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    // Never past the end: 4400 − 480.
    #expect(table.contentOffset.y == 3920)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 89, section: 0))
  }
}
