import Foundation

/// The arc of `addArc(tangent1End:tangent2End:radius:)`: tangent to the line from the current
/// point to the corner and to the line from the corner on, as in Core Graphics and the HTML
/// canvas's `arcTo`.
struct TangentArc {
  /// The first tangent point, where the arc starts.
  var start: CGPoint
  /// The centre of the circle.
  var center: CGPoint
  /// The angle of the start point, radians.
  var startAngle: CGFloat
  /// The angle of the end point, radians.
  var endAngle: CGFloat
  /// Whether the arc runs towards increasing angles.
  var increasing: Bool

  /// The arc, or `nil` when it degenerates to a line to the corner (coincident or collinear
  /// points, or a zero radius).
  init?(from p0: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
    let a = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let b = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let la = hypot(a.x, a.y)
    let lb = hypot(b.x, b.y)
    guard radius > 0, la > 0, lb > 0 else { return nil }
    let u = CGPoint(x: a.x / la, y: a.y / la)
    let v = CGPoint(x: b.x / lb, y: b.y / lb)
    let cross = u.x * v.y - u.y * v.x
    guard abs(cross) > 1e-12 else { return nil }
    let angle = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
    let distance = radius / tan(angle / 2)
    let t1 = CGPoint(x: p1.x + u.x * distance, y: p1.y + u.y * distance)
    let t2 = CGPoint(x: p1.x + v.x * distance, y: p1.y + v.y * distance)
    let bisector = CGPoint(x: u.x + v.x, y: u.y + v.y)
    let lbis = hypot(bisector.x, bisector.y)
    let toCenter = radius / sin(angle / 2)
    center = CGPoint(x: p1.x + bisector.x / lbis * toCenter, y: p1.y + bisector.y / lbis * toCenter)
    start = t1
    startAngle = atan2(t1.y - center.y, t1.x - center.x)
    endAngle = atan2(t2.y - center.y, t2.x - center.x)
    var sweep = endAngle - startAngle
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep <= -.pi { sweep += 2 * .pi }
    increasing = sweep > 0
  }
}
