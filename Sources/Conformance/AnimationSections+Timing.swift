import Diorama
import Foundation

extension AnimationSections {
  // MARK: - media_timing

  static let timingKeys: Set = [
    "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses",
    "fillMode",
    "removedOnCompletion",
  ]

  /// An animation's timing from `params` (missing values take Core Animation's defaults).
  static func timing(_ params: CaseReader) throws(CaseProblem) -> MediaTiming {
    try params.onlyKeys(timingKeys)
    func number(_ key: String, _ fallback: Double) throws(CaseProblem) -> Double {
      try params.optionalField(key)?.animationNumber() ?? fallback
    }
    let fillName = try params.optionalField("fillMode")?.string() ?? "removed"
    guard let fill = FillMode(rawValue: fillName) else {
      throw .unsupported("fillMode '\(fillName)' in \(params.path)")
    }
    // MediaTiming models no removal: a removed animation that fills forwards is not expressible.
    if try params.optionalField("removedOnCompletion")?.bool() ?? false, fill.fillsForwards {
      throw .unsupported("removedOnCompletion with fillMode '\(fillName)' in \(params.path)")
    }
    return MediaTiming(
      beginTime: try params.field("beginTime").animationNumber(),
      duration: try params.field("duration").animationNumber(),
      speed: try number("speed", 1), timeOffset: try number("timeOffset", 0),
      repeatCount: try number("repeatCount", 0),
      repeatDuration: try number("repeatDuration", 0),
      autoreverses: try params.optionalField("autoreverses")?.bool() ?? false,
      fillMode: fill)
  }

  func mediaTiming(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys(["definition", "schema", "rows"])
    var results: [CaseResult] = []
    for (i, row) in try section.field("rows").array().enumerated() {
      let label = (try? row.field("label").string()) ?? "row \(i)"
      let time = (try? row.field("parentTime").animationNumber()).map(Self.id) ?? "?"
      results.append(
        check("media_timing/\(label) @ \(time)") { c in
          try row.onlyKeys([
            "label", "parentTime", "params", "phase", "activeTime", "activeDuration", "applies", "localTime",
            "iteration", "basicTime", "expected_progress",
          ])
          let state = try Self.timing(try row.field("params")).state(
            atParentTime: try row.field("parentTime").animationNumber())
          c.equal(state.phase.rawValue, try row.field("phase").string(), "phase")
          c.close(state.activeTime, try row.field("activeTime").animationNumber(), "activeTime")
          c.close(state.activeDuration, try row.field("activeDuration").animationNumber(), "activeDuration")
          c.equal(state.applies, try row.field("applies").bool(), "applies")
          let expected = try row.field("expected_progress")
          if let word = expected.value.string {
            guard word == "inactive" else { throw CaseProblem.unsupported("expected_progress \"\(word)\"") }
            c.equal(state.cycle == nil, true, "inactive")
            for key in ["localTime", "iteration", "basicTime"] where !(try row.field(key).isNull) {
              throw CaseProblem.malformed("\(row.path).\(key) is set for an inactive row")
            }
          } else if let cycle = state.cycle {
            c.close(cycle.localTime, try row.field("localTime").animationNumber(), "localTime")
            c.close(cycle.iteration, try row.field("iteration").animationNumber(), "iteration")
            c.close(cycle.basicTime, try row.field("basicTime").animationNumber(), "basicTime")
            c.close(cycle.progress, try expected.animationNumber(), "progress")
          } else {
            c.differences.append(
              "the animation does not apply, expected progress \(try expected.animationNumber())")
          }
        })
    }
    return results
  }

  // MARK: - layer_time_hierarchy

