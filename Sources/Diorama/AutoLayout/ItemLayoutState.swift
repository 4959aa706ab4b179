import Foundation

/// Auto Layout bookkeeping shared by views and layout guides.
class ItemLayoutState {
  /// The active constraints that name this item.
  var involving: [LayoutConstraint] = []
}

/// A view's Auto Layout state, allocated on first use.
final class ViewLayoutState: ItemLayoutState {
  /// Whether the view's frame is turned into required constraints (UIKit's default).
  var translatesAutoresizingMaskIntoConstraints = true
  /// Whether code assigned ``View/frame`` since the last layout pass while the flag above was off
  /// (the pass warns when it then moves a view nothing places; see `warnIfFrameWasIgnored`).
  var frameAssignedByCode = false
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
  /// Set while the layout pass gives the view its solved frame (which is not code assigning
  /// one).
  var isApplyingSolvedFrame = false
  /// Runs each time a constraint pass visits the view, before its subviews and its own
  /// `needsUpdateConstraints` flag: containers use it to notice changes nothing reports to them
  /// (an item's `isHidden`, an inherited layout direction) and mark themselves in time.
  var constraintPassWillVisit: (() -> Void)?
  /// The engine of the view tree this view is the root of.
  var engine: LayoutEngine?

  func engineCreatingIfNeeded(for root: View) -> LayoutEngine {
    if let engine { return engine }
    let created = LayoutEngine(root: root)
    engine = created
    return created
  }
}
