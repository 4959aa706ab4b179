import Diorama
import Foundation

extension AnimationSections {
  // MARK: - interruption_examples

  /// How one column of `interruption_examples` is produced with real views: position is an
  /// additive key, corner radius an absolute one, so it shows the two non-additive policies.
  struct InterruptionPolicy {
    var options: View.AnimationOptions
    var change: (View, CGFloat) -> Void
    var read: (LayerSnapshot) -> CGFloat
  }

  static func interruptionPolicy(_ column: String) -> InterruptionPolicy? {
    switch column {
    case "additive":
      return InterruptionPolicy(
        options: [], change: { view, y in view.center = CGPoint(x: 10, y: y) }, read: { $0.position.y })
    case "beginFromCurrentState":
      return InterruptionPolicy(
        options: .beginFromCurrentState, change: { view, r in view.layer.cornerRadius = r },
        read: { $0.cornerRadius })
    case "absolute_without_beginFromCurrentState":
      return InterruptionPolicy(
        options: [], change: { view, r in view.layer.cornerRadius = r }, read: { $0.cornerRadius })
    default: return nil
    }
  }

  /// Frame of time `t` on a 60 fps clock whose frame 60 is t = 0.
  static func interruptionFrame(_ t: Double) -> Int { Int((t * 60).rounded()) + 60 }

  /// Runs the example through a scene: a 1 s move 0 → 100 at t = 0, interrupted at t = 0.5 by a
  /// move back to 0. Returns the presented value at each time and the completion flags by name.
  static func runInterruption(_ policy: InterruptionPolicy, times: [Double]) throws -> (
    [Double], [String: Bool]
  ) {
    let scene = try Scene(size: CGSize(width: 200, height: 200))
    scene.clock = try Clock(framesPerSecond: 60, origin: -1)
    let view = View()
    view.frame = CGRect(x: 0, y: -10, width: 20, height: 20)
    scene.rootView.addSubview(view)
    try scene.advance(toFrame: 0)
    /// The completion flags reported so far, by animation name.
    final class Flags { var byName: [String: Bool] = [:] }
    let flags = Flags()
    for (name, start, target) in [("first", 0.0, CGFloat(100)), ("second", 0.5, CGFloat(0))] {
      try scene.schedule(at: start) {
        View.animate(
          withDuration: 1, delay: 0, options: policy.options, animations: { policy.change(view, target) }
        ) {
          flags.byName[name] = $0
        }
      }
    }
    var values: [Double] = []
    for t in times {
      guard let layer = try scene.frame(at: interruptionFrame(t)).root.sublayers.first else {
        throw CaseProblem.malformed("the scene has no view layer")
      }
      values.append(Double(policy.read(layer)))
    }
    try scene.advance(toFrame: interruptionFrame(2))
    return (values, flags.byName)
  }

  func interruptions(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    let columns = ["additive", "beginFromCurrentState", "absolute_without_beginFromCurrentState"]
    try section.onlyKeys(Set(["definition", "t", "completion_flags"] + columns))
    let times = try section.field("t").numbers()
    let flagsField = try section.field("completion_flags")
    try flagsField.onlyKeys(Set(columns))
    var results: [CaseResult] = []
    for column in columns {
      let expected = try section.field(column).numbers(count: times.count)
      let expectedFlags = try flagsField.field(column)
      try expectedFlags.onlyKeys(["first", "second"])
      let first = try expectedFlags.field("first").bool()
      let second = try expectedFlags.field("second").bool()
      guard let policy = Self.interruptionPolicy(column) else {
        throw .unsupported("interruption policy '\(column)'")
      }
      let outcome: Result<([Double], [String: Bool]), any Error>
      do { outcome = .success(try Self.runInterruption(policy, times: times)) } catch {
        outcome = .failure(error)
      }
      for (i, (t, want)) in zip(times, expected).enumerated() {
        results.append(
          check("interruption_examples/\(column)/\(Self.id(t))") { c in
            c.close(try outcome.get().0[i], want, "presentation value")
          })
      }
      results.append(
        check("interruption_examples/\(column)/completion_flags") { c in
          let flags = try outcome.get().1
          for (name, want) in [("first", first), ("second", second)] {
            guard let got = flags[name] else {
              c.differences.append("the \(name) animation's completion was not called")
              continue
            }
            c.equal(got, want, "\(name) finished")
          }
        })
    }
    return results
  }

  // MARK: - property_interpolation

