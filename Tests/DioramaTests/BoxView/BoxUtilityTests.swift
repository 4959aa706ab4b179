import Diorama
import Foundation
import Testing

/// The rest of BoxView's public surface: `al`, the hugging and resistance shorthands, insertion
/// frames, `insertSubview(_:z:)`, `bxRemoveConstraints…`, `exact` priorities, settable item
/// objects, and the public type aliases.
@Suite struct BoxUtilityTests {
  @Test func alTurnsOffAutoresizingAndReturnsTheView() {
    let view = View()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.al === view)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func huggingAndResistanceShorthands() {
    let view = View()
    #expect(view.huggingX == .defaultLow && view.resistanceY == .defaultHigh)
    view.huggingX = LayoutPriority(251)
    view.huggingY = LayoutPriority(252)
    view.resistanceX = LayoutPriority(749)
    view.resistanceY = LayoutPriority(748)
    #expect(view.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
    #expect(view.contentHuggingPriority(for: .vertical) == LayoutPriority(252))
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(749))
    #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(748))
  }

  // A field at (16, 70, 311, 34) inside a row at (0, 10) of the box: in the box it is at
  // (16, 80); below it is (16, 114) with no height, on its right (327, 80) with no width.
  @Test func insertionFramesAreZeroThickEdgesOfTheView() {
    let box = View(frame: CGRect(0, 0, 343, 300))
    let row = View(frame: CGRect(0, 10, 343, 200))
    let field = View(frame: CGRect(16, 70, 311, 34))
    box.addSubview(row)
    row.addSubview(field)
    #expect(box.insertionFrameBelow(view: field) == CGRect(16, 114, 311, 0))
    #expect(box.insertionFrameOnRight(view: field) == CGRect(327, 80, 0, 34))
  }

  @Test func insertSubviewAtZPositions() {
    let parent = View()
    let a = View()
    let b = View()
    parent.addSubview(a)
    parent.addSubview(b)
    let front = View()
    let back = View()
    let aboveA = View()
    let belowB = View()
    let aboveNil = View()
    let belowNil = View()
    parent.insertSubview(front, z: .front)
    parent.insertSubview(back, z: .back)
    parent.insertSubview(aboveA, z: .above(a))
    parent.insertSubview(belowB, z: .below(b))
    parent.insertSubview(aboveNil, z: .above(nil))
    parent.insertSubview(belowNil, z: .below(nil))
    #expect(ids(parent.subviews) == ids([aboveNil, back, a, aboveA, belowB, b, front, belowNil]))
    let plain = View()
    parent.insertSubview(plain)
    #expect(parent.subviews.last === plain)
  }

  @Test func insertSubviewRefusesAnAncestor() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    let warnings = Diagnostics.capture { child.insertSubview(parent, z: .back) }
    #expect(warnings.map(\.kind) == [.invalidHierarchy])
    #expect(child.subviews.isEmpty)
  }

  @Test func removingConstraintsByAttributeOrView() {
    let parent = View()
    let a = View().al
    let b = View().al
    parent.addSubview(a)
    parent.addSubview(b)
    let aLeft = a.pin(.left, of: parent)
    let aTop = a.pin(.top, of: parent)
    let bToA = b.pin(.left, to: .right, of: a, offset: 4)
    let bTop = b.pin(.top, of: parent)
    parent.bxRemoveConstraintsForAttribute(.top)
    #expect(!aTop.isActive && !bTop.isActive && aLeft.isActive && bToA.isActive)
    parent.bxRemoveConstraintsToView(b)
    #expect(!bToA.isActive && aLeft.isActive)
  }

  @Test func exactPrioritiesAreClamped() {
    #expect((==8).exact(300).priority == LayoutPriority(300))
    #expect((==8).exact(2000).priority == .required)
    #expect((*0.5).exact(10).priority == LayoutPriority(10))
    #expect(BoxLayout.MultiPin(constant: 4).multiplier == 1)
  }

  @Test func itemObjectsCanBeReplaced() {
    let first = View()
    let second = View()
    var item = first.boxed.top(8)
    item.view = second
    #expect(item.view === second && item.layout.top == ==8)
    item.view = nil
    #expect(item.view === second)
    let guide = LayoutGuide()
    item.guide = guide
    #expect(item.guide === guide && item.view == nil)
  }

  @Test func publicAliasesAndNames() {
    let pins: BoxEdgePins = [.top: ==4, .left: >=2]
    let values: BoxEdge.Values = [.right: 3]
    let update: BoxItemUpdate = { $0.left(20) }
    #expect(pins.count == 2 && values[.right] == 3)
    #expect(update(View().boxed).layout.left == ==20)
    #expect(BoxEdge.allCases.map(\.str) == ["top", "left", "right", "bottom", "centerX", "centerY"])
    let guide = LayoutGuide()
    #expect(guide.semanticContentAttribute == .unspecified)
    let owner = View()
    owner.semanticContentAttribute = .forceRightToLeft
    owner.addLayoutGuide(guide)
    #expect(guide.semanticContentAttribute == .forceRightToLeft)
  }
}
