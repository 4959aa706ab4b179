import Diorama
import Foundation
import Testing

/// Every case of the BoxView conformance sample, replayed through the public API, with the
/// direction produced both ways (forced on the box, and inherited from the scene).
@Suite struct BoxViewConformanceTests {
  // Read-only after initialisation; JSON objects are not Sendable, but nothing mutates them.
  nonisolated(unsafe) static let cases: [String: [String: Any]] = {
    guard
      let url = Bundle.module.url(forResource: "boxview", withExtension: "json", subdirectory: "Fixtures"),
      let data = try? Data(contentsOf: url),
      let list = try? BoxCaseReplayer.loadCases(from: data)
    else { return [:] }
    return Dictionary(uniqueKeysWithValues: list.compactMap { c in (c["name"] as? String).map { ($0, c) } })
  }()

  static let names: [String] = cases.keys.sorted()

  @Test func sampleHoldsEveryVisibleCase() {
    #expect(Self.names.count == 16)
  }

  @Test(arguments: names, BoxCaseReplayer.DirectionSource.allCases)
  func caseLaysOutAsUpstream(_ name: String, direction: BoxCaseReplayer.DirectionSource) throws {
    let json = try #require(Self.cases[name])
    let failures = try BoxCaseReplayer(json: json, direction: direction).run()
    #expect(failures.isEmpty, "\(name) (\(direction)): \(failures.joined(separator: "; "))")
  }
}
