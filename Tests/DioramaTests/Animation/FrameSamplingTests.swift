import Testing

@testable import Diorama

@Suite struct FrameSamplingTests {
  @Test func implicitAnimationFramesMatchTheReference() throws {
    let section = AnimationFixture.section("frame_sampling")
    let sampling = try FrameSampling(framesPerSecond: try #require(section["fps"].double))
    let commit = Int(try #require(section["commit_frame"].double))
    let duration = try #require(section["duration"].double)
    let frames = section["frames"].array
    #expect(frames.count == 19)
    #expect(try sampling.firstFrameShowingNewState(commitFrame: commit, duration: duration) == 21)
    for entry in frames {
      let frame = Int(try #require(entry["frame"].double))
      expectClose(try sampling.time(ofFrame: frame), entry["t"].double, "time of frame \(frame)")
      let state = try sampling.state(ofFrame: frame, commitFrame: commit, duration: duration)
      let linear: Double
      let eased: Double
      switch state {
      case .beforeCommit:
        #expect(entry["animation"].string == "not yet added", "frame \(frame)")
        (linear, eased) = (0, 0)
      case .animating(let progress):
        #expect(entry["animation"].string == "active", "frame \(frame)")
        expectClose(progress, entry["progress"].double, "progress of frame \(frame)")
        (linear, eased) = (100 * progress, 100 * TimingFunction.default.progress(at: progress))
      case .completed:
        #expect(entry["animation"].string == "removed (completed)", "frame \(frame)")
        (linear, eased) = (100, 100)
      }
      expectClose(linear, entry["value_linear"].double, "linear value of frame \(frame)")
      expectClose(eased, entry["value_default_curve"].double, "default-curve value of frame \(frame)")
      #expect(state.showsNewState == (frame >= 21), "frame \(frame)")
    }
  }

  @Test func endsOnTheFrameGridAreHitExactlyDespiteRounding() throws {
    // 0.1 s at 30 fps is 3.0000000000000004 frames in floating point: still 3 frames.
    let thirty = try FrameSampling(framesPerSecond: 30)
    #expect(try thirty.frameCount(duration: 0.1) == 3)
    #expect(try thirty.state(ofFrame: 3, commitFrame: 0, duration: 0.1) == .animating(progress: 1))
    #expect(try thirty.state(ofFrame: 4, commitFrame: 0, duration: 0.1) == .completed)
    let sixty = try FrameSampling(framesPerSecond: 60)
    for (duration, frames) in [(0.25, 15), (0.2, 12), (1.0 / 3, 20), (0.7, 42)] {
      #expect(try sixty.frameCount(duration: duration) == frames, "\(duration)")
    }
  }

  @Test func endBetweenFramesShowsTheModelOnTheFirstFrameAfterIt() throws {
    let sampling = try FrameSampling(framesPerSecond: 60)
    // 0.26 s = 15.6 frames: frame 16 lies after the end.
    #expect(try sampling.firstFrameShowingNewState(commitFrame: 0, duration: 0.26) == 16)
    #expect(try sampling.state(ofFrame: 16, commitFrame: 0, duration: 0.26) == .completed)
    guard case .animating(let progress) = try sampling.state(ofFrame: 15, commitFrame: 0, duration: 0.26)
    else {
      Issue.record("frame 15 should still animate")
      return
    }
    #expect(progress < 1)
  }

  @Test func delayedAnimationsHoldTheOldValueUntilTheDelayElapses() throws {
    let sampling = try FrameSampling(framesPerSecond: 10)
    #expect(try sampling.firstFrameShowingNewState(commitFrame: 2, duration: 0.5, delay: 0.3) == 10)
    for frame in 2...5 {
      #expect(
        try sampling.state(ofFrame: frame, commitFrame: 2, duration: 0.5, delay: 0.3)
          == .animating(progress: 0))
    }
    let sixth = try sampling.state(ofFrame: 6, commitFrame: 2, duration: 0.5, delay: 0.3)
    guard case .animating(let progress) = sixth else {
      Issue.record("frame 6 should animate")
      return
    }
    #expect(abs(progress - 0.2) < 1e-9)
    #expect(
      try sampling.state(ofFrame: 10, commitFrame: 2, duration: 0.5, delay: 0.3) == .animating(progress: 1))
  }

  @Test func framesProgressMonotonically() throws {
    let sampling = try FrameSampling(framesPerSecond: 24)
    var previous = -1.0
    for frame in 0...40 {
      switch try sampling.state(ofFrame: frame, commitFrame: 5, duration: 1.1) {
      case .beforeCommit: #expect(frame < 5)
      case .animating(let progress):
        #expect(progress > previous)
        previous = progress
      case .completed: #expect(frame >= 32)
      }
    }
  }

  @Test func badFrameRatesDurationsAndIndicesThrow() throws {
    for fps in [0.0, -30, .nan, .infinity] {
      #expect(throws: AnimationError.self) { try FrameSampling(framesPerSecond: fps) }
    }
    #expect(throws: AnimationError.invalidFramesPerSecond(0)) { try FrameSampling(framesPerSecond: 0) }
    let sampling = try FrameSampling(framesPerSecond: 60)
    for duration in [0.0, -1, .nan, .infinity] {
      #expect(throws: AnimationError.self) { try sampling.frameCount(duration: duration) }
      #expect(throws: AnimationError.self) {
        try sampling.state(ofFrame: 3, commitFrame: 0, duration: duration)
      }
    }
    #expect(throws: AnimationError.invalidDuration(1e300)) { try sampling.frameCount(duration: 1e300) }
    #expect(throws: AnimationError.self) { try sampling.frameCount(duration: 1, delay: -0.1) }
    #expect(throws: AnimationError.self) { try sampling.frameCount(duration: 1, delay: .nan) }
    #expect(throws: AnimationError.invalidFrameIndex(-1)) { try sampling.time(ofFrame: -1) }
    #expect(throws: AnimationError.invalidFrameIndex(-2)) {
      try sampling.state(ofFrame: 0, commitFrame: -2, duration: 1)
    }
    #expect(throws: AnimationError.invalidFrameIndex(Int.max - 1)) {
      try sampling.firstFrameShowingNewState(commitFrame: Int.max - 1, duration: 1)
    }
  }

  @Test func errorsDescribeTheProblem() {
    #expect(AnimationError.invalidFramesPerSecond(0).description.contains("frames per second"))
    #expect(AnimationError.invalidDuration(-1).description.contains("-1"))
    #expect(AnimationError.notAnimatable(keyPath: "frame").description.contains("'frame'"))
  }
}
