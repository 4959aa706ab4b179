import Foundation

/// The extremes and the average of reference points, accumulated without intermediate arrays
/// (relative positioning runs once per laid-out view, so it stays allocation-free).
struct PinReferenceExtent {
  var minX: CGFloat
  var maxX: CGFloat
  var minY: CGFloat
  var maxY: CGFloat
  var sumX: CGFloat
  var sumY: CGFloat
  var count: CGFloat

  init(_ point: CGPoint) {
    (minX, maxX, sumX) = (point.x, point.x, point.x)
    (minY, maxY, sumY) = (point.y, point.y, point.y)
    count = 1
  }

  mutating func add(_ point: CGPoint) {
    minX = min(minX, point.x)
    maxX = max(maxX, point.x)
    minY = min(minY, point.y)
    maxY = max(maxY, point.y)
    sumX += point.x
    sumY += point.y
    count += 1
  }

  var averageX: CGFloat { sumX / count }
  var averageY: CGFloat { sumY / count }
}
