import Diorama
import Foundation

/// Reads each section of the animation file into cases; one method per section.
///
/// Every method checks the section's keys (documentation keys such as `definition` and
/// `schema` are known), then turns each row into one ``CaseResult`` through
/// ``AnimationCheck/run(_:tolerance:_:)``.
struct AnimationSections: Sendable {
  let tolerance: Double

  func check(_ id: String, _ body: (inout AnimationCheck) throws -> Void) -> CaseResult {
    AnimationCheck.run(id, tolerance: tolerance, body)
  }

  static func id(_ x: Double) -> String { AnimationCheck.format(x) }

  // MARK: - timing_functions

  func timingFunctions(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys(["definition", "schema", "note_float32", "x", "functions"])
    let inputs = try section.field("x").numbers()
    var results: [CaseResult] = []
    for entry in try section.field("functions").array() {
      let name = try entry.field("name").string()
      let prefix = "timing_functions/\(name)"
      do throws(CaseProblem) {
        try entry.onlyKeys(["name", "kind", "control_points", "y", "note"])
        let points = try entry.field("control_points").numbers(count: 4)
        let outputs = try entry.field("y").numbers(count: inputs.count)
        let kind = try entry.field("kind").string()
        switch kind {
        case "named":
          results.append(
            check("\(prefix)/control_points") { c in
              guard let named = TimingFunction.Name(rawValue: name) else {
                throw CaseProblem.unsupported("named timing function '\(name)'")
              }
              let curve = TimingFunction(name: named)
              c.equal([curve.x1, curve.y1, curve.x2, curve.y2], points, "control points")
            })
        case "custom", "cubic_bezier", "bezier": break
        default: throw .unsupported("kind '\(kind)' in \(entry.path)")
        }
        for (x, y) in zip(inputs, outputs) {
          results.append(
            check("\(prefix)/\(Self.id(x))") { c in
              let curve = try TimingFunction(controlPoints: points[0], points[1], points[2], points[3])
              c.close(curve.progress(at: x), y, "progress")
            })
        }
      } catch {
        results.append(.failed(prefix, error.description))
      }
    }
    return results
  }

  // MARK: - ca_springs

  static let regimes: [String: SpringRegime] = [
    "under": .underdamped, "critical": .criticallyDamped, "over": .overdamped,
    "over_clamped_to_critical": .criticallyDamped,
  ]

  func caSprings(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys(["definition", "settling_rule", "schema", "t", "springs"])
    let times = try section.field("t").numbers()
    var results: [CaseResult] = []
    for entry in try section.field("springs").array() {
      let name = try entry.field("name").string()
      let prefix = "ca_springs/\(name)"
      do throws(CaseProblem) {
        try entry.onlyKeys([
          "name", "note", "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "derived",
          "progress", "settlingDuration", "settling_branch",
        ])
        let spring = SpringParameters(
          mass: try entry.field("mass").animationNumber(),
          stiffness: try entry.field("stiffness").animationNumber(),
          damping: try entry.field("damping").animationNumber(),
          initialVelocity: try entry.field("initialVelocity").animationNumber(),
          allowsOverdamping: try entry.field("allowsOverdamping").bool())
        let derived = try entry.field("derived")
        try derived.onlyKeys([
          "omega0", "dampingRatio", "regime", "omega_d", "A", "B", "r", "C_slow", "C_fast",
        ])
        let omega0 = try derived.field("omega0").animationNumber()
        let zeta = try derived.field("dampingRatio").animationNumber()
        let regimeName = try derived.field("regime").string()
        guard let regime = Self.regimes[regimeName] else {
          throw .unsupported("regime '\(regimeName)' in \(derived.path)")
        }
        results.append(
          check("\(prefix)/derived") { c in
            c.close(spring.naturalFrequency, omega0, "omega0")
            c.close(spring.dampingRatio, zeta, "dampingRatio")
            c.equal(spring.regime, regime, "regime")
          })
        let progress = try entry.field("progress").numbers(count: times.count)
        for (t, p) in zip(times, progress) {
          results.append(
            check("\(prefix)/\(Self.id(t))") { c in c.close(spring.progress(at: t), p, "progress") })
        }
        let settling = try entry.field("settlingDuration").animationNumber()
        results.append(
          check("\(prefix)/settlingDuration") { c in
            c.close(spring.settlingDuration, settling, "settlingDuration")
          })
      } catch {
        results.append(.failed(prefix, error.description))
      }
    }
    return results
  }

  // MARK: - uikit_springs

