import Foundation

/// What the animation runtime stores on each layer: its animations in insertion order, its own
/// timing (`beginTime`, `speed`, `timeOffset`), its actions, and whether it is new in the open
/// transaction.
struct LayerAnimationState {
  /// The generation the layer was created in; it runs no actions until its transaction is
  /// committed (see `Layer.runsActions(in:)`).
  let generation = TransactionStack.current.generation
  /// The attached animations, in the order they were added (the fold order).
  var records: [AnimationRecord] = []
  /// The layer's media timing: maps its superlayer's time to its own.
  var timing = MediaTiming()
  /// Per-key actions (Core Animation's `actions` dictionary).
  var actions: [String: any Action]?
  /// For the root layer of a scene: the scene whose clock gives the time.
  weak var hostScene: Scene?
  /// Numbers the keys of animations added without one.
  var keyCounter = 0

  /// Whether the layer's timing is the identity (the fast path of time conversion).
  var hasIdentityTiming: Bool { timing.beginTime == 0 && timing.speed == 1 && timing.timeOffset == 0 }
}