  static func color(_ r: CaseReader) throws(CaseProblem) -> ColorComponents {
    let c = try r.numbers(count: 4)
    return ColorComponents(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  static func rect(_ r: CaseReader) throws(CaseProblem) -> CGRect {
    let c = try r.numbers(count: 4)
    return CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
  }

  /// A 4×4 row-vector matrix (or `"identity"`) that must embed a 2-D affine transform; any
  /// other 3-D matrix is `unsupported`.
  static func affine(_ r: CaseReader) throws(CaseProblem) -> AffineComponents {
    if let word = r.value.string {
      guard word == "identity" else { throw .unsupported("matrix \"\(word)\" in \(r.path)") }
      return .identity
    }
    var m: [[Double]] = []
    for row in try r.array() { m.append(try row.numbers(count: 4)) }
    guard m.count == 4 else { throw .malformed("\(r.path) has \(m.count) rows, expected 4") }
    guard m[0][2] == 0, m[0][3] == 0, m[1][2] == 0, m[1][3] == 0, m[2] == [0, 0, 1, 0], m[3][2] == 0,
      m[3][3] == 1
    else { throw .unsupported("3-D transform \(r.path) (only embedded 2-D affine transforms)") }
    return AffineComponents(a: m[0][0], b: m[0][1], c: m[1][0], d: m[1][1], tx: m[3][0], ty: m[3][1])
  }

  static func compare(_ got: AffineComponents, _ want: AffineComponents, _ c: inout AnimationCheck) {
    c.close(got.a, want.a, "m11")
    c.close(got.b, want.b, "m12")
    c.close(got.c, want.c, "m21")
    c.close(got.d, want.d, "m22")
    c.close(got.tx, want.tx, "m41")
    c.close(got.ty, want.ty, "m42")
  }

  func propertyInterpolation(_ section: CaseReader) throws(CaseProblem) -> [CaseResult] {
    try section.onlyKeys([
      "definition", "colors_nonpremultiplied_srgb", "rects", "scalar_keypath_rotation",
      "transforms_decomposed",
    ])
    var results: [CaseResult] = []
    let prefix = "property_interpolation"
    for (i, entry) in try section.field("colors_nonpremultiplied_srgb").array().enumerated() {
      results.append(
        check("\(prefix)/colors_nonpremultiplied_srgb/\(i)") { c in
          try entry.onlyKeys(["from_rgba", "to_rgba", "p", "expected", "note"])
          let value = try Self.color(entry.field("from_rgba"))
            .interpolated(
              to: try Self.color(entry.field("to_rgba")), progress: try entry.field("p").animationNumber())
          let want = try Self.color(entry.field("expected"))
          c.close(value.red, want.red, "red")
          c.close(value.green, want.green, "green")
          c.close(value.blue, want.blue, "blue")
          c.close(value.alpha, want.alpha, "alpha")
        })
    }
    for (i, entry) in try section.field("rects").array().enumerated() {
      results.append(
        check("\(prefix)/rects/\(i)") { c in
          try entry.onlyKeys(["from_rect", "to_rect", "p", "expected", "note"])
          let value = try Self.rect(entry.field("from_rect"))
            .interpolated(
              to: try Self.rect(entry.field("to_rect")), progress: try entry.field("p").animationNumber())
          let want = try Self.rect(entry.field("expected"))
          c.close(Double(value.origin.x), Double(want.origin.x), "x")
          c.close(Double(value.origin.y), Double(want.origin.y), "y")
          c.close(Double(value.size.width), Double(want.size.width), "width")
          c.close(Double(value.size.height), Double(want.size.height), "height")
        })
    }
    for (i, entry) in try section.field("scalar_keypath_rotation").array().enumerated() {
      results.append(
        check("\(prefix)/scalar_keypath_rotation/\(i)") { c in
          try entry.onlyKeys([
            "keyPath", "from_value", "to_value", "p", "expected", "expected_matrix", "note",
          ])
          let component = try TransformComponent(keyPath: try entry.field("keyPath").string())
          let angle = try entry.field("from_value").animationNumber()
            .interpolated(
              to: try entry.field("to_value").animationNumber(),
              progress: try entry.field("p").animationNumber())
          c.close(angle, try entry.field("expected").animationNumber(), "angle")
          guard var decomposition = AffineComponents.identity.decomposed() else {
            throw CaseProblem.malformed("the identity does not decompose")
          }
          decomposition.set(component, to: angle)
          Self.compare(decomposition.recomposed(), try Self.affine(entry.field("expected_matrix")), &c)
        })
    }
    let transforms = try section.field("transforms_decomposed")
    try transforms.onlyKeys(["definition", "cases"])
    for (i, entry) in try transforms.field("cases").array().enumerated() {
      let label = (try? entry.field("label").string()) ?? "case \(i)"
      results.append(
        check("\(prefix)/transforms_decomposed/\(label)") { c in
          try entry.onlyKeys(["label", "from_matrix", "to_matrix", "p", "expected_matrix"])
          let value = try Self.affine(entry.field("from_matrix"))
            .interpolated(
              to: try Self.affine(entry.field("to_matrix")), progress: try entry.field("p").animationNumber())
          Self.compare(value, try Self.affine(entry.field("expected_matrix")), &c)
        })
    }
    return results
  }
}
