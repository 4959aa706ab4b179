import Foundation

/// One constraint a ``StackView`` generated, in the notation of the stack specification and
/// its conformance cases: items are `stack`, the arranged views (their accessibility
/// identifier, else `v1`, `v2`, … in arranged order) and helpers `spacer1`, `spacer2`, … in
/// the order Arranged inserts them (distribution helpers first, then the spanner).
public struct StackConstraintDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, e.g. `ASV-spacing`.
  public var identifier: String
  /// The first item and attribute, e.g. `v2.leading` or `stack.margins.top`.
  public var first: String
  /// The relation.
  public var relation: LayoutConstraint.Relation
  /// The second item and attribute, or `nil` for a size constraint.
  public var second: String?
  /// The multiplier.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, 1…1000.
  public var priority: Float

  /// Creates a descriptor.
  public init(
    identifier: String, first: String, relation: LayoutConstraint.Relation, second: String?,
    multiplier: Double = 1, constant: Double = 0, priority: Float = 1000
  ) {
    self.identifier = identifier
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// `'ASV-spacing' v2.leading == v1.trailing + 10`, with ` ×m` and ` @p` when not 1 and 1000.
  public var description: String {
    var text = "'\(identifier)' \(first) \(relation) "
    if let second {
      text += second
      if multiplier != 1 { text += " × \(LayoutConstraint.number(CGFloat(multiplier)))" }
      if constant != 0 {
        text +=
          constant > 0
          ? " + \(LayoutConstraint.number(CGFloat(constant)))"
          : " - \(LayoutConstraint.number(CGFloat(-constant)))"
      }
    } else {
      text += LayoutConstraint.number(CGFloat(constant))
    }
    if priority != 1000 { text += " @\(LayoutPriority(priority))" }
    return text
  }
}

/// A helper view a ``StackView`` generated, named as in ``StackConstraintDescriptor``.
public struct StackHelperDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// `spacer1`, `spacer2`, …
  public var name: String
  /// `LayoutSpacer` or `GapLayoutGuide`.
  public var className: String
  /// `alignment spanner`, `distribution gap` or
  /// `distribution-placeholder (no visible arranged views)`.
  public var role: String
  /// For a gap, the names of the two visible views it lies between.
  public var between: [String]?

  /// `spacer1: LayoutSpacer, alignment spanner`.
  public var description: String {
    "\(name): \(className), \(role)" + (between.map { " between \($0.joined(separator: " and "))" } ?? "")
  }
}

extension StackView {
  /// The constraints the stack currently generates, in generation order, after running a
  /// pending constraint pass for its subtree.
  public var generatedConstraints: [LayoutConstraint] {
    updateConstraintsIfNeeded()
    return generated
  }

  /// The generated constraints in the specification's notation, for comparing with
  /// UIStackView or Arranged listings (see ``StackConstraintDescriptor`` for the names).
  public var generatedConstraintDescriptors: [StackConstraintDescriptor] {
    let constraints = generatedConstraints
    let names = itemNames()
    return constraints.map { constraint in
      StackConstraintDescriptor(
        identifier: constraint.identifier ?? "",
        first: Self.describe(constraint.firstItem, constraint.firstAttribute, names),
        relation: constraint.relation,
        second: constraint.secondItem.map { Self.describe($0, constraint.secondAttribute, names) },
        multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
        priority: constraint.priority.rawValue)
    }
  }

  /// The helper views of the latest regeneration, in insertion order.
  public var generatedHelpers: [StackHelperDescriptor] {
    updateConstraintsIfNeeded()
    let names = itemNames()
    return helpers.order.enumerated().map { index, entry in
      var between: [String]?
      if case .gap(let a, let b) = entry.role { between = [a, b].map { names[$0] ?? "?" } }
      return StackHelperDescriptor(
        name: "spacer\(index + 1)", className: String(describing: type(of: entry.view)),
        role: entry.role.name,
        between: between)
    }
  }

  /// Every generated constraint, one per line, in the specification's notation.
  public var generatedConstraintsListing: String {
    generatedConstraintDescriptors.map(\.description).joined(separator: "\n")
  }

  /// Names for the stack, its arranged views, hidden non-arranged views and helpers.
  private func itemNames() -> [ObjectIdentifier: String] {
    var names: [ObjectIdentifier: String] = [ObjectIdentifier(self): "stack"]
    for (index, view) in arrangedSubviews.enumerated() {
      names[ObjectIdentifier(view)] = view.accessibilityIdentifier ?? "v\(index + 1)"
    }
    for (index, entry) in helpers.order.enumerated() {
      names[ObjectIdentifier(entry.view)] = "spacer\(index + 1)"
    }
    return names
  }

  private static func describe(
    _ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, _ names: [ObjectIdentifier: String]
  ) -> String {
    guard let item else { return "nil.\(attribute)" }
    let name =
      names[ObjectIdentifier(item)] ?? (item as? View).map { $0.accessibilityIdentifier ?? "\(type(of: $0))" }
      ?? "\(type(of: item))"
    let spelled: String =
      switch attribute {
      case .leadingMargin: "margins.leading"
      case .trailingMargin: "margins.trailing"
      case .topMargin: "margins.top"
      case .bottomMargin: "margins.bottom"
      case .leftMargin: "margins.left"
      case .rightMargin: "margins.right"
      case .centerXWithinMargins: "margins.centerX"
      case .centerYWithinMargins: "margins.centerY"
      default: attribute.description
      }
    return "\(name).\(spelled)"
  }
}
