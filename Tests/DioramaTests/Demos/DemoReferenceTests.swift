import Demos
import Diorama
import DioramaTesting
import Foundation
import Testing

@Suite struct DemoReferenceTests {
  static let ids = DemoCatalog.all.map(\.id)

  /// The frames each demo is checked at, at the frame rate `diorama demos render` uses: the first,
  /// and for an animated demo also the middle and the last.
  static func checkedFrames(of demo: any Demo) -> [(name: String, index: Int)] {
    let count = demo.frameCount()
    guard count > 1 else { return [("first", 0)] }
    return [("first", 0), ("middle", (count - 1) / 2), ("last", count - 1)]
  }

  @Test(arguments: ids)
  func framesMatchTheirReferences(id: String) throws {
    let demo = try #require(DemoCatalog.demo(id: id))
    let scene = try demo.makeScene()
    scene.clock = try Clock(framesPerSecond: DemoCatalog.framesPerSecond)
    let renderer = try scene.makeRenderer()
    // Every frame up to the last runs (events, layout, animations), and none may warn.
    let (images, warnings) = try Diagnostics.capture {
      try Self.checkedFrames(of: demo).map { name, index in
        renderer.draw(try scene.frame(at: index))
        return (name: name, image: renderer.makeImage(scale: scene.scale))
      }
    }
    #expect(warnings.isEmpty, "\(warnings)")
    for (name, image) in images {
      expectMatchesReference(image, named: "\(id)-\(name)")
    }
  }

  @Test func animatedDemosAreCheckedAtTheirFirstMiddleAndLastFrames() throws {
    let transition = try #require(DemoCatalog.demo(id: "card-transition"))
    // 3 s at 60 fps: frames 0…180, both ends included.
    #expect(Self.checkedFrames(of: transition).map(\.index) == [0, 90, 180])
    let still = try #require(DemoCatalog.demo(id: "card"))
    #expect(Self.checkedFrames(of: still).map(\.index) == [0])
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
