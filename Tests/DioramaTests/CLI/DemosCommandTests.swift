import Foundation
import Testing

@Suite final class DemosCommandTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-demos-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func listNamesEveryDemo() throws {
    let result = try runDiorama(["demos", "list"])
    #expect(result.status == 0)
    #expect(result.output.contains("card-transition"))
    #expect(result.output.contains("still"))
  }

  @Test func renderingAnAnimatedDemoWritesFramesAndPreviews() throws {
    let result = try runDiorama([
      "demos", "render", "card-transition", "--fps", "10", "--out", folder.path, "--apng", "--contact-sheet",
    ])
    #expect(result.status == 0, "\(result.error)")
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("card-transition").path)
    #expect(frames.count == 31)  // 3 s at 10 fps, both ends included
    #expect(frames.contains("frame_00000.png") && frames.contains("frame_00030.png"))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("card-transition.apng").path))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("card-transition-contact-sheet.png").path))
    #expect(result.output.contains("31 frames"))
    #expect(!result.error.contains("█"))  // no progress bar when standard error is a pipe
  }

  @Test func aStillDemoWritesOnePicture() throws {
    let result = try runDiorama(["demos", "render", "card", "--out", folder.path, "--scale", "2"])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.png").path))
  }

  @Test func existingFramesAreKeptUnlessOverwriteIsGiven() throws {
    let arguments = ["demos", "render", "card-transition", "--fps", "4", "--out", folder.path]
    #expect(try runDiorama(arguments).status == 0)
    let second = try runDiorama(arguments)
    #expect(second.status == 1)
    #expect(second.error.contains("--overwrite"))
    #expect(try runDiorama(arguments + ["--overwrite"]).status == 0)
  }

  @Test func badInputExitsTwo() throws {
    #expect(try runDiorama(["demos", "render", "no-such-demo", "--out", folder.path]).status == 2)
    #expect(try runDiorama(["demos", "render", "--fps", "0", "--out", folder.path]).status == 2)
    #expect(try runDiorama(["demos", "render", "--scale", "9", "--out", folder.path]).status == 2)
    #expect(try runDiorama(["demos", "render", "--jobs", "0", "--out", folder.path]).status == 2)
    #expect(try runDiorama(["demos", "render", "--fast", "--compact", "--out", folder.path]).status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func helpExplainsTheOutputAndTheExitStatus() throws {
    let help = try runDiorama(["demos", "render", "--help"])
    #expect(help.status == 0)
    for phrase in ["frame_00000.png", "--apng", "--contact-sheet", "--overwrite", "Exit status", "Examples"] {
      #expect(help.output.contains(phrase), "\(phrase)")
    }
  }
}
