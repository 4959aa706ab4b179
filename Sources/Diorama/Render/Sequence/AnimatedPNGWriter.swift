import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Streams frames into an animated PNG (APNG) without decoding them: each frame's PNG, as the encoder
/// wrote it, contributes its `IDAT` data unchanged — as the default image for the first frame,
/// as `fdAT` chunks for the others — so the preview costs a copy, not a second encode.
///
/// The file is built under a temporary name next to the destination and renamed by ``finish()``;
/// the frame count in `acTL`, unknown while a sequence may stop early, is patched in then.
/// Frames must be appended in order and share one `IHDR` (size, bit depth, colour type).
final class AnimatedPNGWriter {
  let url: URL
  private let temporary: URL
  private let delay: (numerator: UInt16, denominator: UInt16)
  private var descriptor: Int32 = -1
  private var header: [UInt8] = []  // the IHDR data of the first frame
  private var frameCount: UInt32 = 0
  private var sequenceNumber: UInt32 = 0
  private var buffer: [UInt8] = []

  /// Byte offset of `acTL`'s data: signature (8) + IHDR chunk (12 + 13) + length and type (8).
  private static let animationControlOffset: off_t = 8 + 25 + 8

  init(url: URL, framesPerSecond: Double) {
    self.url = url.standardizedFileURL
    temporary = self.url.deletingLastPathComponent().appendingPathComponent(
      ".\(self.url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    delay = Self.frameDelay(framesPerSecond: framesPerSecond)
  }

  deinit { abandon() }

  /// fcTL stores a frame's delay as a fraction of 16-bit integers: exactly 1/fps when fps has up
  /// to three decimals (29.97 fps gives 100/2997 s), else the nearest millisecond.
  static func frameDelay(framesPerSecond: Double) -> (numerator: UInt16, denominator: UInt16) {
    for numerator in [1.0, 10, 100, 1000] {
      let denominator = framesPerSecond * numerator
      if abs(denominator - denominator.rounded()) < 1e-6, denominator.rounded() >= 1,
        denominator.rounded() <= Double(UInt16.max)
      {
        return (UInt16(numerator), UInt16(denominator.rounded()))
      }
    }
    return (UInt16(min(Double(UInt16.max), max(1, (1000 / framesPerSecond).rounded()))), 1000)
  }

  /// The colour type byte of a PNG's header (2 = RGB, 6 = RGBA), or `nil` for data that is
  /// not a PNG.
  static func colorType(of png: Data) -> UInt8? {
    png.count > 25 ? png[png.startIndex + 25] : nil
  }

  /// Appends the next frame.
  /// - Throws: ``ImageError`` when the PNG cannot be parsed, its header differs from the first
  ///   frame's, or the file cannot be written.
  func append(_ png: Data) throws(ImageError) {
    let outcome: Result<Void, ImageError> = png.withUnsafeBytes { bytes in
      Result { () throws(ImageError) in try appendFrame(bytes) }
    }
    if case .failure(let error) = outcome {
      abandon()
      throw error
    }
  }

  private func appendFrame(_ bytes: UnsafeRawBufferPointer) throws(ImageError) {
    let chunks = try PNGChunkStream.chunks(of: bytes)
    guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
      throw ImageError.corruptPNG(reason: "the first chunk is not IHDR")
    }
    buffer.removeAll(keepingCapacity: true)
    if frameCount == 0 {
      header = Array(bytes[ihdr.data])
      try openTemporaryFile()
      buffer.append(contentsOf: PNGChunkStream.signature)
      PNGChunkStream.appendChunk("IHDR", header, to: &buffer)
      var control: [UInt8] = []
      PNGChunkStream.appendUInt32(0, to: &control)  // frame count, patched by finish()
      PNGChunkStream.appendUInt32(0, to: &control)  // loop forever
      PNGChunkStream.appendChunk("acTL", control, to: &buffer)
    } else if !header.elementsEqual(bytes[ihdr.data]) {
      throw ImageError.invalidArgument(
        "frame \(frameCount) of the animated PNG has a different size or colour type than the first")
    }
    appendFrameControl()
    for chunk in chunks where chunk.type == "IDAT" {
      let data = UnsafeRawBufferPointer(rebasing: bytes[chunk.data])
      if frameCount == 0 {
        PNGChunkStream.appendChunk("IDAT", data, to: &buffer)
      } else {
        var payload: [UInt8] = []
        payload.reserveCapacity(4 + data.count)
        PNGChunkStream.appendUInt32(nextSequenceNumber(), to: &payload)
        payload.append(contentsOf: data)
        PNGChunkStream.appendChunk("fdAT", payload, to: &buffer)
      }
    }
    try writeBuffer()
    frameCount += 1
  }

