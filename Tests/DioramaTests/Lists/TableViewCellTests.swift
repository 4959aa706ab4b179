import Diorama
import Foundation
import Testing

/// Cells' built-in content, accessories, separators and automatic heights, against iOS 17's
/// metrics: 17-point body text with 11-point top and bottom margins and 16-point side margins,
/// at least 44 points high; the accessory 16 points from the trailing edge; separators a
/// hairline inset 16 points, in the separator colour (60 60 67 at 29 %, HIG colour table).
@Suite struct TableViewCellTests {
  static let long =
    "A long sentence that cannot fit on one line of a phone-width table row, so it wraps onto a"
    + " second line and then a third, and the row grows to hold it."

  @Test func oneLineCellsAre44PointsHigh() throws {
    let stage = try TableStage(style: .plain, rows: [2])
    #expect(
      stage.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44)
    )
    let cell = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let label = try #require(cell.textLabel)
    #expect(label.frame.minX == 16)
    #expect(label.font == .systemFont(ofSize: 17))
  }

  @Test func contentConfigurationTextWrapsAndTheRowGrows() throws {
    let stage = try TableStage(style: .plain, rows: [2]) { _, source in
      source.configure = { cell, indexPath in
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row == 0 ? Self.long : "Short"
        cell.contentConfiguration = content
      }
    }
    // 11 + the text wrapped at 320 − 2 · 16 + 11.
    let expected = 11 + textHeight(Self.long, size: 17, width: 288) + 11
    #expect(expected > 80, "three lines at least")
    #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == expected)
    #expect(
      stage.table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: expected, width: 320, height: 44))
  }

  /// A cell laid out with Auto Layout: a wrapping label 12 points from the content view's top
  /// and bottom and 20 from its sides.
  final class WrappingCell: TableViewCell {
    let label = Label()
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
      ])
    }
  }

  @Test func autoLayoutCellsWithWrappingLabelsSizeThemselves() throws {
    let stage = try TableStage(style: .plain, rows: [2], cellClass: WrappingCell.self) { _, source in
      source.configure = { cell, indexPath in
        (cell as? WrappingCell)?.label.text = indexPath.row == 0 ? Self.long : "One line"
      }
    }
    // 12 + the text wrapped at 320 − 2 · 20 + 12; a one-line row is 12 + 21 + 12 (its own height,
    // no 44-point minimum for custom content).
    let wrapped = 12 + textHeight(Self.long, size: 17, width: 280) + 12
    let single = 12 + textHeight("One line", size: 17) + 12
    #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == wrapped)
    #expect(stage.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == single)
    let cell = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? WrappingCell)
    stage.table.layoutIfNeeded()
    #expect(cell.label.frame == CGRect(x: 20, y: 12, width: 280, height: wrapped - 24))
  }

  @Test func subtitleCellStacksTheTexts() throws {
    let stage = try TableStage(style: .plain, rows: [1]) { _, source in
      source.style = .subtitle
      source.configure = { cell, _ in
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        cell.contentConfiguration = content
      }
    }
    // 11 + 17-point line + 3 + 15-point line + 11.
    let expected = 11 + textHeight("Title", size: 17) + 3 + textHeight("Subtitle", size: 15) + 11
    #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == expected)
  }

  @Test func value1DetailEndsAtTheTrailingMarginOrBeforeTheAccessory() throws {
    let stage = try TableStage(style: .plain, rows: [2]) { table, source in
      table.register(nil, forCellReuseIdentifier: "Cell")
      source.cellProvider = { _, indexPath in
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        if indexPath.row == 1 { cell.accessoryType = .disclosureIndicator }
        return cell
      }
    }
    let plain = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let chevron = try #require(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(plain.detailTextLabel?.frame.maxX == CGFloat(304))
    #expect(plain.detailTextLabel?.textColor == .secondaryLabel)
    // The 8-point chevron ends 16 from the edge (at 296…304); the text stops 8 before it.
    #expect(chevron.detailTextLabel?.frame.maxX == CGFloat(288))
    let image = try stage.scene.renderImage()
    // The chevron's point (x = 296 + 7) in the tertiary label grey, 60 60 67 at 30 % over white.
    let point = image[x: 302, y: 44 + 22]
    #expect(point.r < 235 && point.r > 150, "\(point)")
  }

  @Test func separatorsAreInsetHairlinesAndGroupedSectionsEndWithout() throws {
    let stage = try TableStage(style: .grouped, rows: [2]) { table, _ in table.rowHeight = 44 }
    let image = try stage.scene.renderImage()
    // Row 0 is at 35…79: its separator is the pixel row 78, from x = 16.
    #expect(image[x: 8, y: 78] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    // 255 − 0.29 · (255 − 60) = 198.45; 255 − 0.29 · (255 − 67) = 200.5.
    let line = image[x: 100, y: 78]
    #expect(abs(Int(line.r) - 198) <= 2 && abs(Int(line.b) - 200) <= 2, "\(line)")
    // The last row of a grouped section has none: pixel row 122 is the cell's white.
    #expect(image[x: 100, y: 122] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    // Below the section, the grouped background (242 242 247).
    #expect(image[x: 100, y: 130] == RGBA8(r: 242, g: 242, b: 247, a: 255))
  }

  @Test func separatorStartsAtTheTextWhenTheCellShowsAnImage() throws {
    let icon = try Image(width: 29, height: 29, fill: RGBA8(r: 255, g: 0, b: 0, a: 255))
    let stage = try TableStage(style: .plain, rows: [1]) { table, source in
      table.rowHeight = 44
      source.configure = { cell, _ in cell.imageView?.image = icon }
    }
    let cell = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // 16 margin + 29 image + 16 padding.
    #expect(cell.textLabel?.frame.minX == 61)
    let image = try stage.scene.renderImage()
    #expect(image[x: 55, y: 43] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(image[x: 65, y: 43].r < 220)
  }

  @Test func separatorStyleNoneDrawsNoLines() throws {
    let stage = try TableStage(style: .plain, rows: [3]) { table, _ in
      table.rowHeight = 44
      table.separatorStyle = .none
    }
    let image = try stage.scene.renderImage()
    #expect(image[x: 100, y: 43] == RGBA8(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func checkmarkIsDrawnInTheTintColour() throws {
    let stage = try TableStage(style: .plain, rows: [1]) { table, source in
      table.rowHeight = 44
      source.configure = { cell, _ in cell.accessoryType = .checkmark }
    }
    let image = try stage.scene.renderImage()
    // The 14-point checkmark ends 16 from the edge: it spans x 290…304; some pixel is blue.
    let blue = (290..<304).contains { x in
      (15..<30).contains { y in
        let p = image[x: x, y: y]
        return p.b > 200 && p.r < 120
      }
    }
    #expect(blue)
  }
}
