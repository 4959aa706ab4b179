import Diorama
import Foundation

/// A bar chart drawn in `draw(_:)`: bars with rounded tops on a baseline, each in its own
/// colour, with a soft shadow. Setting ``values`` redraws it.
final class BarChartView: View {
  /// The values, 0…1.
  var values: [CGFloat] = [] {
    didSet { setNeedsDisplay() }
  }
  static let colors: [Color] = [
    .systemIndigo, .systemBlue, .systemTeal, .systemGreen, .systemOrange, .systemPink,
  ]

  override func draw(_ rect: CGRect) {
    guard let ctx = GraphicsGetCurrentContext(), !values.isEmpty else { return }
    let plot = bounds.insetBy(dx: 12, dy: 12)
    let slot = plot.width / CGFloat(values.count)
    let width = slot * 0.6
    ctx.saveGState()
    ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: Color(white: 0, alpha: 0.25))
    for (index, value) in values.enumerated() {
      let height = max(plot.height * min(max(value, 0), 1), 1)
      let bar = CGRect(
        x: plot.minX + slot * CGFloat(index) + (slot - width) / 2, y: plot.maxY - height, width: width,
        height: height)
      Self.colors[index % Self.colors.count].setFill()
      BezierPath(
        roundedRect: bar, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 6, height: 6)
      ).fill()
    }
    ctx.restoreGState()
    ctx.setStrokeColor(Color(white: 0.55))
    ctx.setLineWidth(1)
    ctx.move(to: CGPoint(x: plot.minX, y: plot.maxY + 0.5))
    ctx.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY + 0.5))
    ctx.strokePath()
  }
}
