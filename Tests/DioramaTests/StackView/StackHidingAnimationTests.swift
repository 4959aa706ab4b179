import Diorama
import Foundation
import Testing

/// A vertical stack of three coloured rows (40, 50 and 60 points tall, 10 apart) pinned to the
/// top of a 200 × 300 scene at 60 frames per second, laid out and committed (frame 0 rendered).
/// Hiding the middle row moves it to y 45 with no height and the last row from y 110 to 50.
struct HidingStage {
  static let colors: [Color] = [.red, .green, .blue]
  let scene: Scene
  let stack = StackView(frame: .zero)
  let rows = [40.0, 50, 60].map { ContentView(100, $0) }

  init() throws {
    scene = try Scene(size: CGSize(width: 200, height: 300))
    scene.clock = try Clock(framesPerSecond: 60)
    for (row, color) in zip(rows, Self.colors) {
      row.backgroundColor = color
      stack.addArrangedSubview(row)
    }
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    let root = scene.rootView
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    try scene.advance(toFrame: 0)
  }

  /// The rows drawn in frame `index` (the presentation), by row index: top and height.
  func shown(atFrame index: Int) throws -> [Int: (y: CGFloat, height: CGFloat)] {
    let stackLayer = try #require(try scene.frame(at: index).root.sublayers.first)
    var result: [Int: (y: CGFloat, height: CGFloat)] = [:]
    for layer in stackLayer.sublayers {
      guard let color = layer.backgroundColor, let row = Self.colors.firstIndex(of: color) else { continue }
      result[row] = (layer.position.y - layer.anchorPoint.y * layer.bounds.height, layer.bounds.height)
    }
    return result
  }

  /// Hides or shows the middle row in a linear animation block that lays the stack out.
  func animateMiddleRow(hidden: Bool, duration: Double = 0.5, delay: Double = 0, completion: CompletionLog) {
    View.animate(
      withDuration: duration, delay: delay, options: .curveLinear,
      animations: {
        rows[1].isHidden = hidden
        stack.layoutIfNeeded()
      },
      completion: { [scene] in completion.calls.append((scene.clock.frameIndex, $0)) })
  }
}

/// `isHidden` on an arranged view inside an animation block, as in UIKit: the view stays on
/// screen while it collapses and hides when the collapse ends; showing it makes it visible at
/// once, and it grows back.
@Suite struct StackHidingAnimationTests {
  func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

  @Test func hidingInABlockKeepsTheViewVisibleWhileItCollapses() throws {
    let stage = try HidingStage()
    let log = CompletionLog()
    stage.animateMiddleRow(hidden: true, completion: log)
    #expect(stage.rows[1].isHidden, "the model changes at once")
    #expect(stage.rows[1].frame.height == 0 && stage.rows[2].frame.minY == 50)

    // The block commits with frame 1; frame 16 is half way through 0.5 s.
    let mid = try stage.shown(atFrame: 16)
    let middle = try #require(mid[1], "still drawn half way")
    #expect(isClose(middle.height, 25) && isClose(middle.y, 47.5), "\(middle)")
    #expect(isClose(try #require(mid[2]).y, 80), "the next row moves up with it")
    #expect(log.calls.isEmpty)

    // The last frame shows the collapse ended; the completion runs after it, and the view is
    // hidden from the next frame on, as UIKit hides it when the animation completes.
    let end = try stage.shown(atFrame: 31)
    #expect(end[1]?.height == 0 && end[2]?.y == 50 && end[0]?.y == 0)
    #expect(log.calls.map(\.finished) == [true] && log.calls.first?.frame == 31)
    let after = try stage.shown(atFrame: 32)
    #expect(after[1] == nil, "hidden once the animation completed")
    #expect(after[2]?.y == 50)
  }

  @Test func hidingOutsideABlockHidesAtOnce() throws {
    let stage = try HidingStage()
    stage.rows[1].isHidden = true
    let next = try stage.shown(atFrame: 1)
    #expect(next[1] == nil)
    #expect(next[2]?.y == 50)
  }

  /// With a delay the view is drawn whole until the collapse starts, then as above.
  @Test func theViewStaysVisibleThroughTheDelay() throws {
    let stage = try HidingStage()
    let log = CompletionLog()
    stage.animateMiddleRow(hidden: true, delay: 0.25, completion: log)
    let waiting = try #require(try stage.shown(atFrame: 10)[1])
    #expect(waiting.height == 50 && waiting.y == 50)
    #expect(isClose(try #require(try stage.shown(atFrame: 31)[1]).height, 25))
    #expect(try stage.shown(atFrame: 46)[1]?.height == 0)
    #expect(try stage.shown(atFrame: 47)[1] == nil)
    #expect(log.calls.map(\.finished) == [true])
  }

