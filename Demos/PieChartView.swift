import Diorama
import Foundation

/// A doughnut chart drawn in `draw(_:)`: one wedge per value, separated by white lines, with
/// the hole cut by the even-odd rule. Setting ``values`` redraws it.
final class PieChartView: View {
  /// The values; each wedge's angle is its share of the total.
  var values: [CGFloat] = [] {
    didSet { setNeedsDisplay() }
  }
  static let colors: [Color] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemRed]

  override func draw(_ rect: CGRect) {
    guard let ctx = GraphicsGetCurrentContext() else { return }
    let total = values.reduce(CGFloat(0)) { $0 + $1 }
    guard total > 0 else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 8
    var angle = -CGFloat.pi / 2
    ctx.saveGState()
    // Clip to the ring: the disc minus the hole, even-odd.
    ctx.addEllipse(
      in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    let hole = radius * 0.55
    ctx.addEllipse(in: CGRect(x: center.x - hole, y: center.y - hole, width: 2 * hole, height: 2 * hole))
    ctx.clip(using: .evenOdd)
    for (index, value) in values.enumerated() {
      let sweep = 2 * .pi * value / total
      let wedge = BezierPath()
      wedge.move(to: center)
      wedge.addArc(
        withCenter: center, radius: radius, startAngle: angle, endAngle: angle + sweep, clockwise: true)
      wedge.close()
      Self.colors[index % Self.colors.count].setFill()
      wedge.fill()
      Color.white.setStroke()
      wedge.lineWidth = 3
      wedge.stroke()
      angle += sweep
    }
    ctx.restoreGState()
  }
}
