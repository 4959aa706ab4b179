import Foundation

extension View {
  /// A zero-height rectangle along the bottom edge of `view`, in this view's coordinates: the
  /// frame to give a view before inserting it below `view`, so that it grows out of `view`'s
  /// bottom edge when the change animates.
  ///
  /// ```swift
  /// errorLabel.frame = boxView.insertionFrameBelow(view: passwordField)
  /// boxView.insertItem(errorLabel.boxed, after: passwordField)
  /// boxView.animateChangesWithDurations(0.3)
  /// ```
  ///
  /// Views in different trees are converted through their roots, as ``convert(_:to:)-(CGRect,_)``
  /// does.
  public func insertionFrameBelow(view: View) -> CGRect {
    var frame = view.convert(view.bounds, to: self)
    frame.origin.y += frame.size.height
    frame.size.height = 0
    return frame
  }

  /// A zero-width rectangle along the right edge of `view`, in this view's coordinates: the
  /// frame to give a view before inserting it to the right of `view`.
  public func insertionFrameOnRight(view: View) -> CGRect {
    var frame = view.convert(view.bounds, to: self)
    frame.origin.x += frame.size.width
    frame.size.width = 0
    return frame
  }

  /// Adds `subview` at a z-position: ``BoxLayout/ZPosition/back`` behind every subview,
  /// ``BoxLayout/ZPosition/above(_:)`` just above a view (at the back for `nil`),
  /// ``BoxLayout/ZPosition/below(_:)`` just below a view (at the front for `nil`), and
  /// ``BoxLayout/ZPosition/front`` or `nil` at the front.
  ///
  /// A reference view that is not a subview puts `subview` at the front (`.above`) or the back
  /// (`.below`), as ``insertSubview(_:aboveSubview:)`` and ``insertSubview(_:belowSubview:)``
  /// do; a `subview` that cannot be added (this view or one of its ancestors) is refused with
  /// an ``Warning/Kind/invalidHierarchy`` warning.
  public func insertSubview(_ subview: View, z: BoxLayout.ZPosition? = nil) {
    switch z {
    case .back: insertSubview(subview, at: 0)
    case .above(let sibling?): insertSubview(subview, aboveSubview: sibling)
    case .above(nil): insertSubview(subview, at: 0)
    case .below(let sibling?): insertSubview(subview, belowSubview: sibling)
    case .below(nil), .front, nil: addSubview(subview)
    }
  }
}
