import Foundation
import Synchronization
import Testing

@testable import Diorama

/// Encoding straight from Cairo's layout: native-endian premultiplied ARGB32 words.
@Suite("PNG encoding from premultiplied ARGB32")
struct PremultipliedEncodingTests {
  private func argb(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
    a << 24 | r << 16 | g << 8 | b
  }

  private func encode(
    _ words: [UInt32], width: Int, height: Int, stride: Int? = nil, opaque: Bool,
    options: PNGEncodingOptions = .fast
  ) throws -> Data {
    try words.withUnsafeBytes { bytes in
      try PNGEncoder.encodeARGB32Premultiplied(
        base: bytes.baseAddress!, width: width, height: height, stride: stride ?? width * 4,
        opaque: opaque, options: options)
    }
  }

  /// The documented rounding, computed independently of the encoder.
  private func straight(_ c: Int, _ a: Int) -> UInt8 {
    a == 0 ? 0 : UInt8((Double(c) * 255 / Double(a)).rounded(.toNearestOrAwayFromZero))
  }

  @Test func everyPremultipliedValueUnpremultipliesWithRoundToNearest() throws {
    // Column c, row a: every valid pair (c <= a), with the other channels
    // derived so that a swap of channels would show.
    var words = [UInt32]()
    for a in 0..<256 {
      for c in 0..<256 {
        let v = UInt32(min(c, a))
        words.append(argb(UInt32(a), v, v / 2, v / 3))
      }
    }
    let png = try encode(words, width: 256, height: 256, opaque: false)
    #expect(ImageTestSupport.colorType(of: png) == 6)
    let image = try Image(pngData: png)
    var wrong = 0
    for a in 0..<256 {
      for c in 0..<256 {
        let v = min(c, a)
        let expected =
          a == 0
          ? RGBA8.clear
          : RGBA8(r: straight(v, a), g: straight(v / 2, a), b: straight(v / 3, a), a: UInt8(a))
        if image[x: c, y: a] != expected { wrong += 1 }
      }
    }
    #expect(wrong == 0)
  }

  @Test func edgeAlphasConvertExactly() throws {
    let words = [
      argb(0, 0, 0, 0), argb(0, 9, 9, 9),  // alpha 0: colour is meaningless, becomes 0
      argb(1, 1, 0, 1), argb(255, 12, 34, 56), argb(128, 64, 127, 128),
    ]
    let image = try Image(pngData: encode(words, width: 5, height: 1, opaque: false))
    #expect(image[x: 0, y: 0] == .clear)
    #expect(image[x: 1, y: 0] == .clear)
    #expect(image[x: 2, y: 0] == RGBA8(r: 255, g: 0, b: 255, a: 1))
    #expect(image[x: 3, y: 0] == RGBA8(r: 12, g: 34, b: 56, a: 255))
    // 64 × 255 / 128 = 127.5 rounds up; 127 × 255 / 128 = 253.01; 128 → 255.
    #expect(image[x: 4, y: 0] == RGBA8(r: 128, g: 253, b: 255, a: 128))
  }

  @Test func invalidPremultipliedColoursClampToWhite() throws {
    // Colour above alpha cannot come from Cairo; it must not wrap around.
    let image = try Image(pngData: encode([argb(10, 200, 10, 0)], width: 1, height: 1, opaque: false))
    #expect(image[x: 0, y: 0] == RGBA8(r: 255, g: 255, b: 0, a: 10))
  }

  @Test func channelsAreReadInNativeByteOrder() throws {
    let image = try Image(pngData: encode([argb(255, 30, 20, 10)], width: 1, height: 1, opaque: true))
    #expect(image[x: 0, y: 0] == RGBA8(r: 30, g: 20, b: 10))
  }

  @Test func fullyOpaqueBuffersAreDetectedAndWrittenAsRGB() throws {
    let words = (0..<64).map { argb(255, UInt32($0 * 4), 0, 255 - UInt32($0)) }
    let png = try encode(words, width: 8, height: 8, opaque: false)
    #expect(ImageTestSupport.colorType(of: png) == 2)
    let image = try Image(pngData: png)
    #expect(image[x: 3, y: 2] == RGBA8(r: 76, g: 0, b: 236))
  }

  @Test func oneTranslucentPixelForcesRGBA() throws {
    var words = [UInt32](repeating: argb(255, 1, 2, 3), count: 64)
    words[63] = argb(254, 1, 2, 3)
    #expect(ImageTestSupport.colorType(of: try encode(words, width: 8, height: 8, opaque: false)) == 6)
  }

