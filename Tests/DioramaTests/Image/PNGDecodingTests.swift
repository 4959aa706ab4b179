import Foundation
import Testing

@testable import Diorama

/// Decoding every PNG colour type and bit depth, and rejecting bad data.
///
/// How the fixtures in `Fixtures/PNG` were made: each was written once by a
/// small Python script using only `zlib` and `struct` (no image library, so that
/// bit depths, tRNS chunks and Adam7 interlacing could be chosen freely), with
/// filter type 0 on every row, and then opened with Pillow 13 to check that an
/// independent decoder reads the same pixels. Every file is 8×6 pixels except
/// the interlaced ones (13×11, so that every Adam7 pass has partial blocks), and
/// sample values follow the formulas repeated in the tests below, so the tests
/// compute the expected pixels rather than storing them.
/// - gray1/2/4/8/16: colour type 0 at 1, 2, 4, 8, 16 bits.
/// - gray8-trns: gray 8-bit with a tRNS chunk making gray 65 transparent.
/// - gray-alpha8/16: colour type 4.
/// - rgb8/16, rgb8-trns (tRNS colour 60, 80, 36), rgba8/16: colour types 2 and 6.
/// - palette1/2/4/8: colour type 3; palette entry k is (17k, 255 − 17k, 40 + 10k);
///   palette2/4/8 carry a tRNS chunk giving entries 0…3 alpha 255 − 60k.
/// - rgba8-interlaced, gray4-interlaced: Adam7.
@Suite("PNG decoding")
struct PNGDecodingTests {
  private func expectPixels(
    _ name: String, width: Int = 8, height: Int = 6, _ expected: (Int, Int) -> RGBA8
  ) throws {
    let image = try Image(contentsOf: ImageTestSupport.fixture(name))
    #expect(image.width == width)
    #expect(image.height == height)
    #expect(image.pixels.count == width * height * 4)
    var mismatches: [String] = []
    for y in 0..<height {
      for x in 0..<width where image[x: x, y: y] != expected(x, y) {
        mismatches.append("(\(x), \(y)): \(image[x: x, y: y]) != \(expected(x, y))")
      }
    }
    #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(5))")
  }

  private func gray(_ v: Int, _ a: Int = 255) -> RGBA8 {
    RGBA8(r: UInt8(v), g: UInt8(v), b: UInt8(v), a: UInt8(a))
  }

  /// 16-bit samples become 8-bit with rounding, v × 255 / 65535.
  private func to8(_ v: Int) -> Int { Int((Double(v) * 255 / 65535).rounded()) }

  private func palette(_ k: Int, transparent: Bool) -> RGBA8 {
    RGBA8(
      r: UInt8(17 * k), g: UInt8(255 - 17 * k), b: UInt8(40 + 10 * k),
      a: UInt8(transparent && k < 4 ? 255 - 60 * k : 255))
  }

  @Test func lowBitDepthGrayIsScaledToFullRange() throws {
    try expectPixels("gray1") { x, y in gray((x + y) % 2 * 255) }
    try expectPixels("gray2") { x, y in gray((x + y) % 4 * 85) }
    try expectPixels("gray4") { x, y in gray((2 * x + y) % 16 * 17) }
  }

  @Test func eightBitGrayAndGrayAlphaDecode() throws {
    try expectPixels("gray8") { x, y in gray(30 * x + 5 * y) }
    try expectPixels("gray-alpha8") { x, y in gray(30 * x + 5 * y, 50 * y) }
  }

  @Test func grayTransparencyChunkMakesThatGrayTransparent() throws {
    try expectPixels("gray8-trns") { x, y in
      let v = 30 * x + 5 * y
      return gray(v, v == 65 ? 0 : 255)
    }
  }

  @Test func sixteenBitSamplesAreRoundedToEightBits() throws {
    try expectPixels("gray16") { x, y in gray(to8(8000 * x + 1000 * y + 7)) }
    try expectPixels("gray-alpha16") { x, y in
      gray(to8(8000 * x + 1000 * y + 7), to8(13000 * y + 1))
    }
    try expectPixels("rgb16") { x, y in
      RGBA8(
        r: UInt8(to8(9000 * x + 3)), g: UInt8(to8(13000 * y + 5)),
        b: UInt8(to8(4000 * x + 5000 * y)))
    }
    try expectPixels("rgba16") { x, y in
      RGBA8(
        r: UInt8(to8(9000 * x + 3)), g: UInt8(to8(13000 * y + 5)),
        b: UInt8(to8(4000 * x + 5000 * y)), a: UInt8(to8(65535 - 10000 * y)))
    }
  }

