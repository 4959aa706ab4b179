import Diorama
import DioramaTesting
import Foundation
import Testing

/// A settings-like table in each style at iPhone width, compared with reference images that
/// were looked at: titled headers, a switch, a value cell with a chevron, a checkmark, a
/// subtitle cell with an image, and a wrapping footer.
@Suite struct TableViewReferenceTests {
  static func settingsTable(_ style: TableView.Style) throws -> Scene {
    let icon = try Image(width: 29, height: 29, fill: RGBA8(r: 52, g: 120, b: 246, a: 255))
    let stage = try TableStage(style: style, rows: [3, 3], size: CGSize(width: 390, height: 520)) {
      _, source in
      source.headerTitles = ["Connections", "Display"]
      source.footerTitles = [
        nil, "Text size and bold text follow the system setting; this footer wraps onto two lines.",
      ]
      source.cellProvider = { table, indexPath in
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content: ListContentConfiguration
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
          content = .cell()
          content.text = "Airplane Mode"
          cell.accessoryView = Switch()
        case (0, 1):
          content = .valueCell()
          content.text = "Wi-Fi"
          content.secondaryText = "Home"
          cell.accessoryType = .disclosureIndicator
        case (0, 2):
          content = .subtitleCell()
          content.text = "Bluetooth"
          content.secondaryText = "2 devices connected"
          content.image = icon
          content.imageProperties.cornerRadius = 7
        case (1, 0):
          content = .cell()
          content.text = "Light"
          cell.accessoryType = .checkmark
        case (1, 1):
          content = .cell()
          content.text = "Dark"
        default:
          content = .cell()
          content.text = "A long row title that wraps onto a second line because it is far too long to fit"
        }
        cell.contentConfiguration = content
        return cell
      }
    }
    return stage.scene
  }

  @Test(arguments: TableView.Style.allCases)
  func settingsTableLooksLikeIOS(style: TableView.Style) throws {
    let scene = try Self.settingsTable(style)
    expectMatchesReference(scene, named: "table-\(style)")
  }
}
