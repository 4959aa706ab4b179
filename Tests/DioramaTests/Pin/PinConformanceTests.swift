import Diorama
import Foundation
import Testing

/// Every case of the PinLayout conformance sample, replayed through the public API.
@Suite struct PinConformanceTests {
  static let data: Data = {
    guard
      let url = Bundle.module.url(forResource: "pinlayout", withExtension: "json", subdirectory: "Fixtures"),
      let data = try? Data(contentsOf: url)
    else { return Data() }
    return data
  }()

  // Read-only after initialisation; JSON objects are not Sendable, but nothing mutates them.
  nonisolated(unsafe) static let cases: [String: [String: Any]] = {
    let list = (try? PinCaseReplayer.loadCases(from: data)) ?? []
    return Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0.json) })
  }()

  static let ids: [String] = ((try? PinCaseReplayer.loadCases(from: data)) ?? []).map(\.id)

  @Test func sampleHoldsEveryVisibleCase() {
    #expect(Self.ids.count == 321)
  }

  @Test(arguments: ids)
  func caseLaysOutAsUpstream(_ id: String) throws {
    let json = try #require(Self.cases[id])
    let failures = try PinCaseReplayer(json: json).run()
    #expect(failures.isEmpty, "\(id): \(failures.joined(separator: "; "))")
  }

  /// Cases that leave the display scale unset hold at every common scale.
  @Test(arguments: ids.filter { PinCaseReplayer.double(cases[$0]?["displayScale"]) == nil }, [1.0, 2.0, 3.0])
  func unscaledCaseHoldsAtEveryScale(_ id: String, scale: Double) throws {
    let json = try #require(Self.cases[id])
    let failures = try PinCaseReplayer(json: json, defaultDisplayScale: CGFloat(scale)).run()
    #expect(failures.isEmpty, "\(id) @\(scale)x: \(failures.joined(separator: "; "))")
  }
}
