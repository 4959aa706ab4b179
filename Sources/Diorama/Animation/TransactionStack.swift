import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The per-thread state of the animation runtime: the transaction levels, the open view animation
/// blocks, and the work queued for the next commit and post-render phase.
///
/// Each thread has its own stack (in thread-local storage), so scenes driven on different threads
/// never share mutable state; a scene and its views are used from one thread at a time.
final class TransactionStack {
  /// The stack of the current thread.
  static var current: TransactionStack {
    if let raw = pthread_getspecific(storageKey) {
      return Unmanaged<TransactionStack>.fromOpaque(raw).takeUnretainedValue()
    }
    let stack = TransactionStack()
    pthread_setspecific(storageKey, Unmanaged.passRetained(stack).toOpaque())
    return stack
  }

  /// `body` applied to the stack of the current thread, borrowed rather than retained (for
  /// checks every property change makes).
  @inline(__always)
  static func withCurrent<Result>(_ body: (TransactionStack) -> Result) -> Result {
    guard let raw = pthread_getspecific(storageKey) else { return body(current) }
    return Unmanaged<TransactionStack>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
  }

  private static let storageKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
      guard let raw else { return }
      Unmanaged<TransactionStack>.fromOpaque(raw).release()
    }
    return key
  }()

  /// Transaction identifiers are unique across threads, so a layer created on one thread and
  /// used on another is never mistaken for a new one.
  private static let generations = Atomic<Int>(0)

  /// The open transaction's first generation: layers created in it (from this one on) run no
  /// actions, except as `Layer.runsActions(in:)` says.
  private(set) var transactionStart: Int
  /// The current generation: new at each commit and at the opening of each outermost view
  /// animation block; a layer records the one it was created in.
  private(set) var generation: Int
  /// Transaction levels, innermost last; the first may be the implicit one.
  var levels: [TransactionLevel] = []
  /// Open view animation blocks, innermost last; `nil` marks a block that disables animation.
  @exclusivity(unchecked) var viewContexts: [ViewAnimationContext?] = []
  /// `View.setAnimationsEnabled(_:)`.
  @exclusivity(unchecked) var viewAnimationsEnabled = true
  /// Animations waiting for their begin time (stamped at the next commit).
  var unstamped: [(layer: Layer, record: AnimationRecord)] = []
  /// Stopped animations whose delegates and completions run in the next post-render phase.
  var stops: [(record: AnimationRecord, finished: Bool)] = []
  /// Completions whose animations are all done, run in the next post-render phase.
  var dueCompletions: [CompletionGroup] = []
  /// Whether `Transaction.flush()` asked to commit when the outermost explicit level commits.
  var flushRequested = false
  /// Display links added to the run loop, waiting for the next scene that renders on this thread.
  var pendingDisplayLinks: [DisplayLink] = []
  /// Active property animators that do not know their scene yet.
  var pendingAnimators: [ViewPropertyAnimator] = []
  /// Property animator completions to run in the next post-render phase.
  var dueAnimatorCompletions: [() -> Void] = []

  init() {
    generation = TransactionStack.generations.add(1, ordering: .relaxed).newValue
    transactionStart = generation
  }

  /// The innermost open view animation block, if animations are enabled in it.
  var activeViewContext: ViewAnimationContext? {
    guard viewAnimationsEnabled, let last = viewContexts.last else { return nil }
    return last
  }

  /// The implicit level, opened if needed, or the innermost explicit one.
  var currentLevel: TransactionLevel {
    if let last = levels.last { return last }
    let level = TransactionLevel(isImplicit: true)
    levels.append(level)
    return level
  }

  /// The duration set by the innermost level that set one, or 0.25 s.
  var animationDuration: Double {
    levels.reversed().lazy.compactMap(\.duration).first ?? Transaction.defaultAnimationDuration
  }

  /// The timing function set by the innermost level that set one, or `nil`.
  var animationTimingFunction: TimingFunction? {
    for level in levels.reversed() { if let function = level.timingFunction { return function } }
    return nil
  }

  /// Whether the innermost level that set the flag disabled actions.
  var disableActions: Bool { levels.reversed().lazy.compactMap(\.disableActions).first ?? false }

  /// The completion groups newly added animations join: the current one of every level.
  var openCompletionGroups: [CompletionGroup] { levels.compactMap(\.completionGroups.last) }

  /// Starts a new generation without publishing anything: the opening of an outermost view
  /// animation block calls it, so that the layers created before the block can be told from
  /// those created inside it (see `Layer.runsActions(in:)`).
  func beginAnimationBlock() {
    generation = TransactionStack.generations.add(1, ordering: .relaxed).newValue
  }

  /// Publishes the changes made so far (the commit of §8.2): stamps every waiting animation with
  /// its layer's local time now plus its delay, seals and closes the implicit level, and starts a
  /// new transaction.
  func publish() {
    let waiting = unstamped
    unstamped = []
    for (layer, record) in waiting where !record.hasStopped && record.beginTime == nil {
      let begin = layer.currentLocalTime + record.delay
      record.beginTime = begin
      record.animation.beginTime = begin
    }
    if levels.count == 1, let implicit = levels.first, implicit.isImplicit {
      levels = []
      for group in implicit.completionGroups { group.seal(in: self) }
    }
    generation = TransactionStack.generations.add(1, ordering: .relaxed).newValue
    transactionStart = generation
  }

  /// Marks an animation as stopped and queues its delegate call and completions.
  func stop(_ record: AnimationRecord, finished: Bool) {
    guard !record.hasStopped else { return }
    record.hasStopped = true
    stops.append((record, finished))
  }

  /// The post-render deliveries (§8.2 phase 6 b and c): `animationDidStop` for every stopped
  /// animation, then every completion whose animations are all done.
  func deliverStopsAndCompletions() {
    while !stops.isEmpty {
      let batch = stops
      stops = []
      for (record, finished) in batch {
        record.animation.delegate?.animationDidStop(record.animation, finished: finished)
        for group in record.groups { group.animationStopped(finished: finished, in: self) }
      }
    }
    let due = dueCompletions
    dueCompletions = []
    for group in due { group.run() }
    let animatorCompletions = dueAnimatorCompletions
    dueAnimatorCompletions = []
    for completion in animatorCompletions { completion() }
  }
}
