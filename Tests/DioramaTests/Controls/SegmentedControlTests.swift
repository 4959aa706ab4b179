import Diorama
import Foundation
import Testing

/// `SegmentedControl` against UIKit's `UISegmentedControl` in iOS 13 and later: 32 points tall
/// (issue 21 and UIKit's intrinsic height), equal-width segments, the track in the tertiary
/// system fill (RGB 118 118 128 at 12 %, HIG colour table; 239 239 240 over white), the selected
/// segment white and inset 2 points.
@Suite struct SegmentedControlTests {
  private func control(_ items: [String] = ["One", "Two", "Three"]) -> SegmentedControl {
    SegmentedControl(items: items)
  }

  private func selectionLayer(_ snapshot: LayerSnapshot) throws -> LayerSnapshot {
    try #require(snapshot.sublayers.first?.sublayers.first { $0.shadow != nil })
  }

  @Test func heightIs32AndSegmentsShareTheWidth() {
    let segmented = control()
    #expect(segmented.intrinsicContentSize.height == 32)
    #expect(segmented.numberOfSegments == 3)
    #expect(segmented.selectedSegmentIndex == SegmentedControl.noSegment)
    segmented.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    #expect(segmented.segmentFrame(at: 1) == CGRect(x: 100, y: 0, width: 100, height: 32))
  }

  @Test func intrinsicWidthGivesEverySegmentTheWidestTitle() {
    let short = SegmentedControl(items: ["A", "B"])
    let long = SegmentedControl(items: ["A", "A much longer title"])
    #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width)
    let title = Label(text: "A much longer title", font: .systemFont(ofSize: 13))
    // Two segments, each the widest title plus 12 points on each side.
    #expect(long.intrinsicContentSize.width == 2 * (title.intrinsicContentSize.width + 24).rounded(.up))
  }

  @Test func drawsTheSelectedSegmentWhiteOnTheGreyTrack() throws {
    let stage = try ControlStage(control(), frame: CGRect(x: 0, y: 0, width: 300, height: 32))
    stage.view.selectedSegmentIndex = 0
    let image = try stage.render()
    #expect(close(image[x: 10, y: 5], white), "inside the selection, above the title")
    #expect(close(image[x: 110, y: 5], overWhite(.tertiarySystemFill)), "an unselected segment")
    #expect(close(overWhite(.tertiarySystemFill), RGBA8(r: 239, g: 239, b: 240, a: 255)))
  }

  @Test func animatedSelectionSlidesHalfWayAtHalfTime() throws {
    let stage = try ControlStage(control(), frame: CGRect(x: 0, y: 0, width: 300, height: 32))
    stage.view.selectedSegmentIndex = 0
    try stage.scene.advance(toFrame: 1)
    stage.view.setSelectedSegmentIndex(2, animated: true)
    // Centres 50 → 250 over two frames at 8 fps, symmetric ease-in-out: 150 at frame 3.
    #expect(try selectionLayer(stage.snapshot(atFrame: 2)).position.x == 50)
    #expect(abs(try selectionLayer(stage.snapshot(atFrame: 3)).position.x - 150) < 1e-6)
    #expect(try selectionLayer(stage.snapshot(atFrame: 4)).position.x == 250)
  }

  @Test func titlesTakeTheirNewWidthAtOnceWhileTheSelectionSlides() throws {
    let stage = try ControlStage(control(), frame: CGRect(x: 0, y: 0, width: 300, height: 32))
    stage.view.selectedSegmentIndex = 0
    try stage.scene.advance(toFrame: 1)
    stage.view.setSelectedSegmentIndex(2, animated: true)
    let widths = { (frame: Int) throws -> [CGFloat] in
      try stage.snapshot(atFrame: frame).sublayers.first?.sublayers.filter {
        if case .text = $0.content { return true }
        return false
      }.map(\.bounds.width) ?? []
    }
    let middle = try widths(3)
    let end = try widths(4)
    #expect(middle.count == 3 && middle == end, "no title is squeezed half way")
  }

  @Test func theSelectedTitleIsSemiboldAndNotCutShort() throws {
    let segmented = control(["Light", "Dark", "Automatic"])
    segmented.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    segmented.selectedSegmentIndex = 2
    let label = try #require(segmented.subviews.first?.subviews.compactMap { $0 as? Label }.last)
    let semibold = Label(text: "Automatic", font: .systemFont(ofSize: 13, weight: .semibold))
    #expect(label.font == semibold.font)
    #expect(label.frame.width == semibold.intrinsicContentSize.width)
  }

  @Test func insertingAndRemovingKeepTheSelectionOnItsSegment() {
    let segmented = control()
    segmented.selectedSegmentIndex = 1
    segmented.insertSegment(withTitle: "Zero", at: 0, animated: false)
    #expect(segmented.selectedSegmentIndex == 2 && segmented.titleForSegment(at: 0) == "Zero")
    segmented.removeSegment(at: 2, animated: false)
    #expect(segmented.selectedSegmentIndex == SegmentedControl.noSegment && segmented.numberOfSegments == 3)
    segmented.setTitle("1", forSegmentAt: 1)
    #expect(segmented.titleForSegment(at: 1) == "1")
  }

  @Test func outOfRangeIndicesWarnAndChangeNothing() {
    let segmented = control()
    segmented.selectedSegmentIndex = 1
    let warnings = Diagnostics.capture {
      segmented.selectedSegmentIndex = 3
      segmented.selectedSegmentIndex = -2
      segmented.removeSegment(at: 7, animated: false)
      segmented.setTitle("x", forSegmentAt: -1)
    }
    #expect(warnings.count == 4 && warnings.allSatisfy { $0.kind == .valueClamped })
    #expect(segmented.selectedSegmentIndex == 1 && segmented.numberOfSegments == 3)
    #expect(segmented.titleForSegment(at: 9) == nil)
  }

  @Test func insertingAtANegativeIndexWarnsAndInsertsFirst() {
    let segmented = control()
    let warnings = Diagnostics.capture {
      segmented.insertSegment(withTitle: "First", at: -4, animated: false)
    }
    #expect(warnings.map(\.kind) == [.valueClamped])
    #expect(segmented.titleForSegment(at: 0) == "First")
    segmented.insertSegment(withTitle: "Last", at: 99, animated: false)
    #expect(segmented.titleForSegment(at: 4) == "Last", "past the end appends, as UIKit does")
  }
}
