import Demos
import Diorama
import Foundation
import Testing

/// The login demo: every README step is a state of one scene, reachable from any other.
@Suite struct LoginDemoTests {
  func screen() throws -> (Scene, LoginScreen) {
    let scene = try Scene(size: LoginDemo().size)
    let screen = LoginScreen()
    screen.install(in: scene.rootView)
    return (scene, screen)
  }

  @Test func everyStepCanFollowEveryOther() throws {
    let (scene, screen) = try screen()
    var heights: [Int: CGFloat] = [:]
    for step in [1, 2, 3, 4, 5, 6, 1, 6, 3, 5, 2, 4] {
      screen.apply(step: step)
      scene.layoutIfNeeded()
      let height = screen.boxView.frame.height
      if let earlier = heights[step] { #expect(height == earlier, "step \(step)") }
      heights[step] = height
    }
    #expect(heights[2]! - heights[1]! == 30)
    #expect(heights[3] == heights[2])
    screen.apply(step: 1)
    scene.layoutIfNeeded()
    #expect(screen.nameField.superview === screen.boxView)
    #expect(screen.nameBoxView.superview == nil)
    #expect(screen.titleLabel.superview == nil)
    #expect(screen.boxView.subviews.count == 3)
  }

  @Test func demoEndsOnTheNestedRows() throws {
    let demo = LoginDemo()
    let scene = try demo.makeScene()
    let last = Int((demo.duration * scene.clock.framesPerSecond).rounded(.down))
    try scene.advance(toFrame: last)
    #expect(!scene.hasRunningAnimations)
    let root = scene.rootView
    let box = try #require(root.subviews.first as? BoxView)
    #expect(box.items.count == 5)
    let row = try #require(box.items[1].view as? BoxView)
    #expect(row.axis == .x)
    #expect(row.managedViews.count == 2)
    let field = try #require(row.managedViews.last)
    #expect(field.frame.minX == 34)
    #expect(field.frame.width == 277)  // 343 − 2 × 16 − (24 + 10)
  }
}
