import Diorama
import Foundation
import Testing

/// A data source of sections of rows with texts, counting what the table asks for.
final class CountingDataSource: TableViewDataSource, TableViewDelegate {
  var rows: [Int]
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  var style: TableViewCell.CellStyle = .default
  var identifier = "Cell"
  var configure: ((TableViewCell, IndexPath) -> Void)?
  var cellProvider: ((TableView, IndexPath) -> TableViewCell)?
  private(set) var cellRequests = 0
  private(set) var requestedRows: [IndexPath] = []

  init(rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests += 1
    requestedRows.append(indexPath)
    if let cellProvider { return cellProvider(tableView, indexPath) }
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    configure?(cell, indexPath)
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
}

/// A cell class that counts how many were made.
final class CountedCell: TableViewCell {
  nonisolated(unsafe) static var made = 0
  required init(style: CellStyle, reuseIdentifier: String?) {
    CountedCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
}

/// A scene holding one table that fills it, laid out.
struct TableStage {
  let scene: Scene
  let table: TableView
  let source: CountingDataSource

  init(
    style: TableView.Style, rows: [Int], size: CGSize = CGSize(width: 320, height: 480),
    cellClass: TableViewCell.Type = TableViewCell.self, framesPerSecond: Double = 20,
    prepare: (TableView, CountingDataSource) -> Void = { _, _ in }
  ) throws {
    scene = try Scene(size: size)
    scene.clock = try Clock(framesPerSecond: framesPerSecond)
    table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    source = CountingDataSource(rows: rows)
    table.register(cellClass, forCellReuseIdentifier: "Cell")
    prepare(table, source)
    table.dataSource = source
    table.delegate = source
    scene.rootView.addSubview(table)
    try scene.advance(toFrame: 0)
  }
}

/// The height of a label's text laid out with Diorama's fonts, wrapped at `width` (unbounded
/// when `nil`): the independent measure the table's arithmetic builds on.
func textHeight(_ text: String, size: CGFloat, weight: Font.Weight = .regular, width: CGFloat? = nil)
  -> CGFloat
{
  let label = Label(text: text, font: .systemFont(ofSize: size, weight: weight))
  label.numberOfLines = width == nil ? 1 : 0
  return label.sizeThatFits(CGSize(width: width ?? 10_000, height: 10_000)).height
}
