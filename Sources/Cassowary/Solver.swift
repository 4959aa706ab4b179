/// An incremental Cassowary constraint solver with Auto Layout's **strict priorities**.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let solver = Solver()
/// try solver.addConstraint(x + 2 * y >= 10)
/// try solver.addConstraint((x == 2) | 251)
/// try solver.addConstraint((y == 0) | 250)
/// solver.updateVariables()            // x = 2, y = 4: the 251 constraint wins outright
/// ```
///
/// Every operation is incremental: adding or removing one constraint, or suggesting one edit
/// value, pivots only what it has to and never rebuilds the tableau. Costs below are in
/// simplex pivots; a pivot costs the size of the rows holding the entering symbol.
///
/// On error the solver keeps exactly the constraints, constants and edit variables it had, the
/// same basis and the same solution, and stays usable. A required constraint refused after the
/// simplex has pivoted is undone by pivoting back, so values and tableau entries can differ
/// from before by rounding (a few units in the last place), never by more. In debug builds, every mutation ends with `_checkInvariants()` (see
/// ``checksInvariants``).
public final class Solver {
  /// Unchecked: the solver is used from one task at a time, and dynamic exclusivity checks
  /// on this property cost a third of an edit round.
  @exclusivity(unchecked) var impl = SolverImpl()

  /// Whether mutations verify the tableau's invariants afterwards (debug builds only; the
  /// check costs O(tableau size)). On by default in debug builds.
  public var checksInvariants = true

  public init() {}

  // MARK: Constraints

