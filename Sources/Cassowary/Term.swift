#if canImport(Glibc)
  import Glibc  // links libm, which rounding needs
#elseif canImport(Musl)
  import Musl
#endif

/// `coefficient * variable`, one summand of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
  }
}

/// Prints integral doubles without a fraction (`10` rather than `10.0`).
func formatNumber(_ x: Double) -> String {
  if abs(x) < 1e15, let i = Int64(exactly: x) { return String(i) }
  return "\(x)"
}
