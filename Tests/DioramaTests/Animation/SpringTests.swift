import Foundation
import Testing

@testable import Diorama

@Suite struct SpringTests {
  @Test func caSpringProgressAndSettlingMatchTheReference() throws {
    let section = AnimationFixture.section("ca_springs")
    let times = section["t"].doubles
    let springs = section["springs"].array
    #expect(times.count == 41)
    #expect(springs.count == 11)
    for entry in springs {
      let name = entry["name"].string ?? "?"
      let spring = SpringParameters(
        mass: try #require(entry["mass"].double), stiffness: try #require(entry["stiffness"].double),
        damping: try #require(entry["damping"].double),
        initialVelocity: try #require(entry["initialVelocity"].double),
        allowsOverdamping: try #require(entry["allowsOverdamping"].bool as Bool?))
      let derived = entry["derived"]
      expectClose(spring.naturalFrequency, derived["omega0"].double, "\(name) ω0")
      expectClose(spring.dampingRatio, derived["dampingRatio"].double, "\(name) ζ")
      let regime: SpringRegime =
        switch derived["regime"].string {
        case "under": .underdamped
        case "over": .overdamped
        default: .criticallyDamped
        }
      #expect(spring.regime == regime, "\(name)")
      let progress = entry["progress"].doubles
      try #require(progress.count == times.count)
      for (time, expected) in zip(times, progress) {
        expectClose(spring.progress(at: time), expected, "\(name) at \(time)")
      }
      expectClose(spring.settlingDuration, entry["settlingDuration"].double, "\(name) settlingDuration")
    }
  }

  @Test func uiKitSpringsMatchTheReference() throws {
    let sets = AnimationFixture.section("uikit_springs")["sets"].array
    #expect(sets.count == 4)
    for entry in sets {
      let name = entry["name"].string ?? "?"
      let duration = try #require(entry["duration"].double)
      let spring = try SpringParameters.uiKit(
        duration: duration, dampingRatio: try #require(entry["dampingRatio"].double),
        initialSpringVelocity: try #require(entry["initialSpringVelocity"].double))
      let derived = entry["derived"]
      expectClose(spring.mass, derived["mass"].double, "\(name) mass")
      expectClose(spring.naturalFrequency, derived["omega0"].double, "\(name) ω")
      expectClose(spring.stiffness, derived["stiffness"].double, "\(name) stiffness")
      expectClose(spring.damping, derived["damping"].double, "\(name) damping")
      let times = entry["t"].doubles
      let progress = entry["progress"].doubles
      try #require(!times.isEmpty && times.count == progress.count)
      for (time, expected) in zip(times, progress) {
        expectClose(spring.progress(at: time), expected, "\(name) at \(time)")
      }
      expectClose(
        spring.progress(at: duration), entry["progress_at_duration_before_removal"].double,
        "\(name) end sample")
    }
  }

  @Test func uiKitSolverClampsDurationAndDampingRatio() throws {
    let tooLong = try SpringParameters.uiKit(duration: 50, dampingRatio: 0.5)
    #expect(tooLong == (try SpringParameters.uiKit(duration: 10, dampingRatio: 0.5)))
    let negative = try SpringParameters.uiKit(duration: -1, dampingRatio: 0.5)
    #expect(negative == (try SpringParameters.uiKit(duration: 0.01, dampingRatio: 0.5)))
    let overdamped = try SpringParameters.uiKit(duration: 0.6, dampingRatio: 3)
    #expect(overdamped == (try SpringParameters.uiKit(duration: 0.6, dampingRatio: 1)))
    #expect(overdamped.regime == .criticallyDamped)
  }

  @Test func uiKitSolverRejectsNaNAndInfiniteVelocity() {
    do {
      _ = try SpringParameters.uiKit(duration: .nan, dampingRatio: 0.5)
      Issue.record("NaN duration was accepted")
    } catch {
      guard case .invalidSpringParameter(let parameter, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(parameter == "duration")
    }
    #expect(throws: AnimationError.self) { try SpringParameters.uiKit(duration: 1, dampingRatio: .nan) }
    #expect(throws: AnimationError.self) {
      try SpringParameters.uiKit(duration: 1, dampingRatio: 0.5, initialSpringVelocity: .infinity)
    }
  }

  @Test func uiKitSolverStaysFiniteForExtremeVelocities() throws {
    for velocity in [-1000.0, -20, 0, 20, 1000] {
      for ratio in [1e-9, 0.2, 0.99, 1] {
        let spring = try SpringParameters.uiKit(
          duration: 0.5, dampingRatio: ratio, initialSpringVelocity: velocity)
        #expect(spring.stiffness.isFinite && spring.stiffness > 0, "v \(velocity) ζ \(ratio)")
        #expect(spring.progress(at: 0.25).isFinite)
      }
    }
  }

  @Test func swiftUIConversionsMatchTheReference() throws {
    let section = AnimationFixture.section("swiftui_spring_conversions")
    let responses = section["response_dampingFraction"].array
    let bounces = section["duration_bounce"].array
    #expect(responses.count == 4 && bounces.count == 4)
    for entry in responses {
      let input = entry["input"]
      let spring = try SpringParameters(
        response: try #require(input["response"].double),
        dampingFraction: try #require(input["dampingFraction"].double))
      expectClose(spring.mass, entry["mass"].double, "mass")
      expectClose(spring.stiffness, entry["stiffness"].double, "stiffness")
      expectClose(spring.damping, entry["damping"].double, "damping")
      expectClose(spring.dampingRatio, entry["dampingRatio_check"].double, "ζ")
    }
    for entry in bounces {
      let input = entry["input"]
      let spring = try SpringParameters(
        perceptualDuration: try #require(input["duration"].double),
        bounce: try #require(input["bounce"].double))
      #expect(spring.allowsOverdamping)
      expectClose(spring.dampingRatio, entry["dampingRatio"].double, "ζ")
      expectClose(spring.mass, entry["mass"].double, "mass")
      expectClose(spring.stiffness, entry["stiffness"].double, "stiffness")
      expectClose(spring.damping, entry["damping"].double, "damping")
      // The getters invert the initialiser.
      expectClose(spring.perceptualDuration, input["duration"].double, "perceptual duration round trip")
      expectClose(spring.bounce, input["bounce"].double, "bounce round trip")
    }
    for entry in section["inverse_examples"].array {
      let input = entry["input"]
      let spring = SpringParameters(
        mass: try #require(input["mass"].double), stiffness: try #require(input["stiffness"].double),
        damping: try #require(input["damping"].double))
      expectClose(spring.perceptualDuration, entry["duration"].double, "inverse duration")
      expectClose(spring.bounce, entry["bounce"].double, "inverse bounce")
    }
  }

  @Test func appleDocumentationExamplesRoundToThePrintedValues() throws {
    let spring = try SpringParameters(perceptualDuration: 0.5, bounce: 0.3)
    #expect((spring.mass * 10).rounded() / 10 == 1.0)
    #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
    #expect((spring.damping * 10).rounded() / 10 == 17.6)
    let plain = SpringParameters(mass: 1, stiffness: 100, damping: 10)
    #expect((plain.perceptualDuration * 100).rounded() / 100 == 0.63)
    #expect(plain.bounce == 0.5)
  }

  @Test func springsSettleWithinEpsilonAfterTheirSettlingDuration() {
    let springs = [
      SpringParameters(), SpringParameters(damping: 5),
      SpringParameters(mass: 2, stiffness: 300, damping: 10, initialVelocity: 10),
      SpringParameters(damping: 20, initialVelocity: 20),
      SpringParameters(damping: 40, allowsOverdamping: true),
    ]
    for spring in springs {
      let settle = spring.settlingDuration
      #expect(settle.isFinite && settle > 0)
      for step in 0...400 {
        let time = settle + Double(step) * 0.01
        #expect(abs(1 - spring.progress(at: time)) < 0.001 + 1e-12, "\(spring) at \(time)")
      }
    }
  }

  @Test func progressStartsAtZeroWithTheInitialVelocity() {
    for velocity in [-8.0, 0, 5, 20] {
      for (damping, overdamping) in [(10.0, false), (20, false), (40, true), (40, false)] {
        let spring = SpringParameters(
          damping: damping, initialVelocity: velocity, allowsOverdamping: overdamping)
        #expect(abs(spring.progress(at: 0)) < 1e-12)
        let h = 1e-6
        let slope = (spring.progress(at: h) - spring.progress(at: -h)) / (2 * h)
        #expect(abs(slope - velocity) < 1e-4, "\(spring)")
      }
    }
  }

  @Test func settlingDurationScalesWithSpeedAndEpsilon() {
    let spring = SpringParameters()
    #expect(abs(spring.duration(forEpsilon: 0.001, speed: 2) - spring.settlingDuration / 2) < 1e-12)
    #expect(abs(spring.duration(forEpsilon: 0.001, speed: -2) - spring.settlingDuration / 2) < 1e-12)
    #expect(spring.duration(forEpsilon: 0.001, speed: 0) == Double(Float.greatestFiniteMagnitude))
    #expect(spring.duration(forEpsilon: 0.001, speed: .nan) == Double(Float.greatestFiniteMagnitude))
    #expect(spring.duration(forEpsilon: 1e-3) < spring.duration(forEpsilon: 1e-5))
    // ε is clamped to 1e-6.
    #expect(spring.duration(forEpsilon: 1e-12) == spring.duration(forEpsilon: 1e-6))
    #expect(spring.duration(forEpsilon: .nan) == spring.duration(forEpsilon: 1e-6))
  }

  @Test func undampedSpringNeverSettles() {
    let spring = SpringParameters(damping: 0)
    #expect(spring.settlingDuration == .infinity)
    #expect(abs(spring.progress(at: Double.pi / 10) - 2) < 1e-12)
  }

  @Test func invalidPhysicalParametersActAsCoreAnimationDefaults() {
    let repaired = SpringParameters(mass: 0, stiffness: -5, damping: -1, initialVelocity: .nan)
    let defaults = SpringParameters()
    #expect(
      repaired.effectiveMass == 1 && repaired.effectiveStiffness == 100 && repaired.effectiveDamping == 10)
    #expect(repaired.effectiveInitialVelocity == 0)
    for time in [0.1, 0.5, 1.3] { #expect(repaired.progress(at: time) == defaults.progress(at: time)) }
    #expect(repaired.settlingDuration == defaults.settlingDuration)
    let nonFinite = SpringParameters(mass: .infinity, stiffness: .nan, damping: .infinity)
    #expect(nonFinite.progress(at: 0.7) == defaults.progress(at: 0.7))
  }

  @Test func perceptualAndResponseInitialisersRejectBadInput() {
    #expect(throws: AnimationError.self) { try SpringParameters(response: 0, dampingFraction: 0.5) }
    #expect(throws: AnimationError.self) { try SpringParameters(response: .nan, dampingFraction: 0.5) }
    #expect(throws: AnimationError.self) { try SpringParameters(response: 1, dampingFraction: -0.1) }
    #expect(throws: AnimationError.self) { try SpringParameters(response: 1, dampingFraction: 0.5, mass: 0) }
    #expect(throws: AnimationError.self) { try SpringParameters(perceptualDuration: 0.5, bounce: -1) }
    #expect(throws: AnimationError.self) { try SpringParameters(perceptualDuration: 0.5, bounce: 1.5) }
    #expect(throws: AnimationError.self) { try SpringParameters(perceptualDuration: -0.5, bounce: 0) }
    #expect(throws: AnimationError.self) { try SpringParameters(perceptualDuration: 0.5, bounce: .nan) }
  }

  @Test func extremelySlowSpringsGiveUpInsteadOfHanging() {
    let spring = SpringParameters(stiffness: 1e-14, damping: 1)
    #expect(spring.regime == .overdamped || spring.regime == .criticallyDamped)
    #expect(spring.settlingDuration == .infinity)
  }

  @Test func springTimeIsRealSecondsRemappedOnlyByTheTimingFunction() throws {
    let spring = SpringParameters()
    #expect(try spring.progress(atBasicTime: 0.3, duration: 2) == spring.progress(at: 0.3))
    #expect(try spring.progress(atBasicTime: 0.3, duration: 0.5) == spring.progress(at: 0.3))
    let eased = try spring.progress(atBasicTime: 0.5, duration: 2, timingFunction: .easeIn)
    #expect(eased == spring.progress(at: 2 * TimingFunction.easeIn.progress(at: 0.25)))
    #expect(throws: AnimationError.invalidDuration(0)) { try spring.progress(atBasicTime: 0.1, duration: 0) }
    #expect(throws: AnimationError.self) { try spring.progress(atBasicTime: .nan, duration: 1) }
  }
}
