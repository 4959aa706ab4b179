import Diorama
import Foundation
import Testing

/// ConstraintSwitch, used the way BoxView's example app uses it (`expandSwitch.offSet = […]`,
/// `expandSwitch.onSet = […]`, then `state`), on a view whose left and top are pinned.
@Suite struct ConstraintSwitchTests {
  let scene: Scene
  let view = View()

  init() throws {
    scene = try Scene(size: CGSize(width: 400, height: 300))
    scene.rootView.addSubview(view.al)
    view.pin(.left, of: scene.rootView)
    view.pin(.top, of: scene.rootView)
    view.pinHeight(20)
  }

  func width() -> CGFloat {
    scene.layoutIfNeeded()
    return view.frame.width
  }

  @Test func assignedSetsFollowTheCurrentState() {
    let expandSwitch = ConstraintSwitch()
    #expect(expandSwitch.state == false)
    let narrow = view.pinWidth(50)
    let wide = view.pinWidth(100)
    expandSwitch.offSet = [narrow]
    expandSwitch.onSet = [wide]
    #expect(narrow.isActive && !wide.isActive)
    #expect(width() == 50)
  }

  @Test func stateSwapsTheSetsAndCallsTheHandler() {
    let expandSwitch = ConstraintSwitch()
    var calls = 0
    expandSwitch.stateChangeHandler = { calls += 1 }
    expandSwitch.offSet = [view.pinWidth(50)]
    expandSwitch.onSet = [view.pinWidth(100)]
    expandSwitch.state = true
    #expect(width() == 100)
    expandSwitch.state = false
    #expect(width() == 50)
    expandSwitch.state = false
    #expect(width() == 50)
    #expect(calls == 3)
  }

  @Test func initAppliesTheStateAndDropsNils() {
    let narrow = view.pinWidth(50)
    let wide = view.pinWidth(100)
    let expandSwitch = ConstraintSwitch(state: true, onSet: [wide, nil], offSet: [narrow])
    #expect(expandSwitch.onSet == [wide])
    #expect(wide.isActive && !narrow.isActive)
    #expect(width() == 100)
  }

  @Test func aConstraintInBothSetsWarnsAndStaysActive() {
    let shared = view.pinWidth(70)
    let warnings: [Warning] = Diagnostics.capture {
      let both = ConstraintSwitch(state: false, onSet: [shared], offSet: [shared])
      both.state = true
      #expect(shared.isActive)
      both.state = false
      #expect(shared.isActive)
    }
    #expect(
      warnings.contains { $0.kind == .invalidConstraint && $0.message.contains("both onSet and offSet") })
    #expect(width() == 70)
  }
}
