import Diorama
import Foundation

/// A reply bar laid out with PinLayout's start/end API: an avatar at the start, a button at the end
/// and a title between them, so the row mirrors in a right-to-left view.
public final class StartEndRowView: View {
  /// The round avatar at the start.
  public let avatar = View()
  /// The title between the avatar and the button.
  public let titleLabel: Label
  /// The button at the end.
  public let button: LoginButton

  private let initial: Label

  /// Creates a row with a title, a button title and an avatar colour.
  public init(title: String, buttonTitle: String, avatarColor: Color) {
    titleLabel = Label(text: title, font: .systemFont(ofSize: 15))
    button = LoginButton(title: buttonTitle)
    initial = Label(text: String(title.prefix(1)), font: .boldSystemFont(ofSize: 15))
    super.init(frame: .zero)
    backgroundColor = .white
    layer.cornerRadius = 12
    avatar.backgroundColor = avatarColor
    avatar.layer.cornerRadius = 16
    initial.textColor = .white
    initial.textAlignment = .center
    avatar.addSubview(initial)
    titleLabel.textColor = Color(hex: 0x1F2430)
    for view in [avatar, titleLabel, button] { addSubview(view) }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    // PinLayout resolves start and end with the process-wide `Pin.layoutDirection`, `.ltr` unless
    // an app opts in; `.auto` follows each view's layout direction. An isolated configuration
    // opts in for this layout only, leaving the setting of other code running meanwhile alone.
    Pin.withIsolatedConfiguration {
      Pin.layoutDirection = .auto
      avatar.pin.start(12).vCenter().size(32)
      button.pin.end(12).vCenter().width(72).height(32)
      titleLabel.pin.after(of: avatar).before(of: button).vCenter().marginHorizontal(10).sizeToFit(.width)
    }
    initial.pin.all()
  }
}
