import DioramaUIKit
import Foundation
import Testing

/// A table view controller written against UIKit's names compiles and lays its rows out.
@Suite struct ListNamesTests {
  final class SettingsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let items = ["Wi-Fi", "Bluetooth", "Cellular"]

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      tableView.dataSource = self
      tableView.delegate = self
      tableView.rowHeight = UITableView.automaticDimension
      tableView.frame = view.bounds
      view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = UIListContentConfiguration.valueCell()
      content.text = items[indexPath.row]
      content.secondaryText = "On"
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer" }
  }

  @Test func uikitTableCodeCompilesAndLaysOutRows() throws {
    let scene = try Scene(size: CGSize(width: 390, height: 600))
    let controller = SettingsController()
    scene.rootViewController = controller
    scene.layoutIfNeeded()
    controller.tableView.frame = controller.view.bounds
    scene.layoutIfNeeded()
    // Inset grouped: 20 points in from each side, 35 down, 44-point value cells.
    let row = controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    #expect(row == CGRect(x: 20, y: 79, width: 350, height: 44))
    #expect(controller.tableView.visibleCells.count == 3)
  }
}