  @Test func showingMidCollapseMakesTheViewVisibleAtOnceAndItGrowsBack() throws {
    let stage = try HidingStage()
    let log = CompletionLog()
    stage.animateMiddleRow(hidden: true, completion: log)
    let collapsing = try #require(try stage.shown(atFrame: 8)[1])
    #expect(isClose(collapsing.height, 50 * 23 / 30))
    stage.animateMiddleRow(hidden: false, completion: log)
    #expect(!stage.rows[1].isHidden)
    #expect(stage.rows[1].frame.height == 50 && stage.rows[2].frame.minY == 110)

    // The first block's collapse and the second's growth add up (50 − 50·p₁ + 50·p₂): the row
    // stays drawn, holds its height while both run and grows once the first has ended; after
    // both it is whole again.
    #expect(isClose(try #require(try stage.shown(atFrame: 20)[1]).height, 50 * 22 / 30))
    #expect(isClose(try #require(try stage.shown(atFrame: 35)[1]).height, 50 * 26 / 30))
    var previous: CGFloat?
    for frame in 36...38 {
      let middle = try #require(try stage.shown(atFrame: frame)[1], "drawn on frame \(frame)")
      #expect(middle.height > 0 && middle.height <= 50)
      if let previous { #expect(middle.height >= previous - 1e-6, "does not shrink on frame \(frame)") }
      previous = middle.height
    }
    let end = try stage.shown(atFrame: 60)
    #expect(end[1]?.height == 50 && end[1]?.y == 50 && end[2]?.y == 110, "not stuck hidden")
    #expect(log.calls.map(\.finished) == [true, true])
  }

  @Test func showingMidCollapseWithoutAnAnimationShowsTheWholeViewNextFrame() throws {
    let stage = try HidingStage()
    let log = CompletionLog()
    stage.animateMiddleRow(hidden: true, completion: log)
    try stage.scene.advance(toFrame: 8)
    stage.rows[1].isHidden = false
    stage.stack.layoutIfNeeded()
    #expect(try stage.shown(atFrame: 9)[1] != nil)
    let end = try stage.shown(atFrame: 40)
    #expect(end[1]?.height == 50 && end[2]?.y == 110)
    #expect(log.calls.map(\.finished) == [true])
  }

  /// Hiding again before an earlier hide has finished keeps the view drawn until the latest
  /// collapse ends, and every block still finishes.
  @Test func hidingAgainKeepsTheViewUntilTheLatestCollapseEnds() throws {
    let stage = try HidingStage()
    let log = CompletionLog()
    stage.animateMiddleRow(hidden: true, completion: log)
    try stage.scene.advance(toFrame: 5)
    stage.animateMiddleRow(hidden: false, completion: log)
    try stage.scene.advance(toFrame: 10)
    stage.animateMiddleRow(hidden: true, completion: log)
    #expect(try stage.shown(atFrame: 41)[1]?.height == 0, "the last block runs from frame 11 to 41")
    #expect(try stage.shown(atFrame: 42)[1] == nil)
    #expect(log.calls.map(\.finished) == [true, true, true])
  }

  /// Without animation the view hides at once: animations turned off, or a view that the stack
  /// does not arrange.
  @Test func onlyArrangedViewsHiddenWithAnimationStayVisible() throws {
    let stage = try HidingStage()
    View.animate(withDuration: 0.5) {
      View.performWithoutAnimation { stage.rows[1].isHidden = true }
      stage.stack.layoutIfNeeded()
    }
    #expect(try stage.shown(atFrame: 2)[1] == nil)

    let plain = View(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
    plain.backgroundColor = .red
    stage.scene.rootView.addSubview(plain)
    try stage.scene.advance(toFrame: 3)
    View.animate(withDuration: 0.5) { plain.isHidden = true }
    let root = try stage.scene.frame(at: 4).root
    #expect(!root.sublayers.contains { $0.bounds.size == CGSize(width: 10, height: 10) })
  }

  /// A spring block keeps the view drawn until the spring's duration is over.
  @Test func aSpringCollapseKeepsTheViewUntilItEnds() throws {
    let stage = try HidingStage()
    View.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: {
        stage.rows[1].isHidden = true
        stage.stack.layoutIfNeeded()
      })
    let mid = try #require(try stage.shown(atFrame: 10)[1])
    #expect(mid.height > 0 && mid.height < 50)
    #expect(try stage.shown(atFrame: 31)[1] != nil)
    #expect(try stage.shown(atFrame: 32)[1] == nil)
  }
}
