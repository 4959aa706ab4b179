import Diorama
import Foundation
import Testing

/// UIKit's two-pass layout: a multi-line label wraps at the width Auto Layout solves for it.
///
/// The expected frames come from DejaVu Sans Mono's own tables (fonts-dejavu-core,
/// DejaVuSansMono.ttf): head.unitsPerEm 2048, hhea ascender 1901, descender −483, line gap 0,
/// and every advance (letters and space) 1233 units. At 20 pt a character is 1233/2048 × 20 =
/// 12.041 pt wide and a line 2384/2048 × 20 = 23.281 pt tall. The text is twelve four-letter
/// words, so a line of n words is (5n − 1) advances wide; a label's height is its line count
/// times the line height, rounded up to whole points.
@Suite struct WidthDependentLayoutTests {
  static let advance: CGFloat = 1233.0 / 2048 * 20
  static let lineHeight: CGFloat = 2384.0 / 2048 * 20
  static let text = Array(repeating: "abcd", count: 12).joined(separator: " ")

  /// Words per line when wrapping at `width`, and the label's height for all twelve words.
  static func wrapped(at width: CGFloat) -> (words: Int, height: CGFloat) {
    var words = 1
    while CGFloat(5 * (words + 1) - 1) * advance <= width { words += 1 }
    let lines = (12 + words - 1) / words
    return (words, (CGFloat(lines) * lineHeight).rounded(.up))
  }

  func label(lines: Int = 0) -> Label {
    let label = Label(text: Self.text, font: Font(name: "DejaVu Sans Mono", size: 20)!)
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  func container(_ width: CGFloat = 300) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: 600))
  }

  @Test func theOracleMatchesHandArithmetic() {
    // 280 pt: four words (19 advances = 228.8 pt) fit, five (24 = 289.0 pt) do not → 3 lines.
    #expect(Self.wrapped(at: 280) == (4, 70))
    // 200 pt: three words (14 advances = 168.6 pt) → 4 lines, 93.1 → 94.
    #expect(Self.wrapped(at: 200) == (3, 94))
  }

  @Test func aLabelBetweenEdgeAnchorsWrapsAtItsSolvedWidth() {
    let root = container()
    let label = label()
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: Self.wrapped(at: 280).height))
  }

  @Test func aLabelWithAMaximumWidthTakesItsWidestLine() {
    let root = container()
    let label = label()
    root.addSubview(label)
    LayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      label.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let widest = (CGFloat(5 * Self.wrapped(at: 200).words - 1) * Self.advance).rounded(.up)
    #expect(widest == 169)
    #expect(label.frame.size == CGSize(width: widest, height: Self.wrapped(at: 200).height))
  }

  @Test func numberOfLinesStillLimitsTheWrappedHeight() {
    let root = container()
    let label = label(lines: 2)
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.height == (2 * Self.lineHeight).rounded(.up))
  }

  @Test func anExplicitPreferredMaxLayoutWidthWins() {
    let root = container()
    let label = label()
    label.preferredMaxLayoutWidth = 200
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 280, height: Self.wrapped(at: 200).height))
  }

  @Test func theLabelWrapsAgainWhenItsContainerNarrows() {
    let root = container()
    let label = label()
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    root.frame.size.width = 220
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 200, height: Self.wrapped(at: 200).height))
    root.frame.size.width = 300
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 280, height: Self.wrapped(at: 280).height))
  }

  // Not .center or .trailing: with a spanner, Arranged pins the stack's trailing edge to the
  // first view (a quirk the conformance cases record), which stretches that view.
  @Test(arguments: [StackViewAlignment.fill, .leading])
  func aVerticalStackWrapsItsLabelsAtTheStackWidth(alignment: StackViewAlignment) {
    let root = container()
    let first = label()
    let second = label()
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = alignment
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let height = Self.wrapped(at: 280).height
    let width: CGFloat = alignment == .fill ? 280 : (19 * Self.advance).rounded(.up)
    #expect(first.frame.size == CGSize(width: width, height: height))
    #expect(second.frame.minY == height + 8)
    #expect(stack.frame.height == 2 * height + 8)
  }

  @Test func aHorizontalStackWrapsTheLabelInTheSpaceLeft() {
    let root = container()
    let icon = View()
    icon.translatesAutoresizingMaskIntoConstraints = false
    icon.widthAnchor.constraint(equalToConstant: 72).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
    let text = label()
    let stack = StackView(arrangedSubviews: [icon, text])
    stack.axis = .horizontal
    stack.spacing = 8
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 280 − 72 − 8 = 200 pt for the label: three words a line, four lines.
    #expect(text.frame == CGRect(x: 80, y: 0, width: 200, height: Self.wrapped(at: 200).height))
    #expect(stack.frame.height == Self.wrapped(at: 200).height)
  }

  @Test func aBoxViewWrapsItsLabelBetweenItsInsets() {
    let root = container()
    let box = BoxView()
    box.insets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 24)
    let text = label()
    box.items = [text.boxZero]
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 300 − 16 − 24 = 260 pt: four words a line (228.8 pt), three lines.
    #expect(text.frame == CGRect(x: 16, y: 16, width: 260, height: Self.wrapped(at: 260).height))
    #expect(box.frame.height == Self.wrapped(at: 260).height + 32)
  }

  @Test func systemLayoutSizeFittingWrapsAtTheTargetWidth() {
    let cell = View()
    let text = label()
    cell.addSubview(text)
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
      text.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
      text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 216, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 216, height: Self.wrapped(at: 200).height + 16))
  }

  @Test func aCustomViewCanUseTheHook() {
    /// A view that keeps an area of 20,000 pt²: its height is 20,000 / width.
    final class Area: View {
      override var intrinsicContentSizeDependsOnWidth: Bool { true }
      override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: width > 0 ? 20_000 / width : 0)
      }
    }
    let root = container()
    let area = Area()
    area.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(area)
    LayoutConstraint.activate([
      area.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      area.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50),
      area.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(area.frame == CGRect(x: 50, y: 0, width: 200, height: 100))
  }
}
