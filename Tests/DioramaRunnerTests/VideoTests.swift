import Diorama
import Foundation
import Testing

/// `--video` through the real ffmpeg, checked with ffprobe and by decoding a frame: card-transition
/// at 5 fps is 16 frames of 480×320 pixels, 3.2 s of video.
@Suite final class VideoTests {
  let folder: URL

  init() throws { folder = try temporaryFolder("video") }
  deinit { try? FileManager.default.removeItem(at: folder) }

  struct Expectation: Sendable, CustomStringConvertible {
    var ext: String
    var codec: String
    var pixelFormats: [String]
    /// The largest mean difference per channel (0…255) between a decoded frame and its PNG.
    var tolerance: Double
    var description: String { ext }
  }

  static let formats = [
    Expectation(ext: "mp4", codec: "h264", pixelFormats: ["yuv420p"], tolerance: 3),
    Expectation(ext: "webm", codec: "vp9", pixelFormats: ["yuv420p"], tolerance: 3),
    Expectation(ext: "gif", codec: "gif", pixelFormats: ["bgra", "pal8"], tolerance: 2),
    // ProRes 4444 keeps 4:4:4 chroma and alpha; ffmpeg's decoder reports 10 or 12 bits.
    Expectation(ext: "mov", codec: "prores", pixelFormats: ["yuva444p10le", "yuva444p12le"], tolerance: 0.5),
  ]

  @Test(arguments: formats) func eachFormatHasItsCodecSizeFramesAndPictures(_ format: Expectation) throws {
    let ffprobe = try systemTool("ffprobe", package: "ffmpeg")
    let ffmpeg = try systemTool("ffmpeg", package: "ffmpeg")
    let video = folder.appendingPathComponent("clip.\(format.ext)")
    let result = try diorama([
      "demos", "render", "card-transition", "--fps", "5", "--out", folder.path, "--video", video.path,
    ])
    #expect(result.status == 0, "\(result.error)")
    let probe = try probeVideo(video, ffprobe: ffprobe)
    #expect(probe.codec == format.codec)
    #expect(format.pixelFormats.contains(probe.pixelFormat), "\(probe.pixelFormat)")
    #expect(probe.width == 480 && probe.height == 320)
    #expect(probe.frames == 16)
    #expect(abs(probe.duration - 3.2) < 0.05, "\(probe.duration)")

    let png = try Image(contentsOf: folder.appendingPathComponent("card-transition/\(frameName(8))"))
    let decoded = try decodeFrame(8, of: video, width: 480, height: 320, ffmpeg: ffmpeg)
    let difference = meanDifference(png, decoded, width: 480, alpha: false)
    #expect(difference <= format.tolerance, "mean difference \(difference)")
    // Against another frame the difference is much larger: the comparison can fail.
    let other = try Image(contentsOf: folder.appendingPathComponent("card-transition/\(frameName(0))"))
    #expect(meanDifference(other, decoded, width: 480, alpha: false) > 3 * format.tolerance)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty)
  }

