import Foundation
import Testing

@testable import Diorama

/// The engine's slots (what a relayout reads of each constrained view, in one array): views
/// that leave give theirs back, views that join reuse them, and a slot listed for placing
/// before its view left does not place the view that took it.
@Suite struct LayoutSlotTests {
  /// A constrained view at `x`, 10 from the top, 30 × 20, in `root`.
  static func addBox(to root: View, x: CGFloat) -> View {
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 30),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    return box
  }

  /// A hundred rounds of one view leaving and another joining: the table keeps one slot per
  /// view in the tree (the root and two boxes), plus at most the one given back last.
  @Test func viewsThatLeaveGiveTheirSlotsToViewsThatJoin() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    var boxes = [Self.addBox(to: root, x: 0), Self.addBox(to: root, x: 50)]
    root.layoutIfNeeded()
    for round in 0..<100 {
      boxes.removeFirst().removeFromSuperview()
      boxes.append(Self.addBox(to: root, x: CGFloat(round % 7) * 40))
      root.layoutIfNeeded()
      #expect(boxes[1].frame == CGRect(x: CGFloat(round % 7) * 40, y: 10, width: 30, height: 20))
    }
    let engine = try #require(root.layoutEngine)
    #expect(engine.slots.slots.count <= 4)
  }

  /// A box whose frame code assigned is listed to get its solved frame back; it leaves before
  /// the next pass, and a new box takes its slot. The new box gets its own solved frame, and
  /// the one that left keeps the frame it had.
  @Test func aSlotListedBeforeItsViewLeftDoesNotPlaceTheViewThatTookIt() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let leaving = Self.addBox(to: root, x: 0)
    root.layoutIfNeeded()
    leaving.frame = CGRect(x: 200, y: 100, width: 5, height: 5)
    leaving.removeFromSuperview()
    let joining = Self.addBox(to: root, x: 120)
    root.layoutIfNeeded()
    #expect(joining.frame == CGRect(x: 120, y: 10, width: 30, height: 20))
    #expect(leaving.frame == CGRect(x: 200, y: 100, width: 5, height: 5))
    // As in UIKit, an assigned frame stands until the superview is laid out again.
    joining.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(joining.frame == CGRect(x: 120, y: 10, width: 30, height: 20))
  }
}