  @Test func truecolorDecodesWithAndWithoutAlpha() throws {
    let rgb = { (x: Int, y: Int) in (UInt8(30 * x), UInt8(40 * y), UInt8(7 * x + 11 * y)) }
    try expectPixels("rgb8") { x, y in
      let (r, g, b) = rgb(x, y)
      return RGBA8(r: r, g: g, b: b)
    }
    try expectPixels("rgba8") { x, y in
      let (r, g, b) = rgb(x, y)
      return RGBA8(r: r, g: g, b: b, a: UInt8(255 - 36 * y))
    }
    try expectPixels("rgb8-trns") { x, y in
      let (r, g, b) = rgb(x, y)
      return RGBA8(r: r, g: g, b: b, a: (r, g, b) == (60, 80, 36) ? 0 : 255)
    }
  }

  @Test func paletteImagesExpandWithTheirTransparency() throws {
    try expectPixels("palette1") { x, y in palette((x + y) % 2, transparent: false) }
    try expectPixels("palette2") { x, y in palette((x + y) % 4, transparent: true) }
    try expectPixels("palette4") { x, y in palette((2 * x + y) % 16, transparent: true) }
    try expectPixels("palette8") { x, y in palette((2 * x + y) % 16, transparent: true) }
  }

  @Test func interlacedImagesAreDeinterlaced() throws {
    try expectPixels("rgba8-interlaced", width: 13, height: 11) { x, y in
      RGBA8(r: UInt8(19 * x), g: UInt8(23 * y), b: UInt8(5 * x + 9 * y), a: UInt8(255 - 20 * y))
    }
    try expectPixels("gray4-interlaced", width: 13, height: 11) { x, y in gray((x + 3 * y) % 16 * 17) }
  }

  // MARK: - Bad data