  func uiKitSprings(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys(["definition", "schema", "sets"])
    var results: [CaseResult] = []
    for entry in try section.field("sets").array() {
      let name = try entry.field("name").string()
      let prefix = "uikit_springs/\(name)"
      do throws(CaseProblem) {
        try entry.onlyKeys([
          "name", "duration", "dampingRatio", "initialSpringVelocity", "derived", "t", "progress",
          "progress_at_duration_before_removal", "progress_after_duration",
        ])
        let duration = try entry.field("duration").animationNumber()
        let ratio = try entry.field("dampingRatio").animationNumber()
        let velocity = try entry.field("initialSpringVelocity").animationNumber()
        let spring = { () throws(AnimationError) -> SpringParameters in
          try SpringParameters.uiKit(duration: duration, dampingRatio: ratio, initialSpringVelocity: velocity)
        }
        let derived = try entry.field("derived")
        try derived.onlyKeys(["mass", "omega0", "stiffness", "damping", "newton_residual"])
        let mass = try derived.field("mass").animationNumber()
        let omega0 = try derived.field("omega0").animationNumber()
        let stiffness = try derived.field("stiffness").animationNumber()
        let damping = try derived.field("damping").animationNumber()
        let residual = try derived.field("newton_residual").animationNumber()
        results.append(
          check("\(prefix)/derived") { c in
            let s = try spring()
            c.close(s.mass, mass, "mass")
            c.close(s.naturalFrequency, omega0, "omega0")
            c.close(s.stiffness, stiffness, "stiffness")
            c.close(s.damping, damping, "damping")
            c.close(
              Self.uiKitResidual(s, duration: duration, ratio: ratio, velocity: velocity), residual,
              "newton_residual")
          })
        let times = try entry.field("t").numbers()
        let progress = try entry.field("progress").numbers(count: times.count)
        for (t, p) in zip(times, progress) {
          results.append(
            check("\(prefix)/\(Self.id(t))") { c in c.close(try spring().progress(at: t), p, "progress") })
        }
        let before = try entry.field("progress_at_duration_before_removal").animationNumber()
        results.append(
          check("\(prefix)/end_sample") { c in
            c.close(try spring().progress(at: duration), before, "progress at duration")
          }
        )
        // After the duration the animation is removed, so the presentation is the model value
        // (progress exactly 1): the animation's timing no longer applies.
        let after = try entry.field("progress_after_duration").animationNumber()
        results.append(
          check("\(prefix)/after_duration") { c in
            let state = try MediaTiming(duration: duration).state(atParentTime: duration + 0.05)
            c.close(state.progress ?? 1, after, "progress after removal")
          })
      } catch {
        results.append(.failed(prefix, error.description))
      }
    }
    return results
  }

  /// The value of UIKit's settling equation at the solved frequency (the file's
  /// `newton_residual`), with the inputs clamped as the solver clamps them.
  static func uiKitResidual(_ spring: SpringParameters, duration: Double, ratio: Double, velocity: Double)
    -> Double
  {
    let d = min(max(duration, 0.01), 10)
    let zeta = min(max(ratio, 1.1920929e-7), 1)
    let omega = spring.naturalFrequency
    if zeta < 1 {
      return abs((zeta * omega - velocity) / (omega * (1 - zeta * zeta).squareRoot()))
        * exp(-zeta * omega * d) - 0.001
    }
    return (1 + (omega - velocity) * d) * exp(-omega * d) - 0.001
  }

  // MARK: - swiftui_spring_conversions

