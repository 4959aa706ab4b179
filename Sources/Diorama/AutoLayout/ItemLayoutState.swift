import Foundation

/// Auto Layout bookkeeping shared by views and layout guides.
class ItemLayoutState {
  /// The active constraints that name this item.
  var involving: [LayoutConstraint] = []
  /// The reference constraints hold to the item, once one was made; the item clears it as it
  /// is deallocated (see ``itemWillDeallocate()``).
  private var sharedReference: LayoutItemReference?

  /// The item's shared reference, made on first use.
  func reference(to item: AnyObject) -> LayoutItemReference {
    if let sharedReference { return sharedReference }
    let created = LayoutItemReference.tracking(item)
    sharedReference = created
    return created
  }

  /// Called from the item's `deinit`: constraints that name it read `nil` from now on.
  func itemWillDeallocate() {
    sharedReference?.tracked = nil
  }
}

/// A view's Auto Layout state, allocated on first use.
final class ViewLayoutState: ItemLayoutState {
  /// The constraints installed on this view (UIKit's `view.constraints`).
  var installed: [LayoutConstraint] = []
  /// Content hugging per axis (horizontal, vertical).
  var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
  /// Compression resistance per axis.
  var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
  /// The layout guides the view owns.
  var guides: [LayoutGuide] = []
  /// The margins guide, once asked for.
  var marginsGuide: LayoutGuide?
  /// The safe-area guide, once asked for, and its edge constraints (left, top, right, bottom).
  var safeAreaGuide: LayoutGuide?
  var safeAreaGuideConstraints: [LayoutConstraint] = []
  /// The readable-content guide, once asked for.
  var readableGuide: LayoutGuide?
  /// Whether `updateConstraints()` is pending.
  var needsUpdateConstraints = false
  /// Runs each time a constraint pass visits the view, before its subviews and its own
  /// `needsUpdateConstraints` flag: containers use it to notice changes nothing reports to them
  /// (an item's `isHidden`, an inherited layout direction) and mark themselves in time.
  var constraintPassWillVisit: (() -> Void)?
  /// The engine of the view tree this view is the root of.
  var engine: LayoutEngine?

  /// Called from the view's `deinit`: what holds the view without retaining it lets go.
  func viewWillDeallocate(_ view: View) {
    itemWillDeallocate()
    if engine?.root === view { engine?.root = nil }
    for guide in guides where guide.owningView === view { guide.owningView = nil }
    for constraint in installed where constraint.installedOn === view { constraint.installedOn = nil }
  }

  func engineCreatingIfNeeded(for root: View) -> LayoutEngine {
    if let engine { return engine }
    let created = LayoutEngine(root: root)
    engine = created
    return created
  }
}
