import Foundation
import Testing

@testable import Diorama

/// Small scenes and folders for the sequence tests.
enum SequenceTestSupport {
  static let size = CGSize(width: 64, height: 48)
  /// Where the moving square starts and ends.
  static let start = CGRect(x: 0, y: 16, width: 16, height: 16)
  static let end = CGRect(x: 48, y: 16, width: 16, height: 16)

  /// A white scene with a red square that slides linearly from ``start`` to ``end`` during
  /// `duration` seconds from time 0.05 (frame 1 at 20 fps: a view added before the first frame
  /// does not animate on it, as in Core Animation).
  static func slidingSquare(duration: Double = 0.45, scale: CGFloat = 1) throws -> Scene {
    let scene = try Scene(size: size, scale: scale, backgroundColor: .white)
    let square = View(frame: start)
    square.backgroundColor = .red
    scene.rootView.addSubview(square)
    try scene.schedule(at: 0.05) {
      View.animate(
        withDuration: duration, delay: 0, options: .curveLinear, animations: { square.frame = end })
    }
    return scene
  }

  /// What frame `index` of a fresh ``slidingSquare(duration:scale:)`` looks like, rendered
  /// directly (no recorder).
  static func expectedFrame(_ index: Int, duration: Double = 0.45, framesPerSecond: Double) throws -> Image {
    let scene = try slidingSquare(duration: duration)
    scene.clock = try Clock(framesPerSecond: framesPerSecond)
    let renderer = try scene.makeRenderer()
    renderer.draw(try scene.frame(at: index))
    return renderer.makeImage()
  }

  /// Runs `body` with a fresh folder that is removed afterwards (permissions restored first).
  static func withFolder<R>(_ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("diorama-sequence-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }
    return try body(folder)
  }

  static func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// The id of a process that ran and has exited (and been reaped): no process has it now,
  /// unless the system reuses it at once.
  static func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  static func frameNames(_ range: Range<Int>) -> [String] {
    range.map { String(format: "frame_%05d.png", $0) }
  }

  /// Whether two images have exactly the same pixels.
  static func identical(_ a: Image, _ b: Image) throws -> Bool {
    try ImageComparator(threshold: 0, detectsAntiAliasing: false).compare(a, b).differingPixelCount == 0
  }

  /// The path of `python3` when it can import Pillow, else `nil`.
  static let pythonWithPillow: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let candidate = "\(folder)/python3"
      guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
      if (try? run([candidate, "-c", "import PIL"]).status) == 0 { return candidate }
      return nil
    }
    return nil
  }()

  /// Runs a program, returning its status and standard output.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
