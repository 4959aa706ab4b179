import ArgumentParser
import Diorama
import Foundation

/// `diorama-bench diff`: the frame-diff budget. Compares two 1280×720 PNGs,
/// decode included, and runs the peers in `Benchmarks/Peers/diff` (ImageMagick
/// `compare -metric AE`, Pillow+numpy in process) in the same session, printing ratios.
///
/// Without `--a`/`--b` the pair is frames 10 and 11 of `scene-spec.md`'s scene,
/// drawn by the render peers with Cairo's own PNG writer (the C peer, or the
/// pycairo one, byte-identical, when no C compiler is found), so the
/// differing-pixel count can be checked against the spec's.
struct DiffBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Time comparing two 1280×720 PNGs (decode included) against ImageMagick and Pillow.")

  @Option(help: "First PNG. Default: frame 10 of the reference scene, drawn by a render peer.")
  var a: String?

  @Option(help: "Second PNG. Default: frame 11 of the reference scene, drawn by a render peer.")
  var b: String?

  @Option(help: "Folder with the peer programs (Benchmarks/Peers in the package).")
  var peers: String = PeerPrograms.defaultFolder

  @Option(help: "Timed runs per measurement (medians are reported).")
  var runs: Int = 30

  @Flag(help: "Skip ImageMagick and Pillow.")
  var skipPeers = false

  /// Frames 10 and 11 differ in this many pixels at tolerance 0 (`scene-spec.md`).
  static let expectedPairCount = 95_831

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be positive") }
    guard (a == nil) == (b == nil) else { throw ValidationError("give both --a and --b, or neither") }
  }

  func run() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("diorama-diff-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let peerFolder = URL(fileURLWithPath: peers).standardizedFileURL
    let (urlA, urlB, generated) = try pair(in: scratch, peers: peerFolder)
    print("pair: \(urlA.path) vs \(urlB.path)")

    // Correctness first: exact count (threshold 0, no anti-aliasing) against the peers.
    let exact = try ImageComparator(threshold: 0, detectsAntiAliasing: false).compare(
      pngAt: urlA, pngAt: urlB)
    let perceptual = try ImageComparator().compare(pngAt: urlA, pngAt: urlB)
    print("differing pixels at tolerance 0: \(exact.differingPixelCount)", terminator: "")
    if generated {
      let verdict = exact.differingPixelCount == Self.expectedPairCount ? "matches" : "DIFFERS FROM"
      print(" (\(verdict) scene-spec.md's \(Self.expectedPairCount))")
    } else {
      print()
    }
    print("default comparator (threshold 0.1, anti-aliasing detection): \(perceptual)")

    // Diorama, in process.
    let comparator = ImageComparator()
    let (pairMs, pairMin) = try timings { _ = try comparator.compare(pngAt: urlA, pngAt: urlB) }
    let decodeMs = try measure {
      _ = try Image(contentsOf: urlA)
      _ = try Image(contentsOf: urlB)
    }
    let imageA = try Image(contentsOf: urlA)
    let imageB = try Image(contentsOf: urlB)
    let (compareMs, compareMin) = try timings { _ = try comparator.compare(imageA, imageB) }
    let compareCPU = try cpuTime { _ = try comparator.compare(imageA, imageB) }
    let decodeCPU = try cpuTime { _ = try Image(contentsOf: urlA) }
    let sequentialMs = try measure {
      _ = try comparator.compare(Image(contentsOf: urlA), Image(contentsOf: urlB))
    }
    let diffURL = scratch.appendingPathComponent("diff.png")
    let writeMs = try measure { try perceptual.diffImage.write(to: diffURL, options: .fast) }
    print(
      String(
        format:
          "diorama  pair (2 concurrent decodes + compare + diff image): %.2f ms median of %d (min %.2f)\n"
          + "         same with sequential decodes: %.2f ms; decode both: %.2f ms; compare only: %.2f ms;"
          + " (min %.2f); writing the diff PNG (fast): %.2f ms",
        pairMs, runs, pairMin, sequentialMs, decodeMs, compareMs, compareMin, writeMs))
    print(
      String(
        format: "         CPU time (insensitive to other load): compare only %.2f ms, one decode %.2f ms",
        compareCPU, decodeCPU))
    print(String(format: "budget: < 35 ms per pair, decode included -> %@", pairMs < 35 ? "met" : "NOT met"))

    var json: [String: Any] = [
      "bench": "diorama_diff", "runs": runs, "ae_tol0": exact.differingPixelCount,
      "diorama_pair_ms": round3(pairMs), "diorama_pair_min_ms": round3(pairMin),
      "diorama_pair_sequential_ms": round3(sequentialMs),
      "diorama_decode_both_ms": round3(decodeMs), "diorama_compare_ms": round3(compareMs),
      "diorama_compare_cpu_ms": round3(compareCPU),
      "diorama_decode_one_cpu_ms": round3(decodeCPU),
      "diorama_write_diff_fast_ms": round3(writeMs),
    ]
    if !skipPeers {
      print("peers (after Diorama, one after the other):")
      if let magick = imageMagick(urlA, urlB, peers: peerFolder) {
        json["imagemagick_process_ms"] = magick.milliseconds
        json["ae_imagemagick"] = magick.count
        for (name, ms) in magick.milliseconds.sorted(by: { $0.key > $1.key }) {
          print(
            String(
              format: "imagemagick compare -metric AE (%@), whole process: %.2f ms (%.1f× diorama)", name, ms,
              ms / pairMs))
        }
        print("imagemagick AE: \(magick.count)")
      }
      if let pillow = pillow(urlA, urlB, scratch: scratch, peers: peerFolder) {
        json["pillow_inprocess_ms"] = round3(pillow.total)
        json["ae_pillow_tol0"] = pillow.count
        print(
          String(
            format: "pillow+numpy in process (decode + compare + diff PNG): %.2f ms (%.1f× diorama); AE %d",
            pillow.total, pillow.total / pairMs, pillow.count))
      }
    }
    let line = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    print(String(decoding: line, as: UTF8.self))
  }

  // MARK: - The pair

  /// The two PNGs, and whether they are the spec's pair, whose count is known.
  private func pair(in scratch: URL, peers: URL) throws -> (URL, URL, Bool) {
    if let a, let b {
      return (URL(fileURLWithPath: a), URL(fileURLWithPath: b), false)
    }
    // Cairo's own writer, from C when it builds, else from pycairo: the two write the same bytes.
    let frames = scratch.appendingPathComponent("frames")
    var written = false
    if let program = PeerPrograms.build(
      "render/build_scene_cairo_peer.sh", in: peers.path, peer: "C render peer")
    {
      written =
        PeerPrograms.result(
          of: [program, "--mode", "cairo-png", "--dump", frames.path, "--only", "10,11"],
          peer: "C render peer")
        != nil
    }
    if !written {
      written =
        PeerPrograms.python(
          "render/scene_pycairo_peer.py", in: peers.path, ["--write", frames.path, "--only", "10,11"],
          peer: "pycairo render peer") != nil
    }
    if written {
      return (
        frames.appendingPathComponent("frame_010.png"), frames.appendingPathComponent("frame_011.png"), true
      )
    }
    // No render peer: the same frames drawn by Diorama, close to cairo's but not byte-identical,
    // so the count is not the spec's.
    print("pair: drawn by Diorama, as no render peer could draw it")
    var options = SequenceOptions.standard
    options.length = .frames(12)
    try SequenceRecorder(options: options).record(try RenderReferenceScene.make(), to: frames)
    return (
      SequenceRecorder.frameURL(index: 10, in: frames), SequenceRecorder.frameURL(index: 11, in: frames),
      false
    )
  }

  // MARK: - Peers

  /// Whole-process medians of ImageMagick's `compare -metric AE`, with `null:` and with a diff
  /// image, and the count it prints.
  private func imageMagick(_ a: URL, _ b: URL, peers: URL) -> (milliseconds: [String: Double], count: Int)? {
    let script = peers.appendingPathComponent("diff/imagemagick_compare_peer.sh").path
    guard FileManager.default.fileExists(atPath: script) else {
      print("  imagemagick skipped: \(script) not found (see --peers)")
      return nil
    }
    guard
      let json = PeerPrograms.result(of: ["bash", script, a.path, b.path, "\(runs)"], peer: "imagemagick"),
      let processes = json["process_ms"] as? [String: [String: Any]],
      let count = (json["ae"] as? NSNumber)?.intValue
    else { return nil }
    let milliseconds = processes.compactMapValues { ($0["median"] as? NSNumber)?.doubleValue }
    return (milliseconds, count)
  }

  /// The in-process median of Pillow+numpy's decode, compare and diff-image write, and its count.
  private func pillow(_ a: URL, _ b: URL, scratch: URL, peers: URL) -> (total: Double, count: Int)? {
    let out = scratch.appendingPathComponent("diff_pillow.png").path
    guard
      let json = PeerPrograms.python(
        "diff/pillow_diff_peer.py", in: peers.path, [a.path, b.path, "--out", out, "--repeat", "\(runs)"],
        peer: "pillow"),
      let total = (json["total_ms"] as? NSNumber)?.doubleValue,
      let count = (json["ae"] as? NSNumber)?.intValue
    else { return nil }
    return (total, count)
  }

  // MARK: - Helpers

  /// The median wall time of `runs` calls, in milliseconds, after one warm-up call.
  private func measure(_ body: () throws -> Void) throws -> Double {
    try timings(body).median
  }

  /// Median and minimum wall time of `runs` calls, in milliseconds, after one warm-up call.
  private func timings(_ body: () throws -> Void) throws -> (median: Double, min: Double) {
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    let median =
      times.count % 2 == 1
      ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    return (median, times[0])
  }

  /// The median CPU time of the process over `runs` calls, in milliseconds: unlike
  /// wall time, it does not grow when other processes compete for the cores.
  private func cpuTime(_ body: () throws -> Void) throws -> Double {
    func now() -> Double {
      var spec = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
      return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
    }
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = now()
      try body()
      times.append(now() - start)
    }
    return times.sorted()[runs / 2]
  }

  private func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
