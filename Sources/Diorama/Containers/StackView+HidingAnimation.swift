import Foundation

extension StackView {
  /// Keeps an arranged view that was just hidden on screen while an animation block collapses
  /// it, as `UIStackView` does.
  ///
  /// `isHidden` itself changes at once (it reads `true`, and the stack collapses the view), so
  /// a layout pass in the block animates the view's frame to zero along the axis and its
  /// neighbours into the gap. Meanwhile an animation of the layer's `isHidden` holds the
  /// presentation at `false` through the block's delay and duration; the frame that shows the
  /// collapse ended still draws the (empty) view, the block's completion runs after it, and
  /// from the next frame the model shows: hidden, as UIKit hides it on completion. Because the
  /// hold only ever shows the view, showing it again mid-collapse makes it visible at once and
  /// nothing hides it later. The block's completion waits for the hold like for any of its
  /// animations.
  ///
  /// Outside an animation block, with actions disabled, or for a layer that runs no actions yet
  /// (created in this transaction; see `Layer.runsActions(in:)`), the view hides at once.
  func keepVisibleWhileCollapsing(_ view: View) {
    let transaction = TransactionStack.current
    let layer = view.layer
    guard let context = transaction.activeViewContext, !transaction.disableActions,
      layer.runsActions(in: transaction)
    else { return }
    let hold = BasicAnimation(keyPath: "isHidden")
    hold.fromValue = false
    hold.toValue = false
    hold.duration = context.duration
    hold.fillMode = .backwards
    if context.options.contains(.repeat) { hold.repeatCount = .infinity }
    hold.autoreverses = context.options.contains(.autoreverse)
    // A fresh key for each hold: hiding the view again must not cut an earlier block's short
    // (its completion would report `false`).
    let keys = Set(layer.animationKeys() ?? [])
    var key = Self.hidingHoldKey
    var index = 2
    while keys.contains(key) {
      key = "\(Self.hidingHoldKey)-\(index)"
      index += 1
    }
    do {
      try layer.addRecord(hold, forKey: key, delay: context.delay, contextGroup: context.group)
    } catch {
      Diagnostics.report(
        Warning(.invalidAnimation, "\(self): could not keep \(view) visible while it collapses: \(error)"))
    }
  }

  /// The key of the animation that keeps a collapsing arranged view visible (suffixed `-2`,
  /// `-3`, … when several run at once).
  static let hidingHoldKey = "StackView.hiding"
}
