import Diorama
import DioramaRunner
import Foundation
import Testing

/// `diorama demos render` run as a process: frame ranges, stills, shards from the environment,
/// bad input. card-transition is 3 s long: at 5 fps its frames are 0…15.
@Suite final class RenderCommandTests {
  let folder: URL

  init() throws { folder = try temporaryFolder("render") }
  deinit { try? FileManager.default.removeItem(at: folder) }

  func render(_ extra: [String], into name: String, environment: [String: String] = [:]) throws
    -> ProcessResult
  {
    try diorama(
      ["demos", "render", "card-transition", "--fps", "5", "--out", folder.appendingPathComponent(name).path]
        + extra,
      environment: environment)
  }

  @Test func frameRangesEqualTheSameFramesOfAFullRender() throws {
    let full = try render([], into: "full")
    #expect(full.status == 0, "\(full.error)")
    let fullFolder = folder.appendingPathComponent("full/card-transition")
    #expect(try frameFiles(in: fullFolder) == (0...15).map(frameName))

    for (selection, expected) in [("5..9", 5...9), ("13..", 13...15), ("..2", 0...2), ("8", 8...8)] {
      let name = "part-\(expected.lowerBound)"
      let part = try render(["--frames", selection], into: name)
      #expect(part.status == 0, "\(part.error)")
      let partFolder = folder.appendingPathComponent("\(name)/card-transition")
      #expect(try frameFiles(in: partFolder) == expected.map(frameName), "--frames \(selection)")
      for index in expected {
        #expect(
          try bytes(partFolder, frameName(index)) == bytes(fullFolder, frameName(index)),
          "--frames \(selection): frame \(index) differs from the full render")
      }
    }
  }

  @Test func aStillIsTheNearestFrameOfAFullRender() throws {
    #expect(try render([], into: "full").status == 0)
    // 1.0 s at 5 fps is frame 5; 1.09 s is nearer frame 5 (1.0 s) than frame 6 (1.2 s).
    for time in ["1.0", "1.09"] {
      let still = try render(["--still", time], into: "still")
      #expect(still.status == 0, "\(still.error)")
      #expect(
        try bytes(folder, "still/card-transition.png")
          == bytes(folder.appendingPathComponent("full/card-transition"), frameName(5)))
    }
    let late = try render(["--still", "3.2"], into: "late")
    #expect(late.status == 2)
    #expect(late.error.contains("0…15"))
  }

  @Test func autoShardReadsTheJobIndex() throws {
    // 16 frames in 4 shards: ⌊i·16/4⌋ → shard 2 is frames 8…11.
    let kubernetes = try render(
      ["--shard", "auto/4"], into: "k8s", environment: ["JOB_COMPLETION_INDEX": "2"])
    #expect(kubernetes.status == 0, "\(kubernetes.error)")
    #expect(
      try frameFiles(in: folder.appendingPathComponent("k8s/card-transition")) == (8...11).map(frameName))
    let slurm = try render(
      ["--shard", "auto/4"], into: "slurm",
      environment: ["SLURM_ARRAY_TASK_ID": "3", "JOB_COMPLETION_INDEX": ""])
    // An empty JOB_COMPLETION_INDEX is not a number: refused rather than guessed.
    #expect(slurm.status == 2)
    let slurmOnly = try run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "-u", "JOB_COMPLETION_INDEX", try dioramaExecutable().path, "demos", "render", "card-transition",
        "--fps", "5",
        "--out", folder.appendingPathComponent("slurm").path, "--shard", "auto/4",
      ],
      environment: ["SLURM_ARRAY_TASK_ID": "3"])
    #expect(slurmOnly.status == 0, "\(slurmOnly.error)")
    #expect(
      try frameFiles(in: folder.appendingPathComponent("slurm/card-transition")) == (12...15).map(frameName))
  }

  @Test func shardsOfOneFolderDoNotDisturbEachOther() throws {
    // Two shards into the same folder: the second finds the first's frames outside its range and
    // leaves them alone instead of refusing.
    #expect(try render(["--shard", "0/2"], into: "shared").status == 0)
    let second = try render(["--shard", "1/2"], into: "shared")
    #expect(second.status == 0, "\(second.error)")
    #expect(
      try frameFiles(in: folder.appendingPathComponent("shared/card-transition")) == (0...15).map(frameName))
  }

  @Test func badInputExitsTwoNamingTheValidRange() throws {
    let cases: [([String], String)] = [
      (["--frames", "5..400"], "0…15"),
      (["--frames", "16.."], "0…15"),
      (["--frames", "9..3"], "A..B"),
      (["--frames", "abc"], "A..B"),
      (["--shard", "4/4"], "0…3"),
      (["--shard", "0/17"], "at most 16"),
      (["--shard", "1/0"], "at least 1"),
      (["--shard", "two/4"], "I/N"),
      (["--shard", "auto/4"], "JOB_COMPLETION_INDEX"),
      (["--still", "-1"], "--still"),
      (["--background", "purple"], "hex"),
      (["--background", "fff", "--transparent"], "--transparent"),
      (["--video", "clip.avi"], ".mp4"),
      (["--video", "clip.gif", "--crf", "20"], "--crf"),
      (["--video", "clip.mp4", "--crf", "60"], "0…51"),
      (["--video", "clip.mov", "--crf", "10"], "--quality"),
      (["--video", "clip.mp4", "--quality", "best"], "draft"),
      (["--quality", "high"], "--video"),
      (["--no-frames"], "--video"),
      (["--overwrite", "--resume"], "--resume"),
      (["--bogus"], "Unknown option"),
    ]
    for (arguments, message) in cases {
      let result = try render(
        arguments, into: "bad", environment: ["JOB_COMPLETION_INDEX": "", "SLURM_ARRAY_TASK_ID": ""])
      #expect(result.status == 2, "\(arguments): \(result.error)")
      #expect(result.error.contains(message), "\(arguments): \(result.error)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad").path))
  }

  @Test func aStillBelongsToTheFirstShardAndIsFrameZero() throws {
    func still(_ extra: [String], into name: String) throws -> ProcessResult {
      try diorama(["demos", "render", "card", "--out", folder.appendingPathComponent(name).path] + extra)
    }
    let first = try still(["--shard", "0/3"], into: "first")
    #expect(first.status == 0, "\(first.error)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("first/card.png").path))
    for index in 1...2 {
      let other = try still(["--shard", "\(index)/3"], into: "other-\(index)")
      #expect(other.status == 0, "\(other.error)")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("other-\(index)/card.png").path)
      )
    }
    let zero = try still(["--frames", "0"], into: "zero")
    #expect(zero.status == 0, "\(zero.error)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("zero/card.png").path))
    let past = try still(["--frames", "1.."], into: "past")
    #expect(past.status == 2)
    #expect(past.error.contains("card is a still, frame 0 only"), "\(past.error)")
  }

  @Test func versionAndQuiet() throws {
    let version = try diorama(["--version"])
    #expect(version.status == 0)
    #expect(version.output.trimmingCharacters(in: .whitespacesAndNewlines) == DioramaVersion.current)

    let loud = try render(["--frames", "0..1"], into: "loud")
    #expect(loud.status == 0)
    #expect(loud.output.contains("wrote 2 frames"))
    #expect(!loud.error.contains("█"))  // standard error is a file: no progress bar
    let quiet = try render(["--frames", "0..1", "--quiet"], into: "quiet")
    #expect(quiet.status == 0)
    #expect(quiet.output.isEmpty && quiet.error.isEmpty)
  }

  @Test func aTerminalGetsAProgressBar() throws {
    // util-linux's `script` runs the command on a pseudo-terminal and copies what it shows.
    let script = try systemTool("script", package: "bsdutils")
    let out = folder.appendingPathComponent("tty").path
    let command = "\(try dioramaExecutable().path) demos render card-transition --fps 5 --out \(out)"
    let result = try run(script, ["-qec", command, "/dev/null"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("█") && result.output.contains("ETA"), "\(result.output)")
    #expect(result.output.contains("16/16 frames"))
    #expect(result.output.contains("wrote 16 frames"))
  }

  @Test func backgroundAndTransparency() throws {
    #expect(try render(["--still", "0", "--transparent"], into: "clear").status == 0)
    let clear = try Image(contentsOf: folder.appendingPathComponent("clear/card-transition.png"))
    #expect(clear[x: 0, y: 0].a == 0)  // the corner shows the scene's background: none
    #expect(try render(["--still", "0", "--background", "ff0000"], into: "red").status == 0)
    let red = try Image(contentsOf: folder.appendingPathComponent("red/card-transition.png"))
    let corner = red[x: 0, y: 0]
    #expect(corner.r == 255 && corner.g == 0 && corner.b == 0 && corner.a == 255)
  }
}
