import Foundation

extension Path {
  /// Whether `point` lies inside the path mapped through `transform`, under `rule` (Core
  /// Graphics' `contains(_:using:transform:)`); open subpaths count as closed.
  ///
  /// - Complexity: O(elements); each curve is flattened into 16 segments.
  public func contains(_ point: CGPoint, using rule: FillRule = .winding, transform: Transform = .identity)
    -> Bool
  {
    var winding = 0
    var crossings = 0
    for polygon in applying(transform).flattenedSubpaths() {
      guard var a = polygon.last else { continue }
      for b in polygon {
        if (a.y <= point.y) != (b.y <= point.y) {
          let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
          if x > point.x {
            crossings += 1
            winding += b.y > a.y ? 1 : -1
          }
        }
        a = b
      }
    }
    return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// The subpaths as polygons, curves flattened into `segments` lines each.
  func flattenedSubpaths(segments: Int = 16) -> [[CGPoint]] {
    flattenedPolylines(segments: segments).map(\.points).filter { $0.count > 1 }
  }

  /// A subpath flattened into points, and whether it was closed.
  struct Polyline {
    var points: [CGPoint]
    var isClosed: Bool
  }

  /// The subpaths flattened into polylines, curves into `segments` lines each, marked closed
  /// when a `closeSubpath` ended them. Only subpaths with a line or curve count: a lone
  /// `move(to:)` is none, a line to its own start is (a stroke gives it caps).
  func flattenedPolylines(segments: Int = 16) -> [Polyline] {
    var result: [Polyline] = []
    var current: [CGPoint] = []
    var drawn = false
    func flush(closed: Bool) {
      if drawn { result.append(Polyline(points: current, isClosed: closed)) }
      current = []
      drawn = false
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush(closed: false)
        current = [p]
      case .line(let p):
        current.append(p)
        drawn = true
      case .quadCurve(let p, let c):
        drawn = true
        let p0 = current.last ?? c
        for i in 1...segments {
          let t = CGFloat(i) / CGFloat(segments)
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y
            ))
        }
      case .curve(let p, let c1, let c2):
        drawn = true
        let p0 = current.last ?? c1
        for i in 1...segments {
          let t = CGFloat(i) / CGFloat(segments)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
        }
      case .closeSubpath:
        let start = current.first
        flush(closed: true)
        if let start { current = [start] }
      }
    }
    flush(closed: false)
    return result
  }
}
