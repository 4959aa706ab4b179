import Diorama
import Foundation

/// A gauge drawn in `draw(_:)`: a 270° track, the value's arc over it with round caps, tick
/// marks drawn by rotating the context, and a needle with a shadow. Setting ``value`` redraws it.
final class GaugeView: View {
  /// The value, 0…1.
  var value: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  static let startAngle = CGFloat.pi * 3 / 4
  static let sweep = CGFloat.pi * 3 / 2

  override func draw(_ rect: CGRect) {
    guard let ctx = GraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY + 8)
    let radius = min(bounds.width, bounds.height) / 2 - 16
    let track = BezierPath(
      arcCenter: center, radius: radius, startAngle: Self.startAngle, endAngle: Self.startAngle + Self.sweep,
      clockwise: true)
    track.lineWidth = 14
    track.lineCapStyle = .round
    Color.systemGray5.setStroke()
    track.stroke()
    let fraction = min(max(value, 0), 1)
    let end = Self.startAngle + Self.sweep * fraction
    if fraction > 0 {
      let arc = BezierPath(
        arcCenter: center, radius: radius, startAngle: Self.startAngle, endAngle: end, clockwise: true)
      arc.lineWidth = 14
      arc.lineCapStyle = .round
      (fraction > 0.8 ? Color.systemRed : fraction > 0.5 ? Color.systemOrange : Color.systemGreen).setStroke()
      arc.stroke()
    }
    ctx.saveGState()
    ctx.translateBy(x: center.x, y: center.y)
    ctx.rotate(by: Self.startAngle)
    ctx.setStrokeColor(Color(white: 0.45))
    for tick in 0...10 {
      ctx.setLineWidth(tick % 5 == 0 ? 2 : 1)
      ctx.move(to: CGPoint(x: radius - 22, y: 0))
      ctx.addLine(to: CGPoint(x: radius - (tick % 5 == 0 ? 32 : 28), y: 0))
      ctx.strokePath()
      ctx.rotate(by: Self.sweep / 10)
    }
    ctx.restoreGState()
    ctx.saveGState()
    ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 3, color: Color(white: 0, alpha: 0.35))
    ctx.translateBy(x: center.x, y: center.y)
    ctx.rotate(by: end)
    ctx.move(to: CGPoint(x: radius - 24, y: 0))
    ctx.addLine(to: CGPoint(x: 0, y: -4))
    ctx.addLine(to: CGPoint(x: 0, y: 4))
    ctx.closePath()
    ctx.setFillColor(Color(white: 0.2))
    ctx.fillPath()
    ctx.fillEllipse(in: CGRect(x: -7, y: -7, width: 14, height: 14))
    ctx.restoreGState()
  }
}
