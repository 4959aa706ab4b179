import Diorama
import Foundation
import Testing

/// A frame assigned to a box whose frame Auto Layout owns is replaced by the layout pass, as in
/// UIKit and the BoxView library; Diorama says so with a warning instead of failing silently.
@Suite struct BoxViewFrameTests {
  @Test func frameOfAnAutoLayoutBoxIsReplacedWithAWarning() throws {
    let scene = try Scene(size: CGSize(width: 300, height: 200))
    let box = BoxView(axis: .y, spacing: 10)
    box.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
    box.items = [Block(50, 30, id: "item").boxed]
    scene.rootView.addSubview(box)
    let warnings = Diagnostics.capture { scene.layoutIfNeeded() }.warnings
    #expect(warnings.map(\.kind) == [.frameOwnedByAutoLayout])
    #expect(warnings.first?.message.contains("translatesAutoresizingMaskIntoConstraints") == true)
    // The box wraps its one 50 × 30 item with zero insets.
    #expect(box.frame.size == CGSize(width: 50, height: 30))
  }

  @Test func boxPlacedByItsFrameKeepsItWithoutWarning() throws {
    let scene = try Scene(size: CGSize(width: 300, height: 200))
    let box = BoxView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
    box.axis = .y
    let item = Block(50, 30, id: "item")
    box.items = [item.boxed.left(10).top(10)]
    scene.rootView.addSubview(box)
    let warnings = Diagnostics.capture { scene.layoutIfNeeded() }.warnings
    #expect(warnings.isEmpty)
    #expect(box.frame == CGRect(x: 20, y: 20, width: 200, height: 100))
    #expect(item.frame.origin == CGPoint(x: 10, y: 10))
  }

  @Test func startingFrameOfAConstrainedViewIsNotReported() throws {
    let scene = try Scene(size: CGSize(width: 300, height: 200))
    let view = Block(50, 30, id: "view")
    view.translatesAutoresizingMaskIntoConstraints = false
    scene.rootView.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 40),
      view.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 40),
    ])
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)  // where an animation would start
    let warnings = Diagnostics.capture { scene.layoutIfNeeded() }.warnings
    #expect(warnings.isEmpty)
    #expect(view.frame == CGRect(x: 40, y: 40, width: 50, height: 30))
  }
}
