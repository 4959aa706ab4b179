extension Keyframes where Value: AdditiveInterpolatable {
  /// The value at progress `r` in any calculation mode.
  ///
  /// - linear: the animation-level `timingFunction` maps `r`, the segment is found from the key
  ///   times, the segment's timing function maps the local fraction, then values are lerped.
  /// - discrete: see ``discreteValue(atProgress:timingFunction:)``.
  /// - paced: key times are the cumulative Euclidean distances between consecutive values divided
  ///   by the total (even spacing when all values coincide); every timing function is ignored.
  /// - cubic: a Kochanek–Bartels Hermite spline through the values (Catmull-Rom when tension,
  ///   continuity and bias are 0); the end tangents treat the end points as duplicated, and tangents
  ///   are rescaled by `2Δtᵢ/(Δtᵢ₋₁ + Δtᵢ)` for uneven key times.
  /// - cubicPaced: the cubic spline with paced key times (chord lengths); timing functions ignored.
  ///
  /// - Throws: ``AnimationError/invalidProgress(_:)`` for NaN progress;
  ///   ``AnimationError/invalidKeyframes(reason:)`` for a malformed description.
  public func value(atProgress progress: Double, timingFunction: TimingFunction? = nil) throws(AnimationError)
    -> Value
  {
    try value(atProgress: progress, timingFunction: timingFunction, validated: false)
  }

  /// ``value(atProgress:timingFunction:)``, without checking again keyframes that `validated`
  /// says were checked when their animation was added.
  func value(atProgress progress: Double, timingFunction: TimingFunction?, validated: Bool)
    throws(AnimationError) -> Value
  {
    if calculationMode == .discrete {
      return try discreteValue(atProgress: progress, timingFunction: timingFunction)
    }
    guard !progress.isNaN else { throw .invalidProgress(progress) }
    if !validated { try validate() }
    guard values.count > 1 else { return values[0] }
    let paced = calculationMode.isPaced
    let p = paced ? progress : (timingFunction?.progress(at: progress) ?? progress)
    let times = paced ? pacedKeyTimes : evenOrGivenKeyTimes
    let (index, fraction) = segment(at: p, times: times, applyingTimingFunctions: !paced)
    switch calculationMode {
    case .cubic, .cubicPaced:
      return cubicValue(segment: index, fraction: fraction, times: times)
    default:
      return values[index].interpolated(to: values[index + 1], progress: fraction)
    }
  }

  /// Cumulative distance over total, with the last key time exactly 1.
  var pacedKeyTimes: [Double] {
    var cumulative = [0.0]
    for (from, to) in zip(values, values.dropFirst()) {
      cumulative.append(cumulative[cumulative.count - 1] + from.euclideanDistance(to: to))
    }
    let total = cumulative[cumulative.count - 1]
    let count = values.count
    guard total > 0, total.isFinite else { return (0..<count).map { Double($0) / Double(count - 1) } }
    var times = cumulative.map { $0 / total }
    times[count - 1] = 1
    return times
  }

  private func cubicValue(segment index: Int, fraction s: Double, times: [Double]) -> Value {
    let start = values[index]
    let end = values[index + 1]
    let outgoing = tangent(at: index, outgoing: true, times: times)
    let incoming = tangent(at: index + 1, outgoing: false, times: times)
    let s2 = s * s
    let s3 = s2 * s
    return start.scaled(by: 2 * s3 - 3 * s2 + 1)
      .adding(outgoing.scaled(by: s3 - 2 * s2 + s))
      .adding(end.scaled(by: -2 * s3 + 3 * s2))
      .adding(incoming.scaled(by: s3 - s2))
  }

  /// The Kochanek–Bartels tangent at keyframe `k`: outgoing (start of segment k) or incoming (end of
  /// segment k − 1), scaled for the length of that segment relative to its neighbour.
  private func tangent(at k: Int, outgoing: Bool, times: [Double]) -> Value {
    let last = values.count - 1
    let tension = tensionValues?[k] ?? 0
    let continuity = continuityValues?[k] ?? 0
    let bias = biasValues?[k] ?? 0
    let before = values[k].subtracting(values[max(k - 1, 0)])
    let after = values[min(k + 1, last)].subtracting(values[k])
    let continuityBefore = outgoing ? 1 + continuity : 1 - continuity
    let continuityAfter = outgoing ? 1 - continuity : 1 + continuity
    let weightBefore = (1 - tension) * (1 + bias) * continuityBefore / 2
    let weightAfter = (1 - tension) * (1 - bias) * continuityAfter / 2
    let tangent = before.scaled(by: weightBefore).adding(after.scaled(by: weightAfter))

    let spanAfter = k < last ? times[k + 1] - times[k] : times[k] - times[k - 1]
    let spanBefore = k > 0 ? times[k] - times[k - 1] : spanAfter
    let total = spanBefore + spanAfter
    guard total > 0 else { return tangent }
    return tangent.scaled(by: 2 * (outgoing ? spanAfter : spanBefore) / total)
  }
}
