// Operators that build expressions and constraints the way the Cassowary literature writes
// them: `x + 2 * y >= 10`, `(x == 100) | .strong`. Every arithmetic result is an
// `Expression`; every comparison is a required `Constraint`.

// MARK: Arithmetic

extension Expression {
  public static prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
  }

  public static func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
  }
  public static func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
  public static func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
  public static func + (a: Expression, b: Double) -> Expression {
    Expression(a.terms, constant: a.constant + b)
  }
  public static func + (a: Double, b: Expression) -> Expression { b + a }

  public static func - (a: Expression, b: Expression) -> Expression { a + -b }
  public static func - (a: Expression, b: Variable) -> Expression { a + -Expression(b) }
  public static func - (a: Variable, b: Expression) -> Expression { Expression(a) + -b }
  public static func - (a: Expression, b: Double) -> Expression { a + -b }
  public static func - (a: Double, b: Expression) -> Expression { a + -b }

  public static func * (a: Expression, k: Double) -> Expression {
    Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
  }
  public static func * (k: Double, a: Expression) -> Expression { a * k }
  public static func / (a: Expression, k: Double) -> Expression { a * (1 / k) }
}

extension Variable {
  public static prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }

  public static func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }
  public static func + (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: b) }
  public static func + (a: Double, b: Variable) -> Expression { Expression([Term(b)], constant: a) }
  public static func - (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b, -1)]) }
  public static func - (a: Variable, b: Double) -> Expression { Expression([Term(a)], constant: -b) }
  public static func - (a: Double, b: Variable) -> Expression { Expression([Term(b, -1)], constant: a) }

  public static func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
  public static func * (v: Variable, k: Double) -> Expression { Expression([Term(v, k)]) }
  public static func / (v: Variable, k: Double) -> Expression { Expression([Term(v, 1 / k)]) }
}

// MARK: Constraints

extension Expression {
  public static func == (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
  public static func <= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
  public static func >= (a: Expression, b: Expression) -> Constraint {
    Constraint(a - b, .greaterThanOrEqual)
  }

  public static func == (a: Expression, b: Variable) -> Constraint { a == Expression(b) }
  public static func <= (a: Expression, b: Variable) -> Constraint { a <= Expression(b) }
  public static func >= (a: Expression, b: Variable) -> Constraint { a >= Expression(b) }
  public static func == (a: Variable, b: Expression) -> Constraint { Expression(a) == b }
  public static func <= (a: Variable, b: Expression) -> Constraint { Expression(a) <= b }
  public static func >= (a: Variable, b: Expression) -> Constraint { Expression(a) >= b }

  public static func == (a: Expression, b: Double) -> Constraint { a == Expression(constant: b) }
  public static func <= (a: Expression, b: Double) -> Constraint { a <= Expression(constant: b) }
  public static func >= (a: Expression, b: Double) -> Constraint { a >= Expression(constant: b) }
  public static func == (a: Double, b: Expression) -> Constraint { Expression(constant: a) == b }
  public static func <= (a: Double, b: Expression) -> Constraint { Expression(constant: a) <= b }
  public static func >= (a: Double, b: Expression) -> Constraint { Expression(constant: a) >= b }
}

extension Variable {
  public static func == (a: Variable, b: Variable) -> Constraint { Expression(a) == Expression(b) }
  public static func <= (a: Variable, b: Variable) -> Constraint { Expression(a) <= Expression(b) }
  public static func >= (a: Variable, b: Variable) -> Constraint { Expression(a) >= Expression(b) }
  public static func == (a: Variable, b: Double) -> Constraint { Expression(a) == Expression(constant: b) }
  public static func <= (a: Variable, b: Double) -> Constraint { Expression(a) <= Expression(constant: b) }
  public static func >= (a: Variable, b: Double) -> Constraint { Expression(a) >= Expression(constant: b) }
  public static func == (a: Double, b: Variable) -> Constraint { Expression(constant: a) == Expression(b) }
  public static func <= (a: Double, b: Variable) -> Constraint { Expression(constant: a) <= Expression(b) }
  public static func >= (a: Double, b: Variable) -> Constraint { Expression(constant: a) >= Expression(b) }
}

/// The same constraint at another strength: `(x == 100) | .strong`, `(w <= 50) | 251`.
/// (`|` binds tighter than comparisons, so the parentheses are needed.)
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  Constraint(constraint, strength: strength)
}
