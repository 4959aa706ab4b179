import Foundation
import Testing

@testable import Diorama

/// Fixture PNGs in `Fixtures/PNG`, and throwaway folders for write tests.
enum ImageTestSupport {
  static func fixture(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures/PNG"))
  }

  /// Runs `body` with a fresh empty folder that is removed afterwards.
  @discardableResult
  static func withTemporaryFolder<R>(_ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("diorama-image-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  static func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// An image whose pixels are `pixel(x, y)`.
  static func image(width: Int, height: Int, _ pixel: (Int, Int) -> RGBA8) throws -> Image {
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let p = pixel(x, y)
        bytes += [p.r, p.g, p.b, p.a]
      }
    }
    return try Image(width: width, height: height, pixels: bytes)
  }

  /// The PNG colour type byte of an encoded file (IHDR offset 25).
  static func colorType(of png: Data) -> UInt8 { png[png.startIndex + 25] }
}
