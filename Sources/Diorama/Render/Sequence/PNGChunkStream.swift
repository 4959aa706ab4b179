import Foundation

/// Reads and writes the chunk layer of PNG files — the part the animated-PNG writer needs to
/// reuse each frame's compressed image data without decoding it.
enum PNGChunkStream {
  /// The eight bytes every PNG starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk of a PNG: its four-letter type and where its data lies in the file.
  struct Chunk {
    var type: String
    var data: Range<Int>
  }

  /// The chunks of a PNG file, in order, up to and including `IEND`.
  /// - Throws: ``ImageError/notPNG`` or ``ImageError/corruptPNG(reason:)`` when the layout is
  ///   broken (CRCs are not checked here: the data comes straight from the encoder).
  static func chunks(of png: UnsafeRawBufferPointer) throws(ImageError) -> [Chunk] {
    guard png.count >= 8, signature.indices.allSatisfy({ png[$0] == signature[$0] }) else {
      throw .notPNG
    }
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = Int(readUInt32(png, at: offset))
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard length <= png.count - start - 4 else {
        throw .corruptPNG(reason: "the \(type) chunk runs past the end of the data")
      }
      chunks.append(Chunk(type: type, data: start..<(start + length)))
      offset = start + length + 4
      if type == "IEND" { return chunks }
    }
    throw .corruptPNG(reason: "the data ends before the IEND chunk")
  }

  /// Appends a chunk — length, type, data and CRC — to `output`.
  static func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer, to output: inout [UInt8]) {
    appendUInt32(UInt32(data.count), to: &output)
    let typeStart = output.count
    output.append(contentsOf: type.utf8)
    output.append(contentsOf: data)
    let crc = output.withUnsafeBytes { bytes in
      CRC32.checksum(UnsafeRawBufferPointer(rebasing: bytes[typeStart...]))
    }
    appendUInt32(crc, to: &output)
  }

  /// Appends a chunk whose data is a byte array.
  static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
    data.withUnsafeBytes { appendChunk(type, $0, to: &output) }
  }

  static func appendUInt32(_ value: UInt32, to output: inout [UInt8]) {
    output.append(contentsOf: [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
    ])
  }

  static func appendUInt16(_ value: UInt16, to output: inout [UInt8]) {
    output.append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
  }

  static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }
}
