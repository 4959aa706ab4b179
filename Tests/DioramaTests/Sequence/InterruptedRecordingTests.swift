import Foundation
import Testing

@testable import Diorama

/// What a killed recording leaves behind, and what the next recording does with it.
@Suite struct InterruptedRecordingTests {
  typealias Support = SequenceTestSupport

  @Test func staleTemporaryFramesAreClearedByTheNextRecording() throws {
    try Support.withFolder { folder in
      let gone = try Support.deadProcessID()
      let stale = [".frame_00000.png.\(gone).1.tmp", ".frame_00007.png.\(gone).4294967295.tmp"]
      let live = ".frame_00001.png.\(getpid()).5.tmp"  // this process: a recording in progress
      let unrelated = [".frame_00002.png.tmp", ".frame_x.png.\(gone).1.tmp"]
      for name in stale + [live] + unrelated { try Data().write(to: folder.appendingPathComponent(name)) }
      let options = SequenceOptions(length: .frames(2))
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      #expect(try Support.contents(of: folder) == ([live] + unrelated + Support.frameNames(0..<2)).sorted())
    }
  }

  @Test func aFolderUnderARegularFileIsNamedInTheError() throws {
    try Support.withFolder { folder in
      let file = folder.appendingPathComponent("notes")
      try Data("x".utf8).write(to: file)
      let target = file.appendingPathComponent("frames/run1")
      do {
        try SequenceRecorder(options: SequenceOptions(length: .frames(1))).record(
          Support.slidingSquare(), to: target)
        Issue.record("recording under a file succeeded")
      } catch {
        guard let error = error as? SequenceError, case .unusableFolder(let url, let reason) = error else {
          Issue.record("unexpected error \(error)")
          return
        }
        #expect(url == target)
        #expect(reason.contains("\(file.path) is a file, not a folder"))
        #expect(!error.description.contains("NSCocoaErrorDomain"))
      }
    }
  }

  /// A real `diorama` process killed with SIGKILL while it writes frames: every `frame_*.png`
  /// it left is a complete PNG, and the next recording into the folder removes its temporary
  /// files.
  @Test func aKilledRecordingLeavesOnlyCompleteFrames() throws {
    let products = Bundle.module.bundleURL.deletingLastPathComponent()
    let executable = products.appendingPathComponent("diorama")
    try #require(FileManager.default.isExecutableFile(atPath: executable.path))
    try Support.withFolder { out in
      let folder = out.appendingPathComponent("card-transition")  // the CLI's folder for the demo
      let process = Process()
      process.executableURL = executable
      process.arguments = [
        "demos", "render", "card-transition", "--fps", "60", "--scale", "4", "--out", out.path,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(120)
      while Date() < deadline, process.isRunning,
        ((try? Support.contents(of: folder)) ?? []).filter({ $0.hasPrefix("frame_") }).count < 2
      {
        usleep(2_000)
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let killed = process.processIdentifier
      let frames = try Support.contents(of: folder).filter { $0.hasPrefix("frame_") }
      #expect(!frames.isEmpty)
      for name in frames {
        #expect(throws: Never.self, "\(name)") {
          _ = try Image(contentsOf: folder.appendingPathComponent(name))
        }
      }
      // Whether the kill caught a write in flight is luck; plant one it could have left.
      try Data().write(to: folder.appendingPathComponent(".frame_00500.png.\(killed).7.tmp"))
      let options = SequenceOptions(length: .frames(2), overwrite: .replace)
      try SequenceRecorder(options: options).record(Support.slidingSquare(), to: folder)
      #expect(try Support.contents(of: folder) == Support.frameNames(0..<2))
    }
  }
}
