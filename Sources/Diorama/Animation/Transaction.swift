import Foundation

/// Groups layer changes and configures the animations they create (Core Animation's
/// `CATransaction`).
///
/// Every change to a layer property belongs to a transaction. Changes made outside
/// ``begin()``/``commit()`` belong to the *implicit* transaction, which the scene commits in the
/// commit phase of its next frame (see ``Scene/advance(toFrame:)``); that commit stamps the begin
/// time of every animation added since. Explicit transactions nest; the settings of a level apply to
/// changes made while it is open, and lookups walk from the innermost level outwards.
///
/// ```swift
/// Transaction.begin()
/// Transaction.setAnimationDuration(0.5)
/// Transaction.setCompletionBlock { print("done") }
/// shape.strokeEnd = 1   // a standalone layer animates implicitly
/// Transaction.commit()
/// ```
///
/// The stack is per thread: drive a scene and change its layers on one thread at a time.
public enum Transaction {
  /// The duration of implicit animations when no level sets one: 0.25 s.
  public static let defaultAnimationDuration = 0.25

  /// Opens a nested transaction level.
  public static func begin() {
    TransactionStack.current.levels.append(TransactionLevel(isImplicit: false))
  }

  /// Closes the innermost level opened with ``begin()``: its settings stop applying, and its
  /// completion block runs once the animations added under it have finished (in the post-render
  /// phase of a frame; right after the next commit when it added none).
  ///
  /// A `commit()` without a matching `begin()` is ignored with an ``Warning/Kind/invalidAnimation``
  /// warning.
  public static func commit() {
    let stack = TransactionStack.current
    guard let level = stack.levels.last, !level.isImplicit else {
      Diagnostics.report(
        Warning(.invalidAnimation, "Transaction.commit() without a matching begin(); the call was ignored."))
      return
    }
    stack.levels.removeLast()
    for group in level.completionGroups { group.seal(in: stack) }
    let explicitOpen = stack.levels.contains { !$0.isImplicit }
    if !explicitOpen && stack.flushRequested {
      stack.flushRequested = false
      stack.publish()
    }
  }

  /// Commits the implicit transaction now, stamping the animations added so far with the current
  /// clock time; when explicit levels are open the flush waits for the outermost to commit.
  public static func flush() {
    let stack = TransactionStack.current
    if stack.levels.contains(where: { !$0.isImplicit }) {
      stack.flushRequested = true
    } else {
      stack.publish()
    }
  }

  /// The duration given to animations created by actions: the innermost level's setting, or 0.25 s.
  public static func animationDuration() -> Double { TransactionStack.current.animationDuration }

  /// Sets the duration of animations created by actions in the current level.
  ///
  /// A negative, NaN or infinite duration is ignored with an ``Warning/Kind/invalidAnimation``
  /// warning; 0 keeps the default duration.
  public static func setAnimationDuration(_ duration: Double) {
    guard duration.isFinite, duration >= 0 else {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "Transaction.setAnimationDuration(\(duration)): durations must be finite and not negative;"
            + " the call was ignored."))
      return
    }
    TransactionStack.current.currentLevel.duration = duration == 0 ? defaultAnimationDuration : duration
  }

  /// The timing function of animations created by actions, or `nil` for the default curve.
  public static func animationTimingFunction() -> TimingFunction? {
    TransactionStack.current.animationTimingFunction
  }

  /// Sets the timing function of animations created by actions in the current level.
  public static func setAnimationTimingFunction(_ function: TimingFunction?) {
    TransactionStack.current.currentLevel.timingFunction = .some(function)
  }

  /// Whether property changes run no actions (and so create no implicit animations).
  public static func disableActions() -> Bool { TransactionStack.current.disableActions }

  /// Turns actions off (or back on) for changes in the current level.
  public static func setDisableActions(_ flag: Bool) {
    TransactionStack.current.currentLevel.disableActions = flag
  }

  /// The completion block of the current level, if one was set.
  public static func completionBlock() -> (() -> Void)? {
    TransactionStack.current.levels.last?.completionBlock
  }

  /// Sets the block that runs once every animation added after this call in the current level
  /// (and its nested levels) has finished or been removed. Setting another block supersedes this
  /// one for animations added afterwards.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    let level = TransactionStack.current.currentLevel
    level.completionBlock = block
    level.completionGroups.append(CompletionGroup { _ in block?() })
  }
}
