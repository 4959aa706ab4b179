import Foundation

/// One constraint an arrangement asks for, as a value: what a ``LayoutConstraint`` will be
/// once the stack materialises it. Two values with equal ``key``s describe interchangeable
/// constraints, which is what lets a regeneration keep the constraints that did not change.
///
/// The items are not retained: a regeneration makes a few values per arranged view, and
/// counting references to views (which are weakly referenced, so every count goes through a
/// side table) would cost more than the rest of it. The stack keeps every item of its latest
/// regeneration alive (see `StackView.generatedItems`), which also keeps their identities
/// from being reused while the keys are compared.
struct ArrangedConstraint {
  let identifier: StackConstraintIdentifier
  unowned(unsafe) let firstItem: View
  let firstAttribute: LayoutConstraint.Attribute
  let relation: LayoutConstraint.Relation
  unowned(unsafe) let secondItem: View?
  let secondAttribute: LayoutConstraint.Attribute
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: LayoutPriority

  /// `first.attribute relation second.attribute × multiplier + constant @priority`.
  init(
    _ identifier: StackConstraintIdentifier, _ firstItem: View, _ firstAttribute: LayoutConstraint.Attribute,
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
    _ identifier: StackConstraintIdentifier, size item: View, _ attribute: LayoutConstraint.Attribute,
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
    let identifier: StackConstraintIdentifier
    let firstItem: ObjectIdentifier
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let secondItem: ObjectIdentifier?
    let secondAttribute: LayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float

    /// Items, the packed small fields and the constant: fewer hasher rounds than every field,
    /// which matters when a long stack regenerates (equality still compares them all).
    func hash(into hasher: inout Hasher) {
      hasher.combine(firstItem)
      hasher.combine(secondItem)
      let packed =
        UInt64(identifier.rawValue) << 48 | UInt64(firstAttribute.rawValue) << 32
        | UInt64(relation.rawValue + 1) << 16 | UInt64(secondAttribute.rawValue)
      hasher.combine(packed)
      hasher.combine(constant)
    }
  }

  /// A key without the constant: constraints that differ only there can be kept and given
  /// the new constant, which the engine applies in place.
  var shape: Key {
    Key(
      identifier: identifier, firstItem: ObjectIdentifier(firstItem), firstAttribute: firstAttribute,
      relation: relation, secondItem: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
      multiplier: multiplier, constant: 0, priority: priority.rawValue)
  }

  var key: Key {
    Key(
      identifier: identifier, firstItem: ObjectIdentifier(firstItem), firstAttribute: firstAttribute,
      relation: relation, secondItem: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
      multiplier: multiplier, constant: constant, priority: priority.rawValue)
  }

  /// Whether `constraint`, made for `key`, still has the key's constant (no one changed it).
  /// Its items are the key's: the stack keeps the values it was made from, and with them the
  /// items, alive until the next regeneration.
  static func constraint(_ constraint: LayoutConstraint, stillMatches key: Key) -> Bool {
    constraint.constant == key.constant
  }

  /// A new, inactive constraint with these values.
  func makeConstraint() -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = identifier.name
    return constraint
  }
}
