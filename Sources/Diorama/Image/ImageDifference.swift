import Foundation

/// The result of ``ImageComparator/compare(_:_:)``: how many pixels differ,
/// where, by how much, and a picture of it.
public struct ImageDifference: Sendable, Equatable, CustomStringConvertible {
  /// Pixels whose perceptual difference exceeds the threshold and that are not
  /// anti-aliased edges. These decide ``matches``.
  public let differingPixelCount: Int
  /// Pixels over the threshold that were judged anti-aliased edges (counted, never failing).
  public let antiAliasedPixelCount: Int
  /// The largest perceptual difference of any pixel, on the scale of
  /// ``ImageComparator/threshold``: 0 (identical) … 1 (the most distant colours;
  /// black against white is about 0.97).
  public let worstDelta: Double
  /// The smallest pixel rectangle (origin top-left, integral) holding every
  /// differing pixel, or nil when none differs.
  public let boundingBox: CGRect?
  /// The number of pixels compared, `width × height`.
  public let totalPixelCount: Int
  /// True when ``differingPixelCount`` is within the comparator's
  /// ``ImageComparator/allowedDifferingFraction``.
  public let matches: Bool
  /// Differences in red and anti-aliased pixels in yellow, over a faded greyscale
  /// copy of the first image; the same size as the compared images.
  public let diffImage: Image

  /// ``differingPixelCount`` divided by ``totalPixelCount``.
  public var differingFraction: Double { Double(differingPixelCount) / Double(totalPixelCount) }

  /// One line for test failures: counts, fraction, worst delta and where.
  public var description: String {
    var text =
      "\(differingPixelCount) of \(totalPixelCount) pixels differ"
      + " (\(String(format: "%.4f", differingFraction * 100)) %),"
      + " \(antiAliasedPixelCount) anti-aliased, worst delta \(String(format: "%.3f", worstDelta))"
    if let box = boundingBox {
      text += ", within x \(Int(box.minX))..<\(Int(box.maxX)), y \(Int(box.minY))..<\(Int(box.maxY))"
    }
    return text
  }
}
