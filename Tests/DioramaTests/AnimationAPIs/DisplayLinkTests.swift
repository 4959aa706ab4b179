import Diorama
import Foundation
import Testing

/// `DisplayLink` on the scene's clock: when it runs, what its timestamps say, its rates, pausing,
/// invalidation and bad input.
@Suite struct DisplayLinkTests {
  private func makeScene(framesPerSecond: Double = 10) throws -> Scene {
    let scene = try Scene(size: CGSize(width: 200, height: 100))
    scene.clock = try Clock(framesPerSecond: framesPerSecond)
    return scene
  }

  @Test func runsOnEveryFrameWithTheFrameTimes() throws {
    let scene = try makeScene()
    var calls: [(frame: Int?, timestamp: Double, target: Double, duration: Double)] = []
    let link = DisplayLink { link in
      calls.append((scene.clock.frameIndex, link.timestamp, link.targetTimestamp, link.duration))
    }
    link.add(to: scene)
    try scene.advance(toFrame: 4)
    // At 10 fps frame i is at i/10 s; the previous frame at (i − 1)/10; the frame interval 0.1 s.
    #expect(calls.map(\.frame) == [0, 1, 2, 3, 4])
    for (i, call) in calls.enumerated() {
      #expect(abs(call.target - Double(i) / 10) < 1e-12)
      #expect(abs(call.timestamp - Double(i - 1) / 10) < 1e-12)
      #expect(call.duration == 0.1)
    }
  }

  @Test func aTickerMovesInTheFrameItsCallbackPrepares() throws {
    let scene = try makeScene()
    let ticker = View(frame: CGRect(x: 300, y: 40, width: 60, height: 20))
    scene.rootView.addSubview(ticker)
    DisplayLink { link in ticker.frame.origin.x = 300 - 80 * CGFloat(link.targetTimestamp) }.add(to: scene)
    let x = { (frame: Int) throws -> CGFloat in
      let layer = try #require(try scene.frame(at: frame).root.sublayers.first)
      return layer.position.x - layer.bounds.width / 2
    }
    // x = 300 − 80·t with t = frame/10: frame 5 → 260, frame 12 → 204.
    #expect(abs(try x(5) - 260) < 1e-9)
    #expect(abs(try x(12) - 204) < 1e-9)
  }

  @Test func aPhysicsToyStepsDeterministicallyAndFarFramesRunEveryStep() throws {
    // A ball under gravity, integrated per callback with dt = targetTimestamp − timestamp
    // (semi-implicit Euler): v += g·dt, y += v·dt. After n steps from rest, with g·dt² = c:
    // v_n = n·g·dt and y_n = c·n(n + 1)/2.
    let scene = try makeScene(framesPerSecond: 20)
    let ball = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scene.rootView.addSubview(ball)
    var velocity: CGFloat = 0
    let gravity: CGFloat = 400
    DisplayLink { link in
      let dt = CGFloat(link.targetTimestamp - link.timestamp)
      velocity += gravity * dt
      ball.frame.origin.y += velocity * dt
    }.add(to: scene)
    let snapshot = try scene.frame(at: 15)  // frames 0…15: 16 steps, even when asked for a far frame
    let y = try #require(snapshot.root.sublayers.first).position.y - 5
    let dt: CGFloat = 1.0 / 20
    #expect(abs(y - gravity * dt * dt * 16 * 17 / 2) < 1e-6)
  }

  @Test func aPreferredRateSkipsFramesOfTheClock() throws {
    let scene = try makeScene(framesPerSecond: 60)
    var thirty: [Int] = []
    var twentyFour: [Int] = []
    var ranged: [Int] = []
    var intervals: [Double] = []
    let half = DisplayLink { link in
      thirty.append(scene.clock.frameIndex ?? -1)
      intervals.append(link.targetTimestamp - link.timestamp)
    }
    half.preferredFramesPerSecond = 30
    half.add(to: scene)
    let film = DisplayLink { _ in twentyFour.append(scene.clock.frameIndex ?? -1) }
    film.preferredFramesPerSecond = 24  // 60/3 = 20 fps is nearer 24 than 60/2 = 30
    film.add(to: scene)
    let range = DisplayLink { _ in ranged.append(scene.clock.frameIndex ?? -1) }
    // Rates inside [10, 20]: 20, 15, 12, 10 (k = 3…6); 15 is preferred: every 4th frame.
    range.preferredFrameRateRange = FrameRateRange(minimum: 10, maximum: 20, preferred: 15)
    range.add(to: scene)
    try scene.advance(toFrame: 12)
    #expect(thirty == [0, 2, 4, 6, 8, 10, 12])
    #expect(intervals.allSatisfy { abs($0 - 2.0 / 60) < 1e-12 })
    #expect(half.duration == 1.0 / 60, "duration is the clock's frame interval, whatever the rate")
    #expect(twentyFour == [0, 3, 6, 9, 12])
    #expect(ranged == [0, 4, 8, 12])
  }

