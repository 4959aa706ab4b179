import Diorama
import Foundation

/// A line chart drawn in `draw(_:)`: a dashed grid, the area under the line filled with a
/// gradient clipped to it, the line, and a dot on each value. Setting ``values`` redraws it.
final class LineChartView: View {
  /// The values, 0…1, evenly spaced across the width.
  var values: [CGFloat] = [] {
    didSet { setNeedsDisplay() }
  }
  var lineColor = Color.systemBlue

  override func draw(_ rect: CGRect) {
    guard let ctx = GraphicsGetCurrentContext() else { return }
    let plot = bounds.insetBy(dx: 12, dy: 12)
    ctx.setStrokeColor(Color(white: 0.85))
    ctx.setLineWidth(1)
    ctx.setLineDash(phase: 0, lengths: [4, 4])
    for row in 0...4 {
      let y = (plot.minY + plot.height * CGFloat(row) / 4).rounded() + 0.5
      ctx.move(to: CGPoint(x: plot.minX, y: y))
      ctx.addLine(to: CGPoint(x: plot.maxX, y: y))
    }
    ctx.strokePath()
    ctx.setLineDash(phase: 0, lengths: [])
    guard values.count > 1 else { return }
    let points = values.enumerated().map { index, value in
      CGPoint(
        x: plot.minX + plot.width * CGFloat(index) / CGFloat(values.count - 1),
        y: plot.maxY - plot.height * min(max(value, 0), 1))
    }
    let line = BezierPath()
    line.move(to: points[0])
    for (previous, point) in zip(points, points.dropFirst()) {
      let midX = (previous.x + point.x) / 2
      line.addCurve(
        to: point, controlPoint1: CGPoint(x: midX, y: previous.y), controlPoint2: CGPoint(x: midX, y: point.y)
      )
    }
    let area = BezierPath(cgPath: line.cgPath)
    area.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
    area.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
    area.close()
    ctx.saveGState()
    area.addClip()
    if let gradient = Gradient(colors: [lineColor.withAlphaComponent(0.35), lineColor.withAlphaComponent(0)])
    {
      ctx.drawLinearGradient(
        gradient, start: CGPoint(x: 0, y: plot.minY), end: CGPoint(x: 0, y: plot.maxY), options: [])
    }
    ctx.restoreGState()
    line.lineWidth = 3
    line.lineJoinStyle = .round
    line.lineCapStyle = .round
    lineColor.setStroke()
    line.stroke()
    for point in points {
      let dot = BezierPath(ovalIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
      Color.white.setFill()
      dot.fill()
      dot.lineWidth = 2
      dot.stroke()
    }
  }
}
