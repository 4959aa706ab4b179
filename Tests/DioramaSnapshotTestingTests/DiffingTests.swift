import Diorama
import DioramaReport
import DioramaSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The `Diffing<Image>` and the record modes, through swift-snapshot-testing's own
/// `verifySnapshot` on real files in a temporary `__Snapshots__` folder. Expected counts are
/// hand arithmetic over synthetic images.
@Suite struct DiffingTests {
  /// 10 of 100 pixels black: precision 0.9 lets 10 pixels differ, 0.91 only 9.
  @Test func precisionIsTheFractionOfPixelsThatMustMatch() throws {
    let reference = try whiteImage(width: 10, height: 10)
    let actual = try whiteImage(width: 10, height: 10, painting: (0..<10).map { ($0, 5) })
    let folder = try TemporaryFolder("diorama-diffing")
    defer { folder.remove() }
    try FailureReport.$current.withValue(
      FailureReport(directory: folder.url.appendingPathComponent("report"))
    ) {
      #expect(Diffing<Image>.image(precision: 0.9).diffV2(reference, actual) == nil)
      let failure = try #require(Diffing<Image>.image(precision: 0.91).diffV2(reference, actual))
      #expect(failure.0.contains("10 pixels differ, more than the 9"))
      let page = folder.url.appendingPathComponent("report/index.html").path
      #expect(failure.0.contains("The report: \(page)"))
      let attachments = failure.1.compactMap { attachment -> String? in
        if case .data(let data, let name) = attachment, (try? Image(pngData: data)) != nil { return name }
        return nil
      }
      #expect(attachments == ["difference.png"])
      let entries = try FailureReport.standard.entries()
      #expect(entries.count == 1)
      #expect(entries.first?.kind == .mismatch)
      #expect(entries.first?.differingPixelCount == 10)
      #expect(entries.first?.totalPixelCount == 100)
    }
  }

  /// White against (250, 250, 250): pixelmatch's YIQ distance is 0.5053 × 5² = 12.63 of 35215,
  /// √(12.63 / 35215) = 0.0189 on the 0…1 scale: within 1 − 0.98 = 0.02, beyond 1 − 0.99 = 0.01.
  @Test func perceptualPrecisionIsThePerPixelThreshold() throws {
    let reference = try filledImage(width: 8, height: 8, RGBA8(r: 255, g: 255, b: 255))
    let actual = try filledImage(width: 8, height: 8, RGBA8(r: 250, g: 250, b: 250))
    let folder = try TemporaryFolder("diorama-diffing")
    defer { folder.remove() }
    FailureReport.$current.withValue(FailureReport(directory: folder.url)) {
      #expect(Diffing<Image>.image(perceptualPrecision: 0.98).diffV2(reference, actual) == nil)
      let failure = Diffing<Image>.image(perceptualPrecision: 0.99).diffV2(reference, actual)
      #expect(failure?.0.contains("64 pixels differ") == true)
      #expect(Diffing<Image>.image.diffV2(reference, reference) == nil)
      #expect(Diffing<Image>.image.diffV2(reference, actual) != nil)
    }
  }

  @Test func aMatchingSnapshotPassesAndReportsNothing() throws {
    let folder = try TemporaryFolder("diorama-diffing")
    defer { folder.remove() }
    let image = try whiteImage(width: 6, height: 4, painting: [(1, 1)])
    try image.write(to: folder.url.appendingPathComponent("test.same.png"))
    try FailureReport.$current.withValue(
      FailureReport(directory: folder.url.appendingPathComponent("report"))
    ) {
      let message = verifySnapshot(
        of: image, as: .image, named: "same", record: .missing, snapshotDirectory: folder.url.path,
        testName: "test")
      #expect(message == nil)
      let entries = try FailureReport.standard.entries()
      #expect(entries.isEmpty)
    }
  }

  @Test func aCorruptReferenceIsAClearFailureAndIsReported() throws {
    let folder = try TemporaryFolder("diorama-diffing")
    defer { folder.remove() }
    try Data("not a PNG".utf8).write(to: folder.url.appendingPathComponent("test.corrupt.png"))
    let image = try whiteImage(width: 4, height: 4)
    try FailureReport.$current.withValue(
      FailureReport(directory: folder.url.appendingPathComponent("report"))
    ) {
      let message = verifySnapshot(
        of: image, as: .image, named: "corrupt", record: .missing, snapshotDirectory: folder.url.path,
        testName: "test")
      #expect(message?.contains("not a readable PNG image") == true)
      let entries = try FailureReport.standard.entries()
      #expect(entries.map(\.kind) == [.unreadableReference])
    }
  }

