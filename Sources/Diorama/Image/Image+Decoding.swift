import Foundation

extension Image {
  /// Decodes a PNG or a JPEG, the format told by the data's first bytes (never by a name).
  ///
  /// PNG: see ``init(pngData:)``. JPEG (through libjpeg-turbo): baseline and progressive;
  /// grayscale, YCbCr and CMYK (Adobe-inverted or not) become 8-bit RGBA with alpha 255; an EXIF
  /// orientation is applied, so the pixels are upright and ``size`` is the size UIKit reports for
  /// the same file (UIKit keeps the stored pixels and an `imageOrientation` instead). JPEG colour
  /// profiles are not applied: samples are taken as sRGB.
  ///
  /// - Parameters:
  ///   - data: the encoded bytes.
  ///   - scale: pixels per point of the result.
  /// - Throws: ``ImageError/emptyData``, ``ImageError/unsupportedFormat``,
  ///   ``ImageError/corruptPNG(reason:)``, ``ImageError/corruptJPEG(reason:)`` (damaged or
  ///   truncated), ``ImageError/invalidDimensions(width:height:)`` (checked from the header,
  ///   before any pixel memory is allocated), ``ImageError/invalidArgument(_:)`` for a bad scale.
  public init(decoding data: Data, scale: CGFloat = 1) throws {
    var image = try data.withUnsafeBytes { bytes throws(ImageError) in try EncodedImageFormat.decode(bytes) }
    try image.setScale(scale)
    self = image
  }

  /// UIKit's `UIImage(data:scale:)`: the decoded PNG or JPEG, or `nil` when the data is not one
  /// (use ``init(decoding:scale:)`` to learn why).
  public init?(data: Data, scale: CGFloat = 1) {
    guard let image = try? Image(decoding: data, scale: scale) else { return nil }
    self = image
  }

  /// Loads a PNG or JPEG file (see ``init(decoding:scale:)`` for what is accepted). The scale
  /// is 1 whatever the file's name; ``init(contentsOfFile:)`` reads `@2x` and `@3x` suffixes.
  ///
  /// - Throws: ``ImageError/fileNotFound(_:)``, ``ImageError/unreadable(_:reason:)`` (a folder,
  ///   no permission, an I/O error), and the decoding errors of ``init(decoding:scale:)``.
  public init(contentsOf url: URL) throws {
    let bytes = try FileReader.contents(of: url)
    self = try bytes.withUnsafeBytes { bytes throws(ImageError) in try EncodedImageFormat.decode(bytes) }
  }

  /// UIKit's `UIImage(contentsOfFile:)`: the PNG or JPEG at `path`, or `nil` when it is
  /// missing, unreadable or not a picture (``init(contentsOf:)`` throws the reason instead).
  /// A file name ending in `@2x` or `@3x` (before the extension) gives the image that scale,
  /// as in UIKit.
  public init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    guard var image = try? Image(contentsOf: url) else { return nil }
    try? image.setScale(ImageResourceName.scale(ofFile: url.lastPathComponent))
    self = image
  }

  mutating func setScale(_ scale: CGFloat) throws(ImageError) {
    guard scale.isFinite, scale > 0 else {
      throw ImageError.invalidArgument("the scale \(scale) must be finite and positive")
    }
    var copy = Image(storage: storage, width: width, height: height, scale: scale)
    copy.renderingMode = renderingMode
    copy.capInsets = capInsets
    copy.resizingMode = resizingMode
    copy.isResizable = isResizable
    self = copy
  }
}
