import Diorama
import Foundation
import Testing

/// Every case of the KRStackView conformance sample, replayed on a ``FrameStackView``.
@Suite struct FrameStackConformanceTests {
  // Read-only after initialisation; JSON objects are not Sendable, but nothing mutates them.
  nonisolated(unsafe) static let cases: [String: [String: Any]] = {
    guard
      let url = Bundle.module.url(
        forResource: "krstackview", withExtension: "json", subdirectory: "Fixtures"),
      let data = try? Data(contentsOf: url),
      let list = try? FrameStackCaseReplayer.loadCases(from: data)
    else { return [:] }
    return Dictionary(uniqueKeysWithValues: list.compactMap { c in (c["name"] as? String).map { ($0, c) } })
  }()

  static let names: [String] = cases.keys.sorted()

  @Test func sampleHoldsEveryVisibleCase() {
    #expect(Self.names.count == 7)
  }

  @Test(arguments: names)
  func caseSettlesAsUpstream(_ name: String) throws {
    let json = try #require(Self.cases[name])
    let failures = try FrameStackCaseReplayer(json: json).run()
    #expect(failures.isEmpty, "\(name): \(failures.joined(separator: "; "))")
  }
}
