/// The helper views of one ``StackView``, by role, across regenerations.
///
/// During a regeneration the arrangements ask for helpers by role, in the order Arranged
/// inserts them (the distribution's first, then the spanner); ``finishPass(in:)`` then takes
/// out the helpers no longer asked for and adds the new ones, in that order.
final class StackHelperPool {
  private var current: [StackHelperRole: View] = [:]
  private var requested: [StackHelperRole: View] = [:]
  /// The helpers asked for during the latest pass, in request order, with their roles.
  private(set) var order: [(role: StackHelperRole, view: View)] = []

  func beginPass() {
    requested = [:]
    order = []
  }

  /// The helper for `role`, reused from the previous pass when there was one.
  func helper(_ role: StackHelperRole) -> View {
    if let view = requested[role] { return view }
    let view: View
    if let existing = current[role] {
      view = existing
    } else if case .gap = role {
      view = GapLayoutGuide()
    } else {
      view = LayoutSpacer()
    }
    requested[role] = view
    order.append((role, view))
    return view
  }

  /// Removes the helpers not asked for in this pass from `stack`, and adds the new ones.
  func finishPass(in stack: StackView) {
    for (role, view) in current where requested[role] !== view {
      view.removeFromSuperview()
    }
    for (_, view) in order where view.superview !== stack { stack.addSubview(view) }
    current = requested
  }

  /// The role of a helper view of the latest pass.
  func role(of view: View) -> StackHelperRole? {
    order.first { $0.view === view }?.role
  }
}
