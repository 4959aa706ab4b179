import CPNGEncoder
import Foundation

/// The C encoder's reusable state: libdeflate's compressor for the last level used, the
/// neighbour search's tables once it has run, and the buffers rows are filtered and compressed
/// into (about twice the frame's RGB size). A renderer keeps one, so encoding frame after frame
/// allocates only the returned PNG.
///
/// Not thread-safe: one scratch serves one encode at a time, like the renderer that owns it.
final class PNGEncoderScratch {
  private let encoder: OpaquePointer

  init() throws(ImageError) {
    guard let encoder = diorama_png_encoder_create() else {
      throw .encodingFailed(reason: "out of memory creating the PNG encoder")
    }
    self.encoder = encoder
  }

  deinit { diorama_png_encoder_free(encoder) }

  /// Bytes kept between encodes.
  var retainedByteCount: Int { diorama_png_encoder_retained_bytes(encoder) }

  /// Validates in Swift (so the C call never sees a truncated integer), encodes, and wraps the
  /// encoder's malloc'd PNG in `Data` without copying it.
  func encode(
    base: UnsafeRawPointer, width: Int, height: Int, stride: Int, source: diorama_png_source,
    alpha: diorama_png_alpha, options: PNGEncodingOptions
  ) throws(ImageError) -> Data {
    try ImageError.validate(width: width, height: height)
    guard stride >= width * 4 else {
      throw .invalidArgument("the stride \(stride) is less than width × 4 = \(width * 4)")
    }
    guard PNGEncodingOptions.compressionLevels.contains(options.compressionLevel) else {
      throw .invalidArgument(
        "the compression level \(options.compressionLevel) is outside \(PNGEncodingOptions.compressionLevels)"
      )
    }
    var out: UnsafeMutableRawPointer?
    var size = 0
    let failure = withMessageBuffer { message, capacity -> ImageError? in
      let status = diorama_png_encoder_encode(
        encoder, base, UInt32(width), UInt32(height), stride, source, alpha, Int32(options.compressionLevel),
        options.search.cValue, options.filter.cValue, &out, &size, message, capacity)
      guard status == DIORAMA_PNG_ENCODER_OK else { return .encodingFailed(reason: String(cString: message)) }
      return nil
    }
    if let failure { throw failure }
    guard let out else { throw .encodingFailed(reason: "the encoder produced no output") }
    return Data(bytesNoCopy: out, count: size, deallocator: .free)
  }
}
