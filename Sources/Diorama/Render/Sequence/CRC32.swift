import CPNGEncoder

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320): libdeflate's, which the encoder
/// uses too.
enum CRC32 {
  /// The CRC of `bytes`.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    diorama_png_crc32(0, bytes.baseAddress, bytes.count)
  }
}
