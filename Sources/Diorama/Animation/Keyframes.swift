/// The values and timing of a keyframe animation (`CAKeyframeAnimation`'s `values`, `keyTimes`,
/// `timingFunctions`, `calculationMode` and tension/continuity/bias), evaluated at the progress of
/// one animation pass.
///
/// ```swift
/// let keyframes = Keyframes(values: [0.0, 100, 50, 200], keyTimes: [0, 0.2, 0.7, 1])
/// try keyframes.value(atProgress: 0.5)  // 70
/// ```
///
/// Rules for key times (checked by ``validate()``, which every evaluation runs):
/// - linear and cubic: `values.count` key times (default `i/(N−1)`), starting at 0 and ending at 1;
/// - discrete: `N + 1` key times (Apple's form) or `N` (the last value then holds to the end), or
///   none (default `i/N`, each value shown for 1/N of the duration); they start at 0;
/// - paced and cubicPaced: key times are ignored and derived from the distances between values;
/// - in every case finite, inside `[0, 1]` and non-decreasing.
///
/// `timingFunctions`, when given, hold one curve per segment (`N − 1`); each re-maps the local
/// fraction inside its segment.
public struct Keyframes<Value: Sendable>: Sendable {
  /// The keyframe values, at least one.
  public var values: [Value]
  /// The normalised time of each keyframe, or `nil` for the mode's default spacing.
  public var keyTimes: [Double]?
  /// One timing function per segment, or `nil` for linear segments. Ignored by the paced modes and
  /// by discrete.
  public var timingFunctions: [TimingFunction]?
  /// How values between keyframes are computed.
  public var calculationMode: CalculationMode
  /// Kochanek–Bartels tension per keyframe (cubic modes); `nil` means 0.
  public var tensionValues: [Double]?
  /// Kochanek–Bartels continuity per keyframe (cubic modes); `nil` means 0.
  public var continuityValues: [Double]?
  /// Kochanek–Bartels bias per keyframe (cubic modes); `nil` means 0.
  public var biasValues: [Double]?

