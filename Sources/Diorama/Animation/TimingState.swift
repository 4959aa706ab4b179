/// The result of evaluating a ``MediaTiming`` at one parent time.
public struct TimingState: Sendable, Equatable, Hashable {
  /// Where the parent time falls relative to the active interval.
  public var phase: TimingPhase
  /// The active time `(parentTime − beginTime) · speed`, snapped to 0 and to the active duration
  /// within 1e-9 s; the time offset is not included.
  public var activeTime: Double
  /// The length of the active interval in local seconds; `.infinity` for endless repeats.
  public var activeDuration: Double
  /// The position inside the current cycle, or `nil` when the animation does not apply (outside the
  /// active interval without a matching fill mode).
  public var cycle: CyclePosition?

  /// Creates a timing state.
  public init(phase: TimingPhase, activeTime: Double, activeDuration: Double, cycle: CyclePosition?) {
    self.phase = phase
    self.activeTime = activeTime
    self.activeDuration = activeDuration
    self.cycle = cycle
  }

  /// Whether the animation contributes to the presentation value at this time.
  public var applies: Bool { cycle != nil }

  /// The progress `r` of the current pass before the timing function, or `nil` if the animation
  /// does not apply.
  public var progress: Double? { cycle?.progress }
}

/// Where an applying animation is inside its repeat cycles.
public struct CyclePosition: Sendable, Equatable, Hashable {
  /// The local time `effectiveActiveTime + timeOffset`.
  public var localTime: Double
  /// The zero-based repeat iteration (a whole number; a `Double` so that endless repeats at huge
  /// times cannot overflow). A cumulative animation adds `iteration` times its end value.
  public var iteration: Double
  /// Seconds into the current pass, in `[0, duration]` (autoreverse already folded back).
  public var basicTime: Double
  /// `basicTime / duration`, the progress `r` that the timing function maps.
  public var progress: Double

  /// Creates a cycle position.
  public init(localTime: Double, iteration: Double, basicTime: Double, progress: Double) {
    self.localTime = localTime
    self.iteration = iteration
    self.basicTime = basicTime
    self.progress = progress
  }
}
