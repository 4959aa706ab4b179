import Foundation
import Testing

@testable import Diorama

/// `Image(named:in:displayScale:)` over the resources in `Fixtures/Named` (made by Pillow; see
/// its README for each file's size and colour).
@Suite struct ImageNamedTests {
  static func named() throws -> URL {
    try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures/Named"))
  }

  static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
  static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
  static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

  @Test func picksTheVariantForTheDisplayScale() throws {
    let folder = try Self.named()
    let one = try #require(Image(named: "star", in: folder))
    #expect(one.width == 2 && one.scale == 1 && one[x: 0, y: 0] == Self.red)
    let two = try #require(Image(named: "star", in: folder, displayScale: 2))
    #expect(two.width == 4 && two.scale == 2 && two.size == CGSize(width: 2, height: 2))
    #expect(two[x: 0, y: 0] == Self.green)
    // No @3x: the nearest smaller variant.
    let three = try #require(Image(named: "star", in: folder, displayScale: 3))
    #expect(three.scale == 2 && three[x: 0, y: 0] == Self.green)
  }

  @Test func fallsBackToALargerVariantFirst() throws {
    let folder = try Self.named()
    let only = try #require(Image(named: "only", in: folder))
    #expect(only.width == 6 && only.scale == 3 && only.size == CGSize(width: 2, height: 2))
    #expect(only[x: 5, y: 5] == Self.blue)
  }

  @Test func explicitSuffixesAndExtensionsAreHonoured() throws {
    let folder = try Self.named()
    let two = try #require(Image(named: "star@2x", in: folder))
    #expect(two.scale == 2 && two[x: 0, y: 0] == Self.green)
    let png = try #require(Image(named: "star.png", in: folder, displayScale: 2))
    #expect(png.scale == 2 && png.width == 4, "the scale variant of an explicit extension")
    let jpeg = try #require(Image(named: "photo", in: folder))
    #expect(jpeg.width == 8 && jpeg[x: 4, y: 4].r >= 250)
    #expect(Image(named: "photo.jpg", in: folder)?.width == 8)
    #expect(Image(named: "photo.png", in: folder) == nil)
  }

  @Test func looksInABundle() throws {
    let image = try #require(Image(named: "Fixtures/Named/star", in: Bundle.module, displayScale: 2))
    #expect(image.scale == 2 && image[x: 0, y: 0] == Self.green)
  }

  @Test func missingNamesAreNil() throws {
    let folder = try Self.named()
    #expect(Image(named: "nothing", in: folder) == nil)
    #expect(Image(named: "", in: folder) == nil)
    #expect(Image(named: "star", in: URL(fileURLWithPath: "/nonexistent-diorama-folder")) == nil)
  }

  @Test func undecodableFilesAreSkippedWithAWarning() throws {
    let folder = try Self.named()
    let (image, warnings) = Diagnostics.capture { Image(named: "broken", in: folder) }
    #expect(image == nil)
    #expect(warnings.count == 1 && warnings.first?.kind == .imageNotLoaded)
    #expect(warnings.first?.message.contains("broken.png") == true)
  }

  @Test func foldersWithImageNamesAreSkipped() throws {
    try ImageTestSupport.withTemporaryFolder { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("icon.png"), withIntermediateDirectories: false)
      #expect(Image(named: "icon", in: folder) == nil)
      try Data(contentsOf: ImageTestSupport.fixture("rgb8")).write(
        to: folder.appendingPathComponent("icon.jpeg"))
      #expect(Image(named: "icon", in: folder) != nil, "the next extension is tried")
    }
  }
}
