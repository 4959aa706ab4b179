import Foundation
import Testing

@testable import Diorama

/// JPEG decoding through libjpeg-turbo, against fixtures written by Pillow (see
/// `Fixtures/JPEG/README.md`): the expected colours are the ones the generator script painted.
@Suite struct JPEGDecodingTests {
  static func fixture(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: "jpg", subdirectory: "Fixtures/JPEG"))
  }

  static func data(_ name: String) throws -> Data { try Data(contentsOf: fixture(name)) }

  /// Whether `pixel` is `expected` within JPEG's quantisation error (quality 95).
  static func near(_ pixel: RGBA8, _ expected: (Int, Int, Int), tolerance: Int = 4) -> Bool {
    abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
      && abs(Int(pixel.b) - expected.2) <= tolerance && pixel.a == 255
  }

  static func expectCorrupt(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Image) {
    let error = #expect(throws: ImageError.self, sourceLocation: sourceLocation) { try body() }
    guard case .corruptJPEG = error else {
      Issue.record("expected corruptJPEG, got \(String(describing: error))", sourceLocation: sourceLocation)
      return
    }
  }

  /// The centre of each 8×8 quadrant, away from the block edges.
  static func expectQuadrants(_ image: Image) {
    #expect(image.width == 16 && image.height == 16 && image.scale == 1)
    #expect(near(image[x: 3, y: 3], (255, 0, 0)), "top left red: \(image[x: 3, y: 3])")
    #expect(near(image[x: 12, y: 3], (0, 255, 0)), "top right green: \(image[x: 12, y: 3])")
    #expect(near(image[x: 3, y: 12], (0, 0, 255)), "bottom left blue: \(image[x: 3, y: 12])")
    #expect(near(image[x: 12, y: 12], (255, 255, 255)), "bottom right white: \(image[x: 12, y: 12])")
  }

  @Test func baselineJPEGDecodesToItsColours() throws {
    Self.expectQuadrants(try Image(contentsOf: Self.fixture("quadrants")))
  }

  @Test func progressiveJPEGDecodesToTheSameColours() throws {
    Self.expectQuadrants(try Image(contentsOf: Self.fixture("quadrants-progressive")))
  }

  @Test func formatIsToldByContentNotByName() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let disguised = folder.appendingPathComponent("picture.png")
      try Self.data("quadrants").write(to: disguised)
      Self.expectQuadrants(try Image(contentsOf: disguised))
      let png = folder.appendingPathComponent("picture.jpg")
      try Data(contentsOf: ImageTestSupport.fixture("rgb8")).write(to: png)
      #expect(try Image(contentsOf: png) == Image(contentsOf: ImageTestSupport.fixture("rgb8")))
    }
  }

  @Test func grayscaleBecomesGreyRGB() throws {
    let image = try Image(contentsOf: Self.fixture("gray"))
    #expect(image.width == 16 && image.height == 8)
    #expect(Self.near(image[x: 3, y: 4], (64, 64, 64), tolerance: 2))
    #expect(Self.near(image[x: 12, y: 4], (192, 192, 192), tolerance: 2))
  }

  /// Ink to RGB is R = (1 − C)(1 − K): pure cyan ink is (0, 255, 255); 128/255 black ink leaves
  /// 255 × 127/255 = 127 of each primary. Pillow stores CMYK inverted, with an Adobe marker.
  @Test func adobeCMYKBecomesRGB() throws {
    let image = try Image(contentsOf: Self.fixture("cmyk"))
    #expect(image.width == 16 && image.height == 8)
    #expect(Self.near(image[x: 3, y: 4], (0, 255, 255), tolerance: 2), "\(image[x: 3, y: 4])")
    #expect(Self.near(image[x: 12, y: 4], (127, 127, 127), tolerance: 2), "\(image[x: 12, y: 4])")
  }

  /// Stored 16×8, left half red, right half blue. EXIF 6 turns it 90° clockwise: the stored left
  /// (top of the turned picture) is red, 8×16. EXIF 8 turns it counter-clockwise: red at the
  /// bottom. EXIF 3 turns it half way round: red on the right.
  @Test func exifOrientationIsAppliedAsUIKitDrawsIt() throws {
    let six = try Image(contentsOf: Self.fixture("orientation-6"))
    #expect(six.width == 8 && six.height == 16 && six.size == CGSize(width: 8, height: 16))
    #expect(Self.near(six[x: 4, y: 3], (255, 0, 0)) && Self.near(six[x: 4, y: 12], (0, 0, 255)))
    let eight = try Image(contentsOf: Self.fixture("orientation-8"))
    #expect(eight.width == 8 && eight.height == 16)
    #expect(Self.near(eight[x: 4, y: 3], (0, 0, 255)) && Self.near(eight[x: 4, y: 12], (255, 0, 0)))
    let three = try Image(contentsOf: Self.fixture("orientation-3"))
    #expect(three.width == 16 && three.height == 8)
    #expect(Self.near(three[x: 3, y: 4], (0, 0, 255)) && Self.near(three[x: 12, y: 4], (255, 0, 0)))
  }

  @Test func decodingDataTakesAScale() throws {
    let image = try Image(decoding: Self.data("quadrants"), scale: 2)
    #expect(image.scale == 2 && image.size == CGSize(width: 8, height: 8))
    #expect(try Image(data: Self.data("quadrants"))?.width == 16)
    #expect(throws: ImageError.invalidArgument("the scale 0.0 must be finite and positive")) {
      try Image(decoding: Self.data("quadrants"), scale: 0)
    }
  }

  // MARK: Bad input

  @Test func truncatedJPEGIsATypedError() throws {
    let whole = try Self.data("quadrants")
    for length in [3, 20, whole.count / 2, whole.count - 2] {
      Self.expectCorrupt { try Image(decoding: whole.prefix(length)) }
    }
    #expect(Image(data: whole.prefix(whole.count / 2)) == nil)
  }

  @Test func truncatedProgressiveJPEGIsATypedError() throws {
    let whole = try Self.data("quadrants-progressive")
    Self.expectCorrupt { try Image(decoding: whole.prefix(whole.count * 3 / 4)) }
  }

  @Test func damagedMarkersAreATypedError() throws {
    var bytes = [UInt8](try Self.data("quadrants"))
    // Overwrite everything after the SOI marker with a run of bytes that is no marker.
    for index in 3..<bytes.count { bytes[index] = 0x5A }
    Self.expectCorrupt { try Image(decoding: Data(bytes)) }
  }

  /// The frame header (SOF0 or SOF2) declares 65000×65000: rejected from the header, before
  /// ~16 GiB of pixels could be allocated.
  @Test func absurdDeclaredDimensionsAreRejectedBeforeAllocating() throws {
    for name in ["quadrants", "quadrants-progressive"] {
      var bytes = [UInt8](try Self.data(name))
      let sof = try #require(
        bytes.indices.dropLast().first {
          bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2)
        })
      // FF Cx, length (2), precision (1), height (2), width (2).
      bytes[sof + 5] = 0xFD
      bytes[sof + 6] = 0xE8
      bytes[sof + 7] = 0xFD
      bytes[sof + 8] = 0xE8
      #expect(throws: ImageError.invalidDimensions(width: 65000, height: 65000)) {
        try Image(decoding: Data(bytes))
      }
    }
  }

  @Test func emptyAndForeignDataAreTypedErrors() throws {
    #expect(throws: ImageError.emptyData) { try Image(decoding: Data()) }
    #expect(throws: ImageError.unsupportedFormat) { try Image(decoding: Data("GIF89a....".utf8)) }
    #expect(throws: ImageError.unsupportedFormat) { try Image(decoding: Data([0xFF, 0xD8])) }
    #expect(Image(data: Data()) == nil)
  }

  @Test func badFilesAreTypedErrorsOrNil() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let missing = folder.appendingPathComponent("missing.jpg")
      #expect(throws: ImageError.fileNotFound(missing)) { try Image(contentsOf: missing) }
      #expect(Image(contentsOfFile: missing.path) == nil)

      let error = #expect(throws: ImageError.self) { try Image(contentsOf: folder) }
      guard case .unreadable = error else {
        Issue.record("a folder is unreadable, not \(String(describing: error))")
        return
      }
      #expect(Image(contentsOfFile: folder.path) == nil)

      let empty = folder.appendingPathComponent("empty.jpg")
      try Data().write(to: empty)
      #expect(throws: ImageError.emptyData) { try Image(contentsOf: empty) }
      #expect(Image(contentsOfFile: empty.path) == nil)

      let text = folder.appendingPathComponent("notes.jpg")
      try Data("not a picture".utf8).write(to: text)
      #expect(throws: ImageError.unsupportedFormat) { try Image(contentsOf: text) }
    }
  }

  @Test func contentsOfFileReadsTheScaleFromTheName() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("tile@2x.jpg")
      try Self.data("quadrants").write(to: url)
      let image = try #require(Image(contentsOfFile: url.path))
      #expect(image.scale == 2 && image.size == CGSize(width: 8, height: 8))
      #expect(try Image(contentsOf: url).scale == 1)
    }
  }
}
