import Foundation

extension BoxView {
  /// Animates the changes made to the box since the last layout pass — items, axis, spacing,
  /// insets — over `duration` seconds: the rebuild and the layout pass run inside an animation
  /// block, so every frame they move animates from where it is now.
  ///
  /// ```swift
  /// boxView.items.insert(errorLabel.boxed.top(-boxView.spacing), at: 2)
  /// boxView.animateChangesWithDurations(0.3)
  /// ```
  ///
  /// A view added by the change animates from its current frame; set it first (for example to
  /// the frame of the view it should grow out of) to choose where it comes from.
  public func animateChangesWithDurations(_ duration: TimeInterval) {
    let target = superview ?? self
    View.animate(withDuration: duration) { target.layoutIfNeeded() }
  }
}
