import Foundation

/// A completion that waits for a set of animations: a transaction level's completion block or a
/// view animation block's completion.
///
/// Each animation created under the group calls ``animationAdded()`` and later
/// ``animationStopped(finished:in:)``. Once the group is sealed (its level committed or its block
/// returned) and nothing is pending, it is queued to run in the post-render phase of a frame, with
/// `finished` true only if every animation ran to its end.
final class CompletionGroup {
  private let block: (Bool) -> Void
  private var pending = 0
  private var allFinished = true
  private var sealed = false
  private var queued = false

  init(_ block: @escaping (Bool) -> Void) {
    self.block = block
  }

  func animationAdded() { pending += 1 }

  func animationStopped(finished: Bool, in stack: TransactionStack) {
    pending -= 1
    allFinished = allFinished && finished
    queueIfDone(in: stack)
  }

  /// No more animations will join the group.
  func seal(in stack: TransactionStack) {
    sealed = true
    queueIfDone(in: stack)
  }

  private func queueIfDone(in stack: TransactionStack) {
    guard sealed, pending == 0, !queued else { return }
    queued = true
    stack.dueCompletions.append(self)
  }

  func run() { block(allFinished) }
}
