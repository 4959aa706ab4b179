import Demos
import Diorama
import Foundation
import Testing

/// The gallery demo lays out every tile without conflicts, collapses the middle views through
/// `isHidden` in an animation block, and restores them.
@Suite struct StackGalleryDemoTests {
  static func stacks(in view: View) -> [StackView] {
    (view as? StackView).map { [$0] } ?? view.subviews.flatMap(stacks(in:))
  }

  @Test func galleryCollapsesAndRestoresTheMiddleViews() throws {
    let demo = try #require(DemoCatalog.demo(id: "stack-gallery"))
    let warnings = try Diagnostics.capture {
      let scene = try demo.makeScene()
      let stacks = Self.stacks(in: scene.rootView)
      #expect(stacks.count == 30)
      try scene.advance(toFrame: 1)
      let widths = stacks.map { $0.arrangedSubviews[1].frame.width }
      #expect(widths.allSatisfy { $0 > 0 })
      // Hidden at 0.6 s for 0.5 s: collapsed by frame 80 (1.33 s), shown again from 1.8 s.
      try scene.advance(toFrame: 80)
      #expect(
        stacks.allSatisfy { $0.arrangedSubviews[1].isHidden && $0.arrangedSubviews[1].frame.width == 0 })
      try scene.advance(toFrame: 179)
      #expect(stacks.map { $0.arrangedSubviews[1].frame.width } == widths)
      #expect(stacks.allSatisfy { !$0.arrangedSubviews[1].isHidden })
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
