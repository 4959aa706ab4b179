import Demos
import Diorama
import Foundation
import Testing

@Suite struct PinAdjustDemoTests {
  @Test func everyFrameLaysTheSelectorsOutForThatFramesWidth() throws {
    let demo = PinAdjustDemo()
    let scene = try demo.makeScene()
    let form = try #require(scene.rootView.subviews.lazy.compactMap { $0 as? ChoiceFormView }.first)
    var widths: Set<CGFloat> = []
    var arrangements: Set<Bool> = []
    for index in stride(from: 0, to: demo.frameCount(), by: 9) {
      _ = try scene.frame(at: index)
      let width = PinAdjustDemo.width(at: Double(index) / DemoCatalog.framesPerSecond)
      #expect(form.frame.width == width, "frame \(index)")
      let narrow = width < ChoiceSelectorView.wideWidth
      for selector in form.selectors {
        #expect(selector.frame.width == width)
        let controlIsBelow = selector.segmentedControl.frame.minY > selector.textLabel.frame.maxY
        #expect(controlIsBelow == narrow, "frame \(index), width \(width)")
        #expect(selector.segmentedControl.frame.maxX == width - 12)
      }
      widths.insert(width)
      arrangements.insert(narrow)
    }
    #expect(
      widths.min() == PinAdjustDemo.widths.lowerBound && widths.max() == PinAdjustDemo.widths.upperBound)
    #expect(arrangements == [true, false])
  }

  @Test func theSweepHoldsThenGoesOutAndBack() {
    #expect(PinAdjustDemo.width(at: 0) == 300)
    #expect(PinAdjustDemo.width(at: 2.2) == 800)
    #expect(PinAdjustDemo.width(at: PinAdjustDemo().duration) == 300)
    let out = stride(from: 0.0, through: 2.0, by: 0.1).map(PinAdjustDemo.width(at:))
    #expect(zip(out, out.dropFirst()).allSatisfy { $0 <= $1 })
  }
}