  @Test func pausingAndInvalidatingStopTheCallbacksAndReleaseTheTarget() throws {
    final class Ticker {
      var frames: [Int] = []
      weak var scene: Scene?
      func step(_ link: DisplayLink) { frames.append(scene?.clock.frameIndex ?? -1) }
    }
    let scene = try makeScene()
    var ticker: Ticker? = Ticker()
    ticker?.scene = scene
    weak let watched = ticker
    let link = DisplayLink(target: ticker!, selector: Ticker.step)
    ticker = nil
    #expect(watched != nil, "the link keeps its target, as CADisplayLink does")
    link.add(to: scene)
    try scene.advance(toFrame: 1)
    link.isPaused = true
    try scene.advance(toFrame: 3)
    link.isPaused = false
    try scene.advance(toFrame: 5)
    #expect(watched?.frames == [0, 1, 4, 5])
    link.invalidate()
    #expect(watched == nil, "invalidate() releases the target")
    try scene.advance(toFrame: 7)
    #expect(link.isInvalidated)
  }

  @Test func addedToTheRunLoopItRunsInTheNextSceneRenderedOnTheThread() throws {
    let scene = try makeScene()
    var frames: [Int] = []
    try scene.advance(toFrame: 2)
    let link = DisplayLink { _ in frames.append(scene.clock.frameIndex ?? -1) }
    link.add(to: .main, forMode: .common)
    try scene.advance(toFrame: 4)
    #expect(frames == [3, 4])
    // Added while a frame is being prepared, a link runs from the next frame.
    var later: [Int] = []
    try scene.schedule(at: 0.6) {
      DisplayLink { _ in later.append(scene.clock.frameIndex ?? -1) }.add(to: .main, forMode: .common)
    }
    try scene.advance(toFrame: 8)
    #expect(later == [7, 8])
    link.remove(from: .main, forMode: .common)
    try scene.advance(toFrame: 9)
    #expect(frames.last == 8)
  }

  @Test func badInputIsRepairedWithAWarning() throws {
    let scene = try makeScene()
    let other = try makeScene()
    let link = DisplayLink { _ in }
    var warnings = Diagnostics.capture { link.preferredFramesPerSecond = -5 }
    #expect(warnings.count == 1 && link.preferredFramesPerSecond == 0)
    warnings = Diagnostics.capture {
      link.preferredFrameRateRange = FrameRateRange(minimum: 30, maximum: 10, preferred: 20)
      link.preferredFrameRateRange = FrameRateRange(minimum: 0, maximum: .nan, preferred: nil)
    }
    #expect(warnings.count == 2 && link.preferredFrameRateRange == .default)
    var calls = 0
    let counted = DisplayLink { _ in calls += 1 }
    counted.add(to: scene)
    warnings = Diagnostics.capture {
      counted.add(to: scene)  // again to the same scene: nothing to do
      counted.add(to: other)
    }
    #expect(warnings.count == 1 && warnings.allSatisfy { $0.kind == .invalidAnimation })
    try other.advance(toFrame: 3)
    #expect(calls == 0, "the link stays with the scene it was added to")
    try scene.advance(toFrame: 1)
    #expect(calls == 2)
    counted.invalidate()
    counted.invalidate()
    warnings = Diagnostics.capture { counted.add(to: other) }
    #expect(warnings.count == 1)
    try other.advance(toFrame: 5)
    #expect(calls == 2)
  }
}
