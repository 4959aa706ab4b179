import Diorama
import DioramaReport
import Foundation
@_spi(Internals) import SnapshotTesting
import Testing
import XCTest

/// What one `assertSnapshot` call has done so far on this thread, so that the report can learn
/// of the outcomes swift-snapshot-testing decides without asking the strategy: a reference
/// recorded without a comparison (missing, or a recording run), or one that cannot be decoded.
///
/// `verifySnapshot` calls the strategy's closures synchronously, on the thread of the
/// assertion, in this order: `snapshot`, then either `toData` (recording: no reference was
/// read) or `fromData` and `diffV2` (and `toData` for the failure artifact). Strategies here
/// produce their images synchronously, so a thread-local record follows one assertion.
final class SnapshotTracker {
  /// The image the strategy produced and no reference has been read for yet.
  var pendingSnapshot: Image?
  /// Why the last reference read could not be decoded, until the comparison takes it.
  var decodeFailure: String?

  private static let key = "org.diorama.snapshot-testing.tracker"

  /// This thread's tracker.
  static var current: SnapshotTracker {
    let dictionary = Thread.current.threadDictionary
    if let tracker = dictionary[key] as? SnapshotTracker { return tracker }
    let tracker = SnapshotTracker()
    dictionary[key] = tracker
    return tracker
  }

  /// The strategy produced `image`.
  static func didSnapshot(_ image: Image) {
    let tracker = current
    tracker.pendingSnapshot = image
    tracker.decodeFailure = nil
  }

  /// A reference was read (and decoded, or not: `failure`).
  static func didReadReference(failure: String?) {
    let tracker = current
    tracker.pendingSnapshot = nil
    tracker.decodeFailure = failure
  }

  /// Takes the decoding failure of the reference just read, if any.
  static func takeDecodeFailure() -> String? {
    let tracker = current
    defer { tracker.decodeFailure = nil }
    return tracker.decodeFailure
  }

  /// `toData` was called for `image`: when no reference was read since the snapshot, the
  /// library is recording it (the reference is missing, or every snapshot is re-recorded), and
  /// the test fails; the report gets the image.
  static func willEncode(_ image: Image) {
    let tracker = current
    guard let pending = tracker.pendingSnapshot, pending == image else { return }
    tracker.pendingSnapshot = nil
    let recordingAll = SnapshotTestingConfiguration.current?.record == .all
    let message =
      recordingAll
      ? "Record mode is on: the snapshot was recorded as the reference without a comparison."
      : "No reference was found on disk; swift-snapshot-testing recorded the snapshot (unless its record mode is "
        + "never). Look at it, then run the test again."
    FailureReport.standard.add(
      ReportFailure(
        test: testName, kind: recordingAll ? .recorded : .missingReference, message: message, expected: nil,
        actual: image))
  }

  /// The running test's name for the report: `file › test` under Swift Testing.
  static var testName: String {
    if let test = Test.current {
      return "\(test.sourceLocation.fileName) › \(test.name)"
    }
    return "XCTest assertion"
  }

  /// Fails the running test (Swift Testing or XCTest) with `message`.
  static func fail(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message))
    } else {
      XCTFail(message)
    }
  }
}
