import CCairo
import Foundation

/// Path building on a Cairo context (`cr` is a `cairo_t *`).
enum CairoPath {
  /// Appends `path` to the context's current path.
  static func add(_ path: Path, to cr: OpaquePointer) {
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .quadCurve(let p, let c):
        // A quadratic Bézier is the cubic whose controls lie 2/3 of the way to its control.
        var x0 = 0.0
        var y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        cairo_curve_to(
          cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
          p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
      case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  /// Appends a rounded rectangle (plain when the radius is 0).
  static func addRoundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CornerMask = .all, curve: CornerCurve = .circular,
    to cr: OpaquePointer
  ) {
    if corners == .all, curve == .circular {
      addCircularRoundedRect(rect, radius: radius, to: cr)
      return
    }
    // Continuous corners reach 1.52866 radii along each edge, so the radius is limited sooner.
    let reach: CGFloat = curve == .continuous ? 1.52866483 : 1
    let r = max(0, min(radius, rect.width / 2 / reach, rect.height / 2 / reach))
    let topLeft = CGPoint(x: rect.minX, y: rect.minY)
    let topRight = CGPoint(x: rect.maxX, y: rect.minY)
    let bottomRight = CGPoint(x: rect.maxX, y: rect.maxY)
    let bottomLeft = CGPoint(x: rect.minX, y: rect.maxY)
    // Clockwise on screen: along +x, +y, −x, −y.
    typealias Direction = (dx: CGFloat, dy: CGFloat)
    let edges: [(CGPoint, Direction, Direction, CornerMask)] = [
      (topRight, (1, 0), (0, 1), .maxXMinY),
      (bottomRight, (0, 1), (-1, 0), .maxXMaxY),
      (bottomLeft, (-1, 0), (0, -1), .minXMaxY),
      (topLeft, (0, -1), (1, 0), .minXMinY),
    ]
    cairo_new_sub_path(cr)
    for (corner, incoming, outgoing, bit) in edges {
      guard r > 0, corners.contains(bit) else {
        if corner == topRight {
          cairo_move_to(cr, corner.x, corner.y)
        } else {
          cairo_line_to(cr, corner.x, corner.y)
        }
        continue
      }
      // A point `s` radii back along the incoming edge and `t` radii along the outgoing one.
      func at(_ s: CGFloat, _ t: CGFloat) -> (Double, Double) {
        let x: CGFloat = corner.x - s * r * incoming.dx + t * r * outgoing.dx
        let y: CGFloat = corner.y - s * r * incoming.dy + t * r * outgoing.dy
        return (Double(x), Double(y))
      }
      func line(_ s: CGFloat, _ t: CGFloat) {
        let p = at(s, t)
        if corner == topRight, s == reach, t == 0 {
          cairo_move_to(cr, p.0, p.1)
        } else {
          cairo_line_to(cr, p.0, p.1)
        }
      }
      func curveTo(_ c1: (CGFloat, CGFloat), _ c2: (CGFloat, CGFloat), _ end: (CGFloat, CGFloat)) {
        let a = at(c1.0, c1.1)
        let b = at(c2.0, c2.1)
        let e = at(end.0, end.1)
        cairo_curve_to(cr, a.0, a.1, b.0, b.1, e.0, e.1)
      }
      if curve == .continuous {
        // The iOS 7 continuous corner, as published from measurements of UIBezierPath's
        // rounded rectangles: three cubic pieces whose curvature rises and falls smoothly.
        line(1.52866483, 0)
        curveTo((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600))
        line(0.63149399, 0.07491100)
        curveTo((0.37282392, 0.16906013), (0.16906013, 0.37282392), (0.07491100, 0.63149399))
        line(0.06549600, 0.66993427)
        curveTo((0, 0.86840689), (0, 1.08849323), (0, 1.52866483))
      } else {
        line(1, 0)
        // A quarter circle as one cubic (κ = 0.5523), the curve Core Graphics uses too.
        curveTo((1 - 0.55228475, 0), (0, 1 - 0.55228475), (0, 1))
      }
    }
    cairo_close_path(cr)
  }

  private static func addCircularRoundedRect(_ rect: CGRect, radius: CGFloat, to cr: OpaquePointer) {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    guard r > 0 else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
  }

  /// Replaces the current path with the part of it between the fractions `start` and `end`
  /// of its total length (flattened to line segments), as `strokeStart`/`strokeEnd` require.
  static func trimCurrentPath(_ cr: OpaquePointer, start: CGFloat, end: CGFloat) {
    guard let flat = cairo_copy_path_flat(cr) else { return }
    defer { cairo_path_destroy(flat) }
    // Collect the polylines (a closed subpath repeats its first point at the end).
    var polylines: [[CGPoint]] = []
    var index = 0
    let data = flat.pointee.data!
    while index < Int(flat.pointee.num_data) {
      let header = data[index].header
      let count = Int(header.length)
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        polylines.append([CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y)])
      case CAIRO_PATH_LINE_TO:
        let p = CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y)
        if polylines.isEmpty { polylines.append([p]) } else { polylines[polylines.count - 1].append(p) }
      case CAIRO_PATH_CLOSE_PATH:
        if let first = polylines.last?.first { polylines[polylines.count - 1].append(first) }
      default: break
      }
      index += count
    }
    var total: CGFloat = 0
    for line in polylines {
      for (a, b) in zip(line, line.dropFirst()) { total += hypot(b.x - a.x, b.y - a.y) }
    }
    cairo_new_path(cr)
    guard total > 0, end > start else { return }
    let from = start * total
    let to = end * total
    var walked: CGFloat = 0
    for line in polylines {
      var drawing = false
      for (a, b) in zip(line, line.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        let segStart = walked
        let segEnd = walked + length
        walked = segEnd
        guard length > 0, segEnd > from, segStart < to else {
          drawing = false
          continue
        }
        let t0 = max(0, (from - segStart) / length)
        let t1 = min(1, (to - segStart) / length)
        let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
        let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
        if !drawing || t0 > 0 { cairo_move_to(cr, p0.x, p0.y) }
        cairo_line_to(cr, p1.x, p1.y)
        drawing = t1 >= 1
      }
    }
  }
}
