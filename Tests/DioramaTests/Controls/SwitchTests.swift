import Diorama
import Foundation
import Testing

/// `Switch` against UIKit's `UISwitch` in iOS 17.
///
/// Sources: a `UISwitch`'s frame is 51×31 points whatever frame it is given (UIKit's
/// `recursiveDescription` of a default switch shows `frame = (0 0; 51 31)`, see
/// c4ios.com/tutorials/hacking-uiswitch; Apple's UISwitch documentation: "the switch's size is
/// fixed"). The on colour is the HIG's light-mode system green, RGB 52 199 89; the off track is
/// UIKit's secondary system fill, RGB 120 120 128 at 16 % (HIG colour table), which over white
/// is 233 233 235. The knob is a 27-point white circle, 2 points in from the track's edge, so its
/// centre is at x = 15.5 off and x = 51 − 15.5 = 35.5 on.
@Suite struct SwitchTests {
  @Test func sizeIsFixedAt51By31() {
    let toggle = Switch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(toggle.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 51, height: 31))
  }

  @Test func huggingIsHighAsUISwitchs() {
    let toggle = Switch()
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func knobSitsTwoPointsInFromTheEnd() {
    #expect(Switch.knobFrame(isOn: false) == CGRect(x: 2, y: 2, width: 27, height: 27))
    #expect(Switch.knobFrame(isOn: true) == CGRect(x: 22, y: 2, width: 27, height: 27))
  }

  @Test func onDrawsSystemGreenAndAWhiteKnobOnTheRight() throws {
    let stage = try ControlStage(Switch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    stage.view.isOn = true
    let image = try stage.render()
    #expect(close(image[x: 8, y: 15], RGBA8(r: 52, g: 199, b: 89, a: 255)), "track left of the knob")
    #expect(close(image[x: 35, y: 15], white), "the knob's centre")
  }

  @Test func offDrawsTheGreyFillAndTheKnobOnTheLeft() throws {
    let stage = try ControlStage(Switch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    let image = try stage.render()
    #expect(close(image[x: 43, y: 15], RGBA8(r: 233, g: 233, b: 235, a: 255)), "track right of the knob")
    #expect(close(image[x: 15, y: 15], white), "the knob's centre")
  }

  @Test func onTintColorReplacesTheGreen() throws {
    let stage = try ControlStage(Switch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    stage.view.onTintColor = .systemOrange
    stage.view.isOn = true
    #expect(close(try stage.render()[x: 8, y: 15], RGBA8(r: 255, g: 149, b: 0, a: 255)))
  }

  @Test func setOnAnimatedMovesTheKnobHalfWayAtHalfTime() throws {
    // 0.25 s at 8 fps is two frames; the change is made after frame 0, so frame 1 shows the
    // start, frame 2 the half-time point and frame 3 the end. Ease-in-out (0.42, 0, 0.58, 1) is
    // symmetric, so at half time the knob is half way: x = (15.5 + 35.5) / 2 = 25.5.
    let stage = try ControlStage(Switch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    stage.view.setOn(true, animated: true)
    #expect(stage.view.isOn)
    let knobX = { (frame: Int) throws -> CGFloat in
      try #require(try stage.snapshot(atFrame: frame).sublayers.first?.sublayers.last).position.x
    }
    #expect(try knobX(1) == 15.5)
    #expect(abs(try knobX(2) - 25.5) < 1e-6)
    #expect(try knobX(3) == 35.5)
  }

  @Test func setOnAnimatedFadesTheTrackColour() throws {
    let stage = try ControlStage(Switch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    stage.view.onTintColor = .black
    stage.view.setOn(true, animated: true)
    let track = { (frame: Int) throws -> Color in
      try #require(try stage.snapshot(atFrame: frame).sublayers.first?.sublayers.first?.backgroundColor)
    }
    _ = try track(1)
    let middle = try track(2).rgba8
    #expect(middle.r > 0 && middle.r < 120, "half way between the grey fill and black")
    #expect(try track(3).rgba8 == (0, 0, 0, 255))
  }

  @Test func settingIsOnFiresNoEventButSendActionsDoes() {
    let toggle = Switch()
    var fired = 0
    toggle.addAction(Control.Action { _ in fired += 1 }, for: .valueChanged)
    toggle.isOn = true
    #expect(fired == 0)
    toggle.sendActions(for: .valueChanged)
    #expect(fired == 1)
  }

  @Test func disabledDrawsAtHalfOpacity() throws {
    let stage = try ControlStage(Switch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    stage.view.isEnabled = false
    stage.view.isOn = true
    // UIKit does not animate enabling and disabling: the next frame is dimmed.
    // Green at 50 % over white: 255 − 0.5 · (255 − c) = 154 227 172.
    #expect(close(try stage.render(atFrame: 1)[x: 8, y: 15], RGBA8(r: 154, g: 227, b: 172, a: 255)))
  }
}
