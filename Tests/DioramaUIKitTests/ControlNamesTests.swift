import DioramaUIKit
import Testing

/// Code written against UIKit's control names compiles and runs unchanged but for the import.
@Suite struct ControlNamesTests {
  @Test func uikitControlCodeCompilesAndFiresActions() {
    let toggle = UISwitch()
    var changes: [Bool] = []
    toggle.addAction(
      UIAction { action in changes.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
    toggle.setOn(true, animated: false)
    toggle.sendActions(for: .valueChanged)
    #expect(changes == [true])

    let state: UIControl.State = [.selected, .highlighted]
    let event: UIControl.Event = .primaryActionTriggered
    #expect(state.rawValue == 5 && event.rawValue == 1 << 13)

    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    configuration.cornerStyle = .capsule
    let button = UIButton(configuration: configuration)
    #expect(button.configuration?.title == "Continue")
    let classic = UIButton(type: .system)
    classic.setTitle("Edit", for: .normal)
    classic.setTitleColor(.systemRed, for: .normal)
    #expect(classic.currentTitle == "Edit")

    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 100
    slider.setValue(40, animated: false)
    let progress = UIProgressView()
    progress.setProgress(0.5, animated: false)
    let segmented = UISegmentedControl(items: ["Day", "Week"])
    segmented.selectedSegmentIndex = 1
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.startAnimating()
    #expect(slider.value == 40 && progress.progress == 0.5 && segmented.numberOfSegments == 2)
    #expect(spinner.isAnimating)
  }

  @Test func uikitTextFieldStepperAndPageControlCodeCompiles() {
    let email = UITextField()
    email.borderStyle = .roundedRect
    email.placeholder = "Email"
    email.keyboardType = .emailAddress
    email.textContentType = .emailAddress
    email.autocapitalizationType = .none
    email.autocorrectionType = .no
    email.returnKeyType = .next
    email.clearButtonMode = .whileEditing
    let mode: UITextField.ViewMode = .always
    email.leftViewMode = mode
    #expect(email.intrinsicContentSize.height == 34)

    let notes = UITextView()
    notes.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
    let container: NSTextContainer = notes.textContainer
    container.lineFragmentPadding = 0
    notes.isScrollEnabled = false

    let stepper = UIStepper()
    stepper.minimumValue = 1
    stepper.maximumValue = 10
    stepper.value = 4
    let pages = UIPageControl()
    pages.numberOfPages = 3
    pages.currentPage = 2
    pages.backgroundStyle = .prominent
    #expect(stepper.value == 4 && pages.currentPage == 2 && stepper.intrinsicContentSize.width == 94)
  }
}
