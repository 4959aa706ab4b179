/// The relation of a ``Constraint``: `expression OP 0`.
public enum RelationalOperator: Sendable, CustomStringConvertible {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// `expression OP 0` at a ``Strength``. A reference type: a solver knows a constraint by its
/// identity, so the same constraint can be removed later.
///
/// The expression is stored reduced (one term per variable). The operators build constraints
/// that read like maths: `x + 2 * y >= 10`, `(x == 100) | .strong`, `(w <= 50) | 251`.
///
/// Like ``Variable``, not thread-safe: the solver caches its bookkeeping in the constraint
/// (`Sendable` only so that errors can carry constraints).
public final class Constraint: Hashable, @unchecked Sendable, CustomStringConvertible {
  public let expression: Expression
  public let relation: RelationalOperator
  public let strength: Strength

  /// A cache of the markers the constraint has in the one solver that added it last (its
  /// serial in `cachedOwner`, 0 when none), so that walks over the tableau's constraints need
  /// no dictionary look-up.
  @exclusivity(unchecked) var cachedOwner: UInt64 = 0
  @exclusivity(unchecked) var cachedTag = Tag()
  /// The last walk over the tableau's constraints that met this one (see `DummySystem`).
  @exclusivity(unchecked) var walkMark: UInt64 = 0

  /// `expression relation 0` at `strength`.
  public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
    self.expression = expression.reduced()
    self.relation = relation
    self.strength = strength
  }

  /// The same expression and relation at another strength (a new constraint).
  public init(_ other: Constraint, strength: Strength) {
    self.expression = other.expression
    self.relation = other.relation
    self.strength = strength
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// How much the constraint is violated by the variables' current values (0 when it holds).
  public var violation: Double {
    let v = expression.value
    switch relation {
    case .equal: return abs(v)
    case .greaterThanOrEqual: return max(0, -v)
    case .lessThanOrEqual: return max(0, v)
    }
  }

  public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}