  /// Creates a keyframe description.
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    calculationMode: CalculationMode = .linear, tensionValues: [Double]? = nil,
    continuityValues: [Double]? = nil, biasValues: [Double]? = nil
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.tensionValues = tensionValues
    self.continuityValues = continuityValues
    self.biasValues = biasValues
  }

  /// Checks the description against the rules above.
  ///
  /// - Throws: ``AnimationError/invalidKeyframes(reason:)`` naming the broken rule.
  public func validate() throws(AnimationError) {
    let count = values.count
    guard count > 0 else { throw .invalidKeyframes(reason: "values is empty; give at least one value") }
    if !calculationMode.isPaced, let keyTimes {
      try Self.validate(keyTimes: keyTimes, valueCount: count, mode: calculationMode)
    }
    if calculationMode == .linear || calculationMode == .cubic, let timingFunctions,
      timingFunctions.count != count - 1
    {
      throw .invalidKeyframes(
        reason:
          "\(timingFunctions.count) timing functions for \(count) values; give one per segment (\(count - 1))"
      )
    }
    if calculationMode == .cubic || calculationMode == .cubicPaced {
      for (name, parameters) in [
        ("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues),
      ] {
        guard let parameters else { continue }
        guard parameters.count == count, parameters.allSatisfy(\.isFinite) else {
          throw .invalidKeyframes(reason: "\(name) must hold \(count) finite numbers, one per value")
        }
      }
    }
  }

  private static func validate(keyTimes: [Double], valueCount: Int, mode: CalculationMode)
    throws(AnimationError)
  {
    let allowedCounts = mode == .discrete ? [valueCount, valueCount + 1] : [valueCount]
    guard allowedCounts.contains(keyTimes.count) else {
      let expected = allowedCounts.map(String.init).joined(separator: " or ")
      throw .invalidKeyframes(
        reason: "\(keyTimes.count) key times for \(valueCount) values; \(mode.rawValue) needs \(expected)")
    }
    guard keyTimes.allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
      throw .invalidKeyframes(reason: "key times \(keyTimes) must be numbers in [0, 1]")
    }
    guard zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
      throw .invalidKeyframes(reason: "key times \(keyTimes) must not decrease")
    }
    guard keyTimes.first == 0 else {
      throw .invalidKeyframes(reason: "key times \(keyTimes) must start at 0")
    }
    let endsAtOne = mode != .discrete || keyTimes.count == valueCount + 1
    if endsAtOne && keyTimes.count > 1 && keyTimes.last != 1 {
      throw .invalidKeyframes(reason: "key times \(keyTimes) must end at 1")
    }
  }

  /// The value of a discrete keyframe animation at progress `r`, for values of any type: the value
  /// `i` with the largest `i < N` whose key time is `≤ p` (the first value before the first key
  /// time). Non-interpolatable values use this rule whatever ``calculationMode`` says.
  ///
  /// - Parameters:
  ///   - progress: the progress `r` of the pass (before the timing function).
  ///   - timingFunction: the animation-level timing function, applied to `r` first.
  /// - Throws: ``AnimationError/invalidProgress(_:)`` for NaN progress; the errors of
  ///   ``validate()`` (key times checked as for discrete).
  public func discreteValue(atProgress progress: Double, timingFunction: TimingFunction? = nil)
    throws(AnimationError) -> Value
  {
    guard !progress.isNaN else { throw .invalidProgress(progress) }
    var discrete = self
    discrete.calculationMode = .discrete
    try discrete.validate()
    let p = timingFunction?.progress(at: progress) ?? progress
    let count = values.count
    let times = keyTimes ?? (0..<count).map { Double($0) / Double(count) }
    var index = 0
    for candidate in 0..<count where times[candidate] <= p { index = candidate }
    return values[index]
  }

  /// Finds the linear segment for `p`: the last `i ≤ N − 2` with `times[i] ≤ p` and the fraction
  /// inside it, re-mapped by the segment's timing function. A zero-length segment gives 1;
  /// progress outside `[0, 1]` extrapolates the first or last segment.
  func segment(at p: Double, times: [Double], applyingTimingFunctions: Bool) -> (index: Int, fraction: Double)
  {
    guard times.count > 1 else { return (0, 0) }
    var index = 0
    for candidate in 0..<(times.count - 1) where times[candidate] <= p { index = candidate }
    let span = times[index + 1] - times[index]
    var fraction = span > 0 ? (p - times[index]) / span : 1
    if applyingTimingFunctions, let timingFunctions {
      fraction = timingFunctions[index].progress(at: fraction)
    }
    return (index, fraction)
  }

  /// Key times for the linear and cubic modes: the given ones, or `i/(N−1)`.
  var evenOrGivenKeyTimes: [Double] {
    if let keyTimes { return keyTimes }
    let count = values.count
    return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
  }
}

extension Keyframes where Value: Interpolatable {
  /// The value at progress `r` for the linear and discrete modes.
  ///
  /// The animation-level `timingFunction` maps `r` before the key-time lookup. The paced and cubic
  /// modes need vector arithmetic; with values that are only `Interpolatable` they throw (values
  /// that are `AdditiveInterpolatable` use the overload that supports every mode).
  ///
  /// - Throws: ``AnimationError/invalidProgress(_:)`` for NaN progress;
  ///   ``AnimationError/invalidKeyframes(reason:)`` for a malformed description or a mode these
  ///   values cannot support.
  public func value(atProgress progress: Double, timingFunction: TimingFunction? = nil) throws(AnimationError)
    -> Value
  {
    switch calculationMode {
    case .discrete:
      return try discreteValue(atProgress: progress, timingFunction: timingFunction)
    case .linear:
      guard !progress.isNaN else { throw .invalidProgress(progress) }
      try validate()
      let p = timingFunction?.progress(at: progress) ?? progress
      let (index, fraction) = segment(at: p, times: evenOrGivenKeyTimes, applyingTimingFunctions: true)
      guard values.count > 1 else { return values[0] }
      return values[index].interpolated(to: values[index + 1], progress: fraction)
    case .paced, .cubic, .cubicPaced:
      throw .invalidKeyframes(
        reason: "calculation mode \(calculationMode.rawValue) needs values that are AdditiveInterpolatable")
    }
  }
}
