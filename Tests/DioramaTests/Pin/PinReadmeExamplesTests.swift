import Diorama
import Foundation
import Testing

/// The two introduction examples of PinLayout's README, with only the type renames.
@Suite struct PinReadmeExamplesTests {
  /// A stand-in for `UISegmentedControl`: a control with a natural size.
  final class SegmentedControl: View {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 180, height: 30) }
  }

  /// README example 1: an image, a segmented control, a wrapping label and a separator.
  final class IntroView: View {
    let logo = ImageView(image: try? Image(width: 200, height: 200, fill: RGBA8(r: 0, g: 0, b: 0, a: 255)))
    let segmented = SegmentedControl(frame: CGRect(x: 0, y: 0, width: 180, height: 30))
    let textLabel = Label(text: String(repeating: "Swift layouts without constraints. ", count: 6))
    let separatorView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))

    override init(frame: CGRect) {
      super.init(frame: frame)
      textLabel.numberOfLines = 0
      for view in [logo, segmented, textLabel, separatorView] { addSubview(view) }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let padding: CGFloat = 10

      logo.pin.top(pin.safeArea).left(pin.safeArea).width(100).aspectRatio().margin(padding)
      segmented.pin.after(of: logo, aligned: .top).right(pin.safeArea).marginHorizontal(padding)
      textLabel.pin.below(of: segmented, aligned: .left).width(of: segmented).pinEdges().marginTop(10)
        .sizeToFit(
          .width)
      separatorView.pin.below(of: [logo, textLabel], aligned: .left).right(to: segmented.edge.right)
        .marginTop(10)
    }
  }

  /// README example 2: the layout switches when the container is 500 points wide.
  final class ChoiceSelectorView: View {
    let textLabel = Label(text: "Which fruit do you prefer for breakfast, with a long question?")
    let segmentedControl = SegmentedControl(frame: CGRect(x: 0, y: 0, width: 180, height: 30))

    override init(frame: CGRect) {
      super.init(frame: frame)
      textLabel.numberOfLines = 0
      addSubview(textLabel)
      addSubview(segmentedControl)
    }

    override func layoutSubviews() {
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
  }

  @Test func introExamplePlacesFourViewsAsDescribed() {
    let view = IntroView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    view.layoutIfNeeded()

    // The 200×200 image makes the logo square: 100 wide, 100 high, 10 from the corner.
    #expect(view.logo.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    // After the logo, top-aligned, filling the width with 10-point margins; height unchanged.
    #expect(view.segmented.frame == CGRect(x: 120, y: 10, width: 270, height: 30))
    // Below the control, as wide, and as high as the label's own wrapped text.
    let textHeight = view.textLabel.sizeThatFits(CGSize(width: 270, height: CGFloat.greatestFiniteMagnitude))
      .height
    #expect(textHeight > view.textLabel.font.lineHeight * 2)
    #expect(view.textLabel.frame == CGRect(x: 120, y: 50, width: 270, height: textHeight))
    // Below the taller of logo and label, from the logo's left to the control's right.
    let separatorTop = max(110, 50 + textHeight) + 10
    #expect(view.separatorView.frame == CGRect(x: 10, y: separatorTop, width: 380, height: 1))
  }

  @Test(arguments: [400.0, 499.0])
  func narrowContainerStacksLabelAboveControl(width: Double) {
    let view = ChoiceSelectorView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
    view.layoutIfNeeded()
    let label = view.textLabel.frame
    let control = view.segmentedControl.frame

    #expect(label.minX == 12 && label.width == CGFloat(width) - 24)
    #expect(label.height == view.textLabel.sizeThatFits(CGSize(width: label.width, height: 1e9)).height)
    #expect(control.minY == label.maxY + 12)
    #expect(control.maxX == CGFloat(width) - 12)
  }

  @Test(arguments: [500.0, 600.0])
  func wideContainerPutsControlTopRight(width: Double) {
    let view = ChoiceSelectorView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
    view.layoutIfNeeded()
    let label = view.textLabel.frame
    let control = view.segmentedControl.frame

    #expect(control == CGRect(x: CGFloat(width) - 12 - 180, y: 12, width: 180, height: 30))
    #expect(label.minX == 12 && label.minY == 12)
    #expect(label.maxX == control.minX - 12)
  }

  @Test func sweepingTheWidthAcross500SwitchesTheLayoutOnce() {
    let view = ChoiceSelectorView(frame: CGRect(x: 0, y: 0, width: 350, height: 300))
    var switches: [CGFloat] = []
    var wasStacked: Bool?
    for width in stride(from: CGFloat(350), through: 850, by: 25) {
      view.frame.size.width = width
      view.layoutIfNeeded()
      let stacked = view.segmentedControl.frame.minY > view.textLabel.frame.minY
      if let wasStacked, wasStacked != stacked { switches.append(width) }
      wasStacked = stacked
    }
    #expect(switches == [500])
  }
}
