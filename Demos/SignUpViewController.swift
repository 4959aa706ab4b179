import Diorama
import Foundation

/// A sign-up form in a navigation controller, as an iOS app builds it: rounded-rect text fields,
/// a segmented control, a stepper and a switch row, terms in a text view and a filled button,
/// in a stack view pinned to the safe area and the layout margins.
public final class SignUpViewController: ViewController {
  /// The name field (filled in).
  public let nameField = TextField()
  /// The email field, typed into by the demo's script.
  public let emailField = TextField()
  /// The password field, drawn as dots.
  public let passwordField = TextField()
  /// Personal or business.
  public let accountType = Diorama.SegmentedControl(items: ["Personal", "Business"])
  /// How many devices to sync.
  public let devices = Stepper()
  /// The stepper's value, shown next to it.
  public let devicesLabel = Label()
  /// Whether to send news.
  public let newsletter = Switch()
  /// The terms, in a text view that sizes itself to them.
  public let terms = TextView()
  /// The button that creates the account.
  public let createButton: Button

  public override init() {
    var configuration = Button.Configuration.filled()
    configuration.title = "Create Account"
    configuration.buttonSize = .large
    configuration.cornerStyle = .large
    createButton = Button(configuration: configuration)
    super.init()
    title = "Create Account"
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .always

    for (field, placeholder) in [
      (nameField, "Full name"), (emailField, "Email address"), (passwordField, "Password"),
    ] {
      field.borderStyle = .roundedRect
      field.placeholder = placeholder
      field.clearButtonMode = .always
    }
    nameField.text = "Ada Lovelace"
    nameField.textContentType = .name
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.textContentType = .emailAddress
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .newPassword
    passwordField.text = "analytical engine"
    passwordField.clearButtonMode = .never
    accountType.selectedSegmentIndex = 0

    devices.minimumValue = 1
    devices.maximumValue = 5
    devices.value = 2
    devices.addAction(Control.Action { [weak self] _ in self?.showDevices() }, for: .valueChanged)
    showDevices()
    let devicesRow = row("Devices", trailing: [devicesLabel, devices])
    newsletter.isOn = true
    let newsRow = row("Send me product news", trailing: [newsletter])

    terms.text =
      "By creating an account you agree to the Terms of Service and the Privacy Policy. We send one email a"
      + " month at most."
    terms.font = .systemFont(ofSize: 13)
    terms.textColor = .secondaryLabel
    terms.isScrollEnabled = false
    terms.isEditable = false
    terms.textContainer.lineFragmentPadding = 0

    let form = StackView(arrangedSubviews: [
      nameField, emailField, passwordField, accountType, devicesRow, newsRow, terms, createButton,
    ])
    form.axis = .vertical
    form.spacing = 12
    form.setCustomSpacing(20, after: accountType)
    form.setCustomSpacing(20, after: newsRow)
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)
    LayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  /// A row of a title and trailing controls.
  private func row(_ title: String, trailing: [View]) -> StackView {
    let label = Label(text: title)
    // The title takes the room the controls leave: with equal hugging priorities the stack
    // view's fill would be ambiguous (Interface Builder flags it), as on iOS.
    label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let row = StackView(arrangedSubviews: [label] + trailing)
    row.alignment = .center
    row.spacing = 12
    return row
  }

  private func showDevices() {
    devicesLabel.text = "\(Int(devices.value))"
  }

  /// Types `text` into the email field one character at a time from `start`, every `interval`
  /// seconds of scene time.
  func type(_ text: String, into field: TextField, in scene: Scene, from start: Double, interval: Double)
    throws
  {
    var typed = ""
    for (index, character) in text.enumerated() {
      typed.append(character)
      let shown = typed
      try scene.schedule(at: start + Double(index) * interval) { field.text = shown }
    }
  }
}
