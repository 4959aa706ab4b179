import Foundation

/// A path with its own line settings that draws itself into the current graphics context
/// (UIKit's `UIBezierPath`).
///
/// Build the outline with the initializers and ``move(to:)``, ``addLine(to:)``, ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``
/// and their kin, then ``fill()``, ``stroke()`` or ``addClip()`` inside ``View/draw(_:)`` or an
/// image renderer. Angles are in radians and `clockwise` is on screen (y down), as in UIKit.
/// The outline itself is the value ``cgPath``.
open class BezierPath: CustomStringConvertible {
  /// The outline.
  public var cgPath: Path
  /// The width of strokes; 1 by default.
  public var lineWidth: CGFloat = 1
  /// How open ends of strokes look; `.butt` by default.
  public var lineCapStyle: LineCap = .butt
  /// How corners of strokes look; `.miter` by default.
  public var lineJoinStyle: LineJoin = .miter
  /// The miter limit of strokes; 10 by default.
  public var miterLimit: CGFloat = 10
  /// Whether ``fill()``, ``addClip()`` and ``contains(_:)`` use the even-odd rule instead of the
  /// non-zero winding rule.
  public var usesEvenOddFillRule = false
  /// Alternating dash and gap lengths of strokes; empty for solid lines.
  public private(set) var lineDashPattern: [CGFloat] = []
  /// How far into the dash pattern strokes start.
  public private(set) var lineDashPhase: CGFloat = 0

  /// An empty path.
  public init() { cgPath = Path() }

  /// A path with the outline `cgPath`.
  public init(cgPath: Path) { self.cgPath = cgPath }

  /// A closed rectangle, clockwise from its top-left corner.
  public convenience init(rect: CGRect) { self.init(cgPath: Path(rect: rect)) }

  /// A closed ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) { self.init(cgPath: Path(ellipseIn: rect)) }

  /// A rounded rectangle; the radius is clamped to half the shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(cgPath: Path(roundedRect: rect, cornerRadius: cornerRadius))
  }

  /// A rectangle with only `corners` rounded, by `cornerRadii.width` (UIKit uses the width for
  /// both axes), clamped to half the shorter side.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
  ) {
    let r = rect.standardized
    let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
    func radiusAt(_ corner: RectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
    var path = Path()
    let topLeft = radiusAt(.topLeft)
    let topRight = radiusAt(.topRight)
    let bottomRight = radiusAt(.bottomRight)
    let bottomLeft = radiusAt(.bottomLeft)
    path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
    if topRight > 0 {
      path.addArc(
        center: CGPoint(x: r.maxX - topRight, y: r.minY + topRight), radius: topRight, startAngle: -.pi / 2,
        endAngle: 0, clockwise: true)
    }
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
    if bottomRight > 0 {
      path.addArc(
        center: CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), radius: bottomRight, startAngle: 0,
        endAngle: .pi / 2, clockwise: true)
    }
    path.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
    if bottomLeft > 0 {
      path.addArc(
        center: CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), radius: bottomLeft,
        startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    }
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
    if topLeft > 0 {
      path.addArc(
        center: CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), radius: topLeft, startAngle: .pi,
        endAngle: 3 * .pi / 2, clockwise: true)
    }
    path.closeSubpath()
    self.init(cgPath: path)
  }

  /// An open circular arc; `clockwise` is on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  // MARK: Building

  /// Starts a new subpath.
  public func move(to point: CGPoint) { cgPath.move(to: point) }

  /// Adds a straight line from the current point.
  public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }

  /// Adds a cubic Bézier curve from the current point.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve from the current point.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    cgPath.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds a circular arc, joined to the current point by a line; `clockwise` is on screen.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    cgPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// Closes the current subpath.
  public func close() { cgPath.closeSubpath() }

  /// Removes every element.
  public func removeAllPoints() { cgPath = Path() }

  /// Appends the outline of `other`.
  public func append(_ other: BezierPath) {
    var combined = cgPath
    for element in other.cgPath.elements {
      switch element {
      case .move(let p): combined.move(to: p)
      case .line(let p): combined.addLine(to: p)
      case .quadCurve(let p, let c): combined.addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): combined.addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: combined.closeSubpath()
      }
    }
    cgPath = combined
  }

  /// Maps every point through `transform`.
  public func apply(_ transform: Transform) { cgPath = cgPath.applying(transform) }

  /// Sets the dash pattern of strokes from `count` lengths at `pattern` (none when `nil`).
  public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      lineDashPattern = []
      lineDashPhase = 0
      return
    }
    lineDashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
    lineDashPhase = phase
  }

  // MARK: Measuring

  /// The smallest rectangle containing every point and control point.
  public var bounds: CGRect { cgPath.boundingBox }

  /// The point the next element starts from (`.zero` for an empty path).
  public var currentPoint: CGPoint { cgPath.currentPoint ?? .zero }

  /// Whether the path has no elements.
  public var isEmpty: Bool { cgPath.isEmpty }

  /// Whether `point` is inside the path under its fill rule.
  public func contains(_ point: CGPoint) -> Bool {
    cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  open var description: String {
    "<BezierPath bounds = \(Layer.format(bounds)), \(cgPath.elements.count) elements>"
  }
}
