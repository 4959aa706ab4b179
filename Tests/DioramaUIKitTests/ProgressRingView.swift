import DioramaUIKit

// A progress ring as iOS apps draw one in `draw(_:)`, written as it would be for UIKit: it
// compiles unchanged through DioramaUIKit's names (`UIView`, `UIBezierPath`, `UIColor`,
// `UIGraphicsGetCurrentContext`, `CGContext`).

final class ProgressRingView: UIView {
  var progress: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  var lineWidth: CGFloat = 10
  var trackColor = UIColor.systemGray5
  var progressColor = UIColor.systemBlue

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    contentMode = .redraw
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = (min(bounds.width, bounds.height) - lineWidth) / 2

    let track = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    track.lineWidth = lineWidth
    trackColor.setStroke()
    track.stroke()

    let start = -CGFloat.pi / 2
    let end = start + 2 * .pi * progress
    let arc = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
    arc.lineWidth = lineWidth
    arc.lineCapStyle = .round
    progressColor.setStroke()
    arc.stroke()

    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 0, height: 1), blur: 3, color: UIColor.black.withAlphaComponent(0.3).cgColor)
    context.setFillColor(UIColor.white.cgColor)
    let knob = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
    context.fillEllipse(
      in: CGRect(
        x: knob.x - lineWidth / 2 + 1, y: knob.y - lineWidth / 2 + 1, width: lineWidth - 2,
        height: lineWidth - 2))
    context.restoreGState()
  }
}
