import Foundation

extension Path {
  /// The outline of the path stroked with a line of `lineWidth`: a path whose filled area is
  /// what the stroke paints (Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`),
  /// for hit-testing a line with ``contains(_:using:transform:)`` or filling a stroke's shape
  /// with a gradient.
  ///
  /// The outline is made of overlapping closed pieces — a quadrilateral per segment, a wedge or
  /// a disc per join, a cap at each open end — all turning the same way, so it is to be filled
  /// with the ``FillRule/winding`` rule. Curves are flattened into 16 segments each. `transform`
  /// is applied to the outline. A width that is not finite and positive, or a path with
  /// non-finite points, gives an empty path. Dashes are not applied.
  ///
  /// - Complexity: O(elements).
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: LineCap, lineJoin: LineJoin, miterLimit: CGFloat,
    transform: Transform = .identity
  ) -> Path {
    guard lineWidth.isFinite, lineWidth > 0, isFinite else { return Path() }
    var outline = StrokeOutliner(
      halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin,
      miterLimit: miterLimit.isFinite ? miterLimit : 10)
    for polyline in flattenedPolylines() { outline.add(polyline) }
    return outline.path.applying(transform)
  }
}

/// Builds a stroke's outline as a union of pieces of one orientation (see
/// ``Path/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``).
private struct StrokeOutliner {
  let halfWidth: CGFloat
  let cap: LineCap
  let join: LineJoin
  let miterLimit: CGFloat
  var path = Path()

  init(halfWidth: CGFloat, cap: LineCap, join: LineJoin, miterLimit: CGFloat) {
    self.halfWidth = halfWidth
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
  }

  mutating func add(_ polyline: Path.Polyline) {
    var points: [CGPoint] = []
    for point in polyline.points where points.last != point { points.append(point) }
    if polyline.isClosed, points.count > 2, points.first == points.last { points.removeLast() }
    guard points.count > 1 else {
      // A segment of no length: only its caps show (a dot or a square, pointing along x).
      if let point = points.first { addCaps(at: point, direction: Vector(dx: 1, dy: 0), both: true) }
      return
    }
    let closed = polyline.isClosed && points.count > 2
    let count = closed ? points.count : points.count - 1
    for index in 0..<count {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      let n = normal(from: a, to: b)
      addPolygon([a + n, b + n, b - n, a - n])
    }
    let joints = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
    for index in joints {
      let previous = points[(index + points.count - 1) % points.count]
      let next = points[(index + 1) % points.count]
      addJoin(at: points[index], from: previous, to: next)
    }
    if !closed {
      addCaps(at: points[0], direction: direction(from: points[1], to: points[0]), both: false)
      let last = points.count - 1
      addCaps(at: points[last], direction: direction(from: points[last - 1], to: points[last]), both: false)
    }
  }

  /// The join at `point` between the segment from `previous` and the one to `next`.
  private mutating func addJoin(at point: CGPoint, from previous: CGPoint, to next: CGPoint) {
    let n1 = normal(from: previous, to: point)
    let n2 = normal(from: point, to: next)
    let d1 = direction(from: previous, to: point)
    let d2 = direction(from: point, to: next)
    let turn = d1.dx * d2.dy - d1.dy * d2.dx
    guard abs(turn) > 1e-12 || d1.dx * d2.dx + d1.dy * d2.dy < 0 else { return }  // straight on
    // The outer side is where the segments' edges leave a gap: against the turn.
    let (o1, o2) = turn > 0 ? (point - n1, point - n2) : (point + n1, point + n2)
    switch join {
    case .round:
      addDisc(at: point)
    case .bevel:
      addPolygon([point, o1, o2])
    case .miter:
      // The miter's length over the line width is 1 / sin(θ/2), θ the angle between the segments.
      let cosTheta = -(d1.dx * d2.dx + d1.dy * d2.dy)
      let sinHalf = sqrt(max(0, (1 - cosTheta) / 2))
      guard sinHalf > 0, 1 / sinHalf <= miterLimit else {
        addPolygon([point, o1, o2])
        return
      }
      // The tip: where the two outer edges meet, along the bisector of the outer normals.
      let dx: CGFloat = (o1.x - point.x) + (o2.x - point.x)
      let dy: CGFloat = (o1.y - point.y) + (o2.y - point.y)
      let bisector = Vector(dx: dx, dy: dy)
      let length = hypot(bisector.dx, bisector.dy)
      guard length > 0 else {
        addPolygon([point, o1, o2])
        return
      }
      let reach = halfWidth / sinHalf
      let tip = CGPoint(x: point.x + bisector.dx / length * reach, y: point.y + bisector.dy / length * reach)
      addPolygon([point, o1, tip, o2])
    }
  }

  /// The cap at an open end, `direction` pointing out of the line; `both` caps a lone point on
  /// both sides.
  private mutating func addCaps(at point: CGPoint, direction d: Vector, both: Bool) {
    let n = Vector(dx: -d.dy * halfWidth, dy: d.dx * halfWidth)
    let out = Vector(dx: d.dx * halfWidth, dy: d.dy * halfWidth)
    switch cap {
    case .butt:
      break
    case .round:
      addDisc(at: point)
    case .square:
      let back = both ? Vector(dx: -out.dx, dy: -out.dy) : .zero
      addPolygon([
        point + n + back, point + n + out, point - n + out, point - n + back,
      ])
    }
  }

  private mutating func addDisc(at point: CGPoint) {
    path.addEllipse(
      in: CGRect(x: point.x - halfWidth, y: point.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
  }

  /// Adds a closed polygon turned the way ``Path/addEllipse(in:)`` turns (a positive shoelace
  /// sum in y-down coordinates), so that every piece adds to the winding number.
  private mutating func addPolygon(_ points: [CGPoint]) {
    var area: CGFloat = 0
    for (index, a) in points.enumerated() {
      let b = points[(index + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-12 else { return }
    let ordered = area > 0 ? points : points.reversed()
    path.move(to: ordered[0])
    for point in ordered.dropFirst() { path.addLine(to: point) }
    path.closeSubpath()
  }

  private func direction(from a: CGPoint, to b: CGPoint) -> Vector {
    let length = hypot(b.x - a.x, b.y - a.y)
    return Vector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length)
  }

  private func normal(from a: CGPoint, to b: CGPoint) -> Vector {
    let d = direction(from: a, to: b)
    return Vector(dx: -d.dy * halfWidth, dy: d.dx * halfWidth)
  }
}

extension CGPoint {
  fileprivate static func + (point: CGPoint, vector: Vector) -> CGPoint {
    CGPoint(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  fileprivate static func - (point: CGPoint, vector: Vector) -> CGPoint {
    CGPoint(x: point.x - vector.dx, y: point.y - vector.dy)
  }
}
