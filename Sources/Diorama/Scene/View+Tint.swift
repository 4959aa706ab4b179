extension View {
  /// Tells this view and the subviews that inherit its tint that the effective tint changed.
  /// Subtrees under a view with its own tint are left alone: their tint did not change.
  func inheritedTintColorDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.ownTintColor == nil {
      subview.inheritedTintColorDidChange()
    }
  }

  /// The tint a view that is about to move inherits now, or `nil` when it has its own (moving
  /// cannot change it then). Compare it with ``View/tintColor`` after the move.
  var tintColorBeforeMove: Color? { ownTintColor == nil ? tintColor : nil }

  /// Calls ``inheritedTintColorDidChange()`` if the move changed the inherited tint.
  func finishMove(inheritedTint before: Color?) {
    if let before, before != tintColor { inheritedTintColorDidChange() }
  }
}
