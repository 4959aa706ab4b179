import Foundation

extension Image {
  /// Decodes a PNG in memory: any colour type and bit depth (grey, grey+alpha,
  /// palette with or without transparency, RGB, RGBA; 1…16 bits; interlaced or
  /// not) becomes 8-bit straight RGBA. 16-bit samples are rounded to 8 bits;
  /// gamma chunks are ignored, so values are taken as stored. Cost: about 10 ms
  /// for a 1280×720 frame, decoded straight into ``pixels``.
  ///
  /// - Throws: ``ImageError/notPNG``, ``ImageError/corruptPNG(reason:)`` (truncated,
  ///   bad checksums or compressed data), ``ImageError/invalidDimensions(width:height:)``.
  public init(pngData: Data) throws {
    self = try pngData.withUnsafeBytes { bytes throws(ImageError) in try PNGDecoder.decode(bytes) }
  }

  /// Encodes the image as PNG: RGB when every pixel is opaque, RGBA otherwise,
  /// so decoding gives back exactly these pixels. The scale is not stored.
  ///
  /// - Throws: ``ImageError/invalidArgument(_:)`` for a compression level outside
  ///   0…9, ``ImageError/encodingFailed(reason:)``.
  public func pngData(options: PNGEncodingOptions = .default) throws -> Data {
    let alpha = !isOpaque
    return try pixels.withUnsafeBytes { bytes in
      try PNGEncoder.encodeRGBA(
        base: bytes.baseAddress!, width: width, height: height, stride: width * 4, alpha: alpha,
        options: options)
    }
  }

  /// Writes the image as a PNG file, atomically (see ``AtomicFileWriter``).
  ///
  /// - Throws: the errors of ``pngData(options:)`` and
  ///   ``ImageError/unwritable(_:reason:)``, in which case no file is left behind.
  public func write(to url: URL, options: PNGEncodingOptions = .default) throws {
    try AtomicFileWriter.write(pngData(options: options), to: url)
  }
}
