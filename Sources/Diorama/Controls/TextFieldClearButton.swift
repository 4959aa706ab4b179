import Foundation

/// A text field's clear button: a grey disc with a white cross, drawn with shape layers.
final class TextFieldClearButton: View {
  /// The disc's diameter, 14 points.
  static let discDiameter: CGFloat = 14

  private let disc = ShapeLayer()
  private let cross = ShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    disc.fillColor = Color.tertiaryLabel
    cross.fillColor = nil
    cross.strokeColor = Color.white
    cross.lineWidth = 1.5
    cross.lineCap = .round
    layer.addSublayer(disc)
    layer.addSublayer(cross)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let d = Self.discDiameter
    let box = CGRect(x: bounds.midX - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    disc.frame = bounds
    disc.path = Path(ellipseIn: box)
    cross.frame = bounds
    let arm: CGFloat = 3
    var path = Path()
    path.move(to: CGPoint(x: box.midX - arm, y: box.midY - arm))
    path.addLine(to: CGPoint(x: box.midX + arm, y: box.midY + arm))
    path.move(to: CGPoint(x: box.midX + arm, y: box.midY - arm))
    path.addLine(to: CGPoint(x: box.midX - arm, y: box.midY + arm))
    cross.path = path
  }
}
