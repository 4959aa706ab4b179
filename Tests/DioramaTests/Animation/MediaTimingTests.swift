import Testing

@testable import Diorama

@Suite struct MediaTimingTests {
  private static func timing(_ params: JSONValue) throws -> MediaTiming {
    MediaTiming(
      beginTime: try #require(params["beginTime"].double), duration: try #require(params["duration"].double),
      speed: params["speed"].double ?? 1, timeOffset: params["timeOffset"].double ?? 0,
      repeatCount: params["repeatCount"].double ?? 0, repeatDuration: params["repeatDuration"].double ?? 0,
      autoreverses: params["autoreverses"].bool ?? false,
      fillMode: FillMode(rawValue: params["fillMode"].string ?? "removed") ?? .removed)
  }

  @Test func everyMediaTimingRowMatches() throws {
    let rows = AnimationFixture.section("media_timing")["rows"].array
    #expect(rows.count >= 25)
    for row in rows {
      let label = "\(row["label"].string ?? "?") at \(row["parentTime"].double ?? .nan)"
      let state = try Self.timing(row["params"]).state(atParentTime: try #require(row["parentTime"].double))
      #expect(state.phase.rawValue == row["phase"].string, "\(label)")
      expectClose(state.activeTime, row["activeTime"].double, "\(label) active time")
      expectClose(state.activeDuration, row["activeDuration"].double, "\(label) active duration")
      #expect(state.applies == row["applies"].bool, "\(label)")
      if row["expected_progress"].string == "inactive" {
        #expect(state.cycle == nil, "\(label)")
        #expect(row["localTime"].isNull)
      } else {
        let cycle = try #require(state.cycle, "\(label)")
        expectClose(cycle.localTime, row["localTime"].double, "\(label) local time")
        expectClose(cycle.iteration, row["iteration"].double, "\(label) iteration")
        expectClose(cycle.basicTime, row["basicTime"].double, "\(label) basic time")
        expectClose(cycle.progress, row["expected_progress"].double, "\(label) progress")
      }
    }
  }

  @Test func nestedLayerTimesMatchTheHierarchyRows() throws {
    let rows = AnimationFixture.section("layer_time_hierarchy")["rows"].array
    #expect(rows.count == 4)
    for row in rows {
      let label = row["label"].string ?? "?"
      let chain = try row["chain"].array.map { layer in
        MediaTiming(
          beginTime: try #require(layer["beginTime"].double), speed: try #require(layer["speed"].double),
          timeOffset: try #require(layer["timeOffset"].double))
      }
      // Each intermediate local time matches too.
      var time = try #require(row["rootTime"].double)
      for (layer, entry) in zip(chain, row["chain"].array) {
        time = try layer.localTime(forParentTime: time)
        expectClose(time, entry["local"].double, "\(label) \(entry["layer"].string ?? "?") local")
      }
      let local = try MediaTiming.localTime(forRootTime: try #require(row["rootTime"].double), through: chain)
      #expect(local == time)
      let animation = try Self.timing(row["animation"])
      let state = try animation.state(atParentTime: local)
      #expect(state.phase.rawValue == row["phase"].string, "\(label)")
      expectClose(state.progress, row["expected_progress"].double, "\(label) progress")
    }
  }

  @Test func pauseFreezesLocalTimeAndResumeContinuesFromIt() throws {
    var layer = MediaTiming()
    try layer.pause(atParentTime: 10.5)
    #expect(layer.speed == 0 && layer.timeOffset == 10.5)
    #expect(try layer.localTime(forParentTime: 99) == 10.5)
    try layer.resume(atParentTime: 20)
    #expect(layer.beginTime == 9.5 && layer.speed == 1 && layer.timeOffset == 0)
    #expect(abs(try layer.localTime(forParentTime: 20.3) - 10.8) < 1e-12)
    // Pausing a layer that runs at double speed keeps its own local time.
    var fast = MediaTiming(beginTime: 1, speed: 2)
    try fast.pause(atParentTime: 3)
    #expect(try fast.localTime(forParentTime: 50) == 4)
  }

  @Test func activeIntervalEndIsInclusiveEvenWhenRemoved() throws {
    let timing = MediaTiming(beginTime: 1, duration: 2)
    #expect(try timing.state(atParentTime: 3).progress == 1)
    #expect(try timing.state(atParentTime: 3 + 1e-10).progress == 1)
    #expect(try timing.state(atParentTime: 3 + 1e-6).progress == nil)
    #expect(try timing.state(atParentTime: 1).progress == 0)
    #expect(try timing.state(atParentTime: 1 - 1e-10).progress == 0)
    #expect(try timing.state(atParentTime: 1 - 1e-6).progress == nil)
  }

  @Test func fillModesDecideWhatAppliesOutsideTheActiveInterval() throws {
    for fill in FillMode.allCases {
      let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: fill)
      let before = try timing.state(atParentTime: 0)
      let after = try timing.state(atParentTime: 5)
      #expect(before.phase == .before && after.phase == .after)
      #expect(before.progress == (fill.fillsBackwards ? 0 : nil))
      #expect(after.progress == (fill.fillsForwards ? 1 : nil))
    }
  }

  @Test func repeatsJumpBackAtInteriorBoundariesAndEndOnTheLastCycle() throws {
    let timing = MediaTiming(duration: 1, repeatCount: 3)
    #expect(try timing.state(atParentTime: 1).progress == 0)
    #expect(try timing.state(atParentTime: 1).cycle?.iteration == 1)
    #expect(try timing.state(atParentTime: 2).progress == 0)
    let end = try timing.state(atParentTime: 3)
    #expect(end.progress == 1 && end.cycle?.iteration == 2)
  }

  @Test func autoreverseMirrorsTheForwardLeg() throws {
    let timing = MediaTiming(duration: 1, autoreverses: true)
    for step in 0...10 {
      let t = Double(step) / 10
      let forward = try #require(try timing.state(atParentTime: t).progress)
      let backward = try #require(try timing.state(atParentTime: 2 - t).progress)
      #expect(abs(forward - backward) < 1e-12)
    }
    #expect(try timing.state(atParentTime: 1.25).progress == 0.75)
  }

  @Test func repeatDurationWinsOverRepeatCount() throws {
    let timing = MediaTiming(duration: 1, repeatCount: 5, repeatDuration: 1.5)
    #expect(timing.activeDuration == 1.5)
    #expect(try timing.state(atParentTime: 2).progress == nil)
  }

  @Test func zeroSpeedHoldsTheOffsetForever() throws {
    let timing = MediaTiming(beginTime: 5, duration: 2, speed: 0, timeOffset: 0.5)
    for time in [-100.0, 0, 5, 1e6] {
      let state = try timing.state(atParentTime: time)
      #expect(state.phase == .active && state.progress == 0.25)
    }
  }

  @Test func negativeTimeOffsetWrapsIntoThePreviousCycle() throws {
    let timing = MediaTiming(duration: 2, timeOffset: -0.5, repeatCount: 2)
    let state = try #require(try timing.state(atParentTime: 0).cycle)
    #expect(state.iteration == -1 && state.basicTime == 1.5)
  }

  @Test func invalidTimingsThrowInsteadOfProducingNaN() {
    let bad: [(MediaTiming, AnimationError)] = [
      (MediaTiming(duration: 0), .invalidDuration(0)),
      (MediaTiming(duration: -1), .invalidDuration(-1)),
      (MediaTiming(duration: .infinity), .invalidDuration(.infinity)),
      (
        MediaTiming(duration: 1, speed: .infinity),
        .invalidTimingProperty(property: "speed", value: .infinity)
      ),
      (
        MediaTiming(beginTime: -.infinity, duration: 1),
        .invalidTimingProperty(property: "beginTime", value: -.infinity)
      ),
      (MediaTiming(duration: 1, repeatCount: -1), .invalidTimingProperty(property: "repeatCount", value: -1)),
      (
        MediaTiming(duration: 1, repeatDuration: -2),
        .invalidTimingProperty(property: "repeatDuration", value: -2)
      ),
    ]
    for (timing, error) in bad {
      #expect(throws: error) { try timing.state(atParentTime: 1) }
    }
    #expect(throws: AnimationError.self) { try MediaTiming(duration: .nan).state(atParentTime: 1) }
    #expect(throws: AnimationError.self) { try MediaTiming(duration: 1, speed: .nan).state(atParentTime: 1) }
    #expect(throws: AnimationError.self) {
      try MediaTiming(duration: 1, repeatCount: .nan).state(atParentTime: 1)
    }
    #expect(throws: AnimationError.self) { try MediaTiming(duration: 1).state(atParentTime: .nan) }
    #expect(throws: AnimationError.self) { try MediaTiming(duration: 1).state(atParentTime: .infinity) }
    #expect(throws: AnimationError.self) { try MediaTiming().localTime(forParentTime: .nan) }
    #expect(throws: AnimationError.self) { try MediaTiming(timeOffset: .nan).localTime(forParentTime: 1) }
    #expect(throws: AnimationError.self) { try MediaTiming.localTime(forRootTime: .infinity, through: []) }
  }

  @Test func endlessRepeatsStayExactFarFromTheStart() throws {
    let timing = MediaTiming(duration: 0.5, repeatCount: .infinity)
    let state = try #require(try timing.state(atParentTime: 1e12 + 0.25).cycle)
    #expect(state.iteration == 2e12)
    #expect(abs(state.progress - 0.5) < 1e-3)
  }
}
