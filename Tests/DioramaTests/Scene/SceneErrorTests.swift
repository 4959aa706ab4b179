import Diorama
import Foundation
import Testing

@Suite struct SceneErrorTests {
  @Test(arguments: [
    CGSize(width: 0, height: 10), CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 10),
    CGSize(width: 10, height: CGFloat.infinity),
  ])
  func invalidSizesAreRejected(size: CGSize) {
    #expect(throws: SceneError.self) { try Scene(size: size) }
  }

  @Test func absurdPixelSizesAreRejected() {
    #expect(throws: SceneError.invalidPixelSize(width: 60000, height: 60000)) {
      try Scene(size: CGSize(width: 20000, height: 20000), scale: 3)
    }
  }

  @Test(arguments: [0.5, 0, -1, 5, Double.nan])
  func invalidScalesAreRejected(scale: Double) {
    #expect(throws: SceneError.self) { try Scene(size: CGSize(width: 10, height: 10), scale: CGFloat(scale)) }
  }

  @Test func errorsSayWhatToDo() {
    let error = SceneError.invalidPixelSize(width: 1, height: 99999)
    #expect(error.description.contains("smaller"))
  }

  @Test func writingIntoAMissingFolderFailsWithoutLeavingAFile() throws {
    let scene = try Scene(size: CGSize(width: 8, height: 8))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-missing-\(UUID())")
    let url = folder.appendingPathComponent("frame.png")
    #expect(throws: ImageError.self) { try scene.writePNG(to: url) }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func writingIntoAReadOnlyFolderFailsWithoutLeavingAFile() throws {
    let scene = try Scene(size: CGSize(width: 8, height: 8))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-ro-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }
    // Root ignores permissions; only check the error where the folder is really read-only.
    if access(folder.path, W_OK) != 0 {
      #expect(throws: ImageError.self) { try scene.writePNG(to: folder.appendingPathComponent("frame.png")) }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    } else {
      try scene.writePNG(to: folder.appendingPathComponent("frame.png"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame.png"])
    }
  }

  @Test func aWrittenSceneDecodesToTheRenderedImage() throws {
    let scene = try Scene(size: CGSize(width: 20, height: 10), scale: 2, backgroundColor: .blue)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try scene.writePNG(to: url)
    let decoded = try Image(contentsOf: url)
    #expect(decoded.width == 40 && decoded.height == 20)
    #expect(decoded.pixels == (try scene.renderImage()).pixels)
  }
}
