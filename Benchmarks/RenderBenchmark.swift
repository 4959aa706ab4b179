import ArgumentParser
import Diorama
import Foundation

/// `diorama-bench render`: the rendering budget. Records the reference scene (`scene-spec.md`:
/// 1280×720, 60 frames) through Diorama's scene graph, layout and animation clock into PNG files,
/// in the same session as its peers in `Benchmarks/Peers/render` — the C floor
/// (`scene_cairo_peer`, cairo + libpng, 2 threads) and pycairo with Cairo's own PNG writer — and
/// prints frames per second and ratios; then checks that memory stays flat over a long sequence.
struct RenderBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Time recording the reference scene to PNG files against the C floor and pycairo.")

  @Option(help: "Folder with the peer programs (Benchmarks/Peers in the package).")
  var peers: String = PeerPrograms.defaultFolder

  @Option(help: "Rounds; each runs every configuration once on 60 frames (medians are reported).")
  var repeats: Int = 7

  @Option(help: "Frames of the memory run (0 skips it); peak memory is taken from frame 100 on.")
  var memoryFrames: Int = 5000

  @Option(help: "Parent folder of the per-run output folders.")
  var scratch: String = FileManager.default.temporaryDirectory.path

  @Flag(help: "Skip the C and pycairo peers.")
  var skipPeers = false

  static let frameCount = 60
  /// Frames compared with the C peer's pixels.
  static let comparedFrames = [0, 10, 30, 59]

  func validate() throws {
    guard repeats > 0 else { throw ValidationError("--repeats must be positive") }
    guard memoryFrames == 0 || memoryFrames > 100 else {
      throw ValidationError("--memory-frames must be 0 or more than 100")
    }
  }

  func run() throws {
    let parent = URL(fileURLWithPath: scratch)
      .appendingPathComponent("diorama-render-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    let peerFolder = URL(fileURLWithPath: peers).standardizedFileURL
    print(
      "render benchmark: reference scene 1280×720, \(Self.frameCount) frames, medians of \(repeats) rounds")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount); load average before: \(loadAverage())")

    // Rounds: in each, every peer configuration and every Diorama preset runs once, one after
    // the other, so a change of load during the session affects all of them alike; each figure
    // is the median over the rounds.
    var json: [String: Any] = ["bench": "diorama_render", "frames": Self.frameCount, "rounds": repeats]
    var cBinary: String?
    var pycairoAvailable = false
    if !skipPeers {
      cBinary = RenderPeers.buildC(peers: peerFolder)
      pycairoAvailable = RenderPeers.preparePycairo(peers: peerFolder, scratch: parent)
    }
    let presets: [(String, SequenceOptions)] = [
      ("fast", .fast), ("standard", .standard), ("compact", .compact),
      ("fast_1_worker", with(.fast) { $0.workerCount = 1 }),
    ]
    var samples: [String: [Double]] = [:]
    var bytes: [String: Int] = [:]
    for round in 0...repeats {  // round 0 warms up and is not counted
      var results: [(String, Double)] = []
      if let binary = cBinary {
        for (name, arguments) in RenderPeers.cConfigurations {
          if let fps = RenderPeers.runC(binary, arguments + ["--repeats", "1", "--out-parent", parent.path]) {
            results.append(("c_" + name, fps))
          }
        }
      }
      if pycairoAvailable, let fps = RenderPeers.runPycairo(peers: peerFolder, repeats: 1, parent: parent) {
        results.append(("pycairo_write_to_png", fps))
      }
      for (name, preset) in presets {
        let scene = try RenderReferenceScene.make()
        var options = preset
        options.length = .frames(Self.frameCount)
        let folder = parent.appendingPathComponent("diorama-\(name)-\(UUID())")
        let result = try SequenceRecorder(options: options).record(scene, to: folder)
        try FileManager.default.removeItem(at: folder)
        bytes[name] = result.bytesWritten / Self.frameCount
        results.append(("diorama_" + name, Double(Self.frameCount) / result.elapsed))
      }
      guard round > 0 else { continue }
      for (name, fps) in results { samples[name, default: []].append(fps) }
    }
    let fps = samples.mapValues(Self.median)
    json["fps"] = fps
    json["avg_png_bytes"] = bytes
    for (name, arguments) in RenderPeers.cConfigurations {
      guard let value = fps["c_" + name] else { continue }
      print(String(format: "  C %@ (%@): %.1f fps", name, arguments.joined(separator: " "), value))
    }
    if let value = fps["pycairo_write_to_png"] {
      print(String(format: "  pycairo, Cairo's write_to_png (level 6, adaptive filters): %.1f fps", value))
    }
    let cFloor = fps["c_png_l1_none_threads2"]
    let pycairo = fps["pycairo_write_to_png"]
    for (name, preset) in presets {
      guard let value = fps["diorama_" + name] else { continue }
      var line = String(
        format: "diorama %@ (%@, %d workers): %.1f fps, %.1f KiB per frame", name,
        preset.encoding.description,
        preset.workerCount ?? ProcessInfo.processInfo.activeProcessorCount, value,
        Double(bytes[name] ?? 0) / 1024)
      if let cFloor { line += String(format: "; %.2f× the C floor", value / cFloor) }
      if let pycairo { line += String(format: "; %.1f× pycairo", value / pycairo) }
      print(line)
    }
    if let cFloor {
      // Each preset against the two-thread C floor of the same run.
      for (name, budget) in [("fast", 2.0), ("standard", 1.5), ("compact", 1.0)] {
        guard let value = fps["diorama_" + name] else { continue }
        json["\(name)_vs_c_floor"] = value / cFloor
        print(
          String(
            format: "budget: %@ ≥ %.1f× the C floor (2 threads) -> %.2f× %@", name, budget, value / cFloor,
            value / cFloor >= budget ? "met" : "NOT met"))
      }
    }
    if let pycairo, let standard = fps["diorama_standard"] {
      json["standard_vs_pycairo"] = standard / pycairo
      print(
        String(
          format: "budget: standard ≥ 3× pycairo -> %.1f× %@", standard / pycairo,
          standard / pycairo >= 3 ? "met" : "NOT met"))
    }

    // Diorama's own phases, for the record.
    let drawOnly = try median { () throws -> Double in
      let scene = try RenderReferenceScene.make()
      let renderer = try scene.makeRenderer()
      let start = DispatchTime.now().uptimeNanoseconds
      for index in 0..<Self.frameCount { renderer.draw(try scene.frame(at: index)) }
      return seconds(since: start)
    }
    let graphOnly = try median { () throws -> Double in
      let scene = try RenderReferenceScene.make()
      let start = DispatchTime.now().uptimeNanoseconds
      for index in 0..<Self.frameCount { _ = try scene.frame(at: index) }
      return seconds(since: start)
    }
    print(
      String(
        format: "diorama scene graph only (events, layout, animation, snapshot): %.3f ms/frame; "
          + "+ draw: %.3f ms/frame (%.0f fps)",
        graphOnly * 1000 / Double(Self.frameCount), drawOnly * 1000 / Double(Self.frameCount),
        Double(Self.frameCount) / drawOnly))
    json["diorama_graph_ms_per_frame"] = graphOnly * 1000 / Double(Self.frameCount)
    json["diorama_draw_only_fps"] = Double(Self.frameCount) / drawOnly
    if let cDraw = fps["c_draw_only"] {
      let ratio = Double(Self.frameCount) / drawOnly / cDraw
      json["draw_only_vs_c"] = ratio
      print(
        String(
          format:
            "budget: drawing alone (scene graph and drawing, no encoding) ≥ 1.0× cairo from C -> %.2f× %@",
          ratio, ratio >= 1 ? "met" : "NOT met"))
    }

    if let binary = cBinary {
      json["differing_fraction"] = try compareWithC(binary, parent: parent)
    }
    if memoryFrames > 0 {
      json["memory"] = try memoryRun(parent: parent)
    }
    print("load average after: \(loadAverage())")
    let line = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    print(String(decoding: line, as: UTF8.self))
  }

  // MARK: - Pixels against the C peer

  /// The fraction of pixels that differ from the C peer's frames, exactly and perceptually.
  private func compareWithC(_ binary: String, parent: URL) throws -> [String: Double] {
    let peerFrames = parent.appendingPathComponent("c-frames")
    guard
      RenderPeers.dumpC(binary, frames: Self.comparedFrames, into: peerFrames)
    else {
      print("  pixel comparison skipped: the C peer could not write its frames")
      return [:]
    }
    let ours = parent.appendingPathComponent("diorama-frames")
    var options = SequenceOptions.fast
    options.length = .frames(Self.frameCount)
    try SequenceRecorder(options: options).record(try RenderReferenceScene.make(), to: ours)
    var fractions: [String: Double] = [:]
    for index in Self.comparedFrames {
      let theirs = peerFrames.appendingPathComponent(String(format: "frame_%03d.png", index))
      let mine = SequenceRecorder.frameURL(index: index, in: ours)
      let exact = try ImageComparator(threshold: 0, detectsAntiAliasing: false).compare(
        pngAt: theirs, pngAt: mine)
      let perceptual = try ImageComparator().compare(pngAt: theirs, pngAt: mine)
      let total = Double(exact.totalPixelCount)
      fractions["frame_\(index)_exact"] = Double(exact.differingPixelCount) / total
      fractions["frame_\(index)_perceptual"] = Double(perceptual.differingPixelCount) / total
      print(
        String(
          format: "  frame %2d vs C: %.3f%% of pixels differ exactly, %.3f%% with the default comparator",
          index, 100 * Double(exact.differingPixelCount) / total,
          100 * Double(perceptual.differingPixelCount) / total))
    }
    return fractions
  }

  // MARK: - Memory

  /// Records `memoryFrames` frames of the repeating scene with the fast preset, resetting the
  /// peak resident size at frame 100 and reading it at the end.
  private func memoryRun(parent: URL) throws -> [String: Double] {
    let folder = parent.appendingPathComponent("memory-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = SequenceOptions.fast
    options.length = .frames(memoryFrames)
    var atHundred = 0.0
    var samples: [Double] = []
    let result = try SequenceRecorder(options: options).record(
      try RenderReferenceScene.make(repeating: true), to: folder
    ) { progress in
      if progress.framesRendered == 100 {
        MemoryStatus.resetPeak()
        atHundred = MemoryStatus.residentMiB()
      }
      if progress.framesRendered % 500 == 0 { samples.append(MemoryStatus.residentMiB()) }
    }
    let peak = MemoryStatus.peakMiB()
    let end = MemoryStatus.residentMiB()
    print(
      String(
        format:
          "memory over %d frames (fast, %.1f fps): resident %.1f MiB at frame 100, peak %.1f MiB from frame "
          + "100 to %d, %.1f MiB at the end; samples every 500 frames: %@",
        memoryFrames, result.framesPerSecond, atHundred, peak, memoryFrames, end,
        samples.map { String(format: "%.1f", $0) }.joined(separator: " ")))
    return [
      "rss_at_100_mib": atHundred, "peak_100_to_end_mib": peak, "rss_at_end_mib": end,
      "fps": result.framesPerSecond,
    ]
  }

  // MARK: - Helpers

  /// The median of `repeats` timed runs after one warm-up run.
  private func median(_ body: () throws -> Double) throws -> Double {
    _ = try body()
    var times: [Double] = []
    for _ in 0..<repeats { times.append(try body()) }
    return Self.median(times)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  private func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  private func with(_ options: SequenceOptions, _ change: (inout SequenceOptions) -> Void) -> SequenceOptions
  {
    var copy = options
    change(&copy)
    return copy
  }

  private func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
      .joined(separator: " ") ?? "unknown"
  }
}
