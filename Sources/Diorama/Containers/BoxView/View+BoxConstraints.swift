extension View {
  /// The view itself, with `translatesAutoresizingMaskIntoConstraints` turned off, for Auto
  /// Layout set-up in one expression: `let label = Label().al`.
  public var al: Self {
    translatesAutoresizingMaskIntoConstraints = false
    return self
  }

  /// Deactivates the constraints installed on this view (``constraints``) whose first
  /// attribute is `attribute`. Constraints installed elsewhere are left alone.
  public func bxRemoveConstraintsForAttribute(_ attribute: LayoutConstraint.Attribute) {
    removeConstraints(constraints.filter { $0.firstAttribute == attribute })
  }

  /// Deactivates the constraints installed on this view (``constraints``) that involve `view`
  /// as their first or second item.
  public func bxRemoveConstraintsToView(_ view: View) {
    removeConstraints(constraints.filter { $0.firstItem === view || $0.secondItem === view })
  }
}
