import Diorama
import Foundation
import Testing

/// Box items without a box: `addBoxItems`, `addBoxItem` and `addBoxedView` on views and layout
/// guides. Expected frames follow the constraint rules of the BoxView spec (section 2), worked
/// out by hand: gap = previous end pin + spacing + next begin pin, edges offset by the insets.
@Suite struct AddBoxItemsTests {
  let scene: Scene
  let host = View(frame: CGRect(0, 0, 300, 200))

  init() throws { try self.init(direction: .leftToRight) }

  init(direction: UserInterfaceLayoutDirection) throws {
    scene = try Scene(size: CGSize(width: 400, height: 400), layoutDirection: direction)
    scene.rootView.addSubview(host)
  }

  // y axis, spacing 5, insets 10: a.top = 10; b.top = a.bottom + 0 + 5 + 10; b.bottom >= 0 from
  // the end (b.bottom <= 190); both 20 tall by their intrinsic heights; x = 10, width 280.
  // Constraints: a begin, one gap, b's end, and left + right for each item = 7.
  @Test func viewLaysItemsOutLikeABox() {
    let a = Block(50, 20, id: "a")
    let b = Block(50, 20, id: "b")
    let made = host.addBoxItems(
      [a.boxed, b.boxed.top(10).bottom(>=0)], axis: .y, spacing: 5,
      insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    scene.layoutIfNeeded()
    #expect(made.count == 7)
    #expect(made.allSatisfy { $0.isActive })
    #expect(a.superview === host && b.superview === host)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(a.frame == CGRect(10, 10, 280, 20))
    #expect(b.frame == CGRect(10, 45, 280, 20))
  }

  @Test func addBoxItemFillsAndAddBoxedViewFills() {
    let content = Block(id: "content")
    let filler = Block(id: "filler")
    host.addBoxItem(content.boxed.all(16))
    #expect(host.addBoxedView(filler).count == 4)
    scene.layoutIfNeeded()
    #expect(content.frame == CGRect(16, 16, 268, 168))
    #expect(filler.frame == CGRect(0, 0, 300, 200))
  }

  // A guide 20 from the host's left and top, 100 × 60: its items lay out inside it, views
  // without a superview join the owning view, and `nil` insets mean zero.
  @Test func guideLaysItemsOutInsideItself() {
    let guide = LayoutGuide()
    host.addLayoutGuide(guide)
    guide.pin(.left, of: host, pin: ==20)
    guide.pin(.top, of: host, pin: ==20)
    guide.pinSize(CGSize(width: 100, height: 60))
    let inside = Block(id: "inside")
    let boxed = Block(id: "boxed")
    guide.addBoxItems([inside.boxed], axis: .x, insets: nil)
    guide.addBoxItem(boxed.boxed.all(5))
    scene.layoutIfNeeded()
    #expect(inside.superview === host)
    #expect(inside.frame == CGRect(20, 20, 100, 60))
    #expect(boxed.frame == CGRect(25, 25, 90, 50))
  }

  @Test func guideAddBoxedViewAddsToTheOwnerOrTheGivenView() {
    let guide = LayoutGuide()
    host.addLayoutGuide(guide)
    guide.pin(.left, of: host, pin: ==40)
    guide.pin(.top, of: host)
    guide.pinSize(CGSize(width: 50, height: 50))
    let owned = Block(id: "owned")
    let elsewhere = Block(id: "elsewhere")
    let container = View(frame: CGRect(0, 0, 300, 200))
    host.addSubview(container)
    guide.addBoxedView(owned)
    guide.addBoxedView(elsewhere, to: container)
    scene.layoutIfNeeded()
    #expect(owned.superview === host)
    #expect(elsewhere.superview === container)
    #expect(owned.frame == CGRect(40, 0, 50, 50))
    #expect(elsewhere.frame == CGRect(40, 0, 50, 50))
  }

  // x axis, spacing 10: a 50 wide at the begin side, b from a's end + 10 to the end. Left to
  // right: a 0…50, b 60…300. Right to left the whole row mirrors: a 250…300, b 0…240.
  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func xAxisFollowsTheLayoutDirection(direction: UserInterfaceLayoutDirection) throws {
    let suite = try AddBoxItemsTests(direction: direction)
    let a = Block(id: "a")
    let b = Block(id: "b")
    suite.host.addBoxItems([a.boxed.width(50), b.boxed], axis: .x, spacing: 10)
    suite.scene.layoutIfNeeded()
    if direction == .leftToRight {
      #expect(a.frame == CGRect(0, 0, 50, 200))
      #expect(b.frame == CGRect(60, 0, 240, 200))
    } else {
      #expect(a.frame == CGRect(250, 0, 50, 200))
      #expect(b.frame == CGRect(0, 0, 240, 200))
    }
  }

  @Test func badInputMakesNoConstraintsAndWarns() {
    let view = Block(id: "v")
    let warnings = Diagnostics.capture {
      #expect(LayoutGuide().addBoxItems([view.boxed]).isEmpty)
      #expect(host.addBoxItems([view.boxed], spacing: .nan).isEmpty)
      #expect(
        host.addBoxItems([view.boxed], insets: EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
          .isEmpty)
    }
    #expect(view.superview == nil)
    #expect(warnings.map(\.kind) == [.invalidHierarchy, .invalidGeometry, .invalidGeometry])
  }

  // The host itself (or an ancestor) cannot be an item, and a second item for the same view is
  // dropped; the remaining item still fills the host.
  @Test func impossibleAndDuplicateItemsAreSkipped() {
    let view = Block(id: "v")
    let (made, warnings) = Diagnostics.capture {
      host.addBoxItems([scene.rootView.boxed, view.boxed, view.boxed.all(9)])
    }
    scene.layoutIfNeeded()
    #expect(warnings.count == 2 && warnings.allSatisfy { $0.kind == .invalidHierarchy })
    #expect(made.count == 4)
    #expect(view.frame == CGRect(0, 0, 300, 200))
  }

  @Test func boxViewWarnsUnlessUnmanagedViewsAreAllowed() {
    let box = BoxView()
    let warned = Diagnostics.capture { _ = box.addBoxItem(Block(id: "a").boxed) }
    #expect(warned.map(\.kind) == [.boxViewUnmanagedItems])
    box.allowNotManagedViews = true
    let silent = Diagnostics.capture { _ = box.addBoxItem(Block(id: "b").boxed) }
    #expect(silent.isEmpty)
    #expect(box.items.isEmpty && box.subviews.count == 2)
  }
}
