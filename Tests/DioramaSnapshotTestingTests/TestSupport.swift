import Diorama
import Foundation

/// A fresh temporary folder, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  init(_ prefix: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID())", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A white image with the pixels at `points` painted `color` (black by default).
func whiteImage(
  width: Int, height: Int, painting points: [(Int, Int)] = [], color: RGBA8 = RGBA8(r: 0, g: 0, b: 0)
)
  throws -> Image
{
  var pixels = [UInt8](repeating: 255, count: width * height * 4)
  for (x, y) in points {
    let offset = (y * width + x) * 4
    pixels[offset] = color.r
    pixels[offset + 1] = color.g
    pixels[offset + 2] = color.b
    pixels[offset + 3] = color.a
  }
  return try Image(width: width, height: height, pixels: pixels)
}

/// A uniform image.
func filledImage(width: Int, height: Int, _ color: RGBA8) throws -> Image {
  try Image(width: width, height: height, fill: color)
}

/// The directory of the executables SwiftPM built (the test binary's own folder).
var builtProductsDirectory: URL {
  URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
}

/// Runs a program to its end (killed after `timeout` seconds), returning its status and output.
func run(
  _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 120
)
  throws -> (status: Int32, output: String, error: String)
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let environment { process.environment = environment }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  let finished = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in finished.signal() }
  try process.run()
  let outputBox = DataBox()
  let errorBox = DataBox()
  let readers = DispatchGroup()
  DispatchQueue.global().async(group: readers) {
    outputBox.data = out.fileHandleForReading.readDataToEndOfFile()
  }
  DispatchQueue.global().async(group: readers) {
    errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
  }
  if finished.wait(timeout: .now() + timeout) == .timedOut {
    process.terminate()
    finished.wait()
  }
  readers.wait()
  return (
    process.terminationStatus, String(decoding: outputBox.data, as: UTF8.self),
    String(decoding: errorBox.data, as: UTF8.self)
  )
}

private final class DataBox: @unchecked Sendable {
  var data = Data()
}