  private func fixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: ImageTestSupport.fixture(name))
  }

  @Test func dataWithoutThePNGSignatureIsNotPNG() throws {
    #expect(throws: ImageError.notPNG) { try Image(pngData: Data()) }
    #expect(throws: ImageError.notPNG) { try Image(pngData: Data("GIF89a, not a PNG".utf8)) }
    #expect(throws: ImageError.notPNG) { try Image(pngData: Data([0x89, 0x50, 0x4E])) }
  }

  @Test func truncatedDataIsCorruptAtEveryLength() throws {
    let data = try fixtureData("rgba8")
    // Every proper prefix that still carries the signature must fail cleanly.
    for length in 8..<data.count {
      do {
        _ = try Image(pngData: data.prefix(length))
        Issue.record("a \(length)-byte prefix of a \(data.count)-byte PNG decoded")
      } catch let error as ImageError {
        guard case .corruptPNG = error else {
          Issue.record("prefix \(length): \(error)")
          continue
        }
      }
    }
  }

  @Test func damagedImageDataIsCorrupt() throws {
    var data = try fixtureData("rgb8")
    // Flip a byte inside the IDAT payload: its CRC no longer matches.
    let idat = try #require(data.range(of: Data("IDAT".utf8)))
    data[idat.upperBound + 4] ^= 0xFF
    #expect {
      try Image(pngData: data)
    } throws: { error in
      guard case .corruptPNG(let reason) = error as? ImageError else { return false }
      return !reason.isEmpty
    }
  }

  @Test func aFirstChunkOtherThanIHDRIsCorrupt() throws {
    var data = try fixtureData("rgb8")
    data.replaceSubrange(data.startIndex + 12..<data.startIndex + 16, with: Data("IDAT".utf8))
    #expect {
      try Image(pngData: data)
    } throws: { error in
      if case .corruptPNG = error as? ImageError { return true }
      return false
    }
  }

  /// A header declaring the given size (the CRC is not fixed up: the size is
  /// rejected before any checksum is read).
  private func header(width: UInt32, height: UInt32) throws -> Data {
    var data = try fixtureData("rgb8")
    withUnsafeBytes(of: width.bigEndian) { data.replaceSubrange(16..<20, with: $0) }
    withUnsafeBytes(of: height.bigEndian) { data.replaceSubrange(20..<24, with: $0) }
    return data
  }

  @Test func zeroAndAbsurdDimensionsAreRejectedBeforeAllocating() throws {
    #expect(throws: ImageError.invalidDimensions(width: 0, height: 6)) {
      try Image(pngData: header(width: 0, height: 6))
    }
    #expect(throws: ImageError.invalidDimensions(width: 8, height: 0)) {
      try Image(pngData: header(width: 8, height: 0))
    }
    #expect(throws: ImageError.invalidDimensions(width: 40000, height: 6)) {
      try Image(pngData: header(width: 40000, height: 6))
    }
    // Each side is allowed, but 20000 × 20000 exceeds 2^28 pixels.
    #expect(throws: ImageError.invalidDimensions(width: 20000, height: 20000)) {
      try Image(pngData: header(width: 20000, height: 20000))
    }
    #expect(throws: ImageError.invalidDimensions(width: 0xFFFF_FFFF, height: 1)) {
      try Image(pngData: header(width: 0xFFFF_FFFF, height: 1))
    }
  }

  @Test func plausibleSizeWithoutThePixelsIsCorrupt() throws {
    // 30000 × 8000 passes the size limits; the data then runs out.
    var data = try header(width: 30000, height: 8000)
    // Fix the IHDR CRC so that libpng really starts decoding.
    let crc = crc32(data[12..<29])
    withUnsafeBytes(of: crc.bigEndian) { data.replaceSubrange(29..<33, with: $0) }
    #expect {
      try Image(pngData: data)
    } throws: { error in
      if case .corruptPNG = error as? ImageError { return true }
      return false
    }
  }

  /// Found by fuzz-png: a tEXt chunk whose length field says 2 GB made libpng allocate 2 GB
  /// before finding the data short. Text chunks are skipped unread now (the fuzzer replays
  /// this file under its memory limit on every `make fuzz`).
  @Test func aTextChunkClaimingTwoGigabytesIsSkippedUnread() throws {
    let data = try Data(contentsOf: try ImageTestSupport.fixture("oversized-text-chunk"))
    #expect {
      try Image(pngData: data)
    } throws: { error in
      if case .corruptPNG = error as? ImageError { return true }
      return false
    }
  }

  @Test func aStreamTooShortForItsPixelsIsRefusedFromTheHeader() throws {
    // 16000 × 16000 RGB needs at least 16000 × (1 + 48000) filtered bytes, and deflate
    // compresses at most 1032:1: a 100-odd-byte file cannot hold them.
    let data = try header(width: 16000, height: 16000)
    #expect {
      try Image(pngData: data)
    } throws: { error in
      guard case .corruptPNG(let reason) = error as? ImageError else { return false }
      return reason.contains("truncated")
    }
  }

  @Test func theMostCompressedImagesStillDecode() throws {
    // A plain 3000 × 3000 image compresses near deflate's limit; the header check must let it by.
    let image = try Image(width: 3000, height: 3000, fill: RGBA8(r: 255, g: 255, b: 255, a: 255))
    let data = try image.pngData(options: PNGEncodingOptions(compressionLevel: 9, filter: .none))
    let decoded = try Image(pngData: data)
    #expect(decoded.width == 3000 && decoded.height == 3000)
  }

  private func crc32(_ bytes: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  // MARK: - Files

  @Test func missingFileIsReportedAsNotFound() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("absent.png")
      #expect(throws: ImageError.fileNotFound(url)) { try Image(contentsOf: url) }
    }
  }

  @Test func folderIsUnreadable() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      #expect {
        try Image(contentsOf: folder)
      } throws: { error in
        guard case .unreadable(let url, _) = error as? ImageError else { return false }
        return url == folder
      }
    }
  }

  /// `Image(contentsOf:)` reads PNG and JPEG, so text named `.png` is neither.
  @Test func textFileIsNotAPicture() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("notes.png")
      try Data("just text".utf8).write(to: url)
      #expect(throws: ImageError.unsupportedFormat) { try Image(contentsOf: url) }
      #expect(throws: ImageError.notPNG) { try Image(pngData: Data("just text".utf8)) }
    }
  }

  @Test func errorsSayWhatToDoNext() {
    let url = URL(fileURLWithPath: "/nowhere/frame.png")
    #expect(ImageError.fileNotFound(url).description.contains("/nowhere/frame.png"))
    #expect(ImageError.invalidDimensions(width: 0, height: 3).description.contains("0×3"))
    #expect(
      ImageError.sizeMismatch(width: 1, height: 2, otherWidth: 3, otherHeight: 4).description
        .contains("re-record"))
  }
}
