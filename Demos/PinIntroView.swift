import Diorama
import Foundation

/// The view of PinLayout's introduction example: a logo, a segmented control, a multi-line label
/// and a separator, laid out in `layoutSubviews` by the README's four lines.
public final class PinIntroView: View {
  /// The 100-point-wide logo at the top left.
  public let logo = ImageView(image: PinLogo.image())
  /// The control right of the logo, taking the remaining width.
  public let segmented = SegmentedControl(items: ["Intro", "1", "2"])
  /// The multi-line text below the control, as wide as it.
  public let textLabel = Label(
    text: "Views laid out in code, one line per view: edges, margins and sizes relative to the superview or"
      + " to other views. No constraints, no solver, and the layout follows the width.",
    font: .systemFont(ofSize: 14))
  /// The line under the tallest of the logo and the label.
  public let separatorView = View(frame: CGRect(x: 0, y: 0, width: 0, height: 1))

  /// Creates the view with its four subviews.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    logo.contentMode = .scaleAspectFit
    addSubview(logo)
    addSubview(segmented)
    textLabel.textColor = Color(hex: 0x3A4150)
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    addSubview(textLabel)
    separatorView.backgroundColor = Color(hex: 0x2F6FEB)
    addSubview(separatorView)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let padding: CGFloat = 10

    logo.pin.top(pin.safeArea).left(pin.safeArea).width(100).aspectRatio().margin(padding)
    segmented.pin.after(of: logo, aligned: .top).right(pin.safeArea).marginHorizontal(padding)
    textLabel.pin.below(of: segmented, aligned: .left).width(of: segmented).pinEdges()
      .marginTop(10).sizeToFit(.width)
    separatorView.pin.below(of: [logo, textLabel], aligned: .left).right(to: segmented.edge.right)
      .marginTop(10)
  }

  /// The height that shows everything down to the separator, with the same padding below it.
  public var fittedHeight: CGFloat {
    layoutIfNeeded()
    return separatorView.frame.maxY + 10
  }
}
