// Operators that build expressions and constraints the way the Cassowary literature writes
// them: `x + 2 * y >= 10`, `(x == 100) | .strong`. Every arithmetic result is an
// `Expression`; every comparison is a required `Constraint`.

// MARK: Arithmetic

extension Expression {
  /// The negation of `e`, as an expression.
  public static prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
  }

  /// The sum `a + b`, as an expression.
  public static func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
  }
  /// The sum `a + b`, as an expression.
  public static func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
  /// The sum `a + b`, as an expression.
  public static func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
  /// The sum `a + b`, as an expression.
  public static func + (a: Expression, b: Double) -> Expression {
    Expression(a.terms, constant: a.constant + b)
  }
  /// The sum `a + b`, as an expression.
  public static func + (a: Double, b: Expression) -> Expression { b + a }

  /// The difference `a - b`, as an expression.
  public static func - (a: Expression, b: Expression) -> Expression { a + -b }
  /// The difference `a - b`, as an expression.
  public static func - (a: Expression, b: Variable) -> Expression { a + -Expression(b) }
  /// The difference `a - b`, as an expression.
  public static func - (a: Variable, b: Expression) -> Expression { Expression(a) + -b }
  /// The difference `a - b`, as an expression.
  public static func - (a: Expression, b: Double) -> Expression { a + -b }
  /// The difference `a - b`, as an expression.
  public static func - (a: Double, b: Expression) -> Expression { a + -b }

  /// The product `a * k`, as an expression.
  public static func * (a: Expression, k: Double) -> Expression {
    Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }
  /// The product `k * a`, as an expression.
  public static func * (k: Double, a: Expression) -> Expression { a * k }
  /// `a` divided by the constant `k`.
  public static func / (a: Expression, k: Double) -> Expression { a * (1 / k) }
}

extension Variable {
  /// The negation of `v`, as an expression.
  public static prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }

  /// The sum `a + b`, as an expression.
  public static func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
  /// The sum `a + b`, as an expression.
  public static func + (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: b) }
  /// The sum `a + b`, as an expression.
  public static func + (a: Double, b: Variable) -> Expression { Expression([Term(b)], constant: a) }
  /// The difference `a - b`, as an expression.
  public static func - (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b, -1)]) }
  /// The difference `a - b`, as an expression.
  public static func - (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: -b) }
  /// The difference `a - b`, as an expression.
  public static func - (a: Double, b: Variable) -> Expression { Expression([Term(b, -1)], constant: a) }

  /// The product `k * v`, as an expression.
  public static func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
  /// The product `v * k`, as an expression.
  public static func * (v: Variable, k: Double) -> Expression { Expression([Term(v, k)]) }
  /// `v` divided by the constant `k`.
  public static func / (v: Variable, k: Double) -> Expression { Expression([Term(v, 1 / k)]) }
}

// MARK: Constraints

extension Expression {
  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Expression, b: Expression) -> Constraint {
    Constraint(a - b, .greaterThanOrEqual)
  }

  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Expression, b: Variable) -> Constraint { a == Expression(b) }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Expression, b: Variable) -> Constraint { a <= Expression(b) }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Expression, b: Variable) -> Constraint { a >= Expression(b) }
  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Variable, b: Expression) -> Constraint { Expression(a) == b }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Variable, b: Expression) -> Constraint { Expression(a) <= b }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Variable, b: Expression) -> Constraint { Expression(a) >= b }

  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Expression, b: Double) -> Constraint { a == Expression(constant: b) }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Expression, b: Double) -> Constraint { a <= Expression(constant: b) }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Expression, b: Double) -> Constraint { a >= Expression(constant: b) }
  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Double, b: Expression) -> Constraint { Expression(constant: a) == b }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Double, b: Expression) -> Constraint { Expression(constant: a) <= b }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Double, b: Expression) -> Constraint { Expression(constant: a) >= b }
}

extension Variable {
  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Variable, b: Variable) -> Constraint { Expression(a) == Expression(b) }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Variable, b: Variable) -> Constraint { Expression(a) <= Expression(b) }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Variable, b: Variable) -> Constraint { Expression(a) >= Expression(b) }
  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Variable, b: Double) -> Constraint { Expression(a) == Expression(constant: b) }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Variable, b: Double) -> Constraint { Expression(a) <= Expression(constant: b) }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Variable, b: Double) -> Constraint { Expression(a) >= Expression(constant: b) }
  /// A required constraint that `a` is equal to `b`; give it a strength with `|`.
  public static func == (a: Double, b: Variable) -> Constraint { Expression(constant: a) == Expression(b) }
  /// A required constraint that `a` is at most `b`; give it a strength with `|`.
  public static func <= (a: Double, b: Variable) -> Constraint { Expression(constant: a) <= Expression(b) }
  /// A required constraint that `a` is at least `b`; give it a strength with `|`.
  public static func >= (a: Double, b: Variable) -> Constraint { Expression(constant: a) >= Expression(b) }
}

/// The same constraint at another strength: `(x == 100) | .strong`, `(w <= 50) | 251`.
/// (`|` binds tighter than comparisons, so the parentheses are needed.)
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  Constraint(constraint, strength: strength)
}
