import ArgumentParser
import Diorama
import Foundation

/// `diorama-bench chart`: custom drawing at frame rate. A 1280×720 scene holding one chart view
/// that draws a 1,000-point line in `draw(_:)`, changed and redrawn every frame, against the C
/// peer in `Benchmarks/Peers/chart` (cairo painting the same white frame and stroking the same
/// path); then the same chart unchanged from frame to frame, whose drawing is kept.
struct ChartBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chart",
    abstract: "Time a line chart drawn in draw(_:) every frame against cairo from C, and kept unchanged.")

  @Option(help: "Folder with the peer programs (Benchmarks/Peers in the package).")
  var peers: String = PeerPrograms.defaultFolder

  @Option(help: "Timed frames per round.")
  var frames: Int = 120

  @Option(help: "Untimed frames before them.")
  var warmup: Int = 10

  @Option(help: "Rounds (medians of the rounds' medians are reported).")
  var repeats: Int = 5

  @Option(help: "A folder to write both sides' last redrawn frames into, as PNG files.")
  var keepFrames: String?

  @Flag(help: "Skip the C peer.")
  var skipPeers = false

  func validate() throws {
    guard frames > 0, warmup >= 0, repeats > 0 else {
      throw ValidationError("--frames and --repeats must be positive, --warmup not negative")
    }
  }

  func run() throws {
    print(
      "chart benchmark: a 1,000-point line chart in draw(_:), 1280×720; \(frames) frames after \(warmup) "
        + "warm-up, medians of \(repeats) rounds, thread CPU time")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount); load average before: \(loadAverage())")
    let keep = keepFrames.map { URL(fileURLWithPath: $0) }
    if let keep { try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true) }
    let binary =
      skipPeers
      ? nil
      : PeerPrograms.build(
        "chart/build_chart_cairo_peer.sh", in: URL(fileURLWithPath: peers).standardizedFileURL.path,
        peer: "C chart peer")
    var samples: [String: [Double]] = [:]
    var ink: [String: Int] = [:]
    for round in 0...repeats {  // round 0 warms up and is not counted
      var results: [(String, Double)] = []
      if let binary {
        var arguments = [binary, "--frames", "\(frames)", "--warmup", "\(warmup)"]
        if round == repeats, let keep {
          arguments += ["--png", keep.appendingPathComponent("cairo.png").path]
        }
        if let json = PeerPrograms.result(of: arguments, peer: "C chart peer"),
          let ms = (json["ms_per_frame"] as? NSNumber)?.doubleValue
        {
          results.append(("cairo", ms))
          ink["cairo"] = (json["ink_pixels"] as? NSNumber)?.intValue
        }
      }
      for redraws in [true, false] {
        let name = redraws ? "diorama_redrawn" : "diorama_unchanged"
        let png = round == repeats && redraws ? keep?.appendingPathComponent("diorama.png") : nil
        let (ms, pixels) = try timeDiorama(redraws: redraws, png: png)
        results.append((name, ms))
        ink[name] = pixels
      }
      guard round > 0 else { continue }
      for (name, ms) in results { samples[name, default: []].append(ms) }
    }
    report(ms: samples.mapValues(PinBenchmark.median), ink: ink)
  }

  /// The median thread CPU time per frame in milliseconds (the frame's layout, display pass,
  /// snapshot and drawing) and the non-white pixels of the last frame.
  private func timeDiorama(redraws: Bool, png: URL?) throws -> (Double, Int) {
    let scene = try Scene(size: CGSize(width: 1280, height: 720), backgroundColor: .white)
    let chart = LineChart(frame: scene.rootView.bounds)
    scene.rootView.addSubview(chart)
    let renderer = try scene.makeRenderer()
    var times: [Double] = []
    for index in 0..<(warmup + frames) {
      let start = PinBenchmark.threadCPUTime()
      if redraws { chart.phase = index }
      renderer.draw(try scene.frame(at: index))
      let elapsed = PinBenchmark.threadCPUTime() - start
      if index >= warmup { times.append(elapsed) }
    }
    let inkPixels = renderer.withFrameBuffer { pixels, width, height, stride in
      var count = 0
      for y in 0..<height {
        let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width where row[x] != 0xFFFF_FFFF { count += 1 }
      }
      return count
    }
    if let png { try renderer.writePNG(to: png) }
    return (PinBenchmark.median(times) * 1000, inkPixels)
  }

  private func report(ms: [String: Double], ink: [String: Int]) {
    var json: [String: Any] = [
      "bench": "diorama_chart", "frames": frames, "rounds": repeats, "ms_per_frame": ms, "ink_pixels": ink,
    ]
    let names = [
      ("cairo", "cairo from C, the path stroked every frame"),
      ("diorama_redrawn", "Diorama, the chart changed and drawn again every frame"),
      ("diorama_unchanged", "Diorama, the chart unchanged (its drawing kept)"),
    ]
    for (key, title) in names {
      guard let value = ms[key] else { continue }
      let pixels = ink[key].map { ", \($0) ink pixels in its last frame" } ?? ""
      print(String(format: "  %@: %.3f ms/frame%@", title, value, pixels))
    }
    if let ours = ms["diorama_redrawn"], let theirs = ms["cairo"] {
      let ratio = ours / theirs
      json["redrawn_vs_cairo"] = ratio
      print(
        String(format: "budget: redrawn ≤ 1.3× cairo -> %.2f× %@", ratio, ratio <= 1.3 ? "met" : "NOT met"))
    }
    if let unchanged = ms["diorama_unchanged"], let redrawn = ms["diorama_redrawn"] {
      json["unchanged_vs_redrawn"] = unchanged / redrawn
      print(String(format: "  unchanged / redrawn: %.2f", unchanged / redrawn))
    }
    print("load average after: \(loadAverage())")
    if let line = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]) {
      print(String(decoding: line, as: UTF8.self))
    }
  }

  private func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
      .joined(separator: " ") ?? "unknown"
  }
}

/// The chart of the benchmark, as an iOS chart view draws it: 1,000 points evenly spaced across
/// the width, joined by straight lines 2 points wide with round joins, in system blue, on a
/// transparent view over the scene's white background. Point `i` of frame `phase` is at
/// x = 40 + 1200 i / 999, y = 360 − 300 sin(0.037 i + 0.1 phase) cos(0.0053 i), as in the C peer.
final class LineChart: View {
  var phase = 0 {
    didSet { if phase != oldValue { setNeedsDisplay() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    guard let ctx = GraphicsGetCurrentContext() else { return }
    let count = 1000
    for i in 0..<count {
      let x = 40 + 1200 * Double(i) / Double(count - 1)
      let y = 360 - 300 * sin(0.037 * Double(i) + 0.1 * Double(phase)) * cos(0.0053 * Double(i))
      if i == 0 { ctx.move(to: CGPoint(x: x, y: y)) } else { ctx.addLine(to: CGPoint(x: x, y: y)) }
    }
    ctx.setLineWidth(2)
    ctx.setLineJoin(.round)
    ctx.setLineCap(.butt)
    ctx.setStrokeColor(Color(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    ctx.strokePath()
  }
}
