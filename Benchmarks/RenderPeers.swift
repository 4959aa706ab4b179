import Foundation

/// The peers of the render benchmark, in `Benchmarks/Peers/render`: `scene_cairo_peer.c` (cairo
/// and libpng from C, the physical floor) and `scene_pycairo_peer.py` (pycairo with Cairo's own
/// PNG writer). Both draw `scene-spec.md`'s scene; a peer that cannot run is skipped with a message.
enum RenderPeers {
  /// The C configurations timed, by name: the 2-thread floor at zlib 1 / no filter (the budget's
  /// reference), its draw-then-encode pipeline variant, the standard and compact presets'
  /// settings on two threads, and drawing alone.
  static let cConfigurations: [(String, [String])] = [
    ("png_l1_none_threads2", ["--mode", "libpng", "--level", "1", "--filter", "none", "--threads", "2"]),
    (
      "png_l1_none_pipeline2",
      ["--mode", "libpng", "--level", "1", "--filter", "none", "--encode-threads", "2"]
    ),
    ("png_l3_none_threads2", ["--mode", "libpng", "--level", "3", "--filter", "none", "--threads", "2"]),
    ("png_l6_none_threads2", ["--mode", "libpng", "--level", "6", "--filter", "none", "--threads", "2"]),
    ("draw_only", ["--mode", "draw"]),
  ]

  /// Builds the C peer (once; it stays in the peers' build folder); `nil` after a message when
  /// it cannot.
  static func buildC(peers: URL) -> String? {
    PeerPrograms.build("render/build_scene_cairo_peer.sh", in: peers.path, peer: "C peer")
  }

  /// Runs the C peer and returns its frames per second.
  static func runC(_ binary: String, _ arguments: [String]) -> Double? {
    let json = PeerPrograms.result(of: [binary] + arguments, peer: "C peer")
    return (json?["fps"] as? NSNumber)?.doubleValue
  }

  /// Writes the C peer's frames (libpng, level 6) for comparison.
  static func dumpC(_ binary: String, frames: [Int], into folder: URL) -> Bool {
    let only = frames.map(String.init).joined(separator: ",")
    return PeerPrograms.result(of: [binary, "--dump", folder.path, "--only", only], peer: "C peer") != nil
  }

  /// Whether the pycairo peer can run: it draws one frame, installing pycairo with pip first when
  /// it is missing.
  static func preparePycairo(peers: URL, scratch: URL) -> Bool {
    let folder = scratch.appendingPathComponent("pycairo-check").path
    let json = PeerPrograms.python(
      "render/scene_pycairo_peer.py", in: peers.path, ["--write", folder, "--only", "0"], peer: "pycairo")
    return json != nil
  }

  /// Runs pycairo's `write_to_png` variant and returns its frames per second.
  static func runPycairo(peers: URL, repeats: Int, parent: URL) -> Double? {
    let json = PeerPrograms.python(
      "render/scene_pycairo_peer.py", in: peers.path,
      ["--variants", "write_to_png", "--repeats", "\(repeats)", "--scratch", parent.path], peer: "pycairo")
    let variant = (json?["variants"] as? [String: Any])?["write_to_png"] as? [String: Any]
    return (variant?["fps"] as? NSNumber)?.doubleValue
  }
}
