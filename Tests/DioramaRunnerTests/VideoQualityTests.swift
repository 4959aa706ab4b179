import Diorama
import DioramaRunner
import Foundation
import Testing

/// `--quality` through the real ffmpeg: the same six frames of card-transition (480×320, 5 fps)
/// assembled at each level, per format. A lower level must lose more of the picture than the
/// default, and a higher one no more; the files show the settings that reached the encoder.
@Suite final class VideoQualityTests {
  let folder: URL
  let frames: URL

  init() throws {
    folder = try temporaryFolder("video-quality")
    let result = try diorama([
      "demos", "render", "card-transition", "--fps", "5", "--frames", "0..5", "--out", folder.path,
    ])
    guard result.status == 0 else { throw TestFailure("the frames could not be rendered: \(result.error)") }
    frames = folder.appendingPathComponent("card-transition")
  }
  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Assembles the frames into `name` at a level; returns its size and the mean difference of
  /// its frame 3 from the PNG.
  func encode(_ name: String, _ extra: [String]) throws -> (bytes: Int, error: Double) {
    let ffmpeg = try systemTool("ffmpeg", package: "ffmpeg")
    let video = folder.appendingPathComponent(name)
    let result = try diorama(["demos", "assemble", frames.path, "--fps", "5", "--video", video.path] + extra)
    #expect(result.status == 0, "\(name) \(extra): \(result.error)")
    let png = try Image(contentsOf: frames.appendingPathComponent(frameName(3)))
    let decoded = try decodeFrame(3, of: video, width: 480, height: 320, ffmpeg: ffmpeg)
    let bytes = try FileManager.default.attributesOfItem(atPath: video.path)[.size] as? Int ?? 0
    return (bytes, meanSquaredDifference(png, decoded))
  }

  /// The mean squared difference of the colour channels: large misses (banding, blocks) weigh
  /// more than the small ones every lossy format makes.
  func meanSquaredDifference(_ image: Image, _ pixels: [UInt8]) -> Double {
    var total = 0.0
    for index in 0..<(image.width * image.height) {
      for channel in 0..<3 {
        let d = Double(image.pixels[index * 4 + channel]) - Double(pixels[index * 4 + channel])
        total += d * d
      }
    }
    return total / Double(image.width * image.height * 3)
  }

  @Test(arguments: ["mp4", "webm", "gif", "mov"]) func draftLosesMoreAndHighNoMoreThanStandard(_ ext: String)
    throws
  {
    let draft = try encode("draft.\(ext)", ["--quality", "draft"])
    let standard = try encode("standard.\(ext)", [])
    let high = try encode("high.\(ext)", ["--quality", "high"])
    #expect(draft.error > standard.error, "draft \(draft), standard \(standard)")
    #expect(high.error <= standard.error + 0.01, "high \(high), standard \(standard)")
    #expect(draft.bytes < standard.bytes, "draft \(draft), standard \(standard)")
    #expect(high.bytes >= standard.bytes, "high \(high), standard \(standard)")
  }

  @Test func theLevelsAndCRFReachTheEncoder() throws {
    // x264 writes its settings into the stream (an SEI message): "… crf=28.0 …".
    for (extra, crf) in [(["--quality", "draft"], "28.0"), ([], "20.0"), (["--quality", "high"], "14.0")] {
      _ = try encode("levels.mp4", extra)
      let data = try Data(contentsOf: folder.appendingPathComponent("levels.mp4"))
      #expect(data.range(of: Data("crf=\(crf) ".utf8)) != nil, "\(extra)")
    }
    _ = try encode("override.mp4", ["--quality", "draft", "--crf", "18"])
    let data = try Data(contentsOf: folder.appendingPathComponent("override.mp4"))
    #expect(data.range(of: Data("crf=18.0 ".utf8)) != nil)
    // ProRes: the high level is the 4444 XQ profile.
    let ffprobe = try systemTool("ffprobe", package: "ffmpeg")
    for (extra, profile) in [([String](), "4444"), (["--quality", "high"], "XQ")] {
      _ = try encode("profile.mov", extra)
      let probe = try run(
        ffprobe,
        [
          "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=profile", "-of", "csv=p=0",
          folder.appendingPathComponent("profile.mov").path,
        ])
      #expect(probe.output.trimmingCharacters(in: .whitespacesAndNewlines) == profile, "\(extra)")
    }
  }

  @Test func aCRFTheFormatCannotTakeIsRefusedBeforeFFmpegStarts() {
    for (name, crf, format) in [("a.mov", 10, VideoFormat.mov), ("a.mp4", 52, .mp4), ("a.webm", -1, .webm)] {
      let url = folder.appendingPathComponent(name)
      #expect(throws: VideoError.crfOutOfRange(crf, format)) {
        _ = try VideoEncoder(url: url, width: 16, height: 16, framesPerSecond: 30, crf: crf)
      }
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }
}
