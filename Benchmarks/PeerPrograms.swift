import Foundation

/// The peer programs in `Benchmarks/Peers`: where they are, how they are built and run, and how
/// their answers are read.
///
/// Every peer prints one JSON line on standard output; progress and problems go to standard
/// error, which is passed through. A peer that cannot run on this machine (a compiler, a library
/// or a Python package is missing and cannot be installed) explains why and exits with
/// ``skippedStatus``; the benchmark then reports it as skipped and carries on.
enum PeerPrograms {
  /// The exit status of a peer that cannot run here.
  static let skippedStatus: Int32 = 3

  /// The default of every benchmark's `--peers` option: the package's `Benchmarks/Peers`.
  static let defaultFolder = locateFolder()

  /// Where the peers keep what they compile, download or install: a temporary folder that
  /// outlives one run, so Kiwi's headers are fetched and the C peers compiled only once.
  static let buildFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("diorama-bench-peers").path

  /// The peers' folder: beside the source file this executable was compiled from (the sources
  /// it runs with), else `Benchmarks/Peers` in the current directory or the nearest parent
  /// that has one (`swift run` starts in the package root). When neither exists, the relative
  /// path, so that every peer reports itself as not found.
  static func locateFolder(
    sourceFile: String = #filePath, currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> String {
    var candidates = [
      URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent("Peers")
    ]
    var directory = URL(fileURLWithPath: currentDirectory).standardizedFileURL
    while true {
      candidates.append(directory.appendingPathComponent("Benchmarks/Peers"))
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { break }
      directory = parent
    }
    let found = candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("peer-common.sh").path)
    }
    return found?.path ?? "Benchmarks/Peers"
  }

  /// What a finished peer left: its exit status and standard output.
  struct Output {
    var status: Int32
    var standardOutput: String

    /// The last line of standard output that parses as a JSON object.
    var json: [String: Any]? {
      for line in standardOutput.split(separator: "\n").reversed() {
        if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
          return object
        }
      }
      return nil
    }
  }

  /// Runs a command found on the `PATH`, with the peers' build folder in its environment.
  static func run(_ arguments: [String]) -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PEER_BUILD_DIR"] = buildFolder
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.standardError
    do {
      try process.run()
    } catch {
      return Output(status: -1, standardOutput: "")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(status: process.terminationStatus, standardOutput: String(decoding: data, as: UTF8.self))
  }

  /// Runs a peer and returns its JSON result; `nil`, after saying why, when it is skipped or fails.
  static func result(of arguments: [String], peer name: String) -> [String: Any]? {
    let output = run(arguments)
    let json = output.json
    if let reason = json?["skipped"] as? String {
      print("  \(name) skipped: \(reason)")
      return nil
    }
    guard output.status == 0, let json else {
      if output.status == skippedStatus {
        print("  \(name) skipped (the reason is above)")
      } else {
        print(
          "  \(name) skipped: `\(arguments.joined(separator: " "))` failed (exit status \(output.status))")
      }
      return nil
    }
    return json
  }

  /// Runs a Python peer, `script` relative to the peers' folder.
  static func python(_ script: String, in folder: String, _ arguments: [String], peer name: String)
    -> [String: Any]?
  {
    let path = URL(fileURLWithPath: folder).appendingPathComponent(script).path
    guard FileManager.default.fileExists(atPath: path) else {
      print("  \(name) skipped: \(path) not found (see --peers)")
      return nil
    }
    return result(of: ["python3", path] + arguments, peer: name)
  }

  /// Runs a peer's build script (relative to the peers' folder) and returns the path of the
  /// program it built; `nil`, after saying why, when it cannot be built.
  static func build(_ script: String, in folder: String, peer name: String) -> String? {
    let path = URL(fileURLWithPath: folder).appendingPathComponent(script).path
    guard FileManager.default.fileExists(atPath: path) else {
      print("  \(name) skipped: \(path) not found (see --peers)")
      return nil
    }
    let output = run(["bash", path])
    let program = output.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    guard output.status == 0, FileManager.default.isExecutableFile(atPath: program) else {
      let reason = output.status == skippedStatus ? "the reason is above" : "exit status \(output.status)"
      print("  \(name) skipped: \(script) could not build it (\(reason))")
      return nil
    }
    return program
  }
}
