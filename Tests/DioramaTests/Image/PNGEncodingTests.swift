import Foundation
import Testing

@testable import Diorama

@Suite("PNG encoding")
struct PNGEncodingTests {
  /// A smooth gradient with some texture: compressible, and sensitive to filters.
  private func gradient(width: Int = 96, height: Int = 64, alpha: Bool = false) throws -> Image {
    try ImageTestSupport.image(width: width, height: height) { x, y in
      RGBA8(
        r: UInt8(x * 255 / (width - 1)), g: UInt8(y * 255 / (height - 1)),
        b: UInt8((x * y) % 256), a: alpha ? UInt8((x + y) % 256) : 255)
    }
  }

  @Test func opaqueImagesRoundTripThroughRGB() throws {
    let image = try gradient()
    let png = try image.pngData()
    #expect(ImageTestSupport.colorType(of: png) == 2)
    #expect(try Image(pngData: png) == image)
  }

  @Test func translucentImagesRoundTripThroughRGBA() throws {
    let image = try gradient(alpha: true)
    let png = try image.pngData(options: .fast)
    #expect(ImageTestSupport.colorType(of: png) == 6)
    #expect(try Image(pngData: png) == image)
  }

  @Test func decodedFixturesReencodeToTheSamePixels() throws {
    for name in ["gray2", "gray16", "gray-alpha8", "palette4", "rgb16", "rgba8-interlaced"] {
      let image = try Image(contentsOf: ImageTestSupport.fixture(name))
      #expect(try Image(pngData: image.pngData()) == image, "\(name)")
    }
  }

  @Test(arguments: PNGMatchSearch.allCases)
  func everyLevelAndFilterProducesTheSamePixels(search: PNGMatchSearch) throws {
    let image = try gradient(alpha: true)
    for level in PNGEncodingOptions.compressionLevels {
      for filter in PNGFilter.allCases {
        let options = PNGEncodingOptions(compressionLevel: level, filter: filter, search: search)
        let png = try image.pngData(options: options)
        #expect(try Image(pngData: png) == image, "\(options)")
      }
    }
  }

  @Test func higherLevelsAndFiltersGiveSmallerFiles() throws {
    let image = try gradient(width: 256, height: 128)
    func size(_ level: Int, _ filter: PNGFilter) throws -> Int {
      try image.pngData(options: PNGEncodingOptions(compressionLevel: level, filter: filter)).count
    }
    let stored = try size(0, .none)
    // Level 0 stores the rows: at least the raw RGB bytes plus one filter byte per row.
    #expect(stored >= 256 * 128 * 3 + 128)
    #expect(try size(1, .none) < stored)
    #expect(try size(9, .none) < size(1, .none))
    // A smooth gradient is what filters are for.
    #expect(try size(6, .adaptive) < size(6, .none))
    #expect(try size(6, .up) < size(6, .none))
  }

  @Test func outOfRangeLevelIsAnInvalidArgument() throws {
    let image = try gradient()
    for level in [-1, 13, Int.max] {
      #expect {
        try image.pngData(options: PNGEncodingOptions(compressionLevel: level))
      } throws: { error in
        if case .invalidArgument = error as? ImageError { return true }
        return false
      }
    }
  }

  @Test func presetsMatchTheirDocumentation() {
    #expect(
      PNGEncodingOptions.fast == PNGEncodingOptions(compressionLevel: 1, filter: .none, search: .neighbours))
    #expect(
      PNGEncodingOptions.standard
        == PNGEncodingOptions(compressionLevel: 2, filter: .none, search: .neighbours))
    #expect(PNGEncodingOptions.compact == PNGEncodingOptions(compressionLevel: 6, filter: .none))
    #expect(PNGEncodingOptions.default == PNGEncodingOptions(compressionLevel: 6, filter: .adaptive))
    #expect(PNGEncodingOptions() == .default)
    #expect(PNGEncodingOptions.default.search == .general)
    #expect(PNGEncodingOptions.fast.description == "level 1, none filter, neighbours search")
    #expect(PNGEncodingOptions.compact.description == "level 6, none filter")
  }

  // MARK: - Atomic writes

  @Test func writtenFileDecodesAndLeavesNoTemporaryFile() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let image = try gradient(alpha: true)
      let url = folder.appendingPathComponent("frame.png")
      try image.write(to: url, options: .fast)
      #expect(try Image(contentsOf: url) == image)
      // Writing again replaces the file in place.
      let other = try Image(width: 3, height: 2, fill: .white)
      try other.write(to: url)
      #expect(try Image(contentsOf: url) == other)
      #expect(try ImageTestSupport.contents(of: folder) == ["frame.png"])
    }
  }

  @Test func missingFolderIsUnwritableAndCreatesNothing() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("missing/frame.png")
      let image = try gradient()
      #expect {
        try image.write(to: url)
      } throws: { error in
        guard case .unwritable(let failed, let reason) = error as? ImageError else { return false }
        return failed == url && reason.contains("does not exist")
      }
      #expect(try ImageTestSupport.contents(of: folder).isEmpty)
    }
  }

  @Test func fileInPlaceOfTheFolderIsUnwritable() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let blocker = folder.appendingPathComponent("blocker")
      try Data("x".utf8).write(to: blocker)
      #expect {
        try Image(width: 2, height: 2, fill: .black).write(to: blocker.appendingPathComponent("a.png"))
      } throws: { error in
        if case .unwritable = error as? ImageError { return true }
        return false
      }
      #expect(try ImageTestSupport.contents(of: folder) == ["blocker"])
    }
  }

  @Test func folderAtTheDestinationIsUnwritableAndTheTemporaryFileIsRemoved() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      let destination = folder.appendingPathComponent("frame.png")
      try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
      #expect {
        try AtomicFileWriter.write(Data(repeating: 7, count: 100_000), to: destination)
      } throws: { error in
        if case .unwritable = error as? ImageError { return true }
        return false
      }
      // The rename failed after the bytes were written: only the folder remains.
      #expect(try ImageTestSupport.contents(of: folder) == ["frame.png"])
      #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path).isEmpty)
    }
  }

  @Test func folderURLIsUnwritable() throws {
    try ImageTestSupport.withTemporaryFolder { folder throws in
      let url = folder.appendingPathComponent("frames", isDirectory: true)
      #expect {
        try AtomicFileWriter.write(Data([1, 2, 3]), to: url)
      } throws: { error in
        if case .unwritable = error as? ImageError { return true }
        return false
      }
      #expect(try ImageTestSupport.contents(of: folder).isEmpty)
    }
  }

  @Test func nonFileURLIsUnwritable() throws {
    let url = try #require(URL(string: "https://example.com/frame.png"))
    #expect {
      try Image(width: 1, height: 1, fill: .white).write(to: url)
    } throws: { error in
      if case .unwritable = error as? ImageError { return true }
      return false
    }
  }
}
