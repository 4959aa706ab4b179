import CJPEGSupport

/// Decodes JPEG bytes into an ``Image`` through the C shim (which keeps libjpeg's longjmp error
/// handling away from Swift), then turns the pixels upright as the EXIF orientation says.
enum JPEGDecoder {
  /// Decodes a JPEG held in memory. Cost: one libjpeg-turbo decode straight into the image's
  /// pixel array (plus one copy when an EXIF orientation other than "up" applies).
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageError) -> Image {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var failure: ImageError?
    let pixels = withMessageBuffer { message, capacity in
      let status = diorama_jpeg_read_size(bytes.baseAddress, bytes.count, &width, &height, message, capacity)
      guard status == DIORAMA_JPEG_OK else {
        failure = error(status, message: message, width: width, height: height)
        return [UInt8]()
      }
      let count = Int(width) * Int(height) * 4
      return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        let status = diorama_jpeg_decode_rgba(
          bytes.baseAddress, bytes.count, buffer.baseAddress, count, &width, &height, message, capacity)
        if status == DIORAMA_JPEG_OK {
          initialized = count
        } else {
          failure = error(status, message: message, width: width, height: height)
          initialized = 0
        }
      }
    }
    if let failure { throw failure }
    let stored = Image(validatedWidth: Int(width), height: Int(height), pixels: pixels, scale: 1)
    return ExifOrientation(jpeg: bytes).upright(stored)
  }

  private static func error(
    _ status: diorama_jpeg_status, message: UnsafePointer<CChar>, width: UInt32, height: UInt32
  ) -> ImageError {
    let reason = String(cString: message)
    switch status {
    case DIORAMA_JPEG_NOT_JPEG: return .unsupportedFormat
    case DIORAMA_JPEG_BAD_DIMENSIONS: return .invalidDimensions(width: Int(width), height: Int(height))
    default: return .corruptJPEG(reason: reason.isEmpty ? "libjpeg status \(status.rawValue)" : reason)
    }
  }
}
