import Foundation

/// The checked, immutable form of an animation that the runtime evaluates: typed values, a
/// resolved duration, and the key path checked against the layer it was added to.
struct ResolvedAnimation: Sendable {
  /// The timing; a top-level animation's begin time is replaced by its record's stamp.
  var timing: MediaTiming
  /// The easing of each pass (`nil`: linear).
  var timingFunction: TimingFunction?
  /// What the animation changes.
  var body: Body

  /// A property animation or a group.
  enum Body: Sendable {
    case property(ResolvedProperty)
    case group([ResolvedAnimation])
  }

  /// Folds the animation into the presentation copy `layer` at `parentTime` (§1.3): reads the value
  /// below it, computes its own value and writes the result back. `previous` is the presentation
  /// value captured when an implicit action created the animation.
  /// `beginTime`, when given, replaces the timing's own (a top-level animation's stamp).
  func apply(
    to layer: Layer, atParentTime parentTime: Double, beginTime: Double? = nil, previous: AnimationValue?
  ) {
    var timing = timing
    if let beginTime { timing.beginTime = beginTime }
    guard let state = try? timing.state(atParentTime: parentTime), let cycle = state.cycle else { return }
    switch body {
    case .group(let children):
      for child in children { child.apply(to: layer, atParentTime: cycle.basicTime, previous: nil) }
    case .property(let property):
      guard let underlying = property.path.value(in: layer) else { return }
      let value = property.value(
        underlying: underlying, cycle: cycle, duration: timing.duration, timingFunction: timingFunction,
        previous: previous)
      property.path.setValue(value, in: layer)
    }
  }

  /// Folds a basic animation into the presentation copy `layer` at eased progress `progress`,
  /// whatever its timing says (a property animator drives it).
  func apply(to layer: Layer, progress: Double, previous: AnimationValue?) {
    guard case .property(let property) = body, case .basic(let values, _) = property.source,
      let underlying = property.path.value(in: layer)
    else { return }
    let value = values.presentationValue(
      atProgress: progress, underlying: underlying, isAdditive: property.isAdditive, previous: previous)
    property.path.setValue(value, in: layer)
  }

  /// The key paths the animation writes, for debugging and for `beginFromCurrentState` checks.
  var keyPaths: [String] {
    switch body {
    case .property(let property): [property.path.keyPath]
    case .group(let children): children.flatMap(\.keyPaths)
    }
  }
}

/// A property animation's checked values.
struct ResolvedProperty: Sendable {
  /// The animated key path.
  var path: LayerKeyPath
  /// Whether the value adds to the value below.
  var isAdditive: Bool
  /// Whether repeat cycles accumulate.
  var isCumulative: Bool
  /// Where values come from.
  var source: Source

  /// Basic (optionally spring-driven) or keyframe values.
  enum Source: Sendable {
    case basic(BasicAnimationValues<AnimationValue>, spring: SpringParameters?)
    case keyframes(Keyframes<AnimationValue>)
  }

  /// The presentation value of the key path given the value below the animation.
  func value(
    underlying: AnimationValue, cycle: CyclePosition, duration: Double, timingFunction: TimingFunction?,
    previous: AnimationValue?
  ) -> AnimationValue {
    let iteration = isCumulative ? cycle.iteration : 0
    switch source {
    case .basic(let values, let spring):
      let progress: Double
      if let spring {
        progress =
          (try? spring.progress(
            atBasicTime: cycle.basicTime, duration: duration, timingFunction: timingFunction))
          ?? 1
      } else {
        progress = timingFunction?.progress(at: cycle.progress) ?? cycle.progress
      }
      return values.presentationValue(
        atProgress: progress, underlying: underlying, isAdditive: isAdditive, previous: previous,
        cumulativeIteration: iteration)
    case .keyframes(let keyframes):
      guard
        var own = try? keyframes.value(
          atProgress: cycle.progress, timingFunction: timingFunction, validated: true),
        let last = keyframes.values.last
      else { return underlying }
      if iteration != 0 { own = last.scaled(by: iteration).adding(own) }
      return isAdditive ? underlying.adding(own) : own
    }
  }
}
