import Diorama
import Foundation

/// A message list laid out with anchors only: hugging keeps the timestamp at its natural width
/// while the name takes the rest; compression resistance decides which label truncates; an
/// optional (750) width gives way to a required maximum.
public struct AutoLayoutDemo: Demo {
  public init() {}
  public var id: String { "autolayout" }
  public var title: String { "Auto Layout with priorities" }
  public var summary: String {
    "Rows built from anchors: hugging and compression resistance decide which label stretches or truncates."
  }
  public var size: CGSize { CGSize(width: 480, height: 300) }

  struct Message {
    var name: String
    var time: String
    var text: String
    var color: UInt32
  }

  static let messages = [
    Message(name: "Ada", time: "09:41", text: "The layout engine solved this row.", color: 0x5B8DEF),
    Message(
      name: "Grace Brewster Murray Hopper, Rear Admiral", time: "Yesterday",
      text: "A long name truncates before the time does.", color: 0xEF8E5B),
    Message(
      name: "Edsger", time: "Mon", text: "Priorities are strict: 251 beats any number of 250s.",
      color: 0x2FB36B),
  ]

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xF2F2F7))
    let root = scene.rootView
    root.layoutMargins = EdgeInsets(all: 20)
    var previous: View?
    for message in Self.messages {
      let row = Self.makeRow(message)
      root.addSubview(row)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(
          equalTo: previous?.bottomAnchor ?? root.layoutMarginsGuide.topAnchor,
          constant: previous == nil ? 0 : 12),
      ])
      previous = row
    }
    return scene
  }

  /// A message row built from leading and trailing anchors, so it mirrors in right-to-left layouts;
  /// the text wraps at `textWidth` when sizing itself.
  static func makeRow(_ message: Message, textWidth: CGFloat = 360) -> View {
    let row = View()
    row.translatesAutoresizingMaskIntoConstraints = false
    row.backgroundColor = .white
    row.layer.cornerRadius = 12

    let avatar = View()
    avatar.backgroundColor = Color(hex: message.color)
    avatar.layer.cornerRadius = 20

    let initial = Label(text: String(message.name.prefix(1)), font: .boldSystemFont(ofSize: 18))
    initial.textColor = .white
    initial.textAlignment = .center

    let name = Label(text: message.name, font: .boldSystemFont(ofSize: 16))
    name.textColor = Color(hex: 0x1F2430)
    let time = Label(text: message.time, font: .systemFont(ofSize: 13))
    time.textColor = .systemGray
    let text = Label(text: message.text, font: .systemFont(ofSize: 14))
    text.textColor = Color(hex: 0x5A6272)
    text.numberOfLines = 0

    for view in [avatar, name, time, text] {
      view.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(view)
    }
    initial.translatesAutoresizingMaskIntoConstraints = false
    avatar.addSubview(initial)

    // The time hugs and resists compression more than the name: the name stretches or truncates.
    time.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    time.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    text.preferredMaxLayoutWidth = textWidth

    let preferredTextHeight = text.heightAnchor.constraint(equalToConstant: 18)
    preferredTextHeight.priority = .defaultLow  // gives way when the text wraps

    LayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 12),
      avatar.topAnchor.constraint(equalTo: row.topAnchor, constant: 12),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      initial.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
      initial.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),

      name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5),
      name.topAnchor.constraint(equalTo: avatar.topAnchor),
      time.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
      time.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -12),
      time.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),

      text.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: time.trailingAnchor),
      text.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      preferredTextHeight,
      row.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 12),
      row.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
      row.heightAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel),
    ])
    return row
  }
}

extension LayoutConstraint {
  /// The constraint with another priority (for building constraint lists inline).
  func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }
}
