import Foundation

extension Path {
  /// The path whose control points lie at `progress` between this path's and `other`'s, or `nil`
  /// when the two paths do not have the same elements in the same order (the caller then switches
  /// discretely, as the contract asks).
  func interpolated(to other: Path, progress: Double) -> Path? {
    guard elements.count == other.elements.count else { return nil }
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { a.interpolated(to: b, progress: progress) }
    var result = Path()
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move(let p), .move(let q)): result.move(to: mix(p, q))
      case (.line(let p), .line(let q)): result.addLine(to: mix(p, q))
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        result.addQuadCurve(to: mix(p, q), control: mix(c, d))
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        result.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
      case (.closeSubpath, .closeSubpath): result.closeSubpath()
      default: return nil
      }
    }
    return result
  }
}
