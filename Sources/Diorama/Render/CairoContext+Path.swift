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
  static func addRoundedRect(_ rect: CGRect, radius: CGFloat, to cr: OpaquePointer) {
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
