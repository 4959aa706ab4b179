import Diorama
import Foundation

/// Three screens of controls on an iPhone 15, behind a tab bar: a settings screen (an
/// inset-grouped table of switches, value rows, a slider, a segmented control, progress and
/// buttons), a sign-up form (text fields, a segmented control, a stepper, a switch, a text view
/// and a filled button in a stack view) and a photo grid (a collection view under section
/// headers). The script toggles switches and inserts a row, types an email address, selects a
/// segment and steps the stepper, then adds a photo, moving between the tabs as a user would.
public struct ControlsDemo: Demo {
  public init() {}
  public var id: String { "controls" }
  public var title: String { "Controls, tables and collection views" }
  public var summary: String {
    "A tab bar controller on an iPhone 15: an inset-grouped settings table whose switches slide and whose new"
      + " row fades in, a sign-up form of text fields, a segmented control and a stepper being filled in, and a"
      + " photo grid collection view where a new photo pushes the others along, all on the clock."
  }
  public var size: CGSize { Device.iPhone15.portraitSize }
  public var duration: Double { 5 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(device: .iPhone15, scale: scale)
    let tabs = ControlsTabBarController()
    scene.rootViewController = tabs
    StatusBar.install(in: scene)
    let settings = tabs.settings
    let signUp = tabs.signUp
    let photos = tabs.photos
    let script: [(Double, () -> Void)] = [
      (0.4, { settings.toggle(settings.wifi) }),
      (0.8, { settings.toggle(settings.airplane) }),
      (1.1, { settings.insertHotspotRow() }),
      (1.6, { tabs.selectedIndex = 1 }),
      (2.3, { signUp.accountType.setSelectedSegmentIndex(1, animated: true) }),
      (2.8, { signUp.devices.stepUp() }),
      (3.1, { signUp.createButton.isHighlighted = true }),
      (3.3, { signUp.createButton.isHighlighted = false }),
      (3.6, { tabs.selectedIndex = 2 }),
      (
        4.1,
        {
          photos.addPhoto()
          tabs.photosNavigation.tabBarItem.badgeValue = nil
        }
      ),
    ]
    for (time, action) in script { try scene.schedule(at: time, action) }
    try signUp.type("ada@example.com", into: signUp.emailField, in: scene, from: 1.8, interval: 0.04)
    return scene
  }
}

/// The demo's tab bar controller: the settings screen, the sign-up form and the photo grid, the
/// last two in navigation controllers with large titles.
public final class ControlsTabBarController: TabBarController {
  /// The settings screen (the first tab).
  public let settings = ControlsViewController()
  /// The sign-up form (the second tab's root).
  public let signUp = SignUpViewController()
  /// The photo grid (the third tab's root).
  public let photos = PhotoGridViewController()
  /// The navigation controller of the photo grid, whose tab shows a badge.
  public let photosNavigation: NavigationController

  public override init() {
    photosNavigation = NavigationController(rootViewController: photos)
    super.init()
    let signUpNavigation = NavigationController(rootViewController: signUp)
    for navigation in [signUpNavigation, photosNavigation] {
      navigation.navigationBar.prefersLargeTitles = true
    }
    settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gearshape.fill"), tag: 0)
    signUpNavigation.tabBarItem = TabBarItem(
      title: "Sign Up", image: Image(systemName: "person.crop.circle.fill"), tag: 1)
    photosNavigation.tabBarItem = TabBarItem(
      title: "Photos", image: Image(systemName: "photo.on.rectangle"), tag: 2)
    photosNavigation.tabBarItem.badgeValue = "1"
    viewControllers = [settings, signUpNavigation, photosNavigation]
  }
}

