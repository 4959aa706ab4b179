/// A linear expression `Σ coefficient·variable + constant`.
///
/// Build expressions with the operators (`x + 2 * y - 10`) or with ``init(_:constant:)``.
public struct Expression: Sendable, CustomStringConvertible {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The same expression with the terms of each variable merged into one (first-appearance
  /// order). Complexity: O(n).
  public func reduced() -> Expression {
    var index: [ObjectIdentifier: Int] = [:]
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    for term in terms {
      if let i = index[term.variable.id] {
        merged[i].coefficient += term.coefficient
      } else {
        index[term.variable.id] = merged.count
        merged.append(term)
      }
    }
    return Expression(merged, constant: constant)
  }

  /// The value of the expression for the variables' current ``Variable/value``s.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }

  public var description: String {
    var s = ""
    for (i, t) in terms.enumerated() {
      let c = t.coefficient
      if i == 0 {
        s += c == 1 ? "" : c == -1 ? "-" : "\(formatNumber(c)) * "
      } else {
        s += c < 0 ? " - " : " + "
        s += abs(c) == 1 ? "" : "\(formatNumber(abs(c))) * "
      }
      s += t.variable.description
    }
    if constant != 0 || terms.isEmpty {
      if terms.isEmpty {
        s = formatNumber(constant)
      } else {
        s += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
      }
    }
    return s
  }
}
