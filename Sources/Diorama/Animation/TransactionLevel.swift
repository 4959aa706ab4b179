import Foundation

/// One level of the transaction stack: the settings made in it and its completion groups.
final class TransactionLevel {
  /// Whether the level was opened implicitly by a change outside any `begin()`.
  let isImplicit: Bool
  /// The duration set in this level, if any.
  var duration: Double?
  /// The timing function set in this level, if any (`.some(nil)` is an explicit "default curve").
  var timingFunction: TimingFunction??
  /// The disable-actions flag set in this level, if any.
  var disableActions: Bool?
  /// Completion groups of this level; the last one collects newly added animations.
  var completionGroups: [CompletionGroup] = []
  /// The block of the current group, for `Transaction.completionBlock()`.
  var completionBlock: (() -> Void)?

  init(isImplicit: Bool) {
    self.isImplicit = isImplicit
  }
}
