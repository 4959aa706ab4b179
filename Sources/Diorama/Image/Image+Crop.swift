import Foundation

extension Image {
  /// The part of the image inside `unit`, a rectangle in unit coordinates of the image (what a
  /// layer's ``Layer/contentsRect`` shows), cut to the image and rounded out to whole pixels; the
  /// image itself for the unit rectangle, `nil` when nothing of it remains.
  func cropped(toUnitRect unit: CGRect) -> Image? {
    let r = unit.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
    guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
    let x0 = Int((r.minX * CGFloat(width)).rounded(.down))
    let y0 = Int((r.minY * CGFloat(height)).rounded(.down))
    let x1 = max(x0 + 1, min(width, Int((r.maxX * CGFloat(width)).rounded(.up))))
    let y1 = max(y0 + 1, min(height, Int((r.maxY * CGFloat(height)).rounded(.up))))
    if x0 == 0, y0 == 0, x1 == width, y1 == height { return self }
    let source = pixels
    var bytes: [UInt8] = []
    bytes.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 {
      let row = (y * width + x0) * 4
      bytes.append(contentsOf: source[row..<(row + (x1 - x0) * 4)])
    }
    guard var cropped = try? Image(width: x1 - x0, height: y1 - y0, pixels: bytes, scale: scale) else {
      return nil
    }
    cropped.renderingMode = renderingMode
    return cropped
  }
}
