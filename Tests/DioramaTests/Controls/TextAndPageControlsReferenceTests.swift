import Diorama
import DioramaTesting
import Foundation
import Testing

/// The text field in each border style and state, a text view, steppers and page controls at
/// iPhone width and 2× scale, compared with a reference image that was looked at (it is also
/// the picture in the Controls article).
@Suite struct TextAndPageControlsReferenceTests {
  static func gallery() throws -> Scene {
    let scene = try Scene(
      size: CGSize(width: 390, height: 540), scale: 2, backgroundColor: .systemGroupedBackground)
    let column = StackView()
    column.axis = .vertical
    column.spacing = 12
    column.alignment = .fill
    column.translatesAutoresizingMaskIntoConstraints = false

    func field(_ configure: (TextField) -> Void) -> TextField {
      let field = TextField()
      field.borderStyle = .roundedRect
      configure(field)
      return field
    }
    column.addArrangedSubview(field { $0.placeholder = "Email address" })
    column.addArrangedSubview(
      field {
        $0.text = "Ada Lovelace"
        $0.clearButtonMode = .always
      })
    column.addArrangedSubview(
      field {
        $0.text = "correct horse"
        $0.isSecureTextEntry = true
      })
    let at = Label(text: "@", font: .systemFont(ofSize: 17, weight: .semibold))
    at.textAlignment = .center
    at.textColor = .secondaryLabel
    at.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
    column.addArrangedSubview(
      field {
        $0.placeholder = "username"
        $0.leftView = at
        $0.leftViewMode = .always
      })
    let styles = StackView()
    styles.distribution = .fillEqually
    styles.spacing = 10
    for (style, title) in [(TextField.BorderStyle.none, "None"), (.line, "Line"), (.bezel, "Bezel")] {
      let other = TextField()
      other.borderStyle = style
      other.text = title
      other.backgroundColor = .white
      styles.addArrangedSubview(other)
    }
    column.addArrangedSubview(styles)

    let textView = TextView()
    textView.text =
      "A text view wraps its text inside an 8-point inset above and below, with 5 points of line padding"
      + " at each end, and scrolls when the text is taller than it."
    textView.isScrollEnabled = false
    column.addArrangedSubview(textView)

    let steppers = StackView()
    steppers.spacing = 12
    steppers.alignment = .center
    let atMinimum = Stepper()
    let middle = Stepper()
    middle.value = 3
    let value = Label(text: "3")
    let disabled = Stepper()
    disabled.value = 5
    disabled.isEnabled = false
    for view in [atMinimum, middle, value, disabled] { steppers.addArrangedSubview(view) }
    let stepperRow = StackView(arrangedSubviews: [steppers, View()])
    column.addArrangedSubview(stepperRow)

    let photo = GradientView()
    photo.gradient.colors = [Color(hex: 0x2C5364), Color(hex: 0x203A43), Color(hex: 0x0F2027)]
    photo.layer.cornerRadius = 12
    photo.clipsToBounds = true
    photo.heightAnchor.constraint(equalToConstant: 90).isActive = true
    let pages = PageControl()
    pages.numberOfPages = 5
    pages.currentPage = 1
    pages.translatesAutoresizingMaskIntoConstraints = false
    photo.addSubview(pages)
    let prominent = PageControl()
    prominent.numberOfPages = 3
    prominent.currentPage = 2
    prominent.backgroundStyle = .prominent
    prominent.translatesAutoresizingMaskIntoConstraints = false
    photo.addSubview(prominent)
    LayoutConstraint.activate([
      pages.centerXAnchor.constraint(equalTo: photo.centerXAnchor),
      pages.topAnchor.constraint(equalTo: photo.topAnchor, constant: 12),
      prominent.centerXAnchor.constraint(equalTo: photo.centerXAnchor),
      prominent.bottomAnchor.constraint(equalTo: photo.bottomAnchor, constant: -12),
    ])
    column.addArrangedSubview(photo)
    let tinted = PageControl()
    tinted.numberOfPages = 4
    tinted.currentPage = 2
    tinted.pageIndicatorTintColor = .systemGray4
    tinted.currentPageIndicatorTintColor = .systemBlue
    column.addArrangedSubview(tinted)

    scene.rootView.addSubview(column)
    LayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 20),
      column.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
      column.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
    ])
    scene.layoutIfNeeded()
    return scene
  }

  @Test func textFieldsTextViewsSteppersAndPageControlsLookLikeIOS() throws {
    let (scene, warnings) = try Diagnostics.capture { try Self.gallery() }
    #expect(warnings.isEmpty, "\(warnings)")
    expectMatchesReference(scene, named: "text-and-page-controls")
  }
}

/// A view whose layer is a gradient layer.
final class GradientView: View {
  override class var layerClass: Layer.Type { GradientLayer.self }
  var gradient: GradientLayer { layer as! GradientLayer }
}

/// The controls that were there before the text fields — switches, a slider, a progress bar, a
/// segmented control, spinners and a button of each configuration style — at their iOS sizes and
/// 2× scale, compared with a reference image that was looked at (the Controls article shows it).
@Suite struct ControlsGalleryReferenceTests {
  static func gallery() throws -> Scene {
    let scene = try Scene(
      size: CGSize(width: 390, height: 320), scale: 2, backgroundColor: .systemGroupedBackground)
    let column = StackView()
    column.axis = .vertical
    column.spacing = 16
    column.translatesAutoresizingMaskIntoConstraints = false

    let switches = StackView()
    switches.spacing = 12
    let on = Switch()
    on.isOn = true
    let off = Switch()
    let disabled = Switch()
    disabled.isOn = true
    disabled.isEnabled = false
    let spinner = ActivityIndicatorView(style: .medium)
    let large = ActivityIndicatorView(style: .large)
    spinner.startAnimating()
    large.startAnimating()
    for view in [on, off, disabled, spinner, large, View()] { switches.addArrangedSubview(view) }
    switches.alignment = .center
    column.addArrangedSubview(switches)

    let slider = Slider()
    slider.value = 0.4
    column.addArrangedSubview(slider)
    let progress = ProgressView()
    progress.progress = 0.65
    column.addArrangedSubview(progress)
    let segmented = SegmentedControl(items: ["Day", "Week", "Month", "Year"])
    segmented.selectedSegmentIndex = 1
    column.addArrangedSubview(segmented)

    let buttons = StackView()
    buttons.distribution = .equalSpacing
    let styles: [(String, Button.Configuration)] = [
      ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()), ("Plain", .plain()),
    ]
    for (title, base) in styles {
      var configuration = base
      configuration.title = title
      buttons.addArrangedSubview(Button(configuration: configuration))
    }
    let system = Button(type: .system)
    system.setTitle("System", for: .normal)
    buttons.addArrangedSubview(system)
    column.addArrangedSubview(buttons)
    var prominent = Button.Configuration.filled()
    prominent.title = "Continue"
    prominent.subtitle = "A large capsule with a subtitle"
    prominent.buttonSize = .large
    prominent.cornerStyle = .capsule
    column.addArrangedSubview(Button(configuration: prominent))

    scene.rootView.addSubview(column)
    LayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 20),
      column.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
      column.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
    ])
    scene.layoutIfNeeded()
    return scene
  }

  @Test func switchesSlidersSegmentsSpinnersAndButtonsLookLikeIOS() throws {
    let (scene, warnings) = try Diagnostics.capture { try Self.gallery() }
    #expect(warnings.isEmpty, "\(warnings)")
    expectMatchesReference(scene, named: "controls-gallery")
  }
}
