/// The errors the ``Solver`` throws. Each carries the offending object. After any of them the
/// solver holds exactly the constraints and edit variables it held before the call, and
/// stays usable.
public enum CassowaryError: Error, CustomStringConvertible {
  /// The constraint was already added to this solver.
  case duplicateConstraint(Constraint)
  /// A required constraint cannot hold together with the required constraints already
  /// added (or, for ``Solver/updateConstant(of:to:)``, with its new constant).
  case unsatisfiableConstraint(Constraint)
  /// The constraint is not in this solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable of this solver.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable of this solver.
  case unknownEditVariable(Variable)
  /// Edit variables must have a strength below required.
  case badRequiredStrength(Variable)
  /// The constraint has a NaN or infinite coefficient or constant.
  case nonFiniteConstraint(Constraint)
  /// A suggested value or a new constant is NaN or infinite.
  case nonFiniteValue(Variable?, Double)
  /// The strength is NaN, not positive, or above 1000.
  case invalidStrength(Strength)
  /// The solver reached a state that should be impossible (a bug): the message says which.
  case internalSolverError(String)

  public var description: String {
    switch self {
    case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
    case .unsatisfiableConstraint(let c): return "unsatisfiable required constraint: \(c)"
    case .unknownConstraint(let c): return "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
    case .badRequiredStrength(let v): return "edit variable \(v) cannot have required strength"
    case .nonFiniteConstraint(let c): return "non-finite coefficient or constant in: \(c)"
    case .nonFiniteValue(let v, let x): return "non-finite value \(x)" + (v.map { " for \($0)" } ?? "")
    case .invalidStrength(let s): return "invalid strength \(s.value): use 0 < strength <= 1000"
    case .internalSolverError(let m): return "internal solver error: \(m)"
    }
  }
}