  @Test func opaqueFlagIgnoresAlphaAsForRGB24() throws {
    // RGB24 leaves the top byte undefined; the caller says so with opaque: true.
    let png = try encode([argb(0, 200, 100, 50), argb(17, 1, 2, 3)], width: 2, height: 1, opaque: true)
    #expect(ImageTestSupport.colorType(of: png) == 2)
    let image = try Image(pngData: png)
    #expect(image[x: 0, y: 0] == RGBA8(r: 200, g: 100, b: 50))
    #expect(image[x: 1, y: 0] == RGBA8(r: 1, g: 2, b: 3))
  }

  @Test func rowPaddingIsSkipped() throws {
    // 3 pixels per row, stride of 5 words; the padding holds transparent junk
    // that must neither appear in the image nor defeat the opacity scan.
    var words = [UInt32]()
    for y in 0..<4 {
      for x in 0..<3 { words.append(argb(255, UInt32(x * 80), UInt32(y * 60), 7)) }
      words += [argb(0, 99, 99, 99), argb(3, 3, 3, 3)]
    }
    let png = try encode(words, width: 3, height: 4, stride: 20, opaque: false)
    #expect(ImageTestSupport.colorType(of: png) == 2)
    let image = try Image(pngData: png)
    #expect(image.width == 3 && image.height == 4)
    #expect(image[x: 2, y: 3] == RGBA8(r: 160, g: 180, b: 7))
  }

  @Test func badGeometryAndOptionsAreTypedErrors() throws {
    let words = [UInt32](repeating: 0, count: 16)
    #expect(throws: ImageError.invalidDimensions(width: 0, height: 4)) {
      try encode(words, width: 0, height: 4, stride: 16, opaque: true)
    }
    #expect(throws: ImageError.invalidDimensions(width: 4, height: -1)) {
      try encode(words, width: 4, height: -1, stride: 16, opaque: true)
    }
    #expect(throws: ImageError.invalidDimensions(width: 40000, height: 1)) {
      try encode(words, width: 40000, height: 1, stride: 160_000, opaque: true)
    }
    #expect {
      try encode(words, width: 4, height: 4, stride: 12, opaque: true)
    } throws: { error in
      if case .invalidArgument = error as? ImageError { return true }
      return false
    }
    #expect {
      try encode(words, width: 4, height: 4, opaque: true, options: PNGEncodingOptions(compressionLevel: 13))
    } throws: { error in
      if case .invalidArgument = error as? ImageError { return true }
      return false
    }
  }

  @Test func encodersOnSeveralThreadsDoNotInterfere() throws {
    // The renderer encodes frames on several threads at once.
    let results = Mutex<[Int: Image]>([:])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let words = (0..<(64 * 32)).map { argb(UInt32(128 + index), UInt32(index * 10), UInt32($0 % 64), 0) }
      let image = try? Image(pngData: encode(words, width: 64, height: 32, opaque: false))
      results.withLock { $0[index] = image }
    }
    for index in 0..<8 {
      let image = try #require(results.withLock { $0[index] })
      let a = 128 + index
      #expect(image[x: 5, y: 3] == RGBA8(r: straight(index * 10, a), g: straight(5, a), b: 0, a: UInt8(a)))
    }
  }

  @Test func fileVariantWritesAtomically() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let words = (0..<12).map { argb(255, UInt32($0 * 20), 0, 0) }
      let url = folder.appendingPathComponent("frame_000.png")
      try words.withUnsafeBytes { bytes in
        try PNGEncoder.encodeARGB32Premultiplied(
          base: bytes.baseAddress!, width: 4, height: 3, stride: 16, opaque: true, options: .fast, to: url)
      }
      #expect(try Image(contentsOf: url)[x: 1, y: 2] == RGBA8(r: 180, g: 0, b: 0))
      let missing = folder.appendingPathComponent("nope/frame_001.png")
      #expect {
        try words.withUnsafeBytes { bytes in
          try PNGEncoder.encodeARGB32Premultiplied(
            base: bytes.baseAddress!, width: 4, height: 3, stride: 16, opaque: true, options: .fast,
            to: missing)
        }
      } throws: { error in
        if case .unwritable = error as? ImageError { return true }
        return false
      }
      #expect(try ImageTestSupport.contents(of: folder) == ["frame_000.png"])
    }
  }
}
