import Demos
import Diorama
import DioramaTesting
import Foundation
import Testing

@Suite struct DemoReferenceTests {
  static let ids = DemoCatalog.all.map(\.id)

  @Test(arguments: ids)
  func firstFrameMatchesItsReference(id: String) throws {
    let demo = try #require(DemoCatalog.demo(id: id))
    let scene = try demo.makeScene()
    expectMatchesReference(try scene.renderImage(), named: "\(id)-first")
  }

  @Test(arguments: ids)
  func demoLayoutsAreUnambiguousAndConflictFree(id: String) throws {
    let demo = try #require(DemoCatalog.demo(id: id))
    let (scene, warnings) = try Diagnostics.capture { try demo.makeScene() }
    let more = Diagnostics.capture { scene.layoutIfNeeded() }
    #expect(warnings.isEmpty && more.isEmpty, "\(warnings + more)")
    #expect(scene.rootView.ambiguityReport.isEmpty, "\(scene.rootView.ambiguityReport)")
  }

  @Test func identifiersAreUniqueAndFileNameSafe() {
    #expect(Set(Self.ids).count == Self.ids.count)
    #expect(Self.ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
  }
}
