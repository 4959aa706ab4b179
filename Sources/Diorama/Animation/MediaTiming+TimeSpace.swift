extension MediaTiming {
  /// Maps a parent time to this object's local time with the layer formula
  /// `(parentTime − beginTime) · speed + timeOffset` (no repeat, no fill: a layer's active
  /// interval is endless).
  ///
  /// - Throws: ``AnimationError/invalidTime(_:)`` for a non-finite `parentTime`;
  ///   ``AnimationError/invalidTimingProperty(property:value:)`` if `beginTime`, `speed` or
  ///   `timeOffset` is not finite.
  public func localTime(forParentTime parentTime: Double) throws(AnimationError) -> Double {
    guard parentTime.isFinite else { throw .invalidTime(parentTime) }
    try validateTimeMapping()
    return (parentTime - beginTime) * speed + timeOffset
  }

  /// Maps a root (clock) time down a chain of layer timings, outermost first, to the local time of
  /// the innermost layer. Speeds multiply down the chain. An empty chain returns `rootTime`.
  ///
  /// - Throws: the errors of ``localTime(forParentTime:)``.
  public static func localTime(forRootTime rootTime: Double, through chain: [MediaTiming])
    throws(AnimationError)
    -> Double
  {
    guard rootTime.isFinite else { throw .invalidTime(rootTime) }
    var time = rootTime
    for timing in chain { time = try timing.localTime(forParentTime: time) }
    return time
  }

  /// Pauses at `parentTime`: speed 0 and `timeOffset` = the local time at that moment, so local
  /// time stays frozen there (Apple's documented pause recipe).
  ///
  /// - Throws: the errors of ``localTime(forParentTime:)``.
  public mutating func pause(atParentTime parentTime: Double) throws(AnimationError) {
    let pausedTime = try localTime(forParentTime: parentTime)
    speed = 0
    timeOffset = pausedTime
  }

  /// Resumes a timing paused with ``pause(atParentTime:)`` at `parentTime`: speed 1, offset 0, and
  /// `beginTime = parentTime − pausedTime`, so local time continues from where it stopped.
  ///
  /// - Throws: ``AnimationError/invalidTime(_:)`` for a non-finite `parentTime`;
  ///   ``AnimationError/invalidTimingProperty(property:value:)`` for a non-finite `timeOffset`.
  public mutating func resume(atParentTime parentTime: Double) throws(AnimationError) {
    guard parentTime.isFinite else { throw .invalidTime(parentTime) }
    guard timeOffset.isFinite else { throw .invalidTimingProperty(property: "timeOffset", value: timeOffset) }
    let pausedTime = timeOffset
    speed = 1
    timeOffset = 0
    beginTime = parentTime - pausedTime
  }
}
