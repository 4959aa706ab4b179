import Diorama
import Foundation

/// The login screen of the BoxView README, built step by step exactly as the README writes it
/// (steps 1 to 6), animating from each step to the next.
public struct LoginDemo: Demo {
  public init() {}
  public var id: String { "login" }
  public var title: String { "BoxView login screen" }
  public var summary: String {
    "The BoxView README's login form in six steps — padding, side padding, a >= pin, a centred title,"
      + " nested rows — each change animating from the previous layout."
  }
  public var size: CGSize { CGSize(width: 375, height: 470) }
  public var duration: Double { Self.stepTimes.last! + Self.hold }

  /// When the form moves on to steps 2, 3, 4, 5 and 6.
  public static let stepTimes: [Double] = [1.2, 2.7, 4.2, 5.7, 7.2]
  /// How long each step's transition lasts.
  public static let transitionDuration = 0.7
  /// How long the last step stays on screen.
  static let hold = 1.5

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xE9EDF3))
    let screen = LoginScreen()
    screen.install(in: scene.rootView)
    screen.apply(step: 1)
    scene.layoutIfNeeded()
    for (index, time) in Self.stepTimes.enumerated() {
      try scene.schedule(at: time) { screen.transition(to: index + 2, duration: Self.transitionDuration) }
    }
    return scene
  }
}

/// The views of the login form and the six README steps as states of one scene.
public final class LoginScreen {
  /// The form.
  public let boxView = BoxView()
  /// "Login".
  public let titleLabel = Label(text: "Login", font: .boldSystemFont(ofSize: 22))
  /// The name field.
  public let nameField = LoginField(placeholder: "Name")
  /// The password field.
  public let passwordField = LoginField(placeholder: "Password")
  /// "Forgot password?".
  public let forgotButton = Label(text: "Forgot password?", font: .systemFont(ofSize: 15))
  /// The login button.
  public let loginButton = LoginButton(title: "Log in")
  /// The icon before the name field (step 6).
  public let nameImageView = LoginIcon(kind: .person)
  /// The icon before the password field (step 6).
  public let passwordImageView = LoginIcon(kind: .key)
  /// The row holding the name icon and field (step 6).
  public let nameBoxView = BoxView(axis: .x, spacing: 10.0)
  /// The row holding the password icon and field (step 6).
  public let passwordBoxView = BoxView(axis: .x, spacing: 10.0)
  /// The README code of the current step, under the form.
  public let caption = Label(text: nil, font: .monospacedSystemFont(ofSize: 11, weight: .regular))
  /// The step shown.
  public private(set) var step = 0
  /// Whether the form has the "Forgot password?" button (steps 4 to 6), as in the README.
  public var useForgotButton = true

  /// Creates the views.
  public init() {
    boxView.backgroundColor = .white
    boxView.layer.cornerRadius = 14
    boxView.layer.shadowOpacity = 0.15
    boxView.layer.shadowRadius = 10
    boxView.layer.shadowOffset = CGSize(width: 0, height: 4)
    titleLabel.textColor = Color(hex: 0x1F2430)
    forgotButton.textColor = Color(hex: 0x2F6FEB)
    for icon in [nameImageView, passwordImageView] {
      icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
      icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
    }
    caption.textColor = Color(hex: 0x4A5160)
    caption.numberOfLines = 0
  }

  /// Puts the form at the top of `root`, 343 points wide, as tall as its content.
  public func install(in root: View) {
    root.addSubview(boxView)
    boxView.translatesAutoresizingMaskIntoConstraints = false
    let fitting = boxView.heightAnchor.constraint(equalToConstant: 0)
    fitting.priority = .fittingSizeLevel
    LayoutConstraint.activate([
      boxView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
      boxView.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
      boxView.widthAnchor.constraint(equalToConstant: 343), fitting,
    ])
    root.addSubview(caption)
    caption.frame = CGRect(x: 16, y: 350, width: 343, height: 110)
  }