  @Test func aDifferentlySizedReferenceIsAClearFailureAndIsReported() throws {
    let folder = try TemporaryFolder("diorama-diffing")
    defer { folder.remove() }
    try whiteImage(width: 10, height: 10).write(to: folder.url.appendingPathComponent("test.size.png"))
    let wider = try whiteImage(width: 12, height: 10)
    try FailureReport.$current.withValue(
      FailureReport(directory: folder.url.appendingPathComponent("report"))
    ) {
      let message = verifySnapshot(
        of: wider, as: .image, named: "size", record: .missing,
        snapshotDirectory: folder.url.path, testName: "test")
      #expect(message?.contains("12×10 pixels but the reference is 10×10") == true)
      let entries = try FailureReport.standard.entries()
      #expect(entries.map(\.kind) == [.sizeMismatch])
      #expect(entries.first?.expectedSize == [10, 10])
      #expect(entries.first?.actualSize == [12, 10])
    }
  }

  /// `.missing` writes a missing reference and fails; `.never` fails without writing.
  @Test func missingReferences() throws {
    let folder = try TemporaryFolder("diorama-diffing")
    defer { folder.remove() }
    let image = try whiteImage(width: 5, height: 5, painting: [(2, 2)])
    try FailureReport.$current.withValue(
      FailureReport(directory: folder.url.appendingPathComponent("report"))
    ) {
      let never = verifySnapshot(
        of: image, as: .image, named: "a", record: .never, snapshotDirectory: folder.url.path,
        testName: "test")
      #expect(never?.contains("No reference was found on disk. New snapshot was not recorded") == true)
      #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("test.a.png").path))

      let missing = verifySnapshot(
        of: image, as: .image, named: "a", record: .missing, snapshotDirectory: folder.url.path,
        testName: "test")
      #expect(missing?.contains("Automatically recorded snapshot") == true)
      let written = try Image(contentsOf: folder.url.appendingPathComponent("test.a.png"))
      #expect(written == image)
      let entries = try FailureReport.standard.entries()
      #expect(entries.map(\.kind) == [.missingReference, .missingReference])

      // Now that it exists, the same image passes.
      #expect(
        verifySnapshot(
          of: image, as: .image, named: "a", record: .missing, snapshotDirectory: folder.url.path,
          testName: "test")
          == nil)
    }
  }

  /// `.all` re-records whatever is there; `.failed` re-records only a failing snapshot.
  @Test func recordAllAndRecordFailed() throws {
    let folder = try TemporaryFolder("diorama-diffing")
    defer { folder.remove() }
    let old = try whiteImage(width: 5, height: 5)
    let new = try whiteImage(width: 5, height: 5, painting: [(0, 0), (4, 4)])
    let file = folder.url.appendingPathComponent("test.r.png")
    try FailureReport.$current.withValue(
      FailureReport(directory: folder.url.appendingPathComponent("report"))
    ) {
      try old.write(to: file)
      let all = verifySnapshot(
        of: new, as: .image, named: "r", record: .all, snapshotDirectory: folder.url.path, testName: "test")
      #expect(all?.contains("Record mode is on") == true)
      #expect(try Image(contentsOf: file) == new)

      try old.write(to: file)
      let failed = verifySnapshot(
        of: new, as: .image, named: "r", record: .failed, snapshotDirectory: folder.url.path, testName: "test"
      )
      #expect(failed?.contains("A new snapshot was automatically recorded") == true)
      #expect(failed?.contains("2 pixels differ") == true)
      #expect(try Image(contentsOf: file) == new)
      #expect(
        verifySnapshot(
          of: new, as: .image, named: "r", record: .failed, snapshotDirectory: folder.url.path,
          testName: "test")
          == nil)
      let entries = try FailureReport.standard.entries()
      #expect(entries.map(\.kind) == [.recorded, .mismatch])
    }
  }
}
