import Foundation

// The peers of the solver benchmark, in Benchmarks/Peers/solver: C++ Kiwi (kiwi_cpp_peer.cpp,
// compiled against the Kiwi headers of the kiwisolver source distribution) and kiwisolver
// (kiwisolver_peer.py). Both run the workloads of kiwi-spec.md and print the same JSON keys.

/// A peer's JSON result, read by key path.
struct PeerResult {
  var name: String
  var json: [String: Any]

  /// `path` like `["enaml", "build_us", "median"]`.
  func number(_ path: [String]) -> Double? {
    var node: Any? = json
    for key in path { node = (node as? [String: Any])?[key] }
    return (node as? NSNumber)?.doubleValue
  }

  func count(_ path: [String]) -> Int? { number(path).map { Int($0) } }
}

/// The sums of all 37 enaml values after each of the six edit sizes, as kiwi-spec.md gives them.
private let expectedEnamlSums: [Double] = [4837, 5437, 9037, 10237, 5437, 6637]

/// Builds the C++ Kiwi peer (once; it stays in the peers' build folder) and runs it.
func runKiwiNative(peers: String, quick: Bool, ks: [Int], prefKs: [Int]) -> PeerResult? {
  print("  building C++ Kiwi …")
  guard let program = PeerPrograms.build("solver/build_kiwi_cpp_peer.sh", in: peers, peer: "C++ Kiwi") else {
    return nil
  }
  print("  running C++ Kiwi …")
  return solverPeerResult(
    "kiwi C++", PeerPrograms.result(of: [program] + solverArguments(quick, ks, prefKs), peer: "C++ Kiwi"))
}

/// Runs the kiwisolver peer, which installs kiwisolver with pip when it is missing.
func runKiwisolver(peers: String, quick: Bool, ks: [Int], prefKs: [Int]) -> PeerResult? {
  print("  running kiwisolver …")
  return solverPeerResult(
    "kiwisolver",
    PeerPrograms.python(
      "solver/kiwisolver_peer.py", in: peers, solverArguments(quick, ks, prefKs), peer: "kiwisolver"))
}

private func solverArguments(_ quick: Bool, _ ks: [Int], _ prefKs: [Int]) -> [String] {
  let list = { (counts: [Int]) in counts.map(String.init).joined(separator: ",") }
  return ["--ks", list(ks), "--pref-ks", list(prefKs)] + (quick ? ["--quick"] : [])
}

/// Wraps a peer's JSON, saying whether its solutions are the spec's: a peer that solved
/// something else would make its times meaningless.
private func solverPeerResult(_ name: String, _ json: [String: Any]?) -> PeerResult? {
  guard let json else { return nil }
  let enaml = json["enaml"] as? [String: Any]
  let sums = (enaml?["value_sums_after_each_size"] as? [NSNumber])?.map(\.doubleValue) ?? []
  let sumsMatch =
    sums.count == expectedEnamlSums.count && zip(sums, expectedEnamlSums).allSatisfy { abs($0 - $1) < 1e-6 }
  var stacksOK = true
  for system in ["stack", "stack_pref"] {
    for case let stack as [String: Any] in (json[system] as? [String: Any] ?? [:]).values
    where stack["solution_ok"] as? Bool != true {
      stacksOK = false
    }
  }
  print(
    "  \(name): enaml sums \(sumsMatch ? "as in kiwi-spec.md" : "WRONG: \(sums)"), "
      + "stack solutions \(stacksOK ? "as expected" : "WRONG")")
  return PeerResult(name: name, json: json)
}
