import Diorama
@_exported import DioramaReport
import Foundation

/// Compares rendered images with reference PNGs stored next to the tests, in
/// `References/<test>/<name>.png` beside the test file.
///
/// - A missing reference is written from the actual image and reported as a failure once, so
///   a new test never passes silently.
/// - With the environment variable `DIORAMA_RECORD=1` every reference is re-recorded (and
///   reported, so a recording run never looks green).
/// - A mismatch writes `actual.png`, `expected.png` and `diff.png` into a failure folder
///   (`DIORAMA_ARTIFACTS`, or `diorama-failures` in the temporary directory) and names them.
/// - A reference that cannot be read (a corrupt file) is a failure, not an error.
/// - Every failed check is also added to a ``FailureReport`` (``report``), whose page shows
///   the images side by side, with a swipe slider and as an onion skin.
public struct ReferenceImage: Sendable {
  /// The outcome of one check.
  public enum Outcome: Sendable, Equatable {
    /// The image matches its reference.
    case matched(ImageDifference)
    /// A reference was written; the check counts as failed once.
    case recorded(URL)
    /// The image differs; the artifacts show how.
    case mismatched(ImageDifference, artifacts: URL)
    /// The image and the reference have different pixel sizes.
    case sizeMismatch(actual: [Int], expected: [Int], artifacts: URL)
    /// The reference exists but cannot be read as an image; `reason` says why.
    case unreadableReference(reason: String, artifacts: URL)

    /// Whether the check passed.
    public var passed: Bool {
      if case .matched = self { return true }
      return false
    }
  }

  /// The comparator; pixel threshold, anti-aliasing detection and allowed fraction.
  public var comparator: ImageComparator
  /// Whether to overwrite references instead of comparing.
  public var isRecording: Bool
  /// Where failure images go.
  public var artifactsDirectory: URL
  /// The report each failed check is added to, or `nil` for none.
  public var report: FailureReport?