  @Test func mp4IsEvenSizedAndStartsFast() throws {
    let ffprobe = try systemTool("ffprobe", package: "ffmpeg")
    let video = folder.appendingPathComponent("odd.mp4")
    // 480 × 1.001 = 480.48 → 481 pixels, 320.32 → 321: H.264 4:2:0 needs even sides, padded to 482 × 322.
    let result = try diorama([
      "demos", "render", "card-transition", "--fps", "5", "--frames", "0..3", "--scale", "1.001", "--out",
      folder.path,
      "--video", video.path, "--no-frames",
    ])
    #expect(result.status == 0, "\(result.error)")
    let probe = try probeVideo(video, ffprobe: ffprobe)
    #expect(probe.width == 482 && probe.height == 322)
    #expect(probe.frames == 4)
    // +faststart: the index (moov) comes before the media data (mdat).
    let boxes = try topLevelBoxes(of: video)
    let moov = try #require(boxes.firstIndex(of: "moov"))
    let mdat = try #require(boxes.firstIndex(of: "mdat"))
    #expect(moov < mdat, "\(boxes)")
    // --no-frames: no folder of frames.
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("card-transition").path))
  }

  @Test func gifLoopsForever() throws {
    let video = folder.appendingPathComponent("loop.gif")
    let result = try diorama([
      "demos", "render", "card-transition", "--fps", "5", "--frames", "0..2", "--out", folder.path, "--video",
      video.path, "--no-frames",
    ])
    #expect(result.status == 0, "\(result.error)")
    // The NETSCAPE2.0 application extension with a loop count of 0 (forever).
    let data = try Data(contentsOf: video)
    let marker = Data("NETSCAPE2.0".utf8) + Data([3, 1, 0, 0])
    #expect(data.range(of: marker) != nil)
  }

  @Test func movKeepsTransparency() throws {
    let ffmpeg = try systemTool("ffmpeg", package: "ffmpeg")
    let video = folder.appendingPathComponent("alpha.mov")
    let result = try diorama([
      "demos", "render", "card-transition", "--fps", "5", "--frames", "0..1", "--transparent", "--out",
      folder.path,
      "--video", video.path,
    ])
    #expect(result.status == 0, "\(result.error)")
    let png = try Image(contentsOf: folder.appendingPathComponent("card-transition/\(frameName(1))"))
    #expect(png[x: 0, y: 0].a == 0)
    let decoded = try decodeFrame(1, of: video, width: 480, height: 320, ffmpeg: ffmpeg)
    #expect(decoded[3] == 0)  // the corner's alpha
    #expect(meanDifference(png, decoded, width: 480, alpha: true) <= 1.5)
  }

  @Test func missingFFmpegIsATypedErrorNamingTheDebianPackage() throws {
    let empty = folder.appendingPathComponent("empty-bin")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("out")
    let video = out.appendingPathComponent("clip.mp4")
    let result = try diorama(
      ["demos", "render", "card-transition", "--fps", "5", "--out", out.path, "--video", video.path],
      environment: ["PATH": empty.path])
    #expect(result.status == 1)
    #expect(result.error.contains("ffmpeg was not found"))
    #expect(result.error.contains("apt-get install ffmpeg"))
    #expect(!FileManager.default.fileExists(atPath: video.path))
  }

  @Test func failingFFmpegReportsItsMessagesAndLeavesNoVideo() throws {
    let ffmpeg = try systemTool("ffmpeg", package: "ffmpeg")
    // The real ffmpeg, given an option it does not know before ours: it exits with an error.
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let shim = bin.appendingPathComponent("ffmpeg")
    try "#!/bin/sh\nexec \(ffmpeg.path) -no_such_option 1 \"$@\"\n".write(
      to: shim, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shim.path)
    let out = folder.appendingPathComponent("out")
    let video = out.appendingPathComponent("clip.mp4")
    let result = try diorama(
      [
        "demos", "render", "card-transition", "--fps", "5", "--out", out.path, "--video", video.path,
        "--no-frames",
      ],
      environment: ["PATH": bin.path + ":/usr/bin:/bin"])
    #expect(result.status == 1)
    #expect(result.error.contains("ffmpeg failed"))
    #expect(result.error.contains("no_such_option"))  // ffmpeg's own words
    let left = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
    #expect(left.isEmpty, "\(left)")
  }

  /// The types of an ISO media file's top-level boxes, in order.
  func topLevelBoxes(of url: URL) throws -> [String] {
    let data = [UInt8](try Data(contentsOf: url))
    var types: [String] = []
    var offset = 0
    while offset + 8 <= data.count {
      var size = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: data[offset + 4..<offset + 8], as: UTF8.self))
      if size == 1, offset + 16 <= data.count {
        size = data[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
      }
      guard size >= 8 else { break }
      offset += size
    }
    return types
  }
}
