import DioramaUIKit

// A sign-up screen written for iOS 17 as an app writes one: a form of text fields, a segmented
// control, a switch and a filled button in a stack view under a large title, pushed in a
// navigation controller, with closure actions.

final class SignUpFormViewController: UIViewController, UITextFieldDelegate {
  let nameField = UITextField()
  let emailField = UITextField()
  let passwordField = UITextField()
  let planControl = UISegmentedControl(items: ["Free", "Plus", "Family"])
  let newsSwitch = UISwitch()
  let termsView = UITextView()
  let signUpButton = UIButton(configuration: .filled())
  private(set) var submitted = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign Up"
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)

    configure(nameField, placeholder: "Name")
    nameField.textContentType = .name
    nameField.autocapitalizationType = .words
    configure(emailField, placeholder: "Email")
    emailField.keyboardType = .emailAddress
    emailField.textContentType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    configure(passwordField, placeholder: "Password")
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .newPassword
    passwordField.returnKeyType = .done

    planControl.selectedSegmentIndex = 1

    let newsLabel = UILabel()
    newsLabel.text = "Email me about new features"
    newsLabel.font = .systemFont(ofSize: 15)
    newsLabel.numberOfLines = 0
    newsSwitch.isOn = true
    let newsRow = UIStackView(arrangedSubviews: [newsLabel, newsSwitch])
    newsRow.spacing = 12
    newsRow.alignment = .center

    termsView.text = "By signing up you accept the Terms of Service. You can delete your account at any time."
    termsView.font = .systemFont(ofSize: 13)
    termsView.textColor = .secondaryLabel
    termsView.isScrollEnabled = false
    termsView.isEditable = false
    termsView.textContainerInset = .zero
    termsView.textContainer.lineFragmentPadding = 0

    var buttonConfiguration = UIButton.Configuration.filled()
    buttonConfiguration.title = "Create Account"
    buttonConfiguration.buttonSize = .large
    buttonConfiguration.cornerStyle = .capsule
    signUpButton.configuration = buttonConfiguration
    signUpButton.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)

    let form = UIStackView(arrangedSubviews: [
      nameField, emailField, passwordField, planControl, newsRow, termsView, signUpButton,
    ])
    form.axis = .vertical
    form.spacing = 12
    form.setCustomSpacing(24, after: passwordField)
    form.setCustomSpacing(24, after: newsRow)
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)

    NSLayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  private func configure(_ field: UITextField, placeholder: String) {
    field.borderStyle = .roundedRect
    field.placeholder = placeholder
    field.clearButtonMode = .whileEditing
    field.delegate = self
  }

  private func submit() {
    submitted = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField == passwordField
  }
}
