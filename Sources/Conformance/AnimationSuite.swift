import Diorama
import Foundation

/// The `animation` suite: `conformance/animation.json`.
///
/// The file is sectioned rather than a `cases` array. Every row or sub-case of a section becomes
/// one case with an id `<section>/<what>/<where>` (for example `timing_functions/easeIn/0.25`),
/// built through Diorama's public API and compared with the tolerance `meta.tolerance` states
/// ("match to 1e-6"), else 1e-6. `meta` and `visibleNote` are documentation. An unknown section
/// or key fails with `unsupported: …`.
///
/// A few keys hold intermediate values that Diorama's public API does not expose; they are
/// read as known keys but not compared: the closed-form constants of `ca_springs[].derived`
/// (`A`, `B`, `omega_d`, `r`, `C_slow`, `C_fast`), `ca_springs[].settling_branch` and
/// `keyframe_animations[].samples[].segment_or_index`. What they determine is compared through
/// the progress, settling duration and value they lead to.
struct AnimationSuite: ConformanceSuite {
  let name = "animation"

  /// Top-level keys that are documentation, not cases.
  static let documentation: Set = ["meta", "visibleNote"]

  func run(_ file: JSON) throws(ConformanceFileError) -> [CaseResult] {
    guard let sections = file.object else {
      throw ConformanceFileError("an animation file is an object of sections")
    }
    guard sections["meta"] != nil, sections.keys.contains(where: { Self.sectionRunners[$0] != nil }) else {
      throw ConformanceFileError("an animation file has 'meta' and sections such as 'timing_functions'")
    }
    let tolerance = Self.tolerance(fromMeta: sections["meta"]?["tolerance"]?.string)
    var results: [CaseResult] = []
    for name in Self.sectionOrder(sections.keys) where !Self.documentation.contains(name) {
      guard let runner = Self.sectionRunners[name] else {
        results.append(.failed(name, "unsupported: section '\(name)'"))
        continue
      }
      do throws(CaseProblem) {
        results += try runner(
          AnimationSections(tolerance: tolerance), CaseReader(sections[name]!, path: name))
      } catch {
        results.append(.failed(name, error.description))
      }
    }
    return results
  }

  /// The file's sections in the order the reference describes them, then any others by name.
  static func sectionOrder(_ names: Dictionary<String, JSON>.Keys) -> [String] {
    let known = knownOrder.filter(names.contains)
    return known + names.filter { !knownOrder.contains($0) }.sorted()
  }

  static let knownOrder = [
    "timing_functions", "ca_springs", "uikit_springs", "swiftui_spring_conversions", "keyframe_animations",
    "media_timing", "layer_time_hierarchy", "interruption_examples", "property_interpolation",
    "frame_sampling",
  ]

  static let sectionRunners:
    [String: @Sendable (AnimationSections, CaseReader) throws(CaseProblem) -> [CaseResult]] = [
      "timing_functions": { s, r throws(CaseProblem) in try s.timingFunctions(r) },
      "ca_springs": { s, r throws(CaseProblem) in try s.caSprings(r) },
      "uikit_springs": { s, r throws(CaseProblem) in try s.uiKitSprings(r) },
      "swiftui_spring_conversions": { s, r throws(CaseProblem) in try s.swiftUIConversions(r) },
      "keyframe_animations": { s, r throws(CaseProblem) in try s.keyframes(r) },
      "media_timing": { s, r throws(CaseProblem) in try s.mediaTiming(r) },
      "layer_time_hierarchy": { s, r throws(CaseProblem) in try s.layerTimeHierarchy(r) },
      "interruption_examples": { s, r throws(CaseProblem) in try s.interruptions(r) },
      "property_interpolation": { s, r throws(CaseProblem) in try s.propertyInterpolation(r) },
      "frame_sampling": { s, r throws(CaseProblem) in try s.frameSampling(r) },
    ]

  /// The tolerance stated by `meta.tolerance` ("… match to 1e-6 absolute"), else 1e-6.
  static func tolerance(fromMeta text: String?) -> Double {
    guard let text,
      let range = text.range(of: #"match to ([0-9.]+(e-?[0-9]+)?)"#, options: .regularExpression)
    else { return 1e-6 }
    return Double(text[range].dropFirst("match to ".count)) ?? 1e-6
  }
}