  /// Ends the file, patches the frame count and renames it into place.
  /// - Throws: ``ImageError/unwritable(_:reason:)``; the temporary file is removed.
  func finish() throws(ImageError) {
    guard frameCount > 0 else {
      abandon()
      throw ImageError.invalidArgument("an animated PNG needs at least one frame")
    }
    buffer.removeAll(keepingCapacity: true)
    PNGChunkStream.appendChunk("IEND", [], to: &buffer)
    do throws(ImageError) {
      try writeBuffer()
      var control: [UInt8] = []
      PNGChunkStream.appendUInt32(frameCount, to: &control)
      PNGChunkStream.appendUInt32(0, to: &control)
      var chunk: [UInt8] = []
      PNGChunkStream.appendChunk("acTL", control, to: &chunk)
      // Rewrite the whole acTL chunk (length, type, data, CRC) in place.
      let written = chunk.withUnsafeBytes {
        pwrite(descriptor, $0.baseAddress, $0.count, Self.animationControlOffset - 8)
      }
      guard written == chunk.count else {
        throw ImageError.unwritable(url, reason: String(cString: strerror(errno)))
      }
      guard close(descriptor) == 0 else {
        descriptor = -1
        throw ImageError.unwritable(url, reason: String(cString: strerror(errno)))
      }
      descriptor = -1
      guard rename(temporary.path, url.path) == 0 else {
        throw ImageError.unwritable(url, reason: String(cString: strerror(errno)))
      }
    } catch {
      abandon()
      throw error
    }
  }

  /// Closes and removes the temporary file; the destination is left as it was.
  func abandon() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
      unlink(temporary.path)
    }
  }

  // MARK: - Private

  private func openTemporaryFile() throws(ImageError) {
    descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw ImageError.unwritable(url, reason: String(cString: strerror(errno)))
    }
  }

  private func nextSequenceNumber() -> UInt32 {
    defer { sequenceNumber += 1 }
    return sequenceNumber
  }

  /// fcTL: the whole canvas, shown for one frame time, replacing the previous frame.
  private func appendFrameControl() {
    var control: [UInt8] = []
    PNGChunkStream.appendUInt32(nextSequenceNumber(), to: &control)
    control.append(contentsOf: header[0..<8])  // width and height, as in IHDR
    PNGChunkStream.appendUInt32(0, to: &control)  // x offset
    PNGChunkStream.appendUInt32(0, to: &control)  // y offset
    PNGChunkStream.appendUInt16(delay.numerator, to: &control)
    PNGChunkStream.appendUInt16(delay.denominator, to: &control)
    control.append(0)  // dispose: none
    control.append(0)  // blend: source
    PNGChunkStream.appendChunk("fcTL", control, to: &buffer)
  }

  private func writeBuffer() throws(ImageError) {
    var failure: Int32?
    buffer.withUnsafeBytes { bytes in
      guard var next = bytes.baseAddress else { return }
      var remaining = bytes.count
      while remaining > 0 {
        let written = write(descriptor, next, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        next += written
        remaining -= written
      }
    }
    if let failure { throw ImageError.unwritable(url, reason: String(cString: strerror(failure))) }
  }
}
