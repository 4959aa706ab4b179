import Diorama
import Foundation

/// PinLayout's introduction example at a phone's portrait width and at a landscape width: the
/// same four lines of `layoutSubviews` put the separator under the label in one and under the
/// logo in the other, whichever is taller.
public struct PinIntroDemo: Demo {
  public init() {}
  public var id: String { "pin-intro" }
  public var title: String { "PinLayout introduction" }
  public var summary: String {
    "The PinLayout README's first example — logo, segmented control, wrapping label, separator — laid out"
      + " by its four pin lines at 375 and 760 points wide."
  }
  public var size: CGSize { CGSize(width: 800, height: 520) }

  /// The README's layout code, shown under the views.
  static let code = """
    let padding: CGFloat = 10
    logo.pin.top(pin.safeArea).left(pin.safeArea).width(100).aspectRatio().margin(padding)
    segmented.pin.after(of: logo, aligned: .top).right(pin.safeArea).marginHorizontal(padding)
    textLabel.pin.below(of: segmented, aligned: .left).width(of: segmented).pinEdges()
      .marginTop(10).sizeToFit(.width)
    separatorView.pin.below(of: [logo, textLabel], aligned: .left).right(to: segmented.edge.right)
      .marginTop(10)
    """

  /// What each line does, in the README's terms.
  static let rules = [
    "logo: 100 wide at the image's aspect ratio, 10 points from the top and left.",
    "segmented: after the logo, top-aligned with it, up to 10 points from the right.",
    "textLabel: below the control and as wide, as tall as its wrapped text.",
    "separatorView: below the taller of the logo and the label, from the logo's left to the"
      + " control's right.",
  ]

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let root = scene.rootView
    let margin: CGFloat = 20

    let portrait = addCard(
      width: 375, at: CGPoint(x: margin, y: 44), caption: "375 points (portrait)", to: root)
    let notes = Label(
      text: Self.rules.map { "• " + $0 }.joined(separator: "\n"), font: .systemFont(ofSize: 13))
    notes.textColor = Color(hex: 0x5A6272)
    notes.numberOfLines = 0
    let notesWidth = size.width - portrait.frame.maxX - 2 * margin
    notes.frame = CGRect(
      origin: CGPoint(x: portrait.frame.maxX + margin, y: portrait.frame.minY),
      size: notes.sizeThatFits(CGSize(width: notesWidth, height: .greatestFiniteMagnitude)))
    root.addSubview(notes)

    let landscape = addCard(
      width: size.width - 2 * margin, at: CGPoint(x: margin, y: portrait.frame.maxY + 44),
      caption: "760 points (landscape)", to: root)

    let listing = Label(text: Self.code, font: .monospacedSystemFont(ofSize: 11, weight: .regular))
    listing.textColor = Color(hex: 0x4A5160)
    listing.numberOfLines = 0
    listing.frame = CGRect(
      origin: CGPoint(x: margin, y: landscape.frame.maxY + 20), size: listing.intrinsicContentSize)
    root.addSubview(listing)
    return scene
  }

  /// An introduction view of `width` fitted to its content, with a caption above it.
  private func addCard(width: CGFloat, at origin: CGPoint, caption text: String, to root: View) -> View {
    let caption = Label(text: text, font: .boldSystemFont(ofSize: 13))
    caption.textColor = Color(hex: 0x1F2430)
    caption.frame = CGRect(
      origin: CGPoint(x: origin.x, y: origin.y - 22), size: caption.intrinsicContentSize)
    root.addSubview(caption)

    let view = PinIntroView(frame: CGRect(origin: origin, size: CGSize(width: width, height: 200)))
    view.layer.cornerRadius = 12
    view.layer.shadowOpacity = 0.12
    view.layer.shadowRadius = 8
    view.layer.shadowOffset = CGSize(width: 0, height: 3)
    root.addSubview(view)
    view.frame.size.height = view.fittedHeight
    return view
  }
}