  func layerTimeHierarchy(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys(["definition", "rows"])
    var results: [CaseResult] = []
    for (i, row) in try section.field("rows").array().enumerated() {
      let label = (try? row.field("label").string()) ?? "row \(i)"
      results.append(
        check("layer_time_hierarchy/\(label)") { c in
          try row.onlyKeys(["label", "rootTime", "chain", "animation", "phase", "expected_progress"])
          let rootTime = try row.field("rootTime").animationNumber()
          var chain: [MediaTiming] = []
          var time = rootTime
          for layer in try row.field("chain").array() {
            try layer.onlyKeys(["layer", "beginTime", "speed", "timeOffset", "local"])
            let timing = MediaTiming(
              beginTime: try layer.field("beginTime").animationNumber(),
              speed: try layer.field("speed").animationNumber(),
              timeOffset: try layer.field("timeOffset").animationNumber())
            chain.append(timing)
            time = try timing.localTime(forParentTime: time)
            c.close(
              time, try layer.field("local").animationNumber(),
              "\(try layer.field("layer").string()) local time")
          }
          let local = try MediaTiming.localTime(forRootTime: rootTime, through: chain)
          c.close(local, time, "localTime(forRootTime:through:)")
          let state = try Self.timing(try row.field("animation")).state(atParentTime: local)
          c.equal(state.phase.rawValue, try row.field("phase").string(), "phase")
          c.close(state.progress, try row.field("expected_progress").animationNumber(), "progress")
        })
    }
    return results
  }

  // MARK: - frame_sampling

  func frameSampling(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys(["definition", "fps", "commit_frame", "duration", "frames"])
    let fps = try section.field("fps").animationNumber()
    let commit = try Self.integer(section.field("commit_frame"))
    let duration = try section.field("duration").animationNumber()
    let frames = try section.field("frames").array()
    var results: [CaseResult] = []
    var firstNew: Int?
    for entry in frames {
      let frame = try Self.integer(entry.field("frame"))
      let animation = try entry.field("animation").string()
      let progress = try entry.field("progress")
      let progressValue = progress.isNull ? nil : try progress.animationNumber()
      let showsNew = animation == "removed (completed)" || progressValue == 1
      if showsNew, firstNew == nil { firstNew = frame }
      results.append(
        check("frame_sampling/frame \(frame)") { c in
          try entry.onlyKeys(["frame", "t", "animation", "progress", "value_linear", "value_default_curve"])
          let sampling = try FrameSampling(framesPerSecond: fps)
          c.close(try sampling.time(ofFrame: frame), try entry.field("t").animationNumber(), "time")
          let state = try sampling.state(ofFrame: frame, commitFrame: commit, duration: duration)
          let linear: Double
          let eased: Double
          switch state {
          case .beforeCommit:
            c.equal("not yet added", animation, "animation")
            (linear, eased) = (0, 0)
          case .animating(let p):
            c.equal("active", animation, "animation")
            c.close(p, try progress.animationNumber(), "progress")
            (linear, eased) = (100 * p, 100 * TimingFunction.default.progress(at: p))
          case .completed:
            c.equal("removed (completed)", animation, "animation")
            (linear, eased) = (100, 100)
          }
          guard ["not yet added", "active", "removed (completed)"].contains(animation) else {
            throw CaseProblem.unsupported("animation state '\(animation)'")
          }
          c.close(linear, try entry.field("value_linear").animationNumber(), "value_linear")
          c.close(eased, try entry.field("value_default_curve").animationNumber(), "value_default_curve")
          c.equal(state.showsNewState, showsNew, "showsNewState")
        })
    }
    results.append(
      check("frame_sampling/first_frame_showing_new_state") { c in
        guard let firstNew else { throw CaseProblem.malformed("no frame shows the new state") }
        let sampling = try FrameSampling(framesPerSecond: fps)
        c.equal(
          try sampling.firstFrameShowingNewState(commitFrame: commit, duration: duration), firstNew, "frame")
      })
    return results
  }

  static func integer(_ r: CaseReader) throws(CaseProblem) -> Int {
    let x = try r.number()
    guard x == x.rounded(), abs(x) < 1e9 else { throw .malformed("\(r.path) is \(x), expected an integer") }
    return Int(x)
  }
}
