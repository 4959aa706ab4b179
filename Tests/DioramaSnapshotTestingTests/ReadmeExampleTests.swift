import Foundation
import Testing

/// The README's "Snapshot tests with swift-snapshot-testing" example is this target's
/// `CardSnapshotTests.swift`, word for word, so the example is a test that runs.
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleIsCardSnapshotTests() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(
      contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "README.md"),
      encoding: .utf8)
    let test = try String(contentsOf: here.appendingPathComponent("CardSnapshotTests.swift"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Snapshot tests with swift-snapshot-testing\n"))
    let open = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
    let block = readme[open.upperBound..<close.lowerBound]
    #expect(
      block.trimmingCharacters(in: .whitespacesAndNewlines)
        == test.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