  /// Sets the form up as step `step` of the README (1…6), in the README's own code.
  public func apply(step: Int) {
    self.step = step
    boxView.insets = EdgeInsets(top: 16.0, left: 16.0, bottom: 16.0, right: 16.0)
    boxView.spacing = 20.0
    switch step {
    case ...1:
      boxView.items = [
        nameField.boxZero,
        passwordField.boxZero,
        loginButton.boxZero,
      ]
    case 2:
      boxView.items = [
        nameField.boxZero,
        passwordField.boxZero,
        loginButton.boxTop(30.0),
      ]
    case 3:
      boxView.items = [
        nameField.boxZero,
        passwordField.boxZero,
        loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
      ]
    case 4:
      boxView.items = [
        nameField.boxZero,
        passwordField.boxZero,
        useForgotButton ? forgotButton.boxLeftRight(>=0.0, 0.0) : nil,
        loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
      ].compactMap { $0 }
    case 5:
      boxView.items = [
        titleLabel.xAligned(),
        nameField.boxZero,
        passwordField.boxZero,
        useForgotButton ? forgotButton.boxLeftRight(>=0.0, 0.0) : nil,
        loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
      ].compactMap { $0 }
    default:
      nameBoxView.items = [nameImageView.yAligned(), nameField.boxZero]
      passwordBoxView.items = [passwordImageView.yAligned(), passwordField.boxZero]
      boxView.items = [
        titleLabel.xAligned(),
        nameBoxView.boxZero,
        passwordBoxView.boxZero,
        useForgotButton ? forgotButton.boxLeftRight(>=0.0, 0.0) : nil,
        loginButton.boxTop(30.0).boxLeftRight(50.0, 50.0),
      ].compactMap { $0 }
    }
    caption.text = Self.captions[min(max(step, 1), 6) - 1]
  }

  /// Moves to `step`, animating every frame the change moves. Views that appear grow out of the
  /// place of the view they arrive next to and fade in; fields moving into a row start where
  /// they were.
  public func transition(to step: Int, duration: TimeInterval) {
    let before = Dictionary(
      uniqueKeysWithValues: allViews.map { (ObjectIdentifier($0), $0.convert($0.bounds, to: boxView)) })
    let wasShown = Set(allViews.filter { $0.isDescendant(of: boxView) }.map(ObjectIdentifier.init))
    apply(step: step)
    var appearing: [View] = []
    for row in [nameBoxView, passwordBoxView]
    where !wasShown.contains(ObjectIdentifier(row)) && row.superview != nil {
      guard let field = row.managedViews.last, let old = before[ObjectIdentifier(field)] else { continue }
      row.frame = old
      field.frame = CGRect(origin: .zero, size: old.size)
      if let icon = row.managedViews.first {
        icon.frame = CGRect(x: 0, y: (old.height - 24) / 2, width: 24, height: 24)
        appearing.append(icon)
      }
    }
    for (index, item) in boxView.items.enumerated() {
      guard let view = item.view, !wasShown.contains(ObjectIdentifier(view)), !(view is BoxView) else {
        continue
      }
      let next = boxView.items.dropFirst(index + 1).compactMap(\.view).first
      if let next, let old = before[ObjectIdentifier(next.rowViews.last ?? next)] {
        view.frame = CGRect(origin: old.origin, size: view.intrinsicContentSize)
      }
      appearing.append(view)
    }
    for view in appearing { view.alpha = 0 }
    let root = boxView.rootView
    View.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 0.86, initialSpringVelocity: 0,
      animations: {
        root.layoutIfNeeded()
        for view in appearing { view.alpha = 1 }
      })
  }

  private var allViews: [View] {
    [
      titleLabel, nameField, passwordField, forgotButton, loginButton, nameImageView, passwordImageView,
      nameBoxView, passwordBoxView,
    ]
  }

  static let captions = [
    "Step 1: no padding\nboxView.items = [\n  nameField.boxZero,\n  passwordField.boxZero,\n  loginButton.boxZero\n]",
    "Step 2: padding from top\nloginButton.boxTop(30.0)",
    "Step 3: padding from the sides\nloginButton.boxTop(30.0)\n  .boxLeftRight(50.0, 50.0)",
    "Step 4: a pin with a relation\nforgotButton.boxLeftRight(>=0.0, 0.0)",
    "Step 5: alignment\ntitleLabel.xAligned()",
    "Step 6: nested boxes with axis x\nlet nameBoxView = BoxView(axis: .x, spacing: 10.0)\n"
      + "nameBoxView.items = [nameImageView.yAligned(),\n  nameField.boxZero]",
  ]
}

