import Foundation

/// The standard accessories of a ``TableViewCell``, drawn with shape layers: the disclosure
/// chevron (8 × 14 points, iOS 17's tertiary label grey), the checkmark (14 × 13, tint colour)
/// and the info button (a 22-point circle with an "i", tint colour).
final class TableViewCellAccessory: View {
  var type: TableViewCell.AccessoryType = .none {
    didSet { if type != oldValue { rebuild() } }
  }

  static let chevronSize = CGSize(width: 8, height: 14)
  static let checkmarkSize = CGSize(width: 14, height: 13)
  static let infoDiameter: CGFloat = 22
  static let infoToChevronSpacing: CGFloat = 12

  private var shapes: [ShapeLayer] = []
  private var labels: [Label] = []

  /// The size the accessory takes, zero for `.none`.
  var intrinsicSize: CGSize {
    switch type {
    case .none: return .zero
    case .disclosureIndicator: return Self.chevronSize
    case .checkmark: return Self.checkmarkSize
    case .detailButton: return CGSize(width: Self.infoDiameter, height: Self.infoDiameter)
    case .detailDisclosureButton:
      return CGSize(
        width: Self.infoDiameter + Self.infoToChevronSpacing + Self.chevronSize.width,
        height: Self.infoDiameter)
    }
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    rebuild()
  }

  private func stroke(_ path: Path, frame: CGRect, color: Color, width: CGFloat) {
    let shape = ShapeLayer()
    shape.fillColor = nil
    shape.strokeColor = color
    shape.lineWidth = width
    shape.lineCap = .round
    shape.lineJoin = .round
    shape.path = path
    shape.frame = frame
    layer.addSublayer(shape)
    shapes.append(shape)
  }

  private func chevron(at x: CGFloat, height: CGFloat) {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 7, y: 7))
    path.addLine(to: CGPoint(x: 1, y: 13))
    let size = Self.chevronSize
    stroke(
      path, frame: CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height),
      color: .tertiaryLabel, width: 2)
  }

  private func info(at x: CGFloat) {
    let diameter = Self.infoDiameter
    let circle = Path(ellipseIn: CGRect(x: 0.75, y: 0.75, width: diameter - 1.5, height: diameter - 1.5))
    stroke(circle, frame: CGRect(x: x, y: 0, width: diameter, height: diameter), color: tintColor, width: 1.5)
    let label = Label(text: "i", font: .systemFont(ofSize: 15, weight: .semibold))
    label.textColor = tintColor
    label.textAlignment = .center
    label.frame = CGRect(x: x, y: 0, width: diameter, height: diameter)
    addSubview(label)
    labels.append(label)
  }

  private func rebuild() {
    for shape in shapes { shape.removeFromSuperlayer() }
    for label in labels { label.removeFromSuperview() }
    shapes = []
    labels = []
    let height = intrinsicSize.height
    switch type {
    case .none: break
    case .disclosureIndicator: chevron(at: 0, height: height)
    case .checkmark:
      var path = Path()
      path.move(to: CGPoint(x: 1.5, y: 7))
      path.addLine(to: CGPoint(x: 5.5, y: 11.5))
      path.addLine(to: CGPoint(x: 12.5, y: 1.5))
      stroke(path, frame: CGRect(origin: .zero, size: Self.checkmarkSize), color: tintColor, width: 2.25)
    case .detailButton: info(at: 0)
    case .detailDisclosureButton:
      info(at: 0)
      chevron(at: Self.infoDiameter + Self.infoToChevronSpacing, height: height)
    }
  }
}
