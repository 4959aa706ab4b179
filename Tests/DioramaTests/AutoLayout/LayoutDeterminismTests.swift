import Foundation
import Testing

@testable import Diorama

/// An ambiguous layout (two labels of equal hugging priority in a filling stack view) has many
/// solutions; which one the solver reaches depends on the order it receives edits in. That
/// order must come from what the code did, not from object addresses or the process's hash
/// seed, so a render is the same in every run.
@Suite struct LayoutDeterminismTests {
  /// The frames of a row of five labels and a 94-point control in a 300-point root, after
  /// every label's text changes at once and after the row's width and margins change.
  static func frames() -> [CGRect] {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let labels = ["Devices", "2", "of", "5", "max"].map { Label(text: $0) }
    let control = View()
    control.widthAnchor.constraint(equalToConstant: 94).isActive = true
    control.heightAnchor.constraint(equalToConstant: 32).isActive = true
    let row = StackView(arrangedSubviews: labels + [control])
    row.alignment = .center
    row.spacing = 4
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    let width = row.widthAnchor.constraint(equalToConstant: 280)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      row.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), width,
    ])
    root.layoutIfNeeded()
    for (label, text) in zip(labels, ["Phones", "3", "out of", "6", "most"]) { label.text = text }
    root.layoutIfNeeded()
    width.constant = 260
    row.isLayoutMarginsRelativeArrangement = true
    row.layoutMargins = EdgeInsets(all: 8)
    root.layoutIfNeeded()
    return labels.map(\.frame) + [control.frame]
  }

  @Test func anAmbiguousRowLaysOutTheSameWhateverTheAddresses() {
    let first = Self.frames()
    var ballast: [View] = []
    for round in 0..<24 {
      // Objects of other sizes in between move the next scene's objects to other addresses,
      // and so their places in hashed dictionaries.
      ballast += (0..<(round * 7 % 13 + 1)).map { _ in View() }
      #expect(Self.frames() == first, "round \(round)")
    }
    // The labels fill the 260 points less 2 × 8 of margins, 5 × 4 of spacing and the
    // control's 94: 130.
    #expect(abs(first[0..<5].map(\.width).reduce(0, +) - 130) < 0.01)
    #expect(first[5].width == 94)
  }
}
