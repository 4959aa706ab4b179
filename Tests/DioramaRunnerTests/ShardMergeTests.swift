import Diorama
import Foundation
import Testing

/// A render split into 4 shards run by GNU parallel, each into its own folder as separate
/// machines would, merged, equals a single-process render byte for byte; `assemble` then makes a
/// video of the merged folder.
@Suite final class ShardMergeTests {
  let folder: URL

  init() throws { folder = try temporaryFolder("shards") }
  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func fourShardsByGNUParallelMergeIntoTheSingleRender() throws {
    let parallel = try systemTool("parallel", package: "parallel")
    let executable = try dioramaExecutable()
    let common = ["demos", "render", "card-transition", "--fps", "5", "--quiet"]

    let single = try run(executable, common + ["--out", folder.appendingPathComponent("single").path])
    #expect(single.status == 0, "\(single.error)")

    // parallel substitutes {} with each of 0 1 2 3: four processes, four folders.
    let shards = try run(
      parallel,
      ["--will-cite", "--halt", "now,fail=1", executable.path] + common
        + [
          "--out", folder.appendingPathComponent("shard-{}").path, "--shard", "{}/4", ":::", "0", "1", "2",
          "3",
        ])
    #expect(shards.status == 0, "\(shards.error)")

    let merged = folder.appendingPathComponent("merged")
    try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
    var counts: [Int] = []
    for shard in 0..<4 {
      let shardFolder = folder.appendingPathComponent("shard-\(shard)/card-transition")
      let names = try frameFiles(in: shardFolder)
      counts.append(names.count)
      for name in names {
        try FileManager.default.moveItem(
          at: shardFolder.appendingPathComponent(name), to: merged.appendingPathComponent(name))
      }
    }
    #expect(counts == [4, 4, 4, 4])  // 16 frames, ⌊i·16/4⌋: four each

    let singleFolder = folder.appendingPathComponent("single/card-transition")
    let names = try frameFiles(in: singleFolder)
    #expect(names == (0...15).map(frameName))
    #expect(try frameFiles(in: merged) == names)
    for name in names {
      #expect(try bytes(merged, name) == bytes(singleFolder, name), "\(name) differs")
    }

    let ffprobe = try systemTool("ffprobe", package: "ffmpeg")
    let video = folder.appendingPathComponent("merged.mp4")
    let assembled = try diorama(["demos", "assemble", merged.path, "--video", video.path, "--fps", "5"])
    #expect(assembled.status == 0, "\(assembled.error)")
    let probe = try probeVideo(video, ffprobe: ffprobe)
    #expect(probe.codec == "h264")
    #expect(probe.frames == 16)
    #expect(abs(probe.duration - 3.2) < 0.05)  // 16 frames at 5 fps
  }

  @Test func assembleRefusesAFolderWithAHole() throws {
    #expect(
      try diorama([
        "demos", "render", "card-transition", "--fps", "5", "--frames", "0..5", "--quiet",
        "--out", folder.path,
      ]).status == 0)
    let frames = folder.appendingPathComponent("card-transition")
    try FileManager.default.removeItem(at: frames.appendingPathComponent(frameName(3)))
    let result = try diorama([
      "demos", "assemble", frames.path, "--apng", folder.appendingPathComponent("a.apng").path,
    ])
    #expect(result.status == 1)
    #expect(result.error.contains("missing: 3"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.apng").path))

    let nothing = try diorama(["demos", "assemble", frames.path])
    #expect(nothing.status == 2)
    #expect(nothing.error.contains("--apng, --contact-sheet or --video"))
    let missing = try diorama([
      "demos", "assemble", folder.appendingPathComponent("no-such-folder").path, "--video",
      folder.appendingPathComponent("x.mp4").path,
    ])
    #expect(missing.status == 1)
    #expect(missing.error.contains("cannot be read"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.mp4").path))
  }

  @Test func assembleWritesTheSamePreviewsAsTheRender() throws {
    let render = try diorama([
      "demos", "render", "card-transition", "--fps", "5", "--quiet", "--apng", "--out", folder.path,
    ])
    #expect(render.status == 0, "\(render.error)")
    let apng = folder.appendingPathComponent("assembled.apng")
    let sheet = folder.appendingPathComponent("assembled-sheet.png")
    let result = try diorama([
      "demos", "assemble", folder.appendingPathComponent("card-transition").path, "--fps", "5", "--apng",
      apng.path,
      "--contact-sheet", sheet.path,
    ])
    #expect(result.status == 0, "\(result.error)")
    // The animated PNG reuses the frames' compressed data, so it equals the render's own.
    #expect(
      try Data(contentsOf: apng) == Data(contentsOf: folder.appendingPathComponent("card-transition.apng")))
    #expect(try Image(contentsOf: sheet).width > 0)
  }
}
