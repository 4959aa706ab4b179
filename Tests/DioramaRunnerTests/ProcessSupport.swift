import Diorama
import Foundation
import Testing

/// What a finished process printed and returned.
struct ProcessResult {
  var status: Int32
  var output: String
  var error: String
}

/// The built `diorama` executable, beside the test bundle in the build's products folder.
func dioramaExecutable() throws -> URL {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = folder.appendingPathComponent("diorama")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder.deleteLastPathComponent()
  }
  throw TestFailure(
    "the diorama executable was not found next to \(CommandLine.arguments[0]); build it first")
}

/// An error that makes a test fail with a message.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Runs a program to completion. `environment` entries are added to (or, with an empty string
/// for `PATH`, replace) this process's environment.
@discardableResult
func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
  -> ProcessResult
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  // Files rather than pipes: nothing can fill up and block the child.
  let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-out-\(UUID())")
  let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-err-\(UUID())")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  defer {
    try? FileManager.default.removeItem(at: outURL)
    try? FileManager.default.removeItem(at: errURL)
  }
  process.standardOutput = try FileHandle(forWritingTo: outURL)
  process.standardError = try FileHandle(forWritingTo: errURL)
  process.standardInput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, output: try String(contentsOf: outURL, encoding: .utf8),
    error: try String(contentsOf: errURL, encoding: .utf8))
}

/// Runs `diorama` with arguments.
@discardableResult
func diorama(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
  try run(dioramaExecutable(), arguments, environment: environment)
}

/// A program on the system `PATH` (ffmpeg, ffprobe, parallel), or a failure naming its Debian package.
func systemTool(_ name: String, package: String) throws -> URL {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  throw TestFailure(
    "\(name) is not installed: this test needs Debian's \(package) package (make test installs it)")
}

/// A fresh temporary folder, removed by `cleanUp`.
func temporaryFolder(_ label: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "diorama-runner-\(label)-\(UUID())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// The frame files of a folder, by name, sorted.
func frameFiles(in folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    $0.hasPrefix("frame_") && $0.hasSuffix(".png")
  }.sorted()
}

/// `frame_00042.png`.
func frameName(_ index: Int) -> String { String(format: "frame_%05d.png", index) }

/// The bytes of a file.
func bytes(_ folder: URL, _ name: String) throws -> Data {
  try Data(contentsOf: folder.appendingPathComponent(name))
}
