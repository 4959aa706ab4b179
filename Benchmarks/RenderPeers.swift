import Foundation

/// The peers of the render benchmark, built and run from the shared bench folder: `render_c.c`
/// (cairo + libpng, the physical floor) and `render_pycairo.py` (pycairo with Cairo's writer).
/// Each prints one JSON line; a missing peer is skipped with a message.
enum RenderPeers {
  /// The C configurations timed, by name: the 2-thread floor at zlib 1 / no filter (the budget's
  /// reference), its draw-then-encode pipeline variant, the standard and compact presets'
  /// settings on two threads, and drawing alone.
  static let cConfigurations: [(String, [String])] = [
    ("png_l1_none_threads2", ["--mode", "png", "--level", "1", "--filter", "none", "--threads", "2"]),
    (
      "png_l1_none_pipeline2", ["--mode", "png", "--level", "1", "--filter", "none", "--encode-threads", "2"]
    ),
    ("png_l3_none_threads2", ["--mode", "png", "--level", "3", "--filter", "none", "--threads", "2"]),
    ("png_l6_none_threads2", ["--mode", "png", "--level", "6", "--filter", "none", "--threads", "2"]),
    ("draw_only", ["--mode", "draw"]),
  ]

  /// Builds `render_c` with the shared script; `nil` (after a message) when it cannot.
  static func buildC(peers: URL, into folder: URL) -> String? {
    let script = peers.appendingPathComponent("build_render_c.sh").path
    guard FileManager.default.fileExists(atPath: script) else {
      print("  C peer skipped: \(script) not found (use --peers <dir>)")
      return nil
    }
    let (status, output) = solverBenchRun(["bash", script], environment: ["BUILD_DIR": folder.path])
    guard status == 0, let binary = output.split(separator: "\n").last.map(String.init),
      FileManager.default.isExecutableFile(atPath: binary)
    else {
      print(
        "  C peer skipped: build_render_c.sh failed (exit \(status)); it needs gcc, libcairo2-dev, libpng-dev"
      )
      return nil
    }
    return binary
  }

  /// Runs `render_c` and returns its frames per second.
  static func runC(_ binary: String, _ arguments: [String]) -> Double? {
    let (status, output) = solverBenchRun([binary] + arguments)
    guard status == 0, let json = parsePeerJSON(output), let fps = (json["fps"] as? NSNumber)?.doubleValue
    else {
      print("  C peer run failed (exit \(status)): \(arguments.joined(separator: " "))")
      return nil
    }
    return fps
  }

  /// Writes the C peer's frames (libpng, level 6) for comparison.
  static func dumpC(_ binary: String, frames: [Int], into folder: URL) -> Bool {
    let only = frames.map(String.init).joined(separator: ",")
    return solverBenchRun([binary, "--mode", "png", "--dump", folder.path, "--only", only]).0 == 0
  }

  /// Whether the pycairo peer can run; installs pycairo with pip when it is missing.
  static func preparePycairo(peers: URL) -> Bool {
    let script = peers.appendingPathComponent("render_pycairo.py").path
    guard FileManager.default.fileExists(atPath: script) else {
      print("  pycairo skipped: \(script) not found (use --peers <dir>)")
      return false
    }
    if solverBenchRun(["python3", "-c", "import cairo"]).0 != 0 {
      print("  installing pycairo with pip …")
      guard solverBenchRun(["python3", "-m", "pip", "install", "--quiet", "pycairo"]).0 == 0 else {
        print("  pycairo skipped: pip install pycairo failed (it needs libcairo2-dev and pkg-config)")
        return false
      }
    }
    return true
  }

  /// Runs pycairo's `write_to_png` variant and returns its frames per second.
  static func runPycairo(peers: URL, repeats: Int, parent: URL) -> Double? {
    let script = peers.appendingPathComponent("render_pycairo.py").path
    let (status, output) = solverBenchRun([
      "python3", script, "--variants", "cairo_png", "--repeats", "\(repeats)", "--tmp", parent.path,
    ])
    guard status == 0, let json = parsePeerJSON(output),
      let variants = json["variants"] as? [String: Any], let cairo = variants["cairo_png"] as? [String: Any],
      let fps = (cairo["fps"] as? NSNumber)?.doubleValue
    else {
      print("  pycairo skipped: render_pycairo.py failed (exit \(status))")
      return nil
    }
    return fps
  }
}
