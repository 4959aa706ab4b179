/// The file formats ``Image`` decodes, told apart by their first bytes (never by a file name).
enum EncodedImageFormat {
  case png
  case jpeg

  /// The format whose signature `bytes` start with, or `nil`.
  ///
  /// PNG: the eight bytes `89 50 4E 47 0D 0A 1A 0A`. JPEG: an SOI marker followed by the start
  /// of another marker, `FF D8 FF`.
  init?(sniffing bytes: UnsafeRawBufferPointer) {
    if bytes.count >= 8, bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
      self = .jpeg
    } else {
      return nil
    }
  }

  /// Decodes `bytes` as any supported format.
  ///
  /// - Throws: ``ImageError/emptyData``, ``ImageError/unsupportedFormat``, or the decoder's errors.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageError) -> Image {
    guard !bytes.isEmpty else { throw .emptyData }
    switch EncodedImageFormat(sniffing: bytes) {
    case .png: return try PNGDecoder.decode(bytes)
    case .jpeg: return try JPEGDecoder.decode(bytes)
    case nil: throw .unsupportedFormat
    }
  }
}
