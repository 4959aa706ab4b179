import Diorama
import Foundation
import Synchronization

/// A folder that collects the failed image comparisons of a test run — from `DioramaTesting`'s
/// `expectMatchesReference` and `XCTAssertMatchesReference` and from the swift-snapshot-testing
/// strategies of `DioramaSnapshotTesting` — and the static HTML page (`index.html`) that shows
/// them (see ``ReportPage``; `diorama report FOLDER` rewrites it).
///
/// The folder is `DIORAMA_REPORT` when that environment variable is set, else
/// `diorama-report` in the temporary directory (see ``defaultDirectory``). Each failure gets a
/// sub-folder with `entry.json` and its PNG files, and the page is rewritten after every
/// addition, so it is complete whenever the run stops. The first failure a run adds removes
/// the entries of earlier runs (a run is the process that started the tests: `swift test`
/// runs XCTest and Swift Testing in two processes with the same parent).
///
/// A folder that cannot be written is reported as a `Warning` of kind
/// `reportUnwritable` through `Diagnostics`; it never fails
/// or stops the tests.
public struct FailureReport: Sendable, Hashable {
  /// The report folder.
  public let directory: URL

  /// A report in `directory`.
  public init(directory: URL) {
    self.directory = directory.standardizedFileURL
  }

  /// `DIORAMA_REPORT`, or `diorama-report` in the temporary directory.
  public static var defaultDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["DIORAMA_REPORT"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("diorama-report", isDirectory: true)
  }

  /// The report failures go to from the current task when none is named: ``current``, else
  /// the one in ``defaultDirectory``.
  public static var standard: FailureReport { current ?? FailureReport(directory: defaultDirectory) }

  /// A report that replaces the default one for the duration of a task
  /// (`FailureReport.$current.withValue(report) { … }`), for tests of tests.
  @TaskLocal public static var current: FailureReport?

  /// The page: `index.html` in ``directory``.
  public var pageURL: URL { directory.appendingPathComponent("index.html") }

  /// Adds a failure (its images, its numbers) and rewrites the page.
  ///
  /// - Returns: the entry's folder, or `nil` when the report could not be written (a
  ///   `reportUnwritable` warning says why).
  @discardableResult
  public func add(_ failure: ReportFailure) -> URL? {
    Self.lock.withLock { state -> URL? in
      do {
        let files = FileManager.default
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        if !state.cleaned.contains(directory.path) {
          try removeEntries { $0.run != Self.runID }
          state.cleaned.insert(directory.path)
        }
        state.sequence += 1
        let existing = try entries()
        let sequence = max(state.sequence, (existing.map(\.sequence).max() ?? 0) + 1)
        state.sequence = sequence
        let folderName = String(format: "%04d-", sequence) + Self.folderName(for: failure.test)
        let folder = directory.appendingPathComponent(folderName, isDirectory: true)
        try? files.removeItem(at: folder)
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        try failure.actual.write(to: folder.appendingPathComponent("actual.png"))
        if let expected = failure.expected {
          try expected.write(to: folder.appendingPathComponent("expected.png"))
        }
        if let difference = failure.difference {
          try difference.diffImage.write(to: folder.appendingPathComponent("diff.png"))
        }
        let entry = ReportEntry(
          folder: folderName, sequence: sequence, run: Self.runID, test: failure.test, kind: failure.kind,
          message: failure.message, differingPixelCount: failure.difference?.differingPixelCount,
          antiAliasedPixelCount: failure.difference?.antiAliasedPixelCount,
          totalPixelCount: failure.difference?.totalPixelCount, threshold: failure.threshold,
          allowedDifferingFraction: failure.allowedDifferingFraction,
          expectedSize: failure.expected.map { [$0.width, $0.height] },
          actualSize: [failure.actual.width, failure.actual.height], reference: failure.reference?.path,
          expectedFile: failure.expected == nil ? nil : "expected.png", actualFile: "actual.png",
          diffFile: failure.difference == nil ? nil : "diff.png")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(entry).write(to: folder.appendingPathComponent("entry.json"), options: .atomic)
        try writePage()
        return folder
      } catch {
        Diagnostics.report(
          Warning(
            .reportUnwritable,
            "could not add the failure of \(failure.test) to the report \(directory.path): \(error)"))
        return nil
      }
    }
  }

  /// The entries in the folder, in the order they were added.
  /// - Throws: when the folder cannot be listed; an entry whose `entry.json` is unreadable is
  ///   left out.
  public func entries() throws -> [ReportEntry] {
    let files = FileManager.default
    guard files.fileExists(atPath: directory.path) else { return [] }
    let decoder = JSONDecoder()
    return try files.contentsOfDirectory(atPath: directory.path).sorted().compactMap { name in
      let url = directory.appendingPathComponent(name).appendingPathComponent("entry.json")
      guard let data = try? Data(contentsOf: url),
        var entry = try? decoder.decode(ReportEntry.self, from: data)
      else { return nil }
      entry.folder = name
      return entry
    }
    .sorted { ($0.sequence, $0.folder) < ($1.sequence, $1.folder) }
  }

  /// Writes the page (`index.html`, atomically) from the entries in the folder.
  /// - Returns: the page's URL.
  /// - Throws: when the folder cannot be read or the page cannot be written.
  @discardableResult
  public func writePage() throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let html = ReportPage(entries: try entries()).html
    try Data(html.utf8).write(to: pageURL, options: .atomic)
    return pageURL
  }

  /// Removes every entry (and the page) from the folder; other files are left alone.
  /// - Throws: when an entry cannot be removed.
  public func removeAll() throws {
    try Self.lock.withLock { _ in
      try removeEntries { _ in true }
      if FileManager.default.fileExists(atPath: pageURL.path) {
        try FileManager.default.removeItem(at: pageURL)
      }
    }
  }

  private func removeEntries(where shouldRemove: (ReportEntry) -> Bool) throws {
    for entry in try entries() where shouldRemove(entry) {
      try FileManager.default.removeItem(at: directory.appendingPathComponent(entry.folder))
    }
  }

  /// Letters, digits, `-` and `_` of a test name, at most 60 of them.
  static func folderName(for test: String) -> String {
    let kept = String(test.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
    let trimmed = kept.trimmingCharacters(in: CharacterSet(charactersIn: "_"))
    return String((trimmed.isEmpty ? "test" : trimmed).prefix(60))
  }

  private struct State {
    var cleaned: Set<String> = []
    var sequence = 0
  }
  private static let lock = Mutex(State())

  /// The run this process belongs to: the parent process and the time it started (from
  /// `/proc`), so the processes one `swift test` starts share it and the next run does not.
  static let runID: String = {
    let parent = getppid()
    let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
    // Field 22 (start time) counts from after the command name's closing parenthesis.
    let fields = stat.split(separator: ")").last.map { $0.split(separator: " ") } ?? []
    let started = fields.count > 19 ? String(fields[19]) : "0"
    return "\(parent)-\(started)"
  }()
}