/// The settings screen: an inset-grouped table of switch rows, a value row, a slider, a
/// segmented control, a download in progress with a footer, and buttons of each configuration
/// style.
public final class ControlsViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The Wi-Fi row's switch (on at the start).
  public let wifi = Switch()
  /// The Airplane Mode row's switch (off at the start).
  public let airplane = Switch()
  /// The Bluetooth row's switch, disabled.
  public let bluetooth = Switch()
  /// The brightness slider.
  public let slider = Slider()
  /// The appearance picker.
  public let segmented = Diorama.SegmentedControl(items: ["Light", "Dark", "Automatic"])
  /// The download progress.
  public let progress = ProgressView()
  /// The spinner next to the progress bar.
  public let spinner = ActivityIndicatorView(style: .medium)
  /// The filled button, highlighted by the script.
  public private(set) var filledButton = Button(configuration: .filled())
  /// How many times a switch sent `valueChanged`.
  public private(set) var valueChanges = 0
  /// The settings table.
  public let table = TableView(frame: .zero, style: .insetGrouped)

  private var connections: [TableViewCell] = []
  private lazy var sections: [(header: String?, footer: String?, rows: () -> [TableViewCell])] = [
    ("Connections", nil, { self.connections }),
    ("Brightness", nil, { [self.controlCell(self.slider)] }),
    ("Appearance", nil, { [self.controlCell(self.segmented)] }),
    (
      "Downloading Update", "iOS 17.2 downloads over Wi-Fi and installs tonight while the phone charges.",
      { [self.controlCell(self.downloadRow())] }
    ),
    (nil, nil, { [self.buttonsCell()] }),
  ]
  private var sectionCells: [[TableViewCell]] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    wifi.isOn = true
    bluetooth.isOn = true
    bluetooth.isEnabled = false
    for toggle in [wifi, airplane, bluetooth] {
      toggle.addAction(Control.Action { [weak self] _ in self?.valueChanges += 1 }, for: .valueChanged)
    }
    connections = [
      switchCell("Airplane Mode", airplane), switchCell("Wi-Fi", wifi),
      switchCell("Bluetooth (managed)", bluetooth), valueCell("Network", "Home"),
    ]
    slider.value = 0.35
    segmented.selectedSegmentIndex = 0
    progress.progress = 0.3
    spinner.startAnimating()
    sectionCells = sections.map { $0.rows() }
    let title = Label(text: "Settings", font: .systemFont(ofSize: 34, weight: .bold))
    title.frame = CGRect(x: 20, y: 0, width: 300, height: 41)
    let header = View(frame: CGRect(x: 0, y: 0, width: 100, height: 41))
    header.addSubview(title)
    table.tableHeaderView = header
    table.dataSource = self
    table.delegate = self
    table.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(table)
    LayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: view.topAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  /// Toggles a switch with the animation and sends `valueChanged`, as a tap does.
  public func toggle(_ toggle: Switch) {
    toggle.setOn(!toggle.isOn, animated: true)
    toggle.sendActions(for: .valueChanged)
  }

  /// Inserts a "Personal Hotspot" row after Bluetooth, fading it in.
  public func insertHotspotRow() {
    connections.insert(valueCell("Personal Hotspot", "Off"), at: 3)
    sectionCells[0] = connections
    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
  }

  // MARK: Table

  public func numberOfSections(in tableView: TableView) -> Int { sectionCells.count }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sectionCells[section].count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    sectionCells[indexPath.section][indexPath.row]
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  private func switchCell(_ text: String, _ toggle: Switch) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    var content = ListContentConfiguration.cell()
    content.text = text
    cell.contentConfiguration = content
    cell.accessoryView = toggle
    return cell
  }

  private func valueCell(_ text: String, _ value: String) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    var content = ListContentConfiguration.valueCell()
    content.text = text
    content.secondaryText = value
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  /// A cell holding one view between the 16-point margins, 6 points above and below.
  private func controlCell(_ control: View) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    control.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(control)
    LayoutConstraint.activate([
      control.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 6),
      control.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -6),
      control.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
      control.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
    ])
    return cell
  }

  private func downloadRow() -> View {
    let download = StackView(arrangedSubviews: [progress, spinner])
    download.alignment = .center
    download.spacing = 12
    return download
  }

  private func buttonsCell() -> TableViewCell {
    let styles: [(String, Button.Configuration)] = [
      ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()), ("Plain", .plain()),
    ]
    let made = styles.map { title, base -> Button in
      var configuration = base
      configuration.title = title
      return Button(configuration: configuration)
    }
    filledButton = made[0]
    let row = StackView(arrangedSubviews: made)
    row.distribution = .equalSpacing
    var prominent = Button.Configuration.borderedProminent()
    prominent.title = "Continue"
    prominent.subtitle = "Installs tonight"
    prominent.cornerStyle = .capsule
    prominent.buttonSize = .large
    let column = StackView(arrangedSubviews: [row, Button(configuration: prominent)])
    column.axis = .vertical
    column.spacing = 12
    column.alignment = .fill
    let cell = controlCell(column)
    return cell
  }
}
