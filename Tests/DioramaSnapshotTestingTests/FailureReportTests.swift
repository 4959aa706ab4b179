import Diorama
import DioramaTesting
import Foundation
import Testing

/// The report folder and its page, fed by DioramaTesting's checks; the `diorama report` command.
@Suite struct FailureReportTests {
  @Test func everyKindOfFailedCheckIsAddedToTheReport() throws {
    let folder = try TemporaryFolder("diorama-report-test")
    defer { folder.remove() }
    let report = FailureReport(directory: folder.url.appendingPathComponent("report"))
    let checker = ReferenceImage(
      isRecording: false, artifactsDirectory: folder.url.appendingPathComponent("artifacts"), report: report)
    let references = folder.url.appendingPathComponent("References/test")
    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)

    let reference = try whiteImage(width: 20, height: 10)
    try reference.write(to: references.appendingPathComponent("same.png"))
    try reference.write(to: references.appendingPathComponent("moved.png"))
    try reference.write(to: references.appendingPathComponent("small.png"))
    try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: references.appendingPathComponent("corrupt.png"))

    #expect(try checker.check(reference, against: references.appendingPathComponent("same.png")).passed)
    let moved = try whiteImage(width: 20, height: 10, painting: [(3, 3), (4, 3), (5, 3)])
    let outcome = try checker.check(moved, against: references.appendingPathComponent("moved.png"))
    guard case .mismatched(let difference, _) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(difference.differingPixelCount == 3)
    let large = try whiteImage(width: 24, height: 10)
    let sized = try checker.check(large, against: references.appendingPathComponent("small.png"))
    #expect(sized == .sizeMismatch(actual: [24, 10], expected: [20, 10], artifacts: sized.artifacts))
    let corrupt = try checker.check(reference, against: references.appendingPathComponent("corrupt.png"))
    guard case .unreadableReference(let reason, _) = corrupt else {
      Issue.record("expected an unreadable reference, got \(corrupt)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(ReferenceImage.message(for: corrupt, reference: references).contains("cannot be read"))
    _ = try checker.check(reference, against: references.appendingPathComponent("new.png"))

    let entries = try report.entries()
    #expect(entries.map(\.kind) == [.mismatch, .sizeMismatch, .unreadableReference, .missingReference])
    #expect(entries.map(\.test) == ["test/moved", "test/small", "test/corrupt", "test/new"])
    #expect(entries[0].differingPixelCount == 3)
    #expect(entries[0].threshold == 0.1)
    #expect(entries[1].expectedSize == [20, 10])
    #expect(entries[1].actualSize == [24, 10])
    // Each entry's images are in its folder, and the page names every entry.
    for entry in entries {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: report.directory.appendingPathComponent(entry.folder).path)
      #expect(files.contains("actual.png"))
      #expect(files.contains("expected.png") == (entry.expectedFile != nil))
    }
    #expect(entries[0].diffFile == "diff.png")
    let page = try String(contentsOf: report.pageURL, encoding: .utf8)
    #expect(page.components(separatedBy: "<section class=\"failure\"").count - 1 == 4)
  }

  @Test func thePageEscapesNamesAndScalesLargeImages() throws {
    let entry = ReportEntry(
      folder: "0001-x", sequence: 1, run: "r", test: "<script>alert(1)</script> & co", kind: .mismatch,
      message: "a < b", differingPixelCount: 5, antiAliasedPixelCount: 0, totalPixelCount: 100,
      threshold: 0.1,
      allowedDifferingFraction: 0, expectedSize: [6000, 200], actualSize: [6000, 200], reference: nil,
      expectedFile: "expected.png", actualFile: "actual.png", diffFile: "diff.png")
    let html = ReportPage(entries: [entry]).html
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"))
    #expect(html.contains("a &lt; b"))
    #expect(html.contains("img { display: block; max-width: 100%"))
    #expect(html.contains("max-width: min(100%, 6000px)"))
    #expect(html.contains("5 of 100 (5.0000 %)"))
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  /// A report folder that cannot be created (its parent is a file) is a warning, not a crash.
  @Test func anUnwritableFolderIsAWarning() throws {
    let folder = try TemporaryFolder("diorama-report-test")
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let report = FailureReport(directory: file.appendingPathComponent("report"))
    let failure = ReportFailure(
      test: "t", kind: .missingReference, message: "m", expected: nil,
      actual: try whiteImage(width: 2, height: 2))
    let (result, warnings) = Diagnostics.capture { report.add(failure) }
    #expect(result == nil)
    #expect(warnings.map(\.kind) == [.reportUnwritable])
    #expect(warnings.first?.message.contains(file.path) == true)

    // Through a check: the check's own outcome is unaffected.
    let checker = ReferenceImage(
      isRecording: false, artifactsDirectory: folder.url.appendingPathComponent("artifacts"), report: report)
    let (outcome, checkWarnings) = try Diagnostics.capture {
      try checker.check(
        try whiteImage(width: 2, height: 2), against: folder.url.appendingPathComponent("r/a.png"))
    }
    #expect(!outcome.passed)
    #expect(checkWarnings.map(\.kind) == [.reportUnwritable])
  }

  /// The first addition of a run removes the entries earlier runs left.
  @Test func entriesOfEarlierRunsAreReplaced() throws {
    let folder = try TemporaryFolder("diorama-report-test")
    defer { folder.remove() }
    let report = FailureReport(directory: folder.url)
    let old = folder.url.appendingPathComponent("0001-old")
    try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
    try Data(
      #"{"folder":"0001-old","sequence":1,"run":"an-earlier-run","test":"old","kind":"mismatch","message":"m","actualSize":[1,1],"actualFile":"actual.png"}"#
        .utf8
    ).write(to: old.appendingPathComponent("entry.json"))
    #expect(try report.entries().map(\.test) == ["old"])
    let failure = ReportFailure(
      test: "new", kind: .missingReference, message: "m", expected: nil,
      actual: try whiteImage(width: 2, height: 2))
    #expect(report.add(failure) != nil)
    #expect(try report.entries().map(\.test) == ["new"])
  }

  @Test func theReportCommandWritesThePage() throws {
    let folder = try TemporaryFolder("diorama-report-test")
    defer { folder.remove() }
    let report = FailureReport(directory: folder.url)
    for name in ["first", "second"] {
      report.add(
        ReportFailure(
          test: name, kind: .missingReference, message: "m", expected: nil,
          actual: try whiteImage(width: 2, height: 2)))
    }
    try FileManager.default.removeItem(at: report.pageURL)
    let diorama = builtProductsDirectory.appendingPathComponent("diorama")
    let result = try run(diorama, ["report", folder.url.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("2 failures"))
    let page = try String(contentsOf: report.pageURL, encoding: .utf8)
    #expect(page.contains("2 image test failures"))
    #expect(try run(diorama, ["report", folder.url.appendingPathComponent("missing").path]).status == 2)
  }
}

extension ReferenceImage.Outcome {
  fileprivate var artifacts: URL {
    switch self {
    case .mismatched(_, let url), .sizeMismatch(_, _, let url), .unreadableReference(_, let url): url
    case .recorded(let url): url
    case .matched: URL(fileURLWithPath: "/")
    }
  }
}
