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
}
