import Foundation

// The peers of the solver benchmark: C++ Kiwi (kiwi_native.cpp) and kiwisolver
// (kiwi_enaml.py), built and run from the shared bench folder. Each prints one JSON line.

/// Runs a command, returning its exit status and standard output; standard error goes to
/// ours so progress and failures stay visible.
func solverBenchRun(_ arguments: [String], environment: [String: String] = [:]) -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  env.merge(environment) { $1 }
  process.environment = env
  let out = Pipe()
  process.standardOutput = out
  process.standardError = FileHandle.standardError
  do {
    try process.run()
  } catch {
    return (-1, "")
  }
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A peer's JSON result, read with keys as in kiwi_native.cpp / kiwi_enaml.py.
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

/// The last line of `output` that parses as a JSON object.
func parsePeerJSON(_ output: String) -> [String: Any]? {
  for line in output.split(separator: "\n").reversed() {
    if let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    {
      return object
    }
  }
  return nil
}

/// Builds kiwi_native with the shared script into a temporary folder and runs it.
func runKiwiNative(peers: String, quick: Bool, ks: [Int], prefKs: [Int]) -> PeerResult? {
  let script = peers + "/build_kiwi_native.sh"
  guard FileManager.default.fileExists(atPath: script) else {
    print("  C++ Kiwi skipped: \(script) not found (use --peers <dir>)")
    return nil
  }
  let buildDir = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-bench-kiwi").path
  print("  building C++ Kiwi into \(buildDir) …")
  let (status, _) = solverBenchRun(["bash", script], environment: ["BUILD_DIR": buildDir])
  guard status == 0 else {
    print("  C++ Kiwi skipped: build_kiwi_native.sh failed (exit \(status)); it needs g++ and pip")
    return nil
  }
  var args = [buildDir + "/kiwi_native", "--ks", ks.map(String.init).joined(separator: ",")]
  if quick { args.append("--quick") }
  if prefKs.isEmpty { args.append("--no-pref") }
  print("  running C++ Kiwi …")
  let (runStatus, output) = solverBenchRun(args)
  guard runStatus == 0, let json = parsePeerJSON(output) else {
    print("  C++ Kiwi skipped: kiwi_native failed (exit \(runStatus))")
    return nil
  }
  return PeerResult(name: "kiwi C++", json: json)
}

/// Runs kiwi_enaml.py, installing kiwisolver with pip when it is missing.
func runKiwisolver(peers: String, quick: Bool, ks: [Int], prefKs: [Int]) -> PeerResult? {
  let script = peers + "/kiwi_enaml.py"
  guard FileManager.default.fileExists(atPath: script) else {
    print("  kiwisolver skipped: \(script) not found (use --peers <dir>)")
    return nil
  }
  if solverBenchRun(["python3", "-c", "import kiwisolver"]).0 != 0 {
    print("  installing kiwisolver with pip …")
    guard solverBenchRun(["python3", "-m", "pip", "install", "--quiet", "kiwisolver"]).0 == 0 else {
      print("  kiwisolver skipped: pip install kiwisolver failed")
      return nil
    }
  }
  var args = ["python3", script, "--ks", ks.map(String.init).joined(separator: ","), "--pref-ks"]
  args.append(prefKs.map(String.init).joined(separator: ","))
  if quick { args.append("--quick") }
  print("  running kiwisolver …")
  let (status, output) = solverBenchRun(args)
  guard status == 0, let json = parsePeerJSON(output) else {
    print("  kiwisolver skipped: kiwi_enaml.py failed (exit \(status))")
    return nil
  }
  return PeerResult(name: "kiwisolver", json: json)
}