  func swiftUIConversions(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys([
      "definition", "response_dampingFraction", "duration_bounce", "inverse_examples", "apple_doc_check",
    ])
    var results: [CaseResult] = []
    for (i, entry) in try section.field("response_dampingFraction").array().enumerated() {
      results.append(
        check("swiftui_spring_conversions/response_dampingFraction/\(i)") { c in
          try entry.onlyKeys(["input", "mass", "stiffness", "damping", "dampingRatio_check"])
          let input = try entry.field("input")
          try input.onlyKeys(["response", "dampingFraction"])
          let spring = try SpringParameters(
            response: try input.field("response").animationNumber(),
            dampingFraction: try input.field("dampingFraction").animationNumber())
          c.close(spring.mass, try entry.field("mass").animationNumber(), "mass")
          c.close(spring.stiffness, try entry.field("stiffness").animationNumber(), "stiffness")
          c.close(spring.damping, try entry.field("damping").animationNumber(), "damping")
          c.close(
            spring.dampingRatio, try entry.field("dampingRatio_check").animationNumber(), "dampingRatio")
        })
    }
    for (i, entry) in try section.field("duration_bounce").array().enumerated() {
      results.append(
        check("swiftui_spring_conversions/duration_bounce/\(i)") { c in
          try entry.onlyKeys(["input", "dampingRatio", "mass", "stiffness", "damping"])
          let input = try entry.field("input")
          try input.onlyKeys(["duration", "bounce"])
          let duration = try input.field("duration").animationNumber()
          let bounce = try input.field("bounce").animationNumber()
          let spring = try SpringParameters(perceptualDuration: duration, bounce: bounce)
          c.equal(spring.allowsOverdamping, true, "allowsOverdamping")
          c.close(spring.dampingRatio, try entry.field("dampingRatio").animationNumber(), "dampingRatio")
          c.close(spring.mass, try entry.field("mass").animationNumber(), "mass")
          c.close(spring.stiffness, try entry.field("stiffness").animationNumber(), "stiffness")
          c.close(spring.damping, try entry.field("damping").animationNumber(), "damping")
          c.close(spring.perceptualDuration, duration, "perceptualDuration round trip")
          c.close(spring.bounce, bounce, "bounce round trip")
        })
    }
    for (i, entry) in try section.field("inverse_examples").array().enumerated() {
      results.append(
        check("swiftui_spring_conversions/inverse_examples/\(i)") { c in
          try entry.onlyKeys(["input", "duration", "bounce"])
          let input = try entry.field("input")
          try input.onlyKeys(["mass", "stiffness", "damping"])
          let spring = SpringParameters(
            mass: try input.field("mass").animationNumber(),
            stiffness: try input.field("stiffness").animationNumber(),
            damping: try input.field("damping").animationNumber())
          c.close(spring.perceptualDuration, try entry.field("duration").animationNumber(), "duration")
          c.close(spring.bounce, try entry.field("bounce").animationNumber(), "bounce")
        })
    }
    if let docs = try section.optionalField("apple_doc_check") {
      for key in try docs.object().keys.sorted() {
        let text = try docs.field(key).string()
        results.append(
          check("swiftui_spring_conversions/apple_doc_check/\(key)") { c in
            try Self.appleDocCheck(key, text, &c)
          })
      }
    }
    return results
  }

