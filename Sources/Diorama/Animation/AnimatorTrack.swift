import Foundation

/// One animation a ``ViewPropertyAnimator`` created: the record on the layer, the values it runs
/// between, and where it is on the animator's timeline.
///
/// The animator's *position* runs from 0 to 1 over its duration (back to 0 when reversed). A
/// track covers the positions from ``windowStart`` to 1 (later than 0 for blocks added while the
/// animator runs, or with a delay factor) and maps them to its own *local* coordinate 0…1. The
/// value progress follows the animator's timing over each run, starting from where the track was
/// when the run began (its anchor), so pausing, scrubbing, reversing and new timing parameters
/// never make a value jump.
final class AnimatorTrack {
  let animator: ViewPropertyAnimator
  private(set) weak var layer: Layer?
  let record: AnimationRecord
  /// The animator position at which the track starts.
  let windowStart: Double
  /// The model values of the key path before and after the block ran.
  let startValue: AnimationValue
  let endValue: AnimationValue
  /// The local coordinate and value progress where the current run began.
  private var anchorLocal = 0.0
  private var anchorProgress = 0.0

  init(
    animator: ViewPropertyAnimator, layer: Layer, record: AnimationRecord, windowStart: Double,
    startValue: AnimationValue, endValue: AnimationValue
  ) {
    self.animator = animator
    self.layer = layer
    self.record = record
    self.windowStart = windowStart
    self.startValue = startValue
    self.endValue = endValue
  }

  /// The animated key path (`position`, `bounds.size`, `opacity`, …).
  var keyPath: String { record.resolved.keyPaths.first ?? "" }

  /// The local coordinate at animator position `position`.
  func local(at position: Double) -> Double {
    guard windowStart < 1 else { return position >= 1 ? 1 : 0 }
    return min(max((position - windowStart) / (1 - windowStart), 0), 1)
  }

  /// The value progress at animator position `position`: linear while the animator shows a
  /// linear scrub, else the animator's timing over the current run from the anchor.
  func progress(at position: Double) -> Double {
    let local = local(at: position)
    if animator.showsLinearScrub { return local }
    let target: Double = animator.runsBackward ? 0 : 1
    let span = target - anchorLocal
    guard span != 0 else { return anchorProgress }
    let fraction = min(max((local - anchorLocal) / span, 0), 1)
    let seconds = abs(span) * (1 - min(windowStart, 1)) / animator.positionRate
    let eased = animator.timing.progress(at: fraction, runDuration: seconds)
    return anchorProgress + (target - anchorProgress) * eased
  }

  /// Starts a new run from where the track is at `position`.
  func reanchor(at position: Double) {
    let progress = progress(at: position)
    anchorLocal = local(at: position)
    anchorProgress = progress
  }

  /// Starts a new run from a given local coordinate and progress.
  func anchor(local: Double, progress: Double) {
    anchorLocal = local
    anchorProgress = progress
  }

  /// The track's progress now.
  var currentProgress: Double { progress(at: animator.currentPosition) }

  /// The model value that keeps the layer looking as it does now once the track's record is
  /// removed: the model plus the track's contribution for an additive record, its own value for
  /// an absolute one.
  var currentModelValue: AnimationValue? {
    guard let layer, case .property(let property) = record.resolved.body,
      case .basic(let values, _) = property.source, let model = property.path.value(in: layer)
    else { return nil }
    let own = values.value(atProgress: currentProgress, underlying: model, previous: record.previous)
    return property.isAdditive ? model.adding(own) : own
  }

  /// Sets the model value of the key path without animation, through the view for geometry so
  /// that its layout follows.
  func setModelValue(_ value: AnimationValue) {
    guard let layer else { return }
    let view = layer.owningView
    switch (keyPath, value) {
    case ("position", .point(let point)):
      if let view { view.center = point } else { layer.position = point }
    case ("bounds.origin", .point(let origin)):
      let bounds = CGRect(origin: origin, size: layer.bounds.size)
      if let view { view.bounds = bounds } else { layer.bounds = bounds }
    case ("bounds.size", .size(let size)):
      let bounds = CGRect(origin: layer.bounds.origin, size: size)
      if let view { view.bounds = bounds } else { layer.bounds = bounds }
    default:
      layer.setAnimatableValue(value, ofProperty: keyPath)
    }
  }

  /// Removes the record from its layer (if it is still there) and reports it stopped.
  func removeRecord(finished: Bool) {
    layer?.animationState.records.removeAll { $0 === record }
    TransactionStack.current.stop(record, finished: finished)
  }
}
