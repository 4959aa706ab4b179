import Foundation

extension Path {
  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
  /// to the line from `tangent1End` to `tangent2End` (Core Graphics' `addArc(tangent1End:…)`),
  /// preceded by a line to its first tangent point; a line to `tangent1End` when the points are
  /// collinear or the radius is 0, a move there when the path is empty.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard let current = currentPoint else { return move(to: tangent1End) }
    guard
      let arc = TangentArc(
        from: current, tangent1End: tangent1End, tangent2End: tangent2End, radius: max(0, radius))
    else { return addLine(to: tangent1End) }
    addArc(
      center: arc.center, radius: radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
      clockwise: arc.increasing)
  }
}