  /// `"Spring(duration: 0.5, bounce: 0.3)": "Apple doc prints (mass, stiffness, damping) = (1.0, 157.9, 17.6)"`:
  /// builds the spring and compares each named property rounded to the printed decimals.
  static func appleDocCheck(_ key: String, _ text: String, _ c: inout AnimationCheck) throws {
    let arguments = try labelledNumbers(inside: key, prefix: "Spring(", path: key)
    let spring: SpringParameters
    switch arguments.map(\.0) {
    case ["duration", "bounce"]:
      spring = try SpringParameters(perceptualDuration: arguments[0].1, bounce: arguments[1].1)
    case ["mass", "stiffness", "damping"]:
      spring = SpringParameters(mass: arguments[0].1, stiffness: arguments[1].1, damping: arguments[2].1)
    default: throw CaseProblem.unsupported("spring '\(key)'")
    }
    guard let equals = text.range(of: " = "), let open = text[..<equals.lowerBound].lastIndex(of: "(") else {
      throw CaseProblem.unsupported("apple_doc_check text '\(text)'")
    }
    let names = text[text.index(after: open)..<equals.lowerBound].dropLast().split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let printed = text[equals.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "() "))
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard names.count == printed.count else { throw CaseProblem.malformed("apple_doc_check '\(text)'") }
    for (name, number) in zip(names, printed) {
      guard let want = Double(number) else {
        throw CaseProblem.malformed("apple_doc_check number '\(number)'")
      }
      let got: Double
      switch name {
      case "mass": got = spring.mass
      case "stiffness": got = spring.stiffness
      case "damping": got = spring.damping
      case "duration": got = spring.perceptualDuration
      case "bounce": got = spring.bounce
      default: throw CaseProblem.unsupported("property '\(name)' in apple_doc_check")
      }
      let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
      let scale = pow(10, Double(decimals))
      c.equal((got * scale).rounded() / scale, want, "\(name) rounded to \(decimals) decimals")
    }
  }

  /// `Spring(a: 1, b: 2)` → `[("a", 1), ("b", 2)]`.
  static func labelledNumbers(inside text: String, prefix: String, path: String) throws -> [(String, Double)]
  {
    guard text.hasPrefix(prefix), text.hasSuffix(")") else { throw CaseProblem.unsupported("'\(path)'") }
    return try text.dropFirst(prefix.count).dropLast().split(separator: ",").map { part in
      let pieces = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
      guard pieces.count == 2, let value = Double(pieces[1]) else {
        throw CaseProblem.malformed("argument '\(part)' in '\(path)'")
      }
      return (pieces[0], value)
    }
  }

  // MARK: - keyframe_animations

  func keyframes(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys(["definition", "schema", "cases"])
    var results: [CaseResult] = []
    for entry in try section.field("cases").array() {
      let name = try entry.field("name").string()
      let prefix = "keyframe_animations/\(name)"
      do throws(CaseProblem) {
        try entry.onlyKeys([
          "name", "note", "apple_documented_behaviour", "calculationMode", "values", "keyTimes",
          "timingFunctions",
          "animation_timingFunction", "duration", "samples",
        ])
        let modeName = try entry.field("calculationMode").string()
        guard let mode = CalculationMode(rawValue: modeName) else {
          throw .unsupported("calculationMode '\(modeName)'")
        }
        let keyTimesField = try entry.field("keyTimes")
        let keyTimes = keyTimesField.isNull ? nil : try keyTimesField.numbers()
        let curvesField = try entry.field("timingFunctions")
        var segmentCurves: [TimingFunction]?
        if !curvesField.isNull {
          segmentCurves = []
          for curve in try curvesField.array() {
            guard let f = try curve.timingFunction() else { throw .malformed("\(curve.path) is null") }
            segmentCurves?.append(f)
          }
        }
        let curve = try entry.field("animation_timingFunction").timingFunction()
        let duration = try entry.field("duration").animationNumber()
        let values = try entry.field("values").array()
        let evaluate = try Self.keyframeEvaluator(
          values, keyTimes: keyTimes, curves: segmentCurves, mode: mode)
        for sample in try entry.field("samples").array() {
          let t = try sample.field("t").animationNumber()
          results.append(
            check("\(prefix)/\(Self.id(t))") { c in
              try sample.onlyKeys([
                "t", "p", "p_after_animation_timing_function", "segment_or_index", "value",
              ])
              let r = t / duration
              c.close(r, try sample.field("p").animationNumber(), "p")
              // Paced modes skip the animation-level curve.
              let eased = mode.isPaced ? r : (curve?.progress(at: r) ?? r)
              c.close(
                eased, try sample.field("p_after_animation_timing_function").animationNumber(),
                "p after curve")
              try evaluate(r, curve, try sample.field("value"), &c)
            })
        }
      } catch {
        results.append(.failed(prefix, error.description))
      }
    }
    return results
  }

  typealias KeyframeEvaluator = (Double, TimingFunction?, CaseReader, inout AnimationCheck) throws -> Void

  /// Builds the keyframes of the case's value kind (strings, 2-D points or numbers) and returns a
  /// function that compares the value at a progress with a sample's expected value.
  static func keyframeEvaluator(
    _ values: [CaseReader], keyTimes: [Double]?, curves: [TimingFunction]?, mode: CalculationMode
  ) throws(CaseProblem) -> KeyframeEvaluator {
    switch values.first?.value {
    case .string?:
      var strings: [String] = []
      for v in values { strings.append(try v.string()) }
      let keyframes = Keyframes(
        values: strings, keyTimes: keyTimes, timingFunctions: curves, calculationMode: mode)
      return { r, curve, expected, c in
        c.equal(
          try keyframes.discreteValue(atProgress: r, timingFunction: curve), try expected.string(), "value")
      }
    case .array?:
      var points: [CGPoint] = []
      for v in values {
        let xy = try v.numbers(count: 2)
        points.append(CGPoint(x: xy[0], y: xy[1]))
      }
      let keyframes = Keyframes(
        values: points, keyTimes: keyTimes, timingFunctions: curves, calculationMode: mode)
      return { r, curve, expected, c in
        let value = try keyframes.value(atProgress: r, timingFunction: curve)
        let want = try expected.numbers(count: 2)
        c.close(Double(value.x), want[0], "x")
        c.close(Double(value.y), want[1], "y")
      }
    case .number?:
      var numbers: [Double] = []
      for v in values { numbers.append(try v.animationNumber()) }
      let keyframes = Keyframes(
        values: numbers, keyTimes: keyTimes, timingFunctions: curves, calculationMode: mode)
      return { r, curve, expected, c in
        c.close(
          try keyframes.value(atProgress: r, timingFunction: curve), try expected.animationNumber(), "value")
      }
    default:
      throw .unsupported("keyframe values of kind \(values.first?.value.kind ?? "none")")
    }
  }
}
