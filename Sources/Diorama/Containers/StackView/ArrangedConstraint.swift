import Foundation

/// One constraint an arrangement asks for, as a value: what a ``LayoutConstraint`` will be
/// once the stack materialises it. Two values with equal ``key``s describe interchangeable
/// constraints, which is what lets a regeneration keep the constraints that did not change.
struct ArrangedConstraint {
  let identifier: String
  let firstItem: View
  let firstAttribute: LayoutConstraint.Attribute
  let relation: LayoutConstraint.Relation
  let secondItem: View?
  let secondAttribute: LayoutConstraint.Attribute
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: LayoutPriority

  /// `first.attribute relation second.attribute × multiplier + constant @priority`.
  init(
    _ identifier: String, _ firstItem: View, _ firstAttribute: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation, _ secondItem: View, _ secondAttribute: LayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required
  ) {
    self.identifier = identifier
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// A size constraint, `item.attribute == constant @priority` (no second item).
  init(
    _ identifier: String, size item: View, _ attribute: LayoutConstraint.Attribute,
    equalTo constant: CGFloat = 0,
    priority: LayoutPriority = .required
  ) {
    self.identifier = identifier
    firstItem = item
    firstAttribute = attribute
    relation = .equal
    secondItem = nil
    secondAttribute = .notAnAttribute
    multiplier = 1
    self.constant = constant
    self.priority = priority
  }

  /// Everything that makes two constraints the same constraint, with items by identity.
  struct Key: Hashable {
    let identifier: String
    let firstItem: ObjectIdentifier
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let secondItem: ObjectIdentifier?
    let secondAttribute: LayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float
  }

  var key: Key {
    Key(
      identifier: identifier, firstItem: ObjectIdentifier(firstItem), firstAttribute: firstAttribute,
      relation: relation, secondItem: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority.rawValue)
  }

  /// The key of a live constraint the stack created (its items are alive while it is kept).
  static func key(of constraint: LayoutConstraint) -> Key? {
    guard let first = constraint.firstItem else { return nil }
    return Key(
      identifier: constraint.identifier ?? "", firstItem: ObjectIdentifier(first),
      firstAttribute: constraint.firstAttribute, relation: constraint.relation,
      secondItem: constraint.secondItem.map(ObjectIdentifier.init),
      secondAttribute: constraint.secondAttribute,
      multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority.rawValue
    )
  }

  /// A new, inactive constraint with these values.
  func makeConstraint() -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }
}
