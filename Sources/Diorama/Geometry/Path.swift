import Foundation

/// A resolution-independent outline made of lines, curves and arcs (Core Graphics' `CGPath`).
/// A value type: build it, then hand it to a ``ShapeLayer`` or a ``GraphicsContext``, or wrap it
/// in a ``BezierPath`` (UIKit's `UIBezierPath`) to draw it with its own line settings.
public struct Path: Hashable, Sendable {
  /// One drawing command of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
  }

  /// The drawing commands, in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// A rectangle, clockwise from its top-left corner.
  public init(rect: CGRect) {
    addRect(rect)
  }

  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// A rounded rectangle; the radius is clamped to half the shorter side.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(rect, cornerRadius: cornerRadius)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point where the next element starts, or `nil` for an empty path.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// Starts a new subpath.
  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

  /// Adds a straight line (starting a subpath at `point` when there is none).
  public mutating func addLine(to point: CGPoint) {
    elements.append(currentPoint == nil ? .move(to: point) : .line(to: point))
  }

  /// Adds a quadratic Bézier curve.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    if !elements.isEmpty { elements.append(.closeSubpath) }
  }

  /// Adds a closed rectangle subpath.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    elements.append(.line(to: CGPoint(x: r.maxX, y: r.minY)))
    elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY)))
    elements.append(.line(to: CGPoint(x: r.minX, y: r.maxY)))
    closeSubpath()
  }

  /// Adds a closed rounded-rectangle subpath, clockwise from the top edge.
  public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
    let r = rect.standardized
    let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
    guard radius > 0 else { return addRect(r) }
    move(to: CGPoint(x: r.minX + radius, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
    addArc(
      center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
      startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
    addArc(
      center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
      startAngle: 0, endAngle: .pi / 2, clockwise: true)
    addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
    addArc(
      center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
      startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
    addArc(
      center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
      startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect`, as four cubic curves.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let k: CGFloat = 0.5522847498307936  // 4/3·(√2 − 1): the quarter-circle Bézier constant
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// Adds a circular arc, approximated by cubic curves of at most a quarter turn each.
  ///
  /// Angles are in radians, measured from the positive x axis; `clockwise` is on screen (y
  /// grows downward), as with `UIBezierPath`. A line joins the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    if clockwise {
      while sweep < 0 { sweep += 2 * .pi }
    } else {
      while sweep > 0 { sweep -= 2 * .pi }
    }
    let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    addLine(to: start)
    let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(segments)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<segments {
      let next = angle + step
      let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
      let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
      let c2 = CGPoint(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
      elements.append(.curve(to: p3, control1: c1, control2: c2))
      angle = next
    }
  }

  /// The path mapped through a transform.
  public func applying(_ t: Transform) -> Path {
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(t))
      case .line(let p): .line(to: p.applying(t))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
      case .curve(let p, let c1, let c2):
        .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
      case .closeSubpath: .closeSubpath
      }
    }
    return copy
  }

  /// The smallest rectangle containing every point and control point.
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether every coordinate (points and control points) is finite.
  public var isFinite: Bool {
    func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    return elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): finite(p)
      case .quadCurve(let p, let c): finite(p) && finite(c)
      case .curve(let p, let c1, let c2): finite(p) && finite(c1) && finite(c2)
      case .closeSubpath: true
      }
    }
  }
}
