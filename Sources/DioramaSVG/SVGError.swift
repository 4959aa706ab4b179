import Diorama
import Foundation

/// Everything that can go wrong turning an SVG into an `Image`.
///
/// Each case carries what is needed to fix the problem, and ``description`` says what to do
/// next.
public enum SVGError: Error, Equatable, CustomStringConvertible {
  /// No file exists at the URL.
  case fileNotFound(URL)
  /// The file exists but could not be read (a folder, no permission, an I/O error).
  case unreadable(URL, reason: String)
  /// librsvg could not parse the data as SVG (empty, not XML, not SVG, damaged).
  case invalidSVG(reason: String)
  /// No size was given and the SVG has no intrinsic size in pixels (no `width` and `height`,
  /// or sizes in percent).
  case noIntrinsicSize
  /// The rasterised image would have zero or absurd pixel dimensions (see
  /// `ImageError.maximumSide` and `ImageError.maximumPixelCount`).
  case invalidDimensions(width: Int, height: Int)
  /// A size or scale that is not finite and positive.
  case invalidArgument(String)
  /// librsvg failed while drawing.
  case renderingFailed(reason: String)

  /// A sentence that names the problem and the way out.
  public var description: String {
    switch self {
    case .fileNotFound(let url):
      "No SVG file at \(url.path). Check the path."
    case .unreadable(let url, let reason):
      "Cannot read \(url.path): \(reason). Check that it is a file you may read."
    case .invalidSVG(let reason):
      "The data is not a valid SVG: \(reason). Re-create or re-download the file."
    case .noIntrinsicSize:
      "The SVG has no width and height in pixels; pass the size to rasterise it at."
    case .invalidDimensions(let width, let height):
      "Cannot rasterise the SVG at \(width)×\(height) pixels: each side must be 1…"
        + "\(ImageError.maximumSide) pixels. Pass a smaller size or scale."
    case .invalidArgument(let reason):
      "Invalid argument: \(reason)."
    case .renderingFailed(let reason):
      "librsvg failed to draw the SVG: \(reason)."
    }
  }
}
