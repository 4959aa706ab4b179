import Foundation

/// A scene's script: closures scheduled at clock times, run in the events phase of the first frame
/// whose time reaches theirs (in time order, then in the order they were scheduled).
final class SceneTimeline {
  private struct Event {
    let time: Double
    let sequence: Int
    let action: () -> Void
  }

  private var events: [Event] = []
  private var nextSequence = 0

  /// Whether events are still waiting.
  var isEmpty: Bool { events.isEmpty }

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    events.append(Event(time: time, sequence: nextSequence, action: action))
    nextSequence += 1
  }

  /// Runs every event due at `time` (within the 1e-9 s snapping of the contract), including events
  /// the running ones schedule for times already reached.
  func runEvents(dueAt time: Double) {
    while true {
      let due = events.filter { $0.time <= time + MediaTiming.snapTolerance }
      guard !due.isEmpty else { return }
      events.removeAll { $0.time <= time + MediaTiming.snapTolerance }
      for event in due.sorted(by: { ($0.time, $0.sequence) < ($1.time, $1.sequence) }) { event.action() }
    }
  }
}
