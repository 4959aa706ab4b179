import Foundation
import Testing

@testable import Diorama

/// The encoder's files read by a decoder that shares nothing with it: a PNG reader written in
/// Python here (chunk walk, CRC-32 and the zlib stream from Python's own `zlib`, the five
/// filters undone by the specification's formulas). It prints the pixels as hex.
@Suite("PNG stream, read by an independent decoder")
struct PNGStreamTests {
  private static let reader = #"""
    import struct, sys, zlib

    def decode(data):
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
        pos, idat, header, types = 8, b"", None, []
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
            assert zlib.crc32(kind + body) == crc, "CRC of " + kind.decode()
            types.append(kind.decode())
            if kind == b"IHDR": header = struct.unpack(">IIBBBBB", body)
            if kind == b"IDAT": idat += body
            pos += 12 + length
            if kind == b"IEND": break
        assert pos == len(data), "bytes after IEND"
        assert types[0] == "IHDR" and types[-1] == "IEND", types
        width, height, depth, color, method, filtering, interlace = header
        assert (depth, method, filtering, interlace) == (8, 0, 0, 0), header
        bpp = {2: 3, 6: 4}[color]
        raw = zlib.decompress(idat)  # checks the Adler-32 too
        stride = width * bpp
        assert len(raw) == height * (1 + stride), "inflated size"
        out, previous = bytearray(), bytearray(stride)
        for y in range(height):
            start = y * (1 + stride)
            kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            for i in range(stride):
                a = row[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                if kind == 0: p = 0
                elif kind == 1: p = a
                elif kind == 2: p = b
                elif kind == 3: p = (a + b) // 2
                elif kind == 4:
                    q = a + b - c
                    pa, pb, pc = abs(q - a), abs(q - b), abs(q - c)
                    p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                else: raise AssertionError("filter type %d" % kind)
                row[i] = (row[i] + p) & 255
            out += row
            previous = row
        return "%d %d %d %s" % (width, height, color, out.hex())

    stream = sys.stdin.buffer
    while True:
        size = stream.read(4)
        if not size: break
        print(decode(stream.read(struct.unpack(">I", size)[0])))
    """#

  /// What the reader printed for one file: the size, the colour type and the pixels.
  private struct Decoded {
    var width: Int
    var height: Int
    var colorType: Int
    var bytes: [UInt8]
  }

  /// Decodes every PNG with the Python reader, in one process.
  private func decodeIndependently(_ files: [Data]) throws -> [Decoded] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.reader]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    var framed = Data()
    for png in files {
      let count = UInt32(png.count)
      framed += [
        UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF),
      ]
      framed += png
    }
    // Written from another thread: the reader's output could fill the pipe before it has read all.
    let writer = input.fileHandleForWriting
    let bytes = framed
    let feeding = Thread {
      writer.write(bytes)
      try? writer.close()
    }
    feeding.start()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let failure = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0, "the Python reader failed (is python3 installed?): \(failure)")
    let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n")
    try #require(lines.count == files.count)
    return try lines.map { line in
      let fields = line.split(separator: " ")
      try #require(fields.count == 4)
      let hex = Array(fields[3].utf8)
      func nibble(_ c: UInt8) -> UInt8 {
        c <= UInt8(ascii: "9") ? c - UInt8(ascii: "0") : c - UInt8(ascii: "a") + 10
      }
      let bytes = stride(from: 0, to: hex.count, by: 2).map { nibble(hex[$0]) << 4 | nibble(hex[$0 + 1]) }
      return Decoded(
        width: Int(fields[0])!, height: Int(fields[1])!, colorType: Int(fields[2])!, bytes: bytes)
    }
  }

  /// Flat areas, a smooth ramp and noise: every filter wins somewhere.
  private func testImage(width: Int = 61, height: Int = 37, alpha: Bool) throws -> Image {
    var state: UInt32 = 12345
    return try ImageTestSupport.image(width: width, height: height) { x, y in
      state = state &* 1_103_515_245 &+ 12345
      let noise = UInt8(truncatingIfNeeded: state >> 16)
      switch (x / 16 + y / 10) % 3 {
      case 0: return RGBA8(r: 200, g: 40, b: 90, a: 255)
      case 1:
        return RGBA8(r: UInt8(x * 4), g: UInt8(y * 6), b: UInt8((x + y) * 2), a: alpha ? UInt8(x * 4) : 255)
      default: return RGBA8(r: noise, g: noise &+ 7, b: ~noise, a: alpha ? noise | 1 : 255)
      }
    }
  }

  @Test func everyFilterAndLevelDecodesToTheSamePixels() throws {
    var cases: [(image: Image, alpha: Bool, options: PNGEncodingOptions)] = []
    for alpha in [false, true] {
      let image = try testImage(alpha: alpha)
      for filter in PNGFilter.allCases {
        for level in [0, 1, 6, 12] {
          for search in PNGMatchSearch.allCases {
            cases.append(
              (image, alpha, PNGEncodingOptions(compressionLevel: level, filter: filter, search: search)))
          }
        }
      }
    }
    let decoded = try decodeIndependently(cases.map { try $0.image.pngData(options: $0.options) })
    for (test, file) in zip(cases, decoded) {
      #expect(file.width == test.image.width && file.height == test.image.height)
      #expect(file.colorType == (test.alpha ? 6 : 2))
      #expect(file.bytes == (test.alpha ? test.image.pixels : rgb(test.image.pixels)), "\(test.options)")
    }
  }

  @Test func presetsDecodeToTheRenderedPixels() throws {
    // A rendered frame, encoded from Cairo's buffer by every preset, against the renderer's
    // own un-premultiplied copy of the same buffer.
    let scene = try Scene(size: CGSize(width: 90, height: 50), backgroundColor: Color(hex: 0x20242E))
    let card = View(frame: CGRect(x: 10, y: 8, width: 60, height: 30))
    card.backgroundColor = .systemOrange
    card.layer.cornerRadius = 8
    scene.rootView.addSubview(card)
    let label = Label(text: "Hi", font: .boldSystemFont(ofSize: 14))
    label.frame = CGRect(x: 18, y: 12, width: 40, height: 20)
    card.addSubview(label)
    let renderer = try scene.makeRenderer()
    renderer.draw(scene.snapshot())
    let expected = rgb(renderer.makeImage().pixels)
    let presets = [PNGEncodingOptions.fast, .standard, .compact, .default]
    let decoded = try decodeIndependently(presets.map { try renderer.pngData(options: $0) })
    for (options, file) in zip(presets, decoded) {
      #expect(file.colorType == 2)
      #expect(file.bytes == expected, "\(options)")
    }
  }

  /// Packed RGBA without its alpha bytes.
  private func rgb(_ rgba: [UInt8]) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(rgba.count / 4 * 3)
    for i in stride(from: 0, to: rgba.count, by: 4) { out += rgba[i..<(i + 3)] }
    return out
  }
}
