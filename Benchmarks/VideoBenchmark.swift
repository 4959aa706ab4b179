import ArgumentParser
import Diorama
import DioramaRunner
import Foundation

/// `diorama-bench video`: the render benchmark's reference scene (1280 × 720, 60 frames) encoded
/// to MP4 through the runner's video encoder (raw frames piped to ffmpeg), beside writing the
/// same frames as PNG files, and both at once; then its peer, Manim Community rendering the same
/// scene to MP4 (`Peers/video/manim_video_peer.py`), and the ratio of their frame rates.
/// Medians of `--repeats` runs after a warm-up.
struct VideoBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "video",
    abstract: "The reference scene to MP4 through ffmpeg, beside writing PNG frames.")

  @Option(help: "Timed runs of each configuration (the median is reported).")
  var repeats = 3

  @Option(help: "Parent folder of the per-run output folders.")
  var scratch = FileManager.default.temporaryDirectory.path

  @Option(help: "Folder with the peer programs (Benchmarks/Peers in the package).")
  var peers: String = PeerPrograms.defaultFolder

  @Flag(help: "Skip the Manim peer.")
  var skipPeers = false

  func validate() throws {
    guard (1...50).contains(repeats) else { throw ValidationError("--repeats must be 1…50; got \(repeats).") }
  }

  func run() throws {
    let frames = 60
    let parent = URL(fileURLWithPath: scratch).appendingPathComponent("diorama-bench-video-\(UUID())")
    defer { try? FileManager.default.removeItem(at: parent) }
    print("video: the reference scene, 1280 × 720, \(frames) frames; medians of \(repeats) runs")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")

    var run = 0
    func measure(writesFrames: Bool, video: Bool) throws -> Double {
      try median {
        run += 1
        let folder = parent.appendingPathComponent("run-\(run)")
        var options = SequenceOptions.standard
        options.length = .frames(frames)
        options.writesFrameFiles = writesFrames
        let scene = try RenderReferenceScene.make()
        let start = DispatchTime.now().uptimeNanoseconds
        let encoder =
          video
          ? try VideoEncoder(
            url: parent.appendingPathComponent("run-\(run).mp4"), width: 1280, height: 720,
            framesPerSecond: 60)
          : nil
        do {
          try SequenceRecorder(options: options).record(scene, to: folder, consumer: encoder)
          try encoder?.finish()
        } catch {
          encoder?.abandon()
          throw error
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        try? FileManager.default.removeItem(at: folder)
        return Double(frames) / elapsed
      }
    }

    let png = try measure(writesFrames: true, video: false)
    print(String(format: "  PNG frames (zlib level 3): %.1f fps", png))
    let mp4 = try measure(writesFrames: false, video: true)
    print(String(format: "  MP4 (H.264 crf 20, preset veryfast, through ffmpeg): %.1f fps", mp4))
    let both = try measure(writesFrames: true, video: true)
    print(String(format: "  PNG frames and MP4 together: %.1f fps", both))
    guard !skipPeers else { return }
    // Manim runs as processes of its own; its figure excludes its start-up (see the peer).
    guard
      let manim = PeerPrograms.python(
        "video/manim_video_peer.py", in: peers, ["--repeats", String(repeats)], peer: "Manim"),
      let manimFPS = manim["fps_excluding_startup"] as? Double, manimFPS > 0
    else { return }
    let version = manim["manim"] as? String ?? "Manim"
    let process = manim["process_s"] as? Double ?? .nan
    print(
      "  \(version), MP4 (H.264 crf 23, preset medium): "
        + String(format: "%.1f fps without start-up (%.2f s a process)", manimFPS, process))
    print(String(format: "  Diorama's MP4 ÷ Manim's MP4: %.1f× (budget: at least 5×)", mp4 / manimFPS))
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
