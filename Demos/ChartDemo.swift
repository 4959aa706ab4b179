import Diorama
import Foundation

/// Four charts drawn in `draw(_:)` with `GraphicsContext` and `BezierPath` — a line chart, a bar
/// chart, a doughnut and a gauge — whose values change every 0.2 s; each change calls
/// `setNeedsDisplay`, so each chart is drawn once per change and never in between.
public struct ChartDemo: Demo {
  public init() {}
  public var id: String { "chart" }
  public var title: String { "Charts drawn in draw(_:)" }
  public var summary: String {
    "A line chart, a bar chart, a doughnut and a gauge drawn with GraphicsContext and BezierPath; their"
      + " values change every 0.2 s and each change redraws only its chart."
  }
  public var size: CGSize { CGSize(width: 720, height: 520) }
  public var duration: Double { Double(Self.steps) * Self.interval }

  static let steps = 15
  static let interval = 0.2

  /// A deterministic value in 0.1…0.9 for series `series`, index `index`, at step `step`.
  static func value(_ series: Int, _ index: Int, _ step: Int) -> CGFloat {
    let phase = Double(series) * 1.7 + Double(index) * 0.9 + Double(step) * 0.45
    return CGFloat(0.5 + 0.4 * sin(phase) * cos(phase * 0.37))
  }

  public func makeScene(scale: CGFloat) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: Color(hex: 0xEEF1F6))
    let root = scene.rootView
    let line = LineChartView()
    let bars = BarChartView()
    let pie = PieChartView()
    let gauge = GaugeView()
    let cards: [(String, View)] = [
      ("Visitors", line), ("Sales by region", bars), ("Share", pie), ("Load", gauge),
    ]
    let cardSize = CGSize(width: 330, height: 230)
    for (index, (title, chart)) in cards.enumerated() {
      let card = View(
        frame: CGRect(
          origin: CGPoint(
            x: 20 + CGFloat(index % 2) * (cardSize.width + 20),
            y: 20 + CGFloat(index / 2) * (cardSize.height + 20)),
          size: cardSize))
      card.backgroundColor = .white
      card.layer.cornerRadius = 12
      root.addSubview(card)
      let label = Label(text: title, font: .boldSystemFont(ofSize: 15))
      label.textColor = Color(hex: 0x1F2430)
      label.frame = CGRect(origin: CGPoint(x: 16, y: 12), size: label.intrinsicContentSize)
      card.addSubview(label)
      chart.frame = CGRect(x: 8, y: 40, width: cardSize.width - 16, height: cardSize.height - 48)
      // A view that draws is opaque by default, as in UIKit: black where it draws nothing.
      chart.isOpaque = false
      card.addSubview(chart)
    }
    func update(_ step: Int) {
      line.values = (0..<9).map { Self.value(0, $0, step) }
      bars.values = (0..<6).map { Self.value(1, $0, step) }
      pie.values = (0..<5).map { Self.value(2, $0, step) }
      gauge.value = Self.value(3, 0, step)
    }
    update(0)
    for step in 1...Self.steps {
      try scene.schedule(at: Double(step) * Self.interval) { update(step) }
    }
    return scene
  }
}
