import ArgumentParser
import Diorama
import Foundation

/// `diorama-bench diff`: the frame-diff budget. Compares two 1280×720 PNGs,
/// decode included, and runs the peers (ImageMagick `compare -metric AE`,
/// Pillow+numpy `diff_pillow.py`) in the same session, printing ratios.
///
/// Without `--a`/`--b` the pair is frames 10 and 11 of the peers' demo scene,
/// rendered by the peers' own generator (`render_c --mode cairo`, byte-identical
/// to pycairo's `write_to_png`, or `render_pycairo.py` when no C compiler is
/// found), so the differing-pixel count can be checked against theirs.
struct DiffBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Time comparing two 1280×720 PNGs (decode included) against ImageMagick and Pillow.")

  @Option(help: "First PNG. Default: frame 10 rendered by the peers' generator.")
  var a: String?

  @Option(help: "Second PNG. Default: frame 11 rendered by the peers' generator.")
  var b: String?

  @Option(help: "Folder with the peer scripts (diff_pillow.py, build_render_c.sh, render_pycairo.py).")
  var peers: String = "../shared/bench"

  @Option(help: "Timed runs per measurement (medians are reported).")
  var runs: Int = 30

  @Flag(help: "Skip ImageMagick and Pillow.")
  var skipPeers = false

  /// The peers' count for frames 10/11 at tolerance 0 (bench README, section 4).
  static let expectedPeerCount = 95_831

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
      let verdict = exact.differingPixelCount == Self.expectedPeerCount ? "matches" : "DIFFERS FROM"
      print(" (\(verdict) the peers' \(Self.expectedPeerCount))")
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
      if let magick = try imageMagick(urlA, urlB, scratch: scratch) {
        json["imagemagick_process_ms"] = Dictionary(
          magick.map { ($0.name, round3($0.ms)) }, uniquingKeysWith: { first, _ in first })
        for (name, ms) in magick {
          print(String(format: "imagemagick %@: %.2f ms (%.1f× diorama)", name, ms, ms / pairMs))
        }
      } else {
        print("imagemagick: not found (apt-get install -y imagemagick) — skipped")
      }
      if let pillow = try pillow(urlA, urlB, scratch: scratch, peers: peerFolder) {
        json["pillow_inprocess_ms"] = round3(pillow.total)
        json["ae_pillow_tol0"] = pillow.count
        print(
          String(
            format: "pillow+numpy in process (decode + compare + diff PNG): %.2f ms (%.1f× diorama); AE %d",
            pillow.total, pillow.total / pairMs, pillow.count))
      } else {
        print("pillow: python3 with Pillow and numpy, or diff_pillow.py, not found — skipped")
      }
    }
    let line = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    print(String(decoding: line, as: UTF8.self))
  }

  // MARK: - The pair

  private func pair(in scratch: URL, peers: URL) throws -> (URL, URL, Bool) {
    if let a, let b {
      return (URL(fileURLWithPath: a), URL(fileURLWithPath: b), false)
    }
    let frames = scratch.appendingPathComponent("frames")
    let build = peers.appendingPathComponent("build_render_c.sh")
    if FileManager.default.fileExists(atPath: build.path) {
      let buildDir = scratch.appendingPathComponent("build")
      let output = try shell(
        ["bash", build.path], environment: ["BUILD_DIR": buildDir.path]
      ).stdout
      let binary = output.split(separator: "\n").last.map(String.init) ?? ""
      try shell([binary, "--mode", "cairo", "--dump", frames.path, "--only", "10,11"])
    } else {
      try shell([
        "python3", peers.appendingPathComponent("render_pycairo.py").path, "--write", frames.path,
        "--only", "10,11",
      ])
    }
    return (
      frames.appendingPathComponent("frame_010.png"), frames.appendingPathComponent("frame_011.png"), true
    )
  }

  // MARK: - Peers

  /// Whole-process medians of `compare -metric AE`, with `null:` and with a diff image.
  private func imageMagick(_ a: URL, _ b: URL, scratch: URL) throws -> [(name: String, ms: Double)]? {
    guard let compare = which("compare"),
      (try? shell([compare, "-version"]).stdout.contains("ImageMagick")) == true
    else { return nil }
    let commands = [
      ("compare -metric AE null:", [compare, "-metric", "AE", a.path, b.path, "null:"]),
      (
        "compare -metric AE diff.png",
        [compare, "-metric", "AE", a.path, b.path, scratch.appendingPathComponent("diff_im.png").path]
      ),
    ]
    if let hyperfine = which("hyperfine") {
      let report = scratch.appendingPathComponent("hyperfine.json")
      var arguments = [
        hyperfine, "-N", "-i", "--warmup", "3", "--runs", "\(runs)", "--export-json", report.path,
      ]
      for (name, command) in commands { arguments += ["-n", name, command.joined(separator: " ")] }
      try shell(arguments)
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
      let results = object?["results"] as? [[String: Any]] ?? []
      return results.compactMap { result in
        guard let name = result["command"] as? String, let median = result["median"] as? Double else {
          return nil
        }
        return (name, median * 1000)
      }
    }
    // No hyperfine: time the processes directly (includes Foundation's spawn cost).
    return try commands.map { name, command in
      (name, try measure { _ = try? shell(command) })
    }
  }

  private func pillow(_ a: URL, _ b: URL, scratch: URL, peers: URL) throws -> (total: Double, count: Int)? {
    let script = peers.appendingPathComponent("diff_pillow.py")
    guard FileManager.default.fileExists(atPath: script.path), let python = which("python3") else {
      return nil
    }
    guard
      let result = try? shell([
        python, script.path, a.path, b.path, scratch.appendingPathComponent("diff_py.png").path, "--repeat",
        "\(runs)",
      ]),
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      let total = object["total_ms"] as? Double, let count = object["ae"] as? Int
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

  private func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs a command, returning its standard output; throws when it cannot start
  /// or exits with a status other than 0 (or 1, which `compare` uses for "different").
  @discardableResult
  private func shell(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    stdout: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus <= 1 else {
      throw ValidationError("`\(arguments.joined(separator: " "))` exited with \(process.terminationStatus)")
    }
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }
}
