import Diorama
import Foundation

/// A settings-like screen of controls on an iPhone 15: switch rows, a slider, a segmented
/// control, progress with a spinner, and a button of each configuration style; the script
/// toggles, slides and selects on the clock as a user would.
public struct ControlsDemo: Demo {
  public init() {}
  public var id: String { "controls" }
  public var title: String { "Controls on a settings screen" }
  public var summary: String {
    "Switches, a slider, a segmented control, a progress bar, a spinner and buttons drawn as iOS 17 draws"
      + " them, changing state on the clock: switches slide, the selection moves, the bar fills."
  }
  public var size: CGSize { Device.iPhone15.portraitSize }
  public var duration: Double { 5 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(device: .iPhone15, scale: scale)
    let settings = ControlsViewController()
    scene.rootViewController = settings
    StatusBar.install(in: scene)
    let script: [(Double, () -> Void)] = [
      (0.8, { settings.toggle(settings.wifi) }),
      (1.4, { settings.toggle(settings.airplane) }),
      (2.0, { settings.segmented.setSelectedSegmentIndex(2, animated: true) }),
      (2.6, { settings.slider.setValue(0.85, animated: true) }),
      (3.0, { settings.progress.setProgress(0.9, animated: true) }),
      (3.5, { settings.filledButton.isHighlighted = true }),
      (3.7, { settings.filledButton.isHighlighted = false }),
      (4.2, { settings.toggle(settings.airplane) }),
    ]
    for (time, action) in script { try scene.schedule(at: time, action) }
    return scene
  }
}

/// The settings screen: grouped cards of rows on the grouped background, all Auto Layout.
public final class ControlsViewController: ViewController {
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

  private let stack = StackView()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
    let title = Label(text: "Settings", font: .systemFont(ofSize: 34, weight: .bold))
    stack.addArrangedSubview(title)
    wifi.isOn = true
    bluetooth.isOn = true
    bluetooth.isEnabled = false
    for toggle in [wifi, airplane, bluetooth] {
      toggle.addAction(Control.Action { [weak self] _ in self?.valueChanges += 1 }, for: .valueChanged)
    }
    stack.addArrangedSubview(
      card([row("Airplane Mode", airplane), row("Wi-Fi", wifi), row("Bluetooth (managed)", bluetooth)]))
    slider.value = 0.35
    stack.addArrangedSubview(card([header("BRIGHTNESS"), padded(slider, height: 44)]))
    segmented.selectedSegmentIndex = 0
    stack.addArrangedSubview(card([header("APPEARANCE"), padded(segmented, height: 48)]))
    progress.progress = 0.3
    spinner.startAnimating()
    let download = StackView(arrangedSubviews: [progress, spinner])
    download.alignment = .center
    download.spacing = 12
    stack.addArrangedSubview(card([header("DOWNLOADING UPDATE"), padded(download, height: 40)]))
    stack.addArrangedSubview(buttons())
  }

  /// Toggles a switch with the animation and sends `valueChanged`, as a tap does.
  public func toggle(_ toggle: Switch) {
    toggle.setOn(!toggle.isOn, animated: true)
    toggle.sendActions(for: .valueChanged)
  }

  private func card(_ rows: [View]) -> View {
    let column = StackView(arrangedSubviews: rows)
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    let card = View()
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 10
    card.addSubview(column)
    LayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: card.topAnchor),
      column.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      column.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: card.trailingAnchor),
    ])
    return card
  }

  private func row(_ text: String, _ control: Control) -> View {
    let label = Label(text: text, font: .systemFont(ofSize: 17))
    let row = StackView(arrangedSubviews: [label, control])
    row.alignment = .center
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    row.translatesAutoresizingMaskIntoConstraints = false
    row.heightAnchor.constraint(equalToConstant: 44).isActive = true
    return row
  }

  private func header(_ text: String) -> View {
    let label = Label(text: text, font: .systemFont(ofSize: 13))
    label.textColor = .secondaryLabel
    return padded(label, height: 30)
  }

  private func padded(_ content: View, height: CGFloat) -> View {
    let row = StackView(arrangedSubviews: [content])
    row.alignment = .center
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    row.translatesAutoresizingMaskIntoConstraints = false
    row.heightAnchor.constraint(equalToConstant: height).isActive = true
    return row
  }

  private func buttons() -> View {
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
    let classic = Button(type: .system)
    classic.setTitle("Classic system button", for: .normal)
    let column = StackView(arrangedSubviews: [row, Button(configuration: prominent), classic])
    column.axis = .vertical
    column.spacing = 12
    column.alignment = .fill
    return column
  }
}
