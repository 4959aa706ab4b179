import Cassowary
import Foundation

extension LayoutEngine {
  /// A subtree that carried its own engine joined another tree: its constraints move over.
  static func subtreeDidJoin(_ subtreeRoot: View) {
    guard let moved = subtreeRoot.autoLayoutStorage?.engine else { return }
    subtreeRoot.autoLayoutStorage?.engine = nil
    let constraints = moved.allConstraints
    guard !constraints.isEmpty else { return }
    let root = subtreeRoot.rootView
    let target = root.autoLayout.engineCreatingIfNeeded(for: root)
    for constraint in constraints {
      constraint.engine = nil
      target.enqueueAdd(constraint)
    }
  }

  /// A subtree is leaving its tree: constraints that reach outside it are deactivated (as in
  /// UIKit), the ones inside it move to an engine of its own, and its views leave this engine.
  static func subtreeWillLeave(_ subtreeRoot: View) {
    guard let engine = subtreeRoot.layoutEngine else { return }
    var members = Set<ObjectIdentifier>()
    var views: [View] = []
    func collect(_ view: View) {
      members.insert(ObjectIdentifier(view))
      views.append(view)
      for sub in view.subviews { collect(sub) }
    }
    collect(subtreeRoot)
    var inside: [LayoutConstraint] = []
    var insideIDs = Set<ObjectIdentifier>()
    var outside: [LayoutConstraint] = []
    for view in views {
      let involving =
        (view.autoLayoutStorage?.involving ?? []) + view.layoutGuides.flatMap(\.layoutState.involving)
      for constraint in involving {
        let hosts = constraint.items.compactMap(LayoutConstraint.hostView(of:))
        if hosts.allSatisfy({ members.contains(ObjectIdentifier($0)) }) {
          if insideIDs.insert(ObjectIdentifier(constraint)).inserted { inside.append(constraint) }
        } else {
          outside.append(constraint)
        }
      }
    }
    for constraint in outside {
      constraint.deactivate()
      engine.discard(constraint)
    }
    for constraint in inside { engine.discard(constraint) }
    for view in views { engine.unregister(view) }
    guard !inside.isEmpty else { return }
    let own = subtreeRoot.autoLayout.engineCreatingIfNeeded(for: subtreeRoot)
    for constraint in inside {
      constraint.engine = nil
      own.enqueueAdd(constraint)
    }
  }

  /// The size of `view` that best satisfies its subtree's constraints with the view's size
  /// free, pulled toward `target` at the given priorities.
  static func fittingSize(
    of view: View, target: CGSize, priorities: (horizontal: LayoutPriority, vertical: LayoutPriority)
  ) -> CGSize {
    let engine = LayoutEngine(root: view, fitting: true)
    var members = Set<ObjectIdentifier>()
    var views: [View] = []
    func collect(_ v: View) {
      members.insert(ObjectIdentifier(v))
      views.append(v)
      for sub in v.subviews { collect(sub) }
    }
    collect(view)
    for v in views {
      for constraint in v.constraints {
        let hosts = constraint.items.compactMap(LayoutConstraint.hostView(of:))
        if hosts.allSatisfy({ members.contains(ObjectIdentifier($0)) }) { engine.enqueueAdd(constraint) }
      }
    }
    engine.updateIfNeeded()
    let item = engine.item(forView: view)
    for (variable, value, priority) in [
      (item.width, target.width, priorities.horizontal), (item.height, target.height, priorities.vertical),
    ] where value.isFinite {
      let pull = Cassowary.Constraint(
        Cassowary.Expression([Term(variable)], constant: -Double(value)), .equal,
        strength: Strength(Double(min(max(priority.rawValue, 1), 1000))))
      engine.add(pull, origin: .content(item, "fitting"))
    }
    _ = engine.settleWidthDependentSizes(engine.readChangedItems())
    let solved = engine.solvedFrame(of: item)
    return CGSize(width: max(0, solved.width), height: max(0, solved.height))
  }
}
