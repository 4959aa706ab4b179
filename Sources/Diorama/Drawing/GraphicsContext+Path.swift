import CCairo
import Foundation

extension GraphicsContext {
  /// Starts a new subpath of the current path at `point`.
  public func move(to point: CGPoint) {
    guard accept(point, call: "move(to: \(point))") else { return }
    cairo_move_to(cr, point.x, point.y)
  }

  /// Adds a straight line from the current point (or starts a subpath at `point` when there is
  /// no current point).
  public func addLine(to point: CGPoint) {
    guard accept(point, call: "addLine(to: \(point))") else { return }
    cairo_line_to(cr, point.x, point.y)
  }

  /// Adds straight lines joining `points`, starting a new subpath at the first.
  public func addLines(between points: [CGPoint]) {
    guard accept(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "addLines(between:)"),
      let first = points.first
    else { return }
    cairo_move_to(cr, first.x, first.y)
    for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
  }

  /// Adds a cubic Bézier curve from the current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard accept(end, control1, control2, call: "addCurve(to: \(end), …)") else { return }
    if !(cairo_has_current_point(cr) != 0) { cairo_move_to(cr, control1.x, control1.y) }
    cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
  }

  /// Adds a quadratic Bézier curve from the current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard accept(end, control, call: "addQuadCurve(to: \(end), …)") else { return }
    if !(cairo_has_current_point(cr) != 0) { cairo_move_to(cr, control.x, control.y) }
    var x0 = 0.0
    var y0 = 0.0
    cairo_get_current_point(cr, &x0, &y0)
    // The cubic whose controls lie two thirds of the way to the quadratic's control.
    cairo_curve_to(
      cr, x0 + 2 / 3 * (control.x - x0), y0 + 2 / 3 * (control.y - y0),
      end.x + 2 / 3 * (control.x - end.x), end.y + 2 / 3 * (control.y - end.y), end.x, end.y)
  }

  /// Adds a circular arc, preceded by a line from the current point to its start.
  ///
  /// Angles are in radians from the positive x axis. As in Core Graphics, `clockwise` refers to
  /// a y-up space: in this y-down context `clockwise: false` runs towards increasing angles,
  /// which looks clockwise on screen (``BezierPath`` uses the on-screen sense instead).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    guard accept(center, call: "addArc(center: \(center), …)"),
      accept(
        radius.isFinite && radius >= 0 && startAngle.isFinite && endAngle.isFinite,
        "addArc(radius: \(radius), …)")
    else { return }
    if clockwise {
      cairo_arc_negative(cr, center.x, center.y, radius, startAngle, endAngle)
    } else {
      cairo_arc(cr, center.x, center.y, radius, startAngle, endAngle)
    }
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
  /// to the line from `tangent1End` to `tangent2End`, preceded by a line to its first tangent
  /// point (a line to `tangent1End` when the points are collinear or the radius is 0).
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard accept(tangent1End, tangent2End, call: "addArc(tangent1End: \(tangent1End), …)"),
      accept(radius.isFinite && radius >= 0, "addArc(tangent1End:tangent2End:radius: \(radius))")
    else { return }
    var x = 0.0
    var y = 0.0
    guard (cairo_has_current_point(cr) != 0) else {
      cairo_move_to(cr, tangent1End.x, tangent1End.y)
      return
    }
    cairo_get_current_point(cr, &x, &y)
    guard
      let arc = TangentArc(
        from: CGPoint(x: x, y: y), tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    else {
      cairo_line_to(cr, tangent1End.x, tangent1End.y)
      return
    }
    if arc.increasing {
      cairo_arc(cr, arc.center.x, arc.center.y, radius, arc.startAngle, arc.endAngle)
    } else {
      cairo_arc_negative(cr, arc.center.x, arc.center.y, radius, arc.startAngle, arc.endAngle)
    }
  }

  /// Adds a closed rectangle subpath.
  public func addRect(_ rect: CGRect) {
    guard accept(rect.isFiniteRect, "addRect(\(rect))") else { return }
    let r = rect.standardized
    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
  }

  /// Adds closed rectangle subpaths.
  public func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a closed ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) {
    guard accept(rect.isFiniteRect, "addEllipse(in: \(rect))") else { return }
    CairoPath.add(Path(ellipseIn: rect), to: cr)
  }

  /// Adds a path (in user space, mapped through the current transform like every point).
  public func addPath(_ path: Path) {
    guard accept(path.isFinite, "addPath(_:) with non-finite points") else { return }
    CairoPath.add(path, to: cr)
  }

  /// Closes the current subpath with a line back to its start.
  public func closePath() { cairo_close_path(cr) }

  /// Removes the current path.
  public func beginPath() { cairo_new_path(cr) }

  /// Whether the current path has no elements.
  public var isPathEmpty: Bool {
    guard let path = cairo_copy_path(cr) else { return true }
    defer { cairo_path_destroy(path) }
    return path.pointee.num_data == 0
  }

  /// The current point of the current path in user space (`.zero` when there is none).
  public var currentPointOfPath: CGPoint {
    guard (cairo_has_current_point(cr) != 0) else { return .zero }
    var x = 0.0
    var y = 0.0
    cairo_get_current_point(cr, &x, &y)
    return CGPoint(x: x, y: y)
  }

  /// The bounding box of the current path in user space (`.null` when it is empty).
  public var boundingBoxOfPath: CGRect {
    guard !isPathEmpty else { return .null }
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_path_extents(cr, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }
}
