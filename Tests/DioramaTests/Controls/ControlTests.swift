import Diorama
import Foundation
import Testing

/// `Control`'s state and actions as UIKit documents them for `UIControl`: `state` combines
/// `isEnabled`/`isSelected`/`isHighlighted` with UIKit's raw values (normal 0, highlighted 1,
/// disabled 2, selected 4), and `sendActions(for:)` runs the `UIAction`s added for any of the
/// events, in the order they were added, with the control as sender.
@Suite struct ControlTests {
  @Test func stateCombinesTheFlagsWithUIKitsRawValues() {
    let control = Control()
    #expect(control.state == .normal && control.state.rawValue == 0)
    control.isHighlighted = true
    #expect(control.state.rawValue == 1)
    control.isEnabled = false
    #expect(control.state == [.highlighted, .disabled] && control.state.rawValue == 3)
    control.isHighlighted = false
    control.isSelected = true
    #expect(control.state == [.disabled, .selected] && control.state.rawValue == 6)
  }

  @Test func eventsHaveUIKitsRawValues() {
    // UIControl.Event in UIKit's headers: touchUpInside 1 << 6, valueChanged 1 << 12,
    // primaryActionTriggered 1 << 13, allTouchEvents 0x0FFF, allEditingEvents 0x000F0000.
    #expect(Control.Event.touchUpInside.rawValue == 64)
    #expect(Control.Event.valueChanged.rawValue == 4096)
    #expect(Control.Event.primaryActionTriggered.rawValue == 8192)
    #expect(Control.Event.allTouchEvents.contains(.touchUpInside))
    #expect(!Control.Event.allTouchEvents.contains(.valueChanged))
    #expect(Control.Event.allEditingEvents.contains(.editingChanged))
  }

  @Test func sendActionsRunsMatchingActionsInOrderWithTheSender() {
    let control = Control()
    var log: [String] = []
    var senders: [Control?] = []
    control.addAction(
      Control.Action(title: "a") {
        log.append($0.title); senders.append($0.sender)
      }, for: .valueChanged)
    control.addAction(
      Control.Action(title: "b") { log.append($0.title) }, for: [.touchUpInside, .valueChanged])
    control.addAction(Control.Action(title: "c") { log.append($0.title) }, for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(log == ["a", "b"])
    #expect(senders.count == 1 && senders[0] === control)
    log = []
    control.sendActions(for: .touchUpInside)
    #expect(log == ["b", "c"])
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
  }

  @Test func theSenderIsOnlySetWhileTheHandlerRuns() {
    let control = Control()
    let action = Control.Action { _ in }
    control.addAction(action, for: .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(action.sender == nil)
  }

  @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
    let control = Control()
    var log: [Int] = []
    let id = Control.Action.Identifier("toggle")
    control.addAction(Control.Action(identifier: id) { _ in log.append(1) }, for: .valueChanged)
    control.addAction(Control.Action(identifier: id) { _ in log.append(2) }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log == [2])
  }

  @Test func removingAnActionForSomeEventsKeepsItForTheOthers() {
    let control = Control()
    var count = 0
    let action = Control.Action { _ in count += 1 }
    control.addAction(action, for: [.touchUpInside, .valueChanged])
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(count == 0)
    control.sendActions(for: .valueChanged)
    #expect(count == 1)
    #expect(control.events(forActionIdentifiedBy: action.identifier) == .valueChanged)
    control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
    #expect(control.allControlEvents.isEmpty)
  }

  @Test func aDisabledControlSendsNothing() {
    let control = Control()
    var count = 0
    control.addAction(Control.Action { _ in count += 1 }, for: .touchUpInside)
    control.isEnabled = false
    control.sendActions(for: .touchUpInside)
    #expect(count == 0)
  }

  @Test func leadingAndTrailingAlignmentsFollowTheLayoutDirection() {
    let control = Control()
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .left)
  }
}
