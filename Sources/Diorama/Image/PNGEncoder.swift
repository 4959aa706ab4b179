import CPNGEncoder
import Foundation

/// Low-level PNG encoding entry points, for callers that own a pixel buffer
/// (the renderer's Cairo frame buffer) and must not copy it.
///
/// Rows are converted and filtered in C into one scratch buffer, compressed in a single call
/// (a zlib stream, as PNG requires; libdeflate's or the neighbour search's, see
/// ``PNGMatchSearch``), and written with their chunks into the returned
/// `Data`, which owns the only copy of the file. ``Renderer/pngData(options:)`` keeps that
/// scratch between frames; these functions allocate it for each call.
///
/// Every function validates its arguments and throws ``ImageError``; none of
/// them traps on bad sizes, strides or options.
public enum PNGEncoder {
  /// Encodes a buffer in Cairo's native layout (`CAIRO_FORMAT_ARGB32` or
  /// `RGB24`): one native-endian `UInt32` per pixel holding premultiplied
  /// ARGB (bytes B, G, R, A on little-endian machines), rows `stride` bytes apart.
  ///
  /// Colours are un-premultiplied with round-to-nearest, `(c × 255 + a / 2) / a`; alpha 0
  /// gives (0, 0, 0, 0). The PNG is RGB when `opaque` is true (every alpha is promised to be
  /// 255, or alpha is meaningless as in `RGB24`) or when a scan of the alpha channel finds it
  /// all 255 (about 0.3 ms for 1280×720); otherwise RGBA.
  ///
  /// Cost for a 1280×720 interface frame: about 1.3 ms with ``PNGEncodingOptions/fast``, four
  /// times that with ``PNGEncodingOptions/compact`` (see ``PNGEncodingOptions`` for each preset).
  ///
  /// - Parameters:
  ///   - base: the first byte of the top row; `height × stride` bytes must be readable.
  ///   - width: pixels per row, 1…32767.
  ///   - height: rows, 1…32767 (and at most 2^28 pixels in all).
  ///   - stride: bytes from one row to the next, at least `width × 4`.
  ///   - opaque: true to write RGB without looking at alpha.
  ///   - options: compression level and filter.
  /// - Returns: the PNG file's bytes.
  /// - Throws: ``ImageError/invalidDimensions(width:height:)``,
  ///   ``ImageError/invalidArgument(_:)`` (stride or options),
  ///   ``ImageError/encodingFailed(reason:)`` (out of memory).
  public static func encodeARGB32Premultiplied(
    base: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool,
    options: PNGEncodingOptions
  ) throws -> Data {
    try PNGEncoderScratch().encode(
      base: base, width: width, height: height, stride: stride,
      source: DIORAMA_PNG_SOURCE_ARGB32_PREMULTIPLIED,
      alpha: opaque ? DIORAMA_PNG_ALPHA_DROP : DIORAMA_PNG_ALPHA_AUTOMATIC, options: options)
  }

  /// Encodes a Cairo-layout buffer like
  /// ``encodeARGB32Premultiplied(base:width:height:stride:opaque:options:)`` and
  /// writes the PNG to `url` atomically (see ``AtomicFileWriter``), straight
  /// from the encoder's buffer.
  ///
  /// - Throws: the errors of the in-memory variant, and
  ///   ``ImageError/unwritable(_:reason:)``, in which case no file is left behind.
  public static func encodeARGB32Premultiplied(
    base: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool,
    options: PNGEncodingOptions, to url: URL
  ) throws {
    let data = try encodeARGB32Premultiplied(
      base: base, width: width, height: height, stride: stride, opaque: opaque, options: options)
    try AtomicFileWriter.write(data, to: url)
  }

  /// Encodes packed straight-alpha RGBA rows (the layout of ``Image/pixels``).
  /// Writes RGB when `alpha` is false.
  static func encodeRGBA(
    base: UnsafeRawPointer, width: Int, height: Int, stride: Int, alpha: Bool,
    options: PNGEncodingOptions
  ) throws(ImageError) -> Data {
    try PNGEncoderScratch().encode(
      base: base, width: width, height: height, stride: stride, source: DIORAMA_PNG_SOURCE_RGBA,
      alpha: alpha ? DIORAMA_PNG_ALPHA_KEEP : DIORAMA_PNG_ALPHA_DROP, options: options)
  }
}
