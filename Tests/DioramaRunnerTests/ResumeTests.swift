import Diorama
import Foundation
import Testing

/// A real render process killed with SIGKILL leaves only complete frames under frame names, and
/// `--resume` completes the folder into exactly what an uninterrupted render writes.
@Suite final class ResumeTests {
  let folder: URL

  init() throws { folder = try temporaryFolder("resume") }
  deinit { try? FileManager.default.removeItem(at: folder) }

  /// card-transition at 2× and 30 fps: 91 frames of 960 × 640 pixels, compressed hard on one
  /// thread, so the render lasts long enough to be killed in the middle.
  func arguments(_ out: URL) -> [String] {
    [
      "demos", "render", "card-transition", "--fps", "30", "--scale", "2", "--compact", "--quiet", "--out",
      out.path,
    ]
  }

  @Test func resumeAfterSIGKILLEqualsAnUninterruptedRender() throws {
    let interrupted = folder.appendingPathComponent("interrupted")
    let frames = interrupted.appendingPathComponent("card-transition")
    let process = Process()
    process.executableURL = try dioramaExecutable()
    process.arguments = arguments(interrupted) + ["--jobs", "1"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline, process.isRunning, ((try? frameFiles(in: frames))?.count ?? 0) < 8 {
      usleep(5_000)
    }
    guard process.isRunning else {
      throw TestFailure("the render ended before it could be killed; make it longer")
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)

    // Every file under a frame's name is a complete picture.
    let left = try frameFiles(in: frames)
    #expect(left.count >= 8 && left.count < 91, "\(left.count) frames")
    for name in left {
      #expect(throws: Never.self, "\(name) is not a complete PNG") {
        let image = try Image(contentsOf: frames.appendingPathComponent(name))
        #expect(image.width == 960 && image.height == 640)
      }
    }

    // Damage of other kinds that --resume must repair: a truncated and an empty frame under the
    // names of missing frames, and a temporary file of a process that no longer runs.
    let sample = try bytes(frames, left[0])
    try sample.prefix(sample.count / 2).write(to: frames.appendingPathComponent(frameName(89)))
    try Data().write(to: frames.appendingPathComponent(frameName(90)))
    let deadProcess = try deadProcessIdentifier()
    let stale = frames.appendingPathComponent(".\(frameName(88)).\(deadProcess).0.tmp")
    try sample.write(to: stale)

    let resumed = try diorama(arguments(interrupted).filter { $0 != "--quiet" } + ["--resume"])
    #expect(resumed.status == 0, "\(resumed.error)")
    #expect(resumed.output.contains("kept \(left.count)"), "\(resumed.output)")
    #expect(!FileManager.default.fileExists(atPath: stale.path))

    let uninterrupted = folder.appendingPathComponent("uninterrupted")
    #expect(try diorama(arguments(uninterrupted)).status == 0)
    let expected = uninterrupted.appendingPathComponent("card-transition")
    let names = try frameFiles(in: expected)
    #expect(names == (0...90).map(frameName))
    #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == names)
    for name in names {
      #expect(try bytes(frames, name) == bytes(expected, name), "\(name) differs")
    }
  }

  @Test func resumeOfACompleteFolderWritesNothing() throws {
    let out = folder.appendingPathComponent("complete")
    let small = ["demos", "render", "card-transition", "--fps", "4", "--out", out.path]
    #expect(try diorama(small).status == 0)
    let frames = out.appendingPathComponent("card-transition")
    let before = try frameFiles(in: frames).map { try bytes(frames, $0) }
    let again = try diorama(small + ["--resume"])
    #expect(again.status == 0, "\(again.error)")
    #expect(again.output.contains("wrote 0 frames") && again.output.contains("kept 13"), "\(again.output)")
    #expect(try frameFiles(in: frames).map { try bytes(frames, $0) } == before)
  }

  /// A process identifier no process has: a child that has exited and been reaped.
  func deadProcessIdentifier() throws -> Int32 {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    return child.processIdentifier
  }
}
