import Diorama
import Foundation
import Testing

/// Runs the built `diorama` executable, which sits next to the test bundle.
func runDiorama(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
  let products = Bundle.module.bundleURL.deletingLastPathComponent()
  let executable = products.appendingPathComponent("diorama")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: executable.path])
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let output = out.fileHandleForReading.readDataToEndOfFile()
  let error = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
  )
}

@Suite struct DiffCommandTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-diff-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func write(_ image: Image, _ name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try image.write(to: url)
    return url.path
  }

  func square(_ color: RGBA8, size: Int = 32) throws -> Image {
    try Image(width: size, height: size, fill: color)
  }

  @Test func identicalImagesExitZero() throws {
    let a = try write(square(RGBA8(r: 10, g: 20, b: 30)), "a.png")
    let b = try write(square(RGBA8(r: 10, g: 20, b: 30)), "b.png")
    let result = try runDiorama(["diff", a, b])
    #expect(result.status == 0)
    #expect(result.output.contains("0 of 1024 pixels differ"))
  }

  @Test func differentImagesExitOneAndWriteTheDiff() throws {
    let a = try write(square(RGBA8(r: 255, g: 255, b: 255)), "white.png")
    var pixels = try square(RGBA8(r: 255, g: 255, b: 255)).pixels
    for i in stride(from: 0, to: 16 * 4, by: 4) { pixels[i + 1] = 0 }  // 16 magenta pixels in the first row
    let b = try write(Image(width: 32, height: 32, pixels: pixels), "marked.png")
    let diff = folder.appendingPathComponent("diff.png")
    let result = try runDiorama(["diff", a, b, "--out", diff.path])
    #expect(result.status == 1)
    #expect(result.output.contains("16 of 1024"))
    let diffImage = try Image(contentsOf: diff)
    #expect(diffImage[x: 3, y: 0].r == 255 && diffImage[x: 3, y: 0].g < 100)  // red where they differ
  }

  @Test func aThresholdAboveTheChangeMatches() throws {
    let a = try write(square(RGBA8(r: 100, g: 100, b: 100)), "grey.png")
    let b = try write(square(RGBA8(r: 104, g: 100, b: 100)), "tinted.png")
    #expect(try runDiorama(["diff", a, b, "--threshold", "0.2"]).status == 0)
    #expect(try runDiorama(["diff", a, b, "--threshold", "0"]).status == 1)
  }

  @Test func badInputExitsTwo() throws {
    let a = try write(square(RGBA8(r: 1, g: 2, b: 3)), "a.png")
    let small = try write(square(RGBA8(r: 1, g: 2, b: 3), size: 8), "small.png")
    let text = folder.appendingPathComponent("note.png")
    try Data("not a png".utf8).write(to: text)
    #expect(try runDiorama(["diff", a, small]).status == 2)  // different sizes
    #expect(try runDiorama(["diff", a, text.path]).status == 2)  // not a PNG
    #expect(try runDiorama(["diff", a, folder.appendingPathComponent("missing.png").path]).status == 2)
    #expect(try runDiorama(["diff", a]).status == 2)  // missing argument
    let badThreshold = try runDiorama(["diff", a, a, "--threshold", "nan"])
    #expect(badThreshold.status == 2)
    #expect(badThreshold.error.contains("--threshold"))
  }
}
