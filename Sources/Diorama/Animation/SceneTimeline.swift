import Foundation

/// A scene's script: closures scheduled at clock times, run in the events phase of the first frame
/// whose time reaches theirs (in time order, then in the order they were scheduled); and what
/// runs on the scene's clock besides animations: display links and property animators.
final class SceneTimeline {
  /// The display links added to the scene, in the order they were added.
  var displayLinks: [DisplayLink] = []
  /// The active property animators whose clock is this scene's.
  var animators: [ViewPropertyAnimator] = []

  private struct Event {
    let time: Double
    let sequence: Int
    let action: () -> Void
  }

  private var events: [Event] = []
  private var nextSequence = 0

  /// Whether events are still waiting.
  var isEmpty: Bool { events.isEmpty }

  /// Whether a display link or an animator can change something on a later frame.
  var hasRunningClients: Bool {
    displayLinks.contains(where: \.isActive) || animators.contains(where: \.isRunning)
  }

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
