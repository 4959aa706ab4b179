import Foundation

/// The constraints a box generated, kept in one place so that a rebuild touches only what
/// changed: a constraint that differs from an old one only in its constant keeps the old object
/// and updates the constant in place (one incremental solver edit); new ones are activated and
/// the ones no longer wanted are deactivated.
final class BoxConstraintSet {
  /// What a rebuild did, for tests and debugging.
  struct Change: Equatable {
    /// Constraints activated.
    var added = 0
    /// Constraints deactivated.
    var removed = 0
    /// Kept constraints whose constant changed in place.
    var updated = 0
    /// Kept constraints that did not change at all.
    var kept = 0
  }

  /// Everything of a constraint but its constant.
  private struct Shape: Hashable {
    var first: ObjectIdentifier?
    var firstAttribute: LayoutConstraint.Attribute
    var relation: LayoutConstraint.Relation
    var second: ObjectIdentifier?
    var secondAttribute: LayoutConstraint.Attribute
    var multiplier: CGFloat
    var priority: LayoutPriority
    var identifier: String?

    init(_ constraint: LayoutConstraint) {
      first = constraint.firstItem.map(ObjectIdentifier.init)
      firstAttribute = constraint.firstAttribute
      relation = constraint.relation
      second = constraint.secondItem.map(ObjectIdentifier.init)
      secondAttribute = constraint.secondAttribute
      multiplier = constraint.multiplier
      priority = constraint.priority
      identifier = constraint.identifier
    }
  }

  /// The active generated constraints, in generation order.
  private(set) var constraints: [LayoutConstraint] = []

  /// Makes `wanted` the active set, reusing old constraints of the same shape.
  @discardableResult
  func update(to wanted: [LayoutConstraint]) -> Change {
    var change = Change()
    var reusable: [Shape: [LayoutConstraint]] = [:]
    let deactivatedElsewhere = constraints.filter { !$0.isActive }.count
    // A constraint deactivated from outside (say, its view left the box) cannot be reused.
    for old in constraints where old.isActive { reusable[Shape(old), default: []].append(old) }
    var result: [LayoutConstraint] = []
    var toActivate: [LayoutConstraint] = []
    for constraint in wanted {
      let shape = Shape(constraint)
      if var candidates = reusable[shape], !candidates.isEmpty {
        let old = candidates.removeFirst()
        reusable[shape] = candidates
        if old.constant != constraint.constant {
          old.constant = constraint.constant
          change.updated += 1
        } else {
          change.kept += 1
        }
        result.append(old)
      } else {
        toActivate.append(constraint)
        result.append(constraint)
      }
    }
    // In generation order (not the dictionary's, which changes from run to run), so the solver
    // sees the same removals in every run.
    let left = Set(reusable.values.flatMap { $0.map(ObjectIdentifier.init) })
    let leftOver = constraints.filter { left.contains(ObjectIdentifier($0)) }
    LayoutConstraint.deactivate(leftOver)
    change.removed = leftOver.count + deactivatedElsewhere
    LayoutConstraint.activate(toActivate)
    change.added = toActivate.count
    constraints = result.filter(\.isActive)
    return change
  }

  /// Deactivates every generated constraint.
  func removeAll() {
    LayoutConstraint.deactivate(constraints)
    constraints = []
  }
}
