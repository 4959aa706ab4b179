import ArgumentParser
import Diorama
import Foundation

/// `diorama-bench text`: the text budget. Draws a 1280×720 frame of 300 labels in eleven scripts
/// (`text-spec.md`) through Diorama's scene graph and renderer, in the same session as its peer in
/// `Benchmarks/Peers/text` — PangoCairo from C, laying out every label afresh each frame (with
/// and without its fonts kept loaded) and reusing its layouts — and prints the time per frame of
/// each and the ratios.
struct TextBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "text",
    abstract: "Time a frame of 300 labels in eleven scripts against PangoCairo from C.")

  @Option(help: "Folder with the peer programs (Benchmarks/Peers in the package).")
  var peers: String = PeerPrograms.defaultFolder

  @Option(help: "Rounds; each runs the peer and every Diorama variant once (medians are reported).")
  var repeats: Int = 5

  @Option(help: "Timed frames per variant and round (after the warm-up frames).")
  var frames: Int = 60

  @Option(help: "Untimed frames before the timed ones, per variant and round.")
  var warmup: Int = 5

  @Option(help: "Seed of the label set.")
  var seed: UInt64 = TextWorkload.defaultSeed

  @Option(help: "Write the last frame of each side as a PNG into this folder, to look at.")
  var keepFrames: String?

  @Option(help: "Write the spec file (the labels the C peer reads) to this path and stop.")
  var writeSpec: String?

  @Option(help: "Parent folder of the per-run scratch folder (the spec file).")
  var scratch: String = FileManager.default.temporaryDirectory.path

  @Flag(help: "Skip the C PangoCairo peer.")
  var skipPeers = false

  /// Diorama's variants: the labels unchanged from frame to frame (what a text cache helps, the
  /// budget's figure), and every label's text set to nil and back before each frame (the same
  /// pixels, but each label told its text changed).
  static let variants = ["static", "retext"]

  /// Frames of the peer's `afresh_cold` variant, run once after the rounds.
  static let coldFrames = 5

  func validate() throws {
    guard repeats > 0 else { throw ValidationError("--repeats must be positive") }
    guard frames > 0 else { throw ValidationError("--frames must be positive") }
    guard warmup >= 0 else { throw ValidationError("--warmup must not be negative") }
  }

  func run() throws {
    let labels = TextWorkload.labels(seed: seed)
    let spec = TextWorkload.specFile(labels, seed: seed)
    if let writeSpec {
      try Data(spec.utf8).write(to: URL(fileURLWithPath: writeSpec))
      print("wrote \(labels.count) labels to \(writeSpec)")
      return
    }
    let parent = URL(fileURLWithPath: scratch)
      .appendingPathComponent("diorama-text-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    let specURL = parent.appendingPathComponent("text-spec.tsv")
    try Data(spec.utf8).write(to: specURL)
    let keep = keepFrames.map { URL(fileURLWithPath: $0) }
    if let keep { try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true) }

    let multiLine = labels.filter(\.wraps).count
    print(
      "text benchmark: \(labels.count) labels (\(multiLine) multi-line), 11 scripts, 1280×720, seed \(seed); "
        + "\(frames) frames after \(warmup) warm-up, medians of \(repeats) rounds, thread CPU time")
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount); load average before: \(loadAverage())")

    let binary = skipPeers ? nil : TextPeers.build(peers: URL(fileURLWithPath: peers).standardizedFileURL)
    var samples: [String: [Double]] = [:]
    var peerInfo: [String: Any] = [:]
    var ink: [String: Int] = [:]
    for round in 0...repeats {  // round 0 warms up and is not counted
      var results: [(String, Double)] = []
      if let binary {
        let png = round == repeats ? keep?.appendingPathComponent("pango-cached.png") : nil
        if let json = TextPeers.run(
          binary, variants: ["afresh", "cached"], spec: specURL, frames: frames, warmup: warmup, png: png)
        {
          peerInfo = json
          let variants = json["variants"] as? [String: [String: Any]] ?? [:]
          for (name, figures) in variants {
            if let ms = (figures["ms_per_frame"] as? NSNumber)?.doubleValue {
              results.append(("pango_" + name, ms))
            }
            ink["pango_" + name] = (figures["ink_pixels"] as? NSNumber)?.intValue
          }
        }
      }
      for variant in Self.variants {
        let png = round == repeats ? keep?.appendingPathComponent("diorama-\(variant).png") : nil
        let (ms, inkPixels) = try timeDiorama(labels, variant: variant, png: png)
        results.append(("diorama_" + variant, ms))
        ink["diorama_" + variant] = inkPixels
      }
      guard round > 0 else { continue }
      for (name, ms) in results { samples[name, default: []].append(ms) }
    }
    var ms = samples.mapValues(PinBenchmark.median)
    // afresh_cold, for the record: once, on a few frames (it takes half a second a frame).
    if let binary,
      let json = TextPeers.run(
        binary, variants: ["afresh_cold"], spec: specURL, frames: min(frames, Self.coldFrames),
        warmup: min(warmup, 1), png: nil),
      let figures = (json["variants"] as? [String: [String: Any]])?["afresh_cold"]
    {
      ms["pango_afresh_cold"] = (figures["ms_per_frame"] as? NSNumber)?.doubleValue
      ink["pango_afresh_cold"] = (figures["ink_pixels"] as? NSNumber)?.intValue
    }
    report(ms: ms, ink: ink, peer: peerInfo)
  }

  // MARK: - Diorama

  /// Draws `frames` frames (after the warm-up) of a new scene of the labels and returns the
  /// median thread CPU time per frame in milliseconds — the frame's events, layout, snapshot
  /// and drawing — and the last frame's pixels that differ from its background.
  private func timeDiorama(_ specs: [TextWorkload.LabelSpec], variant: String, png: URL?) throws -> (
    Double, Int
  ) {
    let (scene, labels) = try TextWorkload.makeScene(specs)
    let renderer = try scene.makeRenderer()
    let backgrounds = TextWorkload.backgrounds.map { Color(hex: $0) }
    var times: [Double] = []
    var last = 0
    for index in 0..<(warmup + frames) {
      let start = PinBenchmark.threadCPUTime()
      scene.backgroundColor = backgrounds[index % 2]
      if variant == "retext" {
        for (label, text) in labels {
          label.text = nil
          label.text = text
        }
      }
      renderer.draw(try scene.frame(at: index))
      let elapsed = PinBenchmark.threadCPUTime() - start
      if index >= warmup { times.append(elapsed) }
      last = index
    }
    let background = 0xFF00_0000 | TextWorkload.backgrounds[last % 2]
    let inkPixels = renderer.withFrameBuffer { pixels, width, height, stride in
      var count = 0
      for y in 0..<height {
        let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width where row[x] != background { count += 1 }
      }
      return count
    }
    if let png { try renderer.writePNG(to: png) }
    return (PinBenchmark.median(times) * 1000, inkPixels)
  }

  // MARK: - Report

  private func report(ms: [String: Double], ink: [String: Int], peer: [String: Any]) {
    var json: [String: Any] = [
      "bench": "diorama_text", "labels": TextWorkload.labelCount, "frames": frames, "rounds": repeats,
      "seed": seed, "ms_per_frame": ms, "ink_pixels": ink,
    ]
    if !peer.isEmpty {
      let version = peer["pango"] as? String ?? "?"
      let fonts = (peer["fonts"] as? NSNumber)?.intValue ?? 0
      let unknown = (peer["unknown_glyphs"] as? NSNumber)?.intValue ?? -1
      print("  peer: Pango \(version), \(fonts) fonts in its fontconfig set, \(unknown) glyphs no font has")
      json["peer_unknown_glyphs"] = unknown
    }
    let names: [(String, String)] = [
      ("pango_afresh_cold", "PangoCairo, a new layout per label per frame, nothing kept (one run)"),
      ("pango_afresh", "PangoCairo, a new layout per label per frame, fonts and fontsets kept"),
      ("pango_cached", "PangoCairo, layouts built once"),
      ("diorama_static", "Diorama, labels unchanged between frames"),
      ("diorama_retext", "Diorama, every text set again each frame"),
    ]
    for (key, title) in names {
      guard let value = ms[key] else { continue }
      let pixels = ink[key].map { ", \($0) ink pixels in its last frame" } ?? ""
      print(String(format: "  %@: %.3f ms/frame (%.1f fps)%@", title, value, 1000 / value, pixels))
    }
    // The sanity check: neither side drew a blank frame.
    let blank = ink.filter { $0.value == 0 }.keys.sorted()
    if !blank.isEmpty { print("  WARNING: blank frames from \(blank.joined(separator: ", "))") }
    if let ours = ms["diorama_static"] {
      for (key, budget) in [("pango_afresh", 1.2), ("pango_cached", 1.0)] {
        guard let theirs = ms[key] else { continue }
        let ratio = ours / theirs
        json["static_vs_" + key] = ratio
        print(
          String(
            format: "budget: Diorama (static) ≤ %.1f× %@ -> %.2f× %@", budget, key, ratio,
            ratio <= budget ? "met" : "NOT met"))
      }
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

/// The peer of the text benchmark, in `Benchmarks/Peers/text`: `text_pango_peer.c`, PangoCairo
/// from C with its own fontconfig configuration over the spec's font folders.
enum TextPeers {
  /// Builds the peer (once; it stays in the peers' build folder); `nil` after a message when it
  /// cannot.
  static func build(peers: URL) -> String? {
    PeerPrograms.build("text/build_text_pango_peer.sh", in: peers.path, peer: "PangoCairo peer")
  }

  /// Runs the peer's `variants` (`afresh_cold`, `afresh`, `cached`) on the spec file and returns
  /// its JSON answer.
  static func run(_ binary: String, variants: [String], spec: URL, frames: Int, warmup: Int, png: URL?)
    -> [String: Any]?
  {
    var arguments = [
      binary, "--spec", spec.path, "--frames", "\(frames)", "--warmup", "\(warmup)",
      "--variants", variants.joined(separator: ","),
    ]
    if let png { arguments += ["--png", png.path] }
    return PeerPrograms.result(of: arguments, peer: "PangoCairo peer")
  }
}
