import ArgumentParser
import Diorama
import DioramaRunner
import Foundation

/// `diorama-bench video`: the render benchmark's reference scene (1280 × 720, 60 frames) encoded
/// to MP4 through the runner's video encoder (raw frames piped to ffmpeg), beside writing the
/// same frames as PNG files, and both at once; the MP4 again as a whole process (start-up
/// included, as a user runs a render); then its peer, Manim Community rendering the same scene
/// to MP4 (`Peers/video/manim_video_peer.py`), and the ratios of their frame rates, per frame
/// and per process. Medians of `--repeats` runs after a warm-up.
struct VideoBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "video",
    abstract: "The reference scene to MP4 through ffmpeg, beside writing PNG frames, against Manim.")

  @Option(help: "Timed runs of each configuration (the median is reported).")
  var repeats = 3

  @Option(help: "Parent folder of the per-run output folders.")
  var scratch = FileManager.default.temporaryDirectory.path

  @Option(help: "Folder with the peer programs (Benchmarks/Peers in the package).")
  var peers: String = PeerPrograms.defaultFolder

  @Flag(help: "Skip the Manim peer.")
  var skipPeers = false

  @Option(help: .hidden)
  var clipOnly: String?

  static let frames = 60

  func validate() throws {
    guard (1...50).contains(repeats) else { throw ValidationError("--repeats must be 1…50; got \(repeats).") }
  }

  func run() throws {
    if let clipOnly {
      // The child process of the whole-process timing: build the scene, write the MP4, exit.
      _ = try Self.record(to: nil, video: URL(fileURLWithPath: clipOnly))
      return
    }
    let parent = URL(fileURLWithPath: scratch).appendingPathComponent("diorama-bench-video-\(UUID())")
    defer { try? FileManager.default.removeItem(at: parent) }
    print("video: the reference scene, 1280 × 720, \(Self.frames) frames; medians of \(repeats) runs")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")

    var run = 0
    func next() -> URL {
      run += 1
      return parent.appendingPathComponent("run-\(run)")
    }
    let png = try median { try Self.record(to: next(), video: nil) }
    print(String(format: "  PNG frames (zlib level 3): %.1f fps", png))
    let mp4 = try median { try Self.record(to: nil, video: next().appendingPathExtension("mp4")) }
    print(String(format: "  MP4 (H.264 crf 20, preset veryfast, through ffmpeg): %.1f fps", mp4))
    let both = try median { try Self.record(to: next(), video: next().appendingPathExtension("mp4")) }
    print(String(format: "  PNG frames and MP4 together: %.1f fps", both))
    let process = try median {
      let seconds = try Self.timeProcess(
        [CommandLine.arguments[0], "video", "--clip-only", next().appendingPathExtension("mp4").path])
      return Double(Self.frames) / seconds
    }
    print(
      String(
        format: "  MP4 as a process (start-up, scene, frames, video): %.2f s, %.1f fps",
        Double(Self.frames) / process, process))
    guard !skipPeers else { return }
    // Manim runs as processes of its own; the peer also estimates its cost per frame without its
    // start-up (see the peer).
    guard
      let manim = PeerPrograms.python(
        "video/manim_video_peer.py", in: peers, ["--repeats", String(repeats)], peer: "Manim"),
      let perFrame = manim["fps_excluding_startup"] as? Double, perFrame > 0,
      let whole = manim["fps_including_startup"] as? Double, whole > 0
    else { return }
    let version = manim["manim"] as? String ?? "Manim"
    print(
      "  \(version), MP4 (H.264 crf 23, preset medium): "
        + String(
          format: "%.1f fps per frame without start-up; %.2f s, %.1f fps as a process",
          perFrame, Double(Self.frames) / whole, whole))
    print(
      String(
        format: "  Diorama's MP4 ÷ Manim's: %.1f× per frame (Manim's start-up left out), %.1f× as processes"
          + " (budget: at least 5×)",
        mp4 / perFrame, process / whole))
  }

  /// Records the reference scene to PNG frames in `folder` and/or to an MP4; returns frames per
  /// second of wall time, scene building and the video's completion included.
  static func record(to folder: URL?, video: URL?) throws -> Double {
    var options = SequenceOptions.standard
    options.length = .frames(frames)
    options.writesFrameFiles = folder != nil
    let scene = try RenderReferenceScene.make()
    let start = DispatchTime.now().uptimeNanoseconds
    let encoder = try video.map { try VideoEncoder(url: $0, width: 1280, height: 720, framesPerSecond: 60) }
    let target =
      folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("diorama-video-\(UUID())")
    do {
      try SequenceRecorder(options: options).record(scene, to: target, consumer: encoder)
      try encoder?.finish()
    } catch {
      encoder?.abandon()
      throw error
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    try? FileManager.default.removeItem(at: target)
    if let video { try? FileManager.default.removeItem(at: video) }
    return Double(frames) / elapsed
  }

  /// The wall time of a process, from its start to its exit.
  static func timeProcess(_ arguments: [String]) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardOutput = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError(
        "\(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
    }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  private func median(_ body: () throws -> Double) throws -> Double {
    _ = try body()
    var values: [Double] = []
    for _ in 0..<repeats { values.append(try body()) }
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