  /// Creates a checker; recording and the artifacts folder default from the environment.
  public init(
    comparator: ImageComparator = ImageComparator(),
    isRecording: Bool = ProcessInfo.processInfo.environment["DIORAMA_RECORD"] == "1",
    artifactsDirectory: URL? = nil, report: FailureReport? = .standard
  ) {
    self.report = report
    self.comparator = comparator
    self.isRecording = isRecording
    self.artifactsDirectory =
      artifactsDirectory
      ?? ProcessInfo.processInfo.environment["DIORAMA_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("diorama-failures")
  }

  /// The reference file for a test and a name: `References/<test>/<name>.png` in the nearest
  /// folder at or above the test file's folder that has a `References` folder (stopping at the
  /// package root), else beside the test file.
  public static func referenceURL(testFilePath: String, test: String, name: String) -> URL {
    let start = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
    var folder = start
    var root = start
    let files = FileManager.default
    while true {
      if files.fileExists(atPath: folder.appendingPathComponent("References").path) {
        root = folder
        break
      }
      let parent = folder.deletingLastPathComponent()
      if files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        || parent.path == folder.path
      {
        break
      }
      folder = parent
    }
    return root.appendingPathComponent("References")
      .appendingPathComponent(sanitize(test))
      .appendingPathComponent(sanitize(name) + ".png")
  }

  /// Checks `image` against the reference at `url`.
  /// - Throws: Diorama's `ImageError` when a file cannot be written (an unreadable reference is
  ///   the outcome ``Outcome/unreadableReference(reason:artifacts:)``, not an error).
  ///
  /// A failed check is added to ``report`` under the name `test` (by default the reference's
  /// `<test>/<name>`).
  public func check(_ image: Image, against url: URL, test: String? = nil) throws -> Outcome {
    let outcome = try compare(image, against: url)
    if let report, !outcome.passed {
      report.add(failure(for: outcome, image: image, reference: url, test: test))
    }
    return outcome
  }

  /// ``message(for:reference:)`` followed by where the report's page is, when ``report`` is set.
  func failureMessage(for outcome: Outcome, reference url: URL) -> String {
    let message = Self.message(for: outcome, reference: url)
    guard let report else { return message }
    return message + " The report: \(report.pageURL.path)"
  }

  private func compare(_ image: Image, against url: URL) throws -> Outcome {
    let exists = FileManager.default.fileExists(atPath: url.path)
    if isRecording || !exists {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try image.write(to: url)
      return .recorded(url)
    }
    let reference: Image
    do {
      reference = try Image(contentsOf: url)
    } catch {
      let artifacts = try writeArtifacts(actual: image, expected: nil, diff: nil, for: url)
      return .unreadableReference(reason: "\(error)", artifacts: artifacts)
    }
    if reference.width != image.width || reference.height != image.height {
      let artifacts = try writeArtifacts(actual: image, expected: reference, diff: nil, for: url)
      return .sizeMismatch(
        actual: [image.width, image.height], expected: [reference.width, reference.height],
        artifacts: artifacts)
    }
    let difference = try comparator.compare(reference, image)
    if difference.matches { return .matched(difference) }
    let artifacts = try writeArtifacts(
      actual: image, expected: reference, diff: difference.diffImage, for: url)
    return .mismatched(difference, artifacts: artifacts)
  }

  private func failure(for outcome: Outcome, image: Image, reference url: URL, test: String?) -> ReportFailure
  {
    let name =
      test ?? url.deletingLastPathComponent().lastPathComponent + "/"
      + url.deletingPathExtension().lastPathComponent
    let message = Self.message(for: outcome, reference: url)
    var failure = ReportFailure(
      test: name, kind: .mismatch, message: message, expected: nil, actual: image,
      threshold: comparator.threshold, allowedDifferingFraction: comparator.allowedDifferingFraction,
      reference: url)
    switch outcome {
    case .matched: break
    case .recorded: failure.kind = isRecording ? .recorded : .missingReference
    case .mismatched(let difference, _):
      failure.expected = try? Image(contentsOf: url)
      failure.difference = difference
    case .sizeMismatch:
      failure.kind = .sizeMismatch
      failure.expected = try? Image(contentsOf: url)
    case .unreadableReference: failure.kind = .unreadableReference
    }
    return failure
  }

  /// A one-paragraph explanation of a failed outcome, naming the files to open.
  public static func message(for outcome: Outcome, reference url: URL) -> String {
    switch outcome {
    case .matched: "Matches \(url.path)."
    case .recorded(let url):
      "Recorded the reference \(url.path). Look at it, commit it, and run the test again."
    case .mismatched(let difference, let artifacts):
      "The image differs from \(url.path): \(difference). See "
        + "\(artifacts.appendingPathComponent("actual.png").path), "
        + "\(artifacts.appendingPathComponent("expected.png").path) and "
        + "\(artifacts.appendingPathComponent("diff.png").path). Re-record with DIORAMA_RECORD=1 if the change is intended."
    case .sizeMismatch(let actual, let expected, let artifacts):
      "The image is \(actual[0])×\(actual[1]) pixels but \(url.path) is \(expected[0])×\(expected[1]). See "
        + "\(artifacts.path). Re-record with DIORAMA_RECORD=1 if the change is intended."
    case .unreadableReference(let reason, let artifacts):
      "The reference \(url.path) cannot be read: \(reason). The actual image is in \(artifacts.path); "
        + "delete the reference and run the test again to record it, after looking at it."
    }
  }

  private func writeArtifacts(actual: Image, expected: Image?, diff: Image?, for url: URL) throws -> URL {
    let folder =
      artifactsDirectory
      .appendingPathComponent(url.deletingLastPathComponent().lastPathComponent)
      .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try actual.write(to: folder.appendingPathComponent("actual.png"))
    if let expected { try expected.write(to: folder.appendingPathComponent("expected.png")) }
    if let diff { try diff.write(to: folder.appendingPathComponent("diff.png")) }
    return folder
  }

  /// Keeps letters, digits, `-` and `_`; a Swift Testing function name like `shadow()` becomes
  /// `shadow`.
  static func sanitize(_ name: String) -> String {
    let trimmed = name.hasSuffix("()") ? String(name.dropLast(2)) : name
    return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}