  /// Adds a constraint and re-optimizes.
  ///
  /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` if it was added before;
  ///   ``CassowaryError/nonFiniteConstraint(_:)`` for a NaN or infinite number;
  ///   ``CassowaryError/invalidStrength(_:)`` for a strength outside 0 < s ≤ 1000;
  ///   ``CassowaryError/unsatisfiableConstraint(_:)`` when it is required and cannot hold
  ///   with the required constraints already added.
  public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
    defer { checkAfterMutation() }
    try impl.addConstraint(constraint)
  }

  /// Adds constraints in order; stops at the first error (those before it stay added).
  public func addConstraints(_ constraints: [Constraint]) throws(CassowaryError) {
    for c in constraints { try addConstraint(c) }
  }

  /// Removes a constraint and re-optimizes.
  ///
  /// - Throws: ``CassowaryError/unknownConstraint(_:)`` if the solver does not hold it.
  public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
    defer { checkAfterMutation() }
    try impl.removeConstraint(constraint)
  }

  /// Whether the solver holds `constraint`. O(1).
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    impl.constraints[constraint] != nil
  }

  /// The constraints the solver holds (edit constraints included), in no particular order.
  public var constraints: [Constraint] { Array(impl.constraints.keys) }

  /// The constant a constraint currently has in the solver (its expression's constant unless
  /// ``updateConstant(of:to:)`` changed it), or `nil` if the solver does not hold it.
  public func constant(of constraint: Constraint) -> Double? {
    impl.constraints[constraint]?.constant
  }

  /// Changes the constant of a constraint the solver holds, as if it had been removed and
  /// re-added with `constant` in place of its expression's constant — but incrementally: one
  /// pass over the rows holding the constraint's marker, then the dual simplex (Cassowary's
  /// edit of constants). This is how Auto Layout's `constraint.constant = …` should reach the
  /// solver. The ``Constraint`` object itself is not changed.
  ///
  /// - Throws: ``CassowaryError/unknownConstraint(_:)``; ``CassowaryError/nonFiniteValue(_:_:)``;
  ///   ``CassowaryError/unsatisfiableConstraint(_:)`` when the constraint is required and the
  ///   new constant contradicts other required constraints (the old constant then stays).
  public func updateConstant(of constraint: Constraint, to constant: Double) throws(CassowaryError) {
    defer { checkAfterMutation() }
    try impl.updateConstant(of: constraint, to: constant)
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: adds `variable == 0` at `strength`; move it with
  /// ``suggestValue(_:_:)``.
  ///
  /// - Throws: ``CassowaryError/duplicateEditVariable(_:)``;
  ///   ``CassowaryError/badRequiredStrength(_:)`` for a required strength;
  ///   ``CassowaryError/invalidStrength(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
    defer { checkAfterMutation() }
    try impl.addEditVariable(variable, strength: strength)
  }

  /// Removes an edit variable and its edit constraint.
  ///
  /// - Throws: ``CassowaryError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
    defer { checkAfterMutation() }
    try impl.removeEditVariable(variable)
  }

  /// Whether `variable` is an edit variable of this solver.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    impl.edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex. Cost: one
  /// pass over the rows holding the edit's error marker plus the pivots needed.
  ///
  /// - Throws: ``CassowaryError/unknownEditVariable(_:)``; ``CassowaryError/nonFiniteValue(_:_:)``.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(CassowaryError) {
    defer { checkAfterMutation() }
    try impl.suggestValue(variable, value)
  }

  // MARK: The solution

  /// Writes every variable's ``Variable/value``. O(number of variables).
  public func updateVariables() {
    impl.updateVariables()
  }

  /// Writes the ``Variable/value`` of every variable whose value may have changed since the
  /// last ``updateVariables()`` or ``updateChangedVariables()``, and returns those whose value
  /// did change, in no particular order.
  ///
  /// The solver notes each variable whose row it touches (a constant moved, the variable
  /// entered or left the basis), so the cost is the number of variables the edits since the
  /// last update touched, not the number of variables: after one ``updateConstant(of:to:)``
  /// that moves three variables, this writes about three. A new variable is always written.
  /// The first call starts the bookkeeping and writes every variable (a solver that is only
  /// ever read with ``updateVariables()`` does none).
  /// Variables shared with another solver can be left holding that solver's values; use
  /// ``updateVariables()`` for them.
  @discardableResult
  public func updateChangedVariables() -> [Variable] {
    impl.updateChangedVariables()
  }

  /// ``updateChangedVariables()`` without the array: calls `body` with each variable whose
  /// value changed, right after writing it. `body` must not use the solver.
  public func updateChangedVariables(_ body: (Variable) -> Void) {
    impl.updateChangedVariables(body)
  }

  /// Calls `body` with the ``Variable/tag`` and value of each tagged variable whose value may
  /// have changed since the variables were last read (it may also report some whose value did
  /// not), without reading or writing those variables: their ``Variable/value`` stays as the
  /// last ``updateVariables()`` left it. Untagged variables are written as
  /// ``updateChangedVariables(_:)`` writes them. `body` must not use the solver.
  ///
  /// The first call reports every tagged variable the solver holds. A variable that leaves the
  /// solver (no constraint mentions it) is not reported; its last value stands. For a caller
  /// that keeps each variable's value in an array indexed by the tag, this reads a change of
  /// ten thousand variables through memory in order, without a cache miss per variable.
  public func updateChangedValues(_ body: (_ tag: Int32, _ value: Double) -> Void) {
    impl.updateChangedValues(body)
  }

  /// Sets `variable`'s ``Variable/tag`` (-1: none), here too if the solver already holds the
  /// variable. Set tags before the first ``updateChangedValues(_:)``: a variable tagged later
  /// is reported from its next change on.
  public func setTag(_ tag: Int32, of variable: Variable) {
    impl.setTag(tag, of: variable)
  }

  /// The solved value of `variable` (0 for a variable the solver does not know). O(1).
  public func value(of variable: Variable) -> Double {
    impl.value(of: variable)
  }

  /// Whether `variable` is basic in the tableau. A known variable that is not basic is a free
  /// parameter sitting at 0, which usually means the constraints leave it undetermined.
  public func isBasic(_ variable: Variable) -> Bool {
    let s = impl.symbol(of: variable)
    return s.isValid && impl.rowOf[Int(s.id)] >= 0
  }

  /// The variables mentioned by the constraints the solver holds.
  public var variables: [Variable] { impl.variables }

  /// Forgets every constraint, edit variable and variable.
  public func reset() {
    impl.reset()
  }

  @inline(__always)
  func checkAfterMutation() {
    #if DEBUG
      if checksInvariants { _checkInvariants() }
    #endif
  }
}
