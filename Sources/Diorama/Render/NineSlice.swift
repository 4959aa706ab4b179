import Foundation

/// The nine cells a sliced contents image is drawn in: for each axis, three spans of source
/// pixels (start cap, middle, end cap) and the three spans of the destination they fill.
///
/// Caps keep their size in points (their pixels divided by the image's scale); when the
/// destination is shorter than both caps together, the caps shrink in proportion and the middle
/// disappears, as with Core Animation's `contentsCenter`.
struct NineSlice {
  /// A span of source pixels and the destination span (in the layer's user space) it fills.
  struct Span {
    var sourceStart: Int
    var sourceLength: Int
    var start: CGFloat
    var length: CGFloat
    /// Whether this is the middle span, which tiles in ``Image/ResizingMode/tile`` mode.
    var isMiddle: Bool
  }

  /// The three columns and three rows.
  let columns: [Span]
  let rows: [Span]
  /// Whether the middle spans repeat at their own size instead of stretching.
  let tiles: Bool

  /// The slicing of `image` drawn into `rect`: by its cap insets when it is resizable, else by
  /// `contentsCenter`; `nil` when the whole image simply stretches.
  init?(image: Image, contentsCenter: CGRect, in rect: CGRect) {
    let scale = image.scale
    let left: Int
    let right: Int
    let top: Int
    let bottom: Int
    if image.isResizable {
      let insets = image.capInsets
      left = Int((insets.left * scale).rounded())
      right = Int((insets.right * scale).rounded())
      top = Int((insets.top * scale).rounded())
      bottom = Int((insets.bottom * scale).rounded())
      tiles = image.resizingMode == .tile
    } else {
      guard contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) else { return nil }
      let center = contentsCenter.standardized
      let w = CGFloat(image.width)
      let h = CGFloat(image.height)
      left = Int((min(max(center.minX, 0), 1) * w).rounded())
      right = image.width - Int((min(max(center.maxX, 0), 1) * w).rounded())
      top = Int((min(max(center.minY, 0), 1) * h).rounded())
      bottom = image.height - Int((min(max(center.maxY, 0), 1) * h).rounded())
      tiles = false
    }
    columns = Self.spans(
      pixels: image.width, startCap: left, endCap: right, scale: scale, from: rect.minX, length: rect.width)
    rows = Self.spans(
      pixels: image.height, startCap: top, endCap: bottom, scale: scale, from: rect.minY, length: rect.height)
  }

  /// One axis: caps of `startCap` and `endCap` pixels out of `pixels`, drawn over `length`.
  private static func spans(
    pixels: Int, startCap: Int, endCap: Int, scale: CGFloat, from origin: CGFloat, length: CGFloat
  ) -> [Span] {
    let startCap = min(max(startCap, 0), pixels)
    let endCap = min(max(endCap, 0), pixels - startCap)
    var middle = pixels - startCap - endCap
    var middleSource = startCap
    if middle == 0 {
      // No pixels between the caps: the middle repeats the column (or row) at the seam.
      middleSource = min(startCap, pixels - 1)
      middle = 1
    }
    var startPoints = CGFloat(startCap) / scale
    var endPoints = CGFloat(endCap) / scale
    if startPoints + endPoints > length {
      let factor = startPoints + endPoints > 0 ? max(length, 0) / (startPoints + endPoints) : 0
      startPoints *= factor
      endPoints *= factor
    }
    let middlePoints = max(length - startPoints - endPoints, 0)
    return [
      Span(sourceStart: 0, sourceLength: startCap, start: origin, length: startPoints, isMiddle: false),
      Span(
        sourceStart: middleSource, sourceLength: middle, start: origin + startPoints, length: middlePoints,
        isMiddle: true),
      Span(
        sourceStart: pixels - endCap, sourceLength: endCap, start: origin + length - endPoints,
        length: endPoints, isMiddle: false),
    ]
  }
}
