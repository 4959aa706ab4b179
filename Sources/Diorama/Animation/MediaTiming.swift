import Foundation

/// The timing of an animation or a layer, the counterpart of the `CAMediaTiming` protocol.
///
/// A value type holding the eight timing properties; ``state(atParentTime:)`` evaluates them at
/// one parent time, following the normative algorithm of the animation contract:
///
/// ```
/// cycle = duration · (autoreverses ? 2 : 1)
/// AD    = repeatDuration > 0 ? repeatDuration : repeatCount > 0 ? cycle · repeatCount : cycle
/// a     = (parentTime − beginTime) · speed          // snapped to 0 and AD within 1e-9
/// phase = a < 0 ? before : a ≤ AD ? active : after  // end inclusive
/// ```
///
/// then folds the local time `a + timeOffset` into repeat cycles and autoreverse legs.
public struct MediaTiming: Sendable, Equatable, Hashable {
  /// The start of the active interval in parent time. On an animation, 0 means "stamp with the
  /// commit time" — the runtime resolves that before evaluating.
  public var beginTime: Double
  /// The length of one forward pass in local seconds. An animation's 0 means "the transaction's
  /// duration" and must be resolved before evaluating; a layer's duration is irrelevant.
  public var duration: Double
  /// How fast local time runs relative to parent time; 0 pauses. A negative speed applies the
  /// formula literally (the active window then lies before `beginTime`).
  public var speed: Double
  /// Added to the active time; wraps around inside the cycle without moving the active interval.
  public var timeOffset: Double
  /// How many cycles to play, possibly fractional or `.infinity`; 0 plays once.
  public var repeatCount: Double
  /// The active duration in local seconds (not doubled by autoreverse); wins over `repeatCount`.
  public var repeatDuration: Double
  /// Whether each cycle plays forward then backward (a cycle is then twice `duration`).
  public var autoreverses: Bool
  /// What applies outside the active interval.
  public var fillMode: FillMode

  /// Creates a timing; the defaults are Core Animation's.
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Distance within which times snap to the boundaries 0 and the active duration, so that frame
  /// times computed by division land exactly on an animation's end.
  public static let snapTolerance = 1e-9

  /// One cycle: `duration`, doubled when the timing autoreverses.
  public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

  /// The active duration in local seconds: `repeatDuration` if set, otherwise `repeatCount`
  /// cycles if set, otherwise one cycle; `.infinity` for an endless repeat.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return cycleDuration * repeatCount }
    return cycleDuration
  }

  /// Checks that the properties describe an evaluable animation timing.
  ///
  /// - Throws: ``AnimationError/invalidDuration(_:)`` unless `duration` is finite and positive;
  ///   ``AnimationError/invalidTimingProperty(property:value:)`` if `beginTime`, `speed` or
  ///   `timeOffset` is not finite, or `repeatCount` or `repeatDuration` is negative or NaN.
  public func validate() throws(AnimationError) {
    guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
    try validateTimeMapping()
    guard repeatCount >= 0 else { throw .invalidTimingProperty(property: "repeatCount", value: repeatCount) }
    guard repeatDuration >= 0 else {
      throw .invalidTimingProperty(property: "repeatDuration", value: repeatDuration)
    }
  }

  /// Checks the three properties that map parent time to local time.
  func validateTimeMapping() throws(AnimationError) {
    guard beginTime.isFinite else { throw .invalidTimingProperty(property: "beginTime", value: beginTime) }
    guard speed.isFinite else { throw .invalidTimingProperty(property: "speed", value: speed) }
    guard timeOffset.isFinite else { throw .invalidTimingProperty(property: "timeOffset", value: timeOffset) }
  }

  /// Evaluates the timing at `parentTime`: phase, active time and — when the animation applies —
  /// its repeat iteration and the progress `r` of the current pass (before the timing function).
  ///
  /// The end of the active interval is inclusive and shows the end of the last cycle, even with
  /// ``FillMode/removed``. With speed 0 the active time is always 0, so the animation is active
  /// and frozen at `timeOffset`.
  ///
  /// - Throws: ``AnimationError/invalidTime(_:)`` for a non-finite `parentTime`, and the errors
  ///   of ``validate()``.
  public func state(atParentTime parentTime: Double) throws(AnimationError) -> TimingState {
    guard parentTime.isFinite else { throw .invalidTime(parentTime) }
    try validate()
    let cycle = cycleDuration
    let activeDuration = activeDuration
    var active = (parentTime - beginTime) * speed
    if abs(active) <= Self.snapTolerance { active = 0 }
    if abs(active - activeDuration) <= Self.snapTolerance { active = activeDuration }

    let phase: TimingPhase = active < 0 ? .before : (active <= activeDuration ? .active : .after)
    let effectiveActive: Double
    switch phase {
    case .active: effectiveActive = active
    case .before where fillMode.fillsBackwards: effectiveActive = 0
    case .after where fillMode.fillsForwards: effectiveActive = activeDuration
    default:
      return TimingState(phase: phase, activeTime: active, activeDuration: activeDuration, cycle: nil)
    }

    let local = effectiveActive + timeOffset
    var iteration = (local / cycle).rounded(.down)
    var position = local - iteration * cycle
    if abs(position) <= Self.snapTolerance { position = 0 }
    if abs(position - cycle) <= Self.snapTolerance {
      iteration += 1
      position = 0
    }
    // The last sample of the active interval shows the end of the last cycle, not the start of
    // the next one.
    if effectiveActive == activeDuration && position == 0 && local > 0 {
      iteration -= 1
      position = cycle
    }
    let basic = autoreverses && position > duration ? cycle - position : position
    return TimingState(
      phase: phase, activeTime: active, activeDuration: activeDuration,
      cycle: CyclePosition(
        localTime: local, iteration: iteration, basicTime: basic, progress: basic / duration))
  }
}

extension MediaTiming: CustomStringConvertible {
  /// The timing properties in Core Animation's terms.
  public var description: String {
    "MediaTiming(beginTime: \(beginTime), duration: \(duration), speed: \(speed), timeOffset: \(timeOffset), "
      + "repeatCount: \(repeatCount), repeatDuration: \(repeatDuration), autoreverses: \(autoreverses), "
      + "fillMode: .\(fillMode.rawValue))"
  }
}
