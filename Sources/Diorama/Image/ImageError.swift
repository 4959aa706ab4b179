import Foundation

/// Everything that can go wrong loading, decoding, saving, encoding or comparing an ``Image``.
///
/// Each case carries what is needed to fix the problem, and ``description``
/// says what to do next.
public enum ImageError: Error, Equatable, CustomStringConvertible {
  /// No file exists at the URL.
  case fileNotFound(URL)
  /// The file exists but could not be read (a folder, no permission, an I/O error).
  case unreadable(URL, reason: String)
  /// The data does not start with the PNG signature.
  case notPNG
  /// The data starts like a PNG but is truncated or damaged.
  case corruptPNG(reason: String)
  /// The data starts like a JPEG but is truncated or damaged.
  case corruptJPEG(reason: String)
  /// The data is empty (a file of zero bytes).
  case emptyData
  /// The data is neither a PNG nor a JPEG (judged by its first bytes, not by a file name).
  case unsupportedFormat
  /// Zero, negative or absurd dimensions: each side must be 1…32767 pixels and the
  /// image at most 2^28 pixels.
  case invalidDimensions(width: Int, height: Int)
  /// The pixel buffer does not hold exactly `width * height * 4` bytes.
  case pixelCountMismatch(expected: Int, actual: Int)
  /// The file could not be written; nothing was left behind at the destination.
  case unwritable(URL, reason: String)
  /// The PNG encoder failed (out of memory).
  case encodingFailed(reason: String)
  /// Two images that must have the same pixel size do not.
  case sizeMismatch(width: Int, height: Int, otherWidth: Int, otherHeight: Int)
  /// An argument or option is out of its documented range.
  case invalidArgument(String)

  /// The largest accepted width or height, in pixels.
  public static let maximumSide = 32767
  /// The largest accepted pixel count, 2^28 (1 GiB of RGBA).
  public static let maximumPixelCount = 1 << 28

  /// A sentence that names the problem and the way out.
  public var description: String {
    switch self {
    case .fileNotFound(let url):
      "No file at \(url.path). Check the path, or record the image first."
    case .unreadable(let url, let reason):
      "Cannot read \(url.path): \(reason). Check that it is a file you may read."
    case .notPNG:
      "The data is not a PNG (no PNG signature). Only PNG files can be loaded."
    case .corruptPNG(let reason):
      "The PNG is damaged: \(reason). Re-create or re-download the file."
    case .corruptJPEG(let reason):
      "The JPEG is damaged: \(reason). Re-create or re-download the file."
    case .emptyData:
      "The image data is empty (a file of zero bytes). Re-create or re-download the file."
    case .unsupportedFormat:
      "The data is neither a PNG nor a JPEG (its first bytes match neither signature). "
        + "Convert it to PNG or JPEG; SVG files load through DioramaSVG."
    case .invalidDimensions(let width, let height):
      "Invalid image size \(width)×\(height): each side must be 1…\(Self.maximumSide) pixels "
        + "and the image at most \(Self.maximumPixelCount) pixels."
    case .pixelCountMismatch(let expected, let actual):
      "The pixel buffer holds \(actual) bytes but width × height × 4 is \(expected). "
        + "Pass packed RGBA rows with no padding."
    case .unwritable(let url, let reason):
      "Cannot write \(url.path): \(reason). Check that the folder exists and is writable; "
        + "no partial file was left behind."
    case .encodingFailed(let reason):
      "PNG encoding failed: \(reason)."
    case .sizeMismatch(let width, let height, let otherWidth, let otherHeight):
      "The images differ in size (\(width)×\(height) vs \(otherWidth)×\(otherHeight)); "
        + "render at the reference size or re-record the reference."
    case .invalidArgument(let reason):
      "Invalid argument: \(reason)."
    }
  }

  /// Throws ``invalidDimensions(width:height:)`` unless the size is acceptable.
  static func validate(width: Int, height: Int) throws(ImageError) {
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide,
      width * height <= maximumPixelCount
    else { throw ImageError.invalidDimensions(width: width, height: height) }
  }
}
