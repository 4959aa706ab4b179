import Diorama
import DioramaReport
import DioramaSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// `SNAPSHOT_TESTING_RECORD` is read once per process by swift-snapshot-testing, so each of its
/// values is tried in a test process of its own: this test binary, run on the probe below.
@Suite struct RecordEnvironmentTests {
  static let old = try! whiteImage(width: 4, height: 4)
  static let new = try! whiteImage(width: 4, height: 4, painting: [(1, 1), (2, 2)])

  /// The probe: with the process's `SNAPSHOT_TESTING_RECORD` (unset means `missing`), snapshots
  /// a changed image over an existing reference and a new image with no reference, without a
  /// `record:` argument, and checks what the library's documentation says that mode does.
  @Test func theRecordModeFollowsTheEnvironment() throws {
    let environment = ProcessInfo.processInfo.environment
    let mode = environment["SNAPSHOT_TESTING_RECORD"] ?? "missing"
    let folder =
      try environment["DIORAMA_RECORD_PROBE_FOLDER"].map { URL(fileURLWithPath: $0) }
      ?? TemporaryFolder("diorama-record-probe").url
    let report = FailureReport(directory: folder.appendingPathComponent("report"))
    let changed = folder.appendingPathComponent("probe.changed.png")
    let missing = folder.appendingPathComponent("probe.missing.png")
    try Self.old.write(to: changed)
    try? FileManager.default.removeItem(at: missing)
    FailureReport.$current.withValue(report) {
      let first = verifySnapshot(
        of: Self.new, as: .image, named: "changed", snapshotDirectory: folder.path, testName: "probe")
      let second = verifySnapshot(
        of: Self.new, as: .image, named: "missing", snapshotDirectory: folder.path, testName: "probe")
      #expect(first != nil && second != nil, "both fail in every mode")
    }
    let changedNow = try Image(contentsOf: changed)
    let missingWritten = FileManager.default.fileExists(atPath: missing.path)
    switch mode {
    case "all":
      #expect(changedNow == Self.new && missingWritten)
    case "failed":
      #expect(changedNow == Self.new && missingWritten)
    case "missing":
      #expect(changedNow == Self.old && missingWritten)
    case "never":
      #expect(changedNow == Self.old && !missingWritten)
    default:
      Issue.record("SNAPSHOT_TESTING_RECORD=\(mode) is not a mode swift-snapshot-testing knows")
    }
  }

  /// Runs the probe in a new test process for each value and checks the files it left.
  @Test(arguments: ["all", "failed", "missing", "never"])
  func eachValueOfTheVariableIsHonoured(mode: String) throws {
    let folder = try TemporaryFolder("diorama-record-env")
    defer { folder.remove() }
    var environment = ProcessInfo.processInfo.environment
    environment["SNAPSHOT_TESTING_RECORD"] = mode
    environment["DIORAMA_RECORD_PROBE_FOLDER"] = folder.url.path
    environment["DIORAMA_REPORT"] = folder.url.appendingPathComponent("report").path
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let result = try run(
      binary,
      [
        "--testing-library", "swift-testing", "--filter",
        "RecordEnvironmentTests/theRecordModeFollowsTheEnvironment",
      ],
      environment: environment)
    let log = result.output + result.error  // Swift Testing reports on standard error
    #expect(result.status == 0, "the probe failed with SNAPSHOT_TESTING_RECORD=\(mode): \(log.suffix(1500))")
    #expect(log.contains("Test run with 1 test"), "the probe did not run: \(log.suffix(500))")
    let changed = try Image(contentsOf: folder.url.appendingPathComponent("probe.changed.png"))
    let missingWritten = FileManager.default.fileExists(
      atPath: folder.url.appendingPathComponent("probe.missing.png").path)
    #expect(changed == (mode == "all" || mode == "failed" ? Self.new : Self.old))
    #expect(missingWritten == (mode != "never"))
  }
}