extension View {
  /// A row's item views; nothing for other views.
  fileprivate var rowViews: [View] { (self as? BoxView)?.managedViews ?? [] }
}

/// A text field look-alike: a bordered box with a placeholder, 100×34 by nature.
public final class LoginField: View {
  private let placeholder: Label

  /// Creates a field with a placeholder.
  public init(placeholder text: String) {
    placeholder = Label(text: text, font: .systemFont(ofSize: 15))
    super.init(frame: .zero)
    backgroundColor = Color(hex: 0xF7F8FA)
    layer.borderColor = Color(hex: 0xC9CFD9)
    layer.borderWidth = 1
    layer.cornerRadius = 7
    placeholder.textColor = Color(hex: 0x9AA1AD)
    addSubview(placeholder)
  }

  public override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 34) }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let size = placeholder.intrinsicContentSize
    placeholder.frame = CGRect(
      x: 10, y: ((bounds.height - size.height) / 2).rounded(),
      width: min(size.width, max(0, bounds.width - 20)),
      height: size.height)
  }
}

/// A filled button look-alike with a centred title, 80×32 by nature.
public final class LoginButton: View {
  private let title: Label

  /// Creates a button with a title.
  public init(title text: String) {
    title = Label(text: text, font: .boldSystemFont(ofSize: 15))
    super.init(frame: .zero)
    backgroundColor = Color(hex: 0x2F6FEB)
    layer.cornerRadius = 8
    title.textColor = .white
    addSubview(title)
  }

  public override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 32) }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let size = title.intrinsicContentSize
    title.frame = CGRect(
      x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
      width: size.width, height: size.height)
  }
}

/// A 24-point line icon drawn with a shape layer: a person or a key.
public final class LoginIcon: View {
  /// What the icon shows.
  public enum Kind: Sendable {
    /// A head and shoulders.
    case person
    /// A key.
    case key
  }

  /// Creates an icon.
  public init(kind: Kind) {
    super.init(frame: .zero)
    let shape = ShapeLayer()
    var path = Path()
    switch kind {
    case .person:
      path.addEllipse(in: CGRect(x: 7, y: 2, width: 10, height: 10))
      path.move(to: CGPoint(x: 3, y: 22))
      path.addCurve(
        to: CGPoint(x: 21, y: 22), control1: CGPoint(x: 3, y: 11), control2: CGPoint(x: 21, y: 11))
    case .key:
      path.addEllipse(in: CGRect(x: 2, y: 7, width: 10, height: 10))
      path.move(to: CGPoint(x: 12, y: 12))
      path.addLine(to: CGPoint(x: 22, y: 12))
      path.move(to: CGPoint(x: 18, y: 12))
      path.addLine(to: CGPoint(x: 18, y: 17))
      path.move(to: CGPoint(x: 21, y: 12))
      path.addLine(to: CGPoint(x: 21, y: 16))
    }
    shape.path = path
    shape.fillColor = nil
    shape.strokeColor = Color(hex: 0x5A6272)
    shape.lineWidth = 2
    shape.lineCap = .round
    shape.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    layer.addSublayer(shape)
  }
}
