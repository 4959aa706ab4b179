import Diorama
import Foundation

/// PinLayout's "adjust to container size" example: a card of questions whose width sweeps from 300
/// to 800 points and back. Every frame sets the new width and the selectors lay themselves out again
/// in `layoutSubviews`, switching arrangement when they cross 500 points.
public struct PinAdjustDemo: Demo {
  public init() {}
  public var id: String { "pin-adjust" }
  public var title: String { "PinLayout: adjust to container size" }
  public var summary: String {
    "Questions with segmented answers in a card whose width sweeps 300 → 800 → 300 points; layoutSubviews"
      + " moves each control below its question under 500 points and beside it from 500."
  }
  public var size: CGSize { CGSize(width: 840, height: 400) }
  public var duration: Double { 4.5 }

  /// The narrowest and widest card.
  public static let widths: ClosedRange<CGFloat> = 300...800
  /// When the card starts widening, is widest, starts narrowing and is narrowest again.
  static let keyTimes = (widen: 0.4, wide: 2.0, narrow: 2.5, narrowed: 4.1)

  static let questions: [(String, [String], Int)] = [
    ("Which platforms does your app run on?", ["iOS", "macOS", "Linux"], 2),
    ("How do you lay out views?", ["Pin", "Anchors", "Stacks"], 0),
    ("Should layout warnings be printed to the console while you debug?", ["Yes", "No"], 0),
  ]

  static let margin: CGFloat = 20
  static let rulerY: CGFloat = 54
  static let cardY: CGFloat = 78

  /// The card's width at a time: held, eased out to the widest, held, eased back.
  public static func width(at time: Double) -> CGFloat {
    let t = keyTimes
    let progress: Double
    switch time {
    case ..<t.widen: progress = 0
    case ..<t.wide: progress = eased((time - t.widen) / (t.wide - t.widen))
    case ..<t.narrow: progress = 1
    case ..<t.narrowed: progress = 1 - eased((time - t.narrow) / (t.narrowed - t.narrow))
    default: progress = 0
    }
    return (widths.lowerBound + (widths.upperBound - widths.lowerBound) * progress).rounded()
  }

  private static func eased(_ x: Double) -> Double { (1 - cos(Double.pi * min(max(x, 0), 1))) / 2 }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let root = scene.rootView
    let margin = Self.margin

    let widthLabel = Label(text: nil, font: .monospacedSystemFont(ofSize: 14, weight: .bold))
    widthLabel.textColor = Color(hex: 0x1F2430)
    root.addSubview(widthLabel)
    let branchLabel = Label(text: nil, font: .systemFont(ofSize: 13))
    branchLabel.textColor = Color(hex: 0x5A6272)
    root.addSubview(branchLabel)

    addRuler(to: root)
    let threshold = ShapeLayer()
    let thresholdX = margin + ChoiceSelectorView.wideWidth
    var line = Path()
    line.move(to: CGPoint(x: thresholdX, y: Self.rulerY - 6))
    line.addLine(to: CGPoint(x: thresholdX, y: size.height - 12))
    threshold.path = line
    threshold.strokeColor = Color(hex: 0xEF8E5B)
    threshold.lineWidth = 1.5
    threshold.lineDashPattern = [5, 4]
    threshold.frame = root.bounds

    let form = ChoiceFormView(
      selectors: Self.questions.map { ChoiceSelectorView(question: $0.0, answers: $0.1, selected: $0.2) })
    // The threshold runs behind the card: it shows where the card's edge stands against 500.
    root.layer.addSublayer(threshold)
    root.addSubview(form)

    let marker = ShapeLayer()
    var triangle = Path()
    triangle.move(to: CGPoint(x: 0, y: 0))
    triangle.addLine(to: CGPoint(x: 6, y: 9))
    triangle.addLine(to: CGPoint(x: -6, y: 9))
    triangle.closeSubpath()
    marker.path = triangle
    marker.fillColor = Color(hex: 0x2F6FEB)
    // The apex is the layer's anchor point, put on the card's right edge under the ruler.
    marker.bounds = CGRect(x: -6, y: 0, width: 12, height: 9)
    marker.anchorPoint = CGPoint(x: 0.5, y: 0)
    root.layer.addSublayer(marker)

    func show(width: CGFloat) {
      let height = form.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
      form.frame = CGRect(x: margin, y: Self.cardY, width: width, height: height)
      widthLabel.text = "frame.width = \(Int(width))"
      widthLabel.frame = CGRect(origin: CGPoint(x: margin, y: 14), size: widthLabel.intrinsicContentSize)
      branchLabel.text =
        width < ChoiceSelectorView.wideWidth
        ? "< 500: each question takes the full width, its control goes below it on the right"
        : "≥ 500: each control sits at the top right, its question takes the rest"
      branchLabel.frame = CGRect(
        origin: CGPoint(x: widthLabel.frame.maxX + 16, y: 15), size: branchLabel.intrinsicContentSize)
      marker.position = CGPoint(x: margin + width, y: Self.rulerY + 10)
    }
    // Markers move without implicit animations: they follow the width frame by frame.
    Transaction.begin()
    Transaction.setDisableActions(true)
    show(width: Self.widths.lowerBound)
    Transaction.commit()
    try FrameDriver.drive(scene, from: 0, to: duration) { time in
      Transaction.begin()
      Transaction.setDisableActions(true)
      show(width: Self.width(at: time))
      Transaction.commit()
    }
    return scene
  }

  /// A scale in points along the top of the card, with the 500-point threshold marked.
  private func addRuler(to root: View) {
    let ruler = ShapeLayer()
    var path = Path()
    let y = Self.rulerY
    path.move(to: CGPoint(x: Self.margin, y: y))
    path.addLine(to: CGPoint(x: Self.margin + Self.widths.upperBound, y: y))
    for step in 0...Int(Self.widths.upperBound / 50) {
      let x = Self.margin + CGFloat(step) * 50
      path.move(to: CGPoint(x: x, y: y))
      path.addLine(to: CGPoint(x: x, y: y + (step % 2 == 0 ? 7 : 4)))
    }
    ruler.path = path
    ruler.strokeColor = Color(hex: 0xA3ABB8)
    ruler.lineWidth = 1
    ruler.frame = root.bounds
    root.layer.addSublayer(ruler)
    for value in [0, 300, 500, 800] {
      let tick = Label(text: "\(value)", font: .systemFont(ofSize: 10))
      tick.textColor = value == 500 ? Color(hex: 0xD9713F) : Color(hex: 0x8A92A0)
      let size = tick.intrinsicContentSize
      tick.frame = CGRect(
        origin: CGPoint(x: Self.margin + CGFloat(value) - size.width / 2, y: y - 16), size: size)
      root.addSubview(tick)
    }
  }
}
