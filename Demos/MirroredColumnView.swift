import Diorama
import Foundation

/// One column of the right-to-left demo: a title, then a message row built from leading/trailing
/// anchors, a horizontal `StackView` and a PinLayout start/end row, each under a caption. Its
/// ``semanticContentAttribute`` decides the direction everything inside follows.
public final class MirroredColumnView: View {
  /// Creates a column forced to `direction`.
  public init(direction: UserInterfaceLayoutDirection) {
    super.init(frame: .zero)
    semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight

    let title = Label(
      text: direction == .rightToLeft ? "Right to left" : "Left to right", font: .boldSystemFont(ofSize: 20))
    title.textColor = Color(hex: 0x1F2430)
    let attribute = Label(
      text: "semanticContentAttribute = "
        + (direction == .rightToLeft ? ".forceRightToLeft" : ".forceLeftToRight"),
      font: .monospacedSystemFont(ofSize: 11, weight: .regular))
    attribute.textColor = Color(hex: 0x5A6272)

    let message = AutoLayoutDemo.Message(
      name: "Ada", time: "09:41", text: "The avatar is at the leading edge, the time at the trailing one.",
      color: 0x5B8DEF)
    let row = AutoLayoutDemo.makeRow(message, textWidth: 290)

    let chips = ["1 First", "2 Second", "3 Third"].enumerated().map { index, text in
      Self.makeChip(text, color: [0x5B8DEF, 0xEF8E5B, 0x2FB36B][index])
    }
    let stack = StackView(arrangedSubviews: chips)
    stack.spacing = 8

    let pinRow = StartEndRowView(
      title: "Reply to Ada", buttonTitle: "Send", avatarColor: Color(hex: 0x8E5BEF))

    let sections: [(String, View)] = [
      ("Auto Layout: leading and trailing anchors", row),
      ("StackView: arranged subviews in order", stack),
      ("PinLayout: start(12) and end(12)", pinRow),
    ]
    for view in [title, attribute] + [row, stack, pinRow] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    var constraints = [
      title.topAnchor.constraint(equalTo: topAnchor),
      title.leadingAnchor.constraint(equalTo: leadingAnchor),
      attribute.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
      attribute.leadingAnchor.constraint(equalTo: leadingAnchor),
      pinRow.heightAnchor.constraint(equalToConstant: 52),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
    ]
    var previous: View = attribute
    for (text, view) in sections {
      let caption = Label(text: text, font: .boldSystemFont(ofSize: 12))
      caption.textColor = Color(hex: 0x5A6272)
      caption.translatesAutoresizingMaskIntoConstraints = false
      addSubview(caption)
      constraints += [
        caption.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 20),
        caption.leadingAnchor.constraint(equalTo: leadingAnchor),
        view.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 8),
        view.leadingAnchor.constraint(equalTo: leadingAnchor),
      ]
      if view !== stack { constraints.append(view.trailingAnchor.constraint(equalTo: trailingAnchor)) }
      previous = view
    }
    LayoutConstraint.activate(constraints)
  }

  /// A rounded, coloured label with padding.
  private static func makeChip(_ text: String, color: UInt32) -> View {
    let chip = View()
    chip.backgroundColor = Color(hex: color)
    chip.layer.cornerRadius = 14
    let label = Label(text: text, font: .boldSystemFont(ofSize: 13))
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    chip.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: chip.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: chip.trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: chip.topAnchor, constant: 6),
      label.bottomAnchor.constraint(equalTo: chip.bottomAnchor, constant: -6),
    ])
    return chip
  }
}
