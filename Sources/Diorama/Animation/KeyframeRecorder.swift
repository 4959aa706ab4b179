import Foundation

/// Collects the changes made in an ``View/animateKeyframes(withDuration:delay:options:animations:completion:)``
/// block: for each (layer, property) the value before the block and the value at the end of each
/// keyframe that changed it, to build one keyframe animation per property.
final class KeyframeRecorder {
  /// A keyframe: its relative start and duration, and the value the property had after it.
  struct Keyframe {
    var start: Double
    var duration: Double
    var value: AnimationValue
  }

  /// One changed property.
  final class Change {
    let layer: Layer
    let key: String
    let before: AnimationValue
    var keyframes: [Keyframe] = []
    init(layer: Layer, key: String, before: AnimationValue) {
      self.layer = layer
      self.key = key
      self.before = before
    }
  }

  private(set) var changes: [Change] = []
  /// The keyframe being recorded (its relative start and duration), or `nil` between keyframes.
  private(set) var current: (start: Double, duration: Double)?
  /// Properties changed in the current keyframe (or between keyframes).
  private var touched: [Change] = []

  /// Notes that `key` of `layer` changed from `old`.
  func noteChange(of key: String, on layer: Layer, from old: AnimationValue) {
    let change: Change
    if let existing = changes.first(where: { $0.layer === layer && $0.key == key }) {
      change = existing
    } else {
      change = Change(layer: layer, key: key, before: old)
      changes.append(change)
    }
    if !touched.contains(where: { $0 === change }) { touched.append(change) }
  }

  /// Records the changes `body` makes as the keyframe `(start, duration)`.
  func record(start: Double, duration: Double, _ body: () -> Void) {
    let outer = touched
    touched = []
    current = (start, duration)
    body()
    closeKeyframe(start: start, duration: duration)
    current = nil
    touched = outer
  }

  /// Closes the changes made outside any keyframe as one keyframe over the whole duration.
  func finish() {
    closeKeyframe(start: 0, duration: 1)
  }

  private func closeKeyframe(start: Double, duration: Double) {
    for change in touched {
      guard let value = change.layer.animatableValue(ofProperty: change.key) else { continue }
      change.keyframes.append(Keyframe(start: start, duration: duration, value: value))
    }
    touched = []
  }

  /// The keyframe values and key times of a change, as UIKit builds them: the value before the
  /// block at time 0; for each keyframe in time order, the value held since the last keyframe at
  /// its start (when there is a gap) and its value at its end; the last value held until 1.
  /// A keyframe that starts before the previous one of the same property ends is moved to start
  /// at that end, and `overlaps` says so.
  static func timeline(of change: Change, startingAt first: AnimationValue) -> (
    values: [AnimationValue], keyTimes: [Double], overlaps: Bool
  ) {
    var values = [first]
    var times = [0.0]
    var last = first
    var lastTime = 0.0
    var overlaps = false
    let ordered = change.keyframes.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    for keyframe in ordered.map(\.element) {
      var start = keyframe.start
      var end = keyframe.start + keyframe.duration
      if start < lastTime - 1e-12 {
        overlaps = true
        start = lastTime
        end = max(end, lastTime)
      }
      if start > lastTime {
        values.append(last)
        times.append(start)
      }
      values.append(keyframe.value)
      times.append(min(end, 1))
      last = keyframe.value
      lastTime = min(end, 1)
    }
    if lastTime < 1 {
      values.append(last)
      times.append(1)
    }
    return (values, times, overlaps)
  }
}
