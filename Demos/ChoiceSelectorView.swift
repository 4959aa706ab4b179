import Diorama
import Foundation

/// A question with a segmented control of answers, from PinLayout's "adjust to container size"
/// example: under 500 points wide the question takes the full width with the control below it on
/// the right; from 500 points the control sits at the top right and the question takes the rest.
public final class ChoiceSelectorView: View {
  /// The question.
  public let textLabel: Label
  /// The answers.
  public let segmentedControl: SegmentedControl

  /// The space around and between the two views.
  static let margin: CGFloat = 12
  /// The width from which the control moves up beside the question.
  public static let wideWidth: CGFloat = 500

  /// Creates a selector for a question and its answers, the first one selected.
  public init(question: String, answers: [String], selected: Int = 0) {
    textLabel = Label(text: question, font: .systemFont(ofSize: 15))
    segmentedControl = SegmentedControl(items: answers, selectedSegmentIndex: selected)
    super.init(frame: .zero)
    textLabel.textColor = Color(hex: 0x1F2430)
    textLabel.numberOfLines = 0
    addSubview(textLabel)
    addSubview(segmentedControl)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let margin: CGFloat = 12

    if frame.width < 500 {
      textLabel.pin.top().horizontally().margin(margin).sizeToFit(.width)
      segmentedControl.pin.below(of: textLabel).right().margin(margin)
    } else {
      segmentedControl.pin.top().right().margin(margin)
      textLabel.pin.top().left().before(of: segmentedControl).margin(margin).sizeToFit(.width)
    }
  }

  /// The height the layout above needs at `size.width`, computed from the subviews' sizes
  /// without moving them.
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margin = Self.margin
    let control = segmentedControl.sizeThatFits(size)
    func textHeight(width: CGFloat) -> CGFloat {
      textLabel.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).height
    }
    let height =
      size.width < Self.wideWidth
      ? margin + textHeight(width: size.width - 2 * margin) + margin + control.height + margin
      : margin + max(textHeight(width: size.width - 3 * margin - control.width), control.height) + margin
    return CGSize(width: size.width, height: height)
  }
}
