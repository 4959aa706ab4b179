/// The `fromValue`, `toValue` and `byValue` of a basic animation and the rules that turn them,
/// with the underlying value, into the two values the animation interpolates between.
///
/// With `U` the underlying value (the model value with earlier animations folded in):
///
/// | set          | interpolates        |
/// |--------------|---------------------|
/// | from + to    | from → to           |
/// | from + by    | from → from + by    |
/// | by + to      | to − by → to        |
/// | from only    | from → U            |
/// | to only      | U → to              |
/// | by only      | U → U + by          |
/// | none         | previous → U        |
/// | all three    | from → to (by ignored) |
///
/// "previous" is the presentation value captured when an implicit action ran; without one the
/// animation holds `U`.
public struct BasicAnimationValues<Value: AdditiveInterpolatable>: Sendable {
  /// The start value, or `nil`.
  public var fromValue: Value?
  /// The end value, or `nil`.
  public var toValue: Value?
  /// The change relative to the start or the end, or `nil`.
  public var byValue: Value?

  /// Creates the value configuration of a basic animation.
  public init(fromValue: Value? = nil, toValue: Value? = nil, byValue: Value? = nil) {
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
  }

  /// The start and end values for the given underlying value (and the previous presentation value
  /// an implicit action captured, used only when no value is set).
  public func endpoints(underlying: Value, previous: Value? = nil) -> (start: Value, end: Value) {
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, from.adding(by))
    case (nil, let to?, let by?): return (to.subtracting(by), to)
    case (let from?, nil, nil): return (from, underlying)
    case (nil, let to?, nil): return (underlying, to)
    case (nil, nil, let by?): return (underlying, underlying.adding(by))
    case (nil, nil, nil): return (previous ?? underlying, underlying)
    }
  }

  /// The animation's own value at eased progress `progress` (which may leave `[0, 1]` and then
  /// extrapolates). For a cumulative animation in repeat iteration `k`, `k` times the end value is
  /// added (SMIL "accumulate").
  public func value(
    atProgress progress: Double, underlying: Value, previous: Value? = nil, cumulativeIteration: Double = 0
  ) -> Value {
    let (start, end) = endpoints(underlying: underlying, previous: previous)
    let value = start.interpolated(to: end, progress: progress)
    return cumulativeIteration == 0 ? value : end.scaled(by: cumulativeIteration).adding(value)
  }

  /// Folds the animation into the presentation value: an additive animation's value is added to
  /// `underlying`, any other replaces it. Animations are folded in the order they were added, each
  /// receiving the result of the previous ones as `underlying`.
  public func presentationValue(
    atProgress progress: Double, underlying: Value, isAdditive: Bool, previous: Value? = nil,
    cumulativeIteration: Double = 0
  ) -> Value {
    let own = value(
      atProgress: progress, underlying: underlying, previous: previous,
      cumulativeIteration: cumulativeIteration)
    return isAdditive ? underlying.adding(own) : own
  }
}
