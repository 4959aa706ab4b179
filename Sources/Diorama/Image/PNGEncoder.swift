import CPNGSupport
import Foundation

/// Low-level PNG encoding entry points, for callers that own a pixel buffer
/// (the renderer's Cairo frame buffer) and must not copy it.
///
/// Every function validates its arguments and throws ``ImageError``; none of
/// them traps on bad sizes, strides or options.
public enum PNGEncoder {
  /// Encodes a buffer in Cairo's native layout (`CAIRO_FORMAT_ARGB32` or
  /// `RGB24`): one native-endian `UInt32` per pixel holding premultiplied
  /// ARGB (bytes B, G, R, A on little-endian machines), rows `stride` bytes apart.
  ///
  /// Rows are converted one at a time into a reused row buffer and handed to
  /// libpng, so the frame is never copied. Colours are un-premultiplied with
  /// round-to-nearest, `(c × 255 + a / 2) / a`; alpha 0 gives (0, 0, 0, 0).
  /// The PNG is RGB when `opaque` is true (every alpha is promised to be 255,
  /// or alpha is meaningless as in `RGB24`) or when a scan of the alpha
  /// channel finds it all 255 (about 0.3 ms for 1280×720); otherwise RGBA.
  ///
  /// Cost for a 1280×720 opaque frame with ``PNGEncodingOptions/fast``: about
  /// 1 ms of conversion plus 6 ms of deflate; with ``PNGEncodingOptions/default``
  /// about 35 ms.
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
  ///   ``ImageError/encodingFailed(reason:)``.
  public static func encodeARGB32Premultiplied(
    base: UnsafeRawPointer, width: Int, height: Int, stride: Int, opaque: Bool,
    options: PNGEncodingOptions
  ) throws -> Data {
    try encode(width: width, height: height, stride: stride, options: options) {
      level, filter, out, size, message, capacity in
      diorama_png_encode_argb32(
        base, UInt32(width), UInt32(height), stride, opaque ? 1 : 0, level, filter, out, size,
        message, capacity)
    }
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
  ) throws -> Data {
    try encode(width: width, height: height, stride: stride, options: options) {
      level, filter, out, size, message, capacity in
      diorama_png_encode_rgba(
        base, UInt32(width), UInt32(height), stride, alpha ? 1 : 0, level, filter, out, size,
        message, capacity)
    }
  }

  /// Validates in Swift (so the C call never sees a truncated integer), runs
  /// one shim encoder, and wraps its malloc'd buffer in `Data` without copying.
  private static func encode(
    width: Int, height: Int, stride: Int, options: PNGEncodingOptions,
    _ call: (
      Int32, diorama_png_filter, UnsafeMutablePointer<UnsafeMutableRawPointer?>,
      UnsafeMutablePointer<Int>, UnsafeMutablePointer<CChar>, Int
    ) -> diorama_png_status
  ) throws -> Data {
    try ImageError.validate(width: width, height: height)
    guard stride >= width * 4 else {
      throw ImageError.invalidArgument("the stride \(stride) is less than width × 4 = \(width * 4)")
    }
    guard (0...9).contains(options.compressionLevel) else {
      throw ImageError.invalidArgument(
        "the compression level \(options.compressionLevel) is outside 0…9")
    }
    var out: UnsafeMutableRawPointer?
    var size = 0
    var failure: ImageError?
    withMessageBuffer { message, capacity in
      let status = call(
        Int32(options.compressionLevel), options.filter.cValue, &out, &size, message, capacity)
      if status != DIORAMA_PNG_OK {
        failure = .encodingFailed(reason: String(cString: message))
      }
    }
    if let failure { throw failure }
    guard let out else { throw ImageError.encodingFailed(reason: "libpng produced no output") }
    return Data(bytesNoCopy: out, count: size, deallocator: .free)
  }
}
