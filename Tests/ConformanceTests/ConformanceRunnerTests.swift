import Foundation
import Testing

/// Runs the built `conformance` executable as a subprocess over the fixtures and checks its
/// output and exit status.
@Suite struct ConformanceRunnerTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
  }

  /// The `conformance` executable in the build products directory, next to the test bundle.
  static func executable() throws -> URL {
    var candidates: [URL] = []
    candidates.append(Bundle.module.bundleURL.deletingLastPathComponent())
    candidates.append(Bundle.main.bundleURL)
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    for dir in candidates {
      // On macOS the test bundle sits one level deeper (x.xctest/Contents/MacOS).
      for up in 0..<4 {
        var d = dir
        for _ in 0..<up { d = d.deletingLastPathComponent() }
        let url = d.appendingPathComponent("conformance")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
    }
    throw RunnerNotFound(searched: candidates.map(\.path))
  }

  struct RunnerNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String { "no built conformance executable near: " + searched.joined(separator: ", ") }
  }

  static func fixture(_ name: String) -> String {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name).path
  }

  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// The sample solver file passes, but for sys70, whose stated expectation is wrong: it
  /// expects "unsatisfiable", yet its one required constraint, 2·v1 + 193 >= 0, holds for
  /// v1 = 0. When the sample is corrected, this test says so.
  @Test func solverSamplePasses() throws {
    let run = try Self.run(["solver", Self.fixture("solver.json")])
    #expect(run.lines.last == "79 passed, 1 failed", "\(run.stdout)")
    #expect(
      run.lines.dropLast() == [
        "FAIL sys70: expected an unsatisfiable required constraint, but every constraint was added"
      ])
    #expect(run.status == 1)
    #expect(run.stderr.isEmpty)
  }

  /// Every visible PinLayout case replays through the public API with upstream's frames and
  /// warnings.
  @Test func pinLayoutSamplePasses() throws {
    let run = try Self.run(["pinlayout", Self.fixture("pinlayout.json")])
    #expect(run.lines.last == "321 passed, 0 failed", "\(run.stdout)")
    #expect(run.status == 0)
  }

  @Test(arguments: [("boxview", "boxview.json", 16), ("framestack", "krstackview.json", 7)])
  func containerSamplesPass(suite: String, file: String, count: Int) throws {
    let run = try Self.run([suite, Self.fixture(file)])
    #expect(run.lines.last == "\(count) passed, 0 failed", "\(run.stdout)")
    #expect(run.status == 0)
  }

  /// Every section of the animation reference data — each row or sub-case one case — passes
  /// through the public API.
  @Test func animationSamplePasses() throws {
    let run = try Self.run(["animation", Self.fixture("animation.json")])
    #expect(run.lines.last == "915 passed, 0 failed", "\(run.stdout)")
    #expect(run.lines.count == 1, "\(run.stdout)")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
  }

  @Test func craftedPinLayoutProblemsAreReportedLoudly() throws {
    let run = try Self.run(["pinlayout", Self.fixture("crafted-pinlayout.json")])
    #expect(
      run.lines == [
        "FAIL unknown-method: unsupported: teleport([])",
        "FAIL malformed: malformed case: views is not a list",
        "FAIL wrong-expectation: final: aView.frame (140.0, 0.0, 200.0, 100.0) != (140.0, 1.0, 200.0, 100.0)",
        "1 passed, 3 failed",
      ], "\(run.stdout)")
    #expect(run.status == 1)
  }

  /// An unknown operator, a malformed case and a wrong expectation: `unsupported`, a clear
  /// parse error and a failure, and a non-zero exit.
  @Test func craftedProblemsAreReportedLoudly() throws {
    let run = try Self.run(["solver", Self.fixture("crafted-solver.json")])
    #expect(
      run.lines == [
        "FAIL unknown-op: unsupported: op '!=' in unknown-op.constraints[0]",
        "FAIL malformed: malformed case: malformed.constraints is a string, expected an array",
        "FAIL wrong-expectation: x = 5, expected 6",
        "1 passed, 3 failed",
      ], "\(run.stdout)")
    #expect(run.status == 1)
  }

  /// Input the PinLayout replayer cannot check — a missing or non-list `expect`, misspelled or
  /// empty expectation items, mistyped warning fields, a bad `imageSize` or `displayScale` —
  /// fails its case; only the unaltered control case passes.
  @Test func malformedPinLayoutCasesFail() throws {
    let run = try Self.run(["pinlayout", Self.fixture("malformed-pinlayout.json")])
    let failed = run.lines.filter { $0.hasPrefix("FAIL ") }.map { $0.split(separator: ":")[0].dropFirst(5) }
    #expect(
      failed == [
        "missing-expect", "expect-not-a-list", "misspelled-frame-key", "item-without-comparison",
        "checks-nothing",
        "warnings-as-a-string", "no-warning-as-a-number", "no-warning-as-a-string", "image-size-a-string",
        "image-size-one-number", "display-scale-a-string", "display-scale-zero", "checkpoint-misspelled-key",
        "tolerance-a-string",
      ], "\(run.stdout)")
    #expect(run.lines.last == "1 passed, 14 failed")
    #expect(run.status == 1)
  }

  /// BoxView frames are compared within the file's 1e-6, so 0.3 points off fails, and an empty
  /// `expect` list checks nothing and fails.
  @Test func boxViewComparesExactlyAndRejectsEmptyExpectations() throws {
    let run = try Self.run(["boxview", Self.fixture("malformed-boxview.json")])
    #expect(
      run.lines.first
        == "FAIL empty-expect: malformed case: empty-expect.expect is empty: the case checks nothing")
    #expect(run.lines.dropFirst().first?.hasPrefix("FAIL off-by-0.3: v frame") == true, "\(run.stdout)")
    #expect(run.lines.last == "1 passed, 2 failed")
    #expect(run.status == 1)
  }

  /// `passes` must be a whole number ≥ 1 and `expectFirstPass` must be consistent with it and
  /// with `expect`; the control case (three passes, a differing first pass) passes.
  @Test func frameStackReadsPassesAndTheFirstPass() throws {
    let run = try Self.run(["framestack", Self.fixture("malformed-krstackview.json")])
    let failed = run.lines.filter { $0.hasPrefix("FAIL ") }.map { $0.split(separator: ":")[0].dropFirst(5) }
    #expect(
      failed == [
        "passes-a-string", "passes-zero", "passes-fractional", "first-pass-with-one-pass",
        "first-pass-equal-to-expect", "first-pass-other-views", "first-pass-misspelled-key",
      ], "\(run.stdout)")
    #expect(run.lines.last == "1 passed, 7 failed")
    #expect(run.status == 1)
  }

  @Test func unparsableFileExitsWithTwo() throws {
    let run = try Self.run(["solver", Self.fixture("unparsable.json")])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("cannot parse "))
  }

  @Test func fileOfTheWrongShapeExitsWithTwo() throws {
    let run = try Self.run(["solver", Self.fixture("not-a-solver-file.json")])
    #expect(run.status == 2)
    #expect(run.stderr.contains("is not a solver file"))
  }

  @Test func badUsageExitsWithTwo() throws {
    for arguments in [
      [], ["solver"], ["no-such-suite", Self.fixture("solver.json")], ["solver", "/no/such/file.json"],
    ] {
      let run = try Self.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(!run.stderr.isEmpty, "\(arguments)")
    }
    let help = try Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("solver|pinlayout|stackview|boxview|framestack|animation"))
  }

  /// A suite given cases it cannot read — or not written yet — fails every case loudly; it
  /// never skips.
  @Test func unimplementedSuitesFailLoudly() throws {
    let run = try Self.run(["boxview", Self.fixture("crafted-solver.json")])
    #expect(run.lines.first?.hasPrefix("FAIL good: unsupported: ") == true)
    #expect(run.lines.last == "0 passed, 4 failed")
    #expect(run.status == 1)
  }
}
