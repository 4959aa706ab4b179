import ArgumentParser
import DioramaReport
import Foundation

/// `diorama report FOLDER`: writes the HTML page of a folder of failed image comparisons.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write the HTML page (index.html) of a folder of failed image comparisons.",
    discussion: """
      Image tests (DioramaTesting's expectMatchesReference and XCTAssertMatchesReference, and the \
      DioramaSnapshotTesting strategies) add each failure to a report folder: DIORAMA_REPORT, or \
      diorama-report in the temporary directory. The tests keep its index.html up to date; this \
      command writes it again, for example after copying the folder from a CI run. The page needs \
      no network: open it from file://.
      """)

  @Argument(
    help: "The report folder (default: DIORAMA_REPORT, or diorama-report in the temporary directory).")
  var folder: String?

  func run() throws {
    let report =
      folder.map { FailureReport(directory: URL(fileURLWithPath: $0, isDirectory: true)) } ?? .standard
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: report.directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      FileHandle.standardError.write(Data("diorama report: \(report.directory.path) is not a folder\n".utf8))
      throw ExitCode(2)
    }
    let page: URL
    let count: Int
    do {
      count = try report.entries().count
      page = try report.writePage()
    } catch {
      FileHandle.standardError.write(Data("diorama report: \(error)\n".utf8))
      throw ExitCode(1)
    }
    print("\(count) failure\(count == 1 ? "" : "s"): \(page.path)")
  }
}
