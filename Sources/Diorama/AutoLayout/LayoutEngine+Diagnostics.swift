import Cassowary
import Foundation

extension LayoutEngine {
  /// Reports required constraints that cannot all hold, naming a minimal conflicting set, and
  /// leaves `failing` out of the solver (broken), as UIKit does.
  func reportUnsatisfiable(_ failing: Cassowary.Constraint, origin: Origin, brokenInstead: Bool) {
    let conflict = conflictingSet(for: failing)
    var lines = ["Unable to simultaneously satisfy constraints."]
    lines.append("    Probably at least one of the constraints in the following list is one you don't want.")
    lines.append("(")
    for sc in conflict { lines.append("    " + describe(origins[ObjectIdentifier(sc)])) }
    lines.append("    " + describe(origin))
    lines.append(")")
    lines.append("Will attempt to recover by breaking constraint")
    lines.append(describe(origin))
    Diagnostics.report(Warning(.unsatisfiableConstraints, lines.joined(separator: "\n")))
  }

  /// The required constraints in the solver that, together with `failing`, cannot hold: a
  /// minimal such set when the candidates are few (a deletion filter over fresh solvers),
  /// else every required constraint connected to `failing` through shared variables.
  func conflictingSet(for failing: Cassowary.Constraint) -> [Cassowary.Constraint] {
    let required = solver.constraints.filter {
      $0.strength.isRequired && origins[ObjectIdentifier($0)] != nil
    }
    var byVariable: [ObjectIdentifier: [Cassowary.Constraint]] = [:]
    for sc in required {
      for term in sc.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(sc) }
    }
    var seen = Set<ObjectIdentifier>()
    var component: [Cassowary.Constraint] = []
    var queue = failing.expression.terms.map(\.variable)
    var visitedVariables = Set<ObjectIdentifier>()
    while let variable = queue.popLast() {
      guard visitedVariables.insert(ObjectIdentifier(variable)).inserted else { continue }
      for sc in byVariable[ObjectIdentifier(variable)] ?? [] where seen.insert(ObjectIdentifier(sc)).inserted
      {
        component.append(sc)
        queue += sc.expression.terms.map(\.variable)
      }
    }
    guard component.count <= 64 else { return component }
    var kept = component
    var index = 0
    while index < kept.count {
      var trial = kept
      trial.remove(at: index)
      if LayoutEngine.isInfeasible(trial, failing) {
        kept = trial
      } else {
        index += 1
      }
    }
    return kept
  }

  private static func isInfeasible(_ constraints: [Cassowary.Constraint], _ failing: Cassowary.Constraint)
    -> Bool
  {
    let probe = Solver()
    probe.checksInvariants = false
    do {
      for sc in constraints { try probe.addConstraint(sc) }
      try probe.addConstraint(failing)
      return false
    } catch {
      return true
    }
  }

  /// A one-line description of where a solver constraint comes from.
  func describe(_ origin: Origin?) -> String {
    switch origin {
    case .constraint(let constraint): constraint.description
    case .autoresizing(let item, let label):
      "<Autoresizing constraint \(item.view?.layoutName ?? "?").\(label) (translatesAutoresizingMaskIntoConstraints)>"
    case .content(let item, let label): "<Content size constraint \(item.view?.layoutName ?? "?") \(label)>"
    case nil: "<internal constraint>"
    }
  }

  /// Whether a view's frame is not fully determined: some of its variables can move without
  /// violating anything (tested by pulling each one both ways with a constraint weaker than
  /// any Auto Layout priority).
  func isAmbiguous(_ view: View) -> Bool {
    updateIfNeeded()
    guard let item = items[ObjectIdentifier(view)] else { return false }
    for variable in [item.left, item.top, item.width, item.height] {
      let current = solver.value(of: variable)
      for delta in [1.0, -1.0] {
        let pull = Cassowary.Constraint(
          Cassowary.Expression([Term(variable)], constant: -(current + delta)), .equal,
          strength: Strength(1e-3))
        guard (try? solver.addConstraint(pull)) != nil else { continue }
        let moved = abs(solver.value(of: variable) - current) > 1e-6
        try? solver.removeConstraint(pull)
        if moved {
          rereadSolution()
          return true
        }
      }
    }
    rereadSolution()
    return false
  }

  /// Writes every variable and every item's copy of its values: the probes above may leave the
  /// solver at another solution of an ambiguous layout, which reports no change to a later read.
  private func rereadSolution() {
    solver.updateVariables()
    rereadSolvedFrames()
  }
}
