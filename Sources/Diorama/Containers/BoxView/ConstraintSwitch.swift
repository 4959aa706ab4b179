/// Two sets of constraints, one active at a time (BoxView's `ConstraintSwitch`): ``state``
/// `true` activates ``onSet`` and deactivates ``offSet``, `false` the other way round.
///
/// ```swift
/// let expandSwitch = ConstraintSwitch()
/// expandSwitch.offSet = [imagesBox.pinHeight(50)]
/// expandSwitch.onSet = [imagesBox.pinWidth(to: scrollView)]
/// expandSwitch.state = true   // the width constraint holds, the height one is off
/// ```
///
/// Assigning a set applies the current state to it at once. The sets are
/// `Set<LayoutConstraint>`, so a constraint is held once (constraints are equal by identity).
/// A constraint in both sets follows the set of the current state: the other set is always
/// deactivated first, so such a constraint ends up active; assigning a set that overlaps the
/// other reports an ``Warning/Kind/invalidConstraint`` warning.
///
/// One difference from the original, on purpose: ``init(state:onSet:offSet:)`` applies the
/// state to both sets (the original assigned them without activating or deactivating anything
/// until `state` next changed).
open class ConstraintSwitch {
  /// The closure called after every assignment to ``state``.
  public typealias Handler = () -> Void

  /// Which set is active: ``onSet`` when `true`, ``offSet`` when `false`. Every assignment
  /// (even of the same value) re-applies the sets and then calls ``stateChangeHandler``.
  public var state: Bool {
    didSet {
      apply()
      stateChangeHandler?()
    }
  }

  /// The constraints active while ``state`` is `true`. Assigning activates them when the state
  /// is `true` and deactivates them when it is `false`; constraints dropped from the set are
  /// left as they are.
  public var onSet = Set<LayoutConstraint>() {
    didSet {
      warnIfOverlapping()
      if state { LayoutConstraint.activate(Array(onSet)) } else { LayoutConstraint.deactivate(Array(onSet)) }
    }
  }

  /// The constraints active while ``state`` is `false`. Assigning deactivates them when the
  /// state is `true` and activates them when it is `false`; constraints dropped from the set
  /// are left as they are.
  public var offSet = Set<LayoutConstraint>() {
    didSet {
      warnIfOverlapping()
      if state {
        LayoutConstraint.deactivate(Array(offSet))
      } else {
        LayoutConstraint.activate(Array(offSet))
      }
    }
  }

  /// Called after every assignment to ``state``.
  public var stateChangeHandler: Handler?

  /// Creates a switch in the `false` state with empty sets.
  public init() {
    state = false
  }

  /// Creates a switch holding the given constraints (`nil`s are dropped, so optional results
  /// such as ``BoxAnchorable/pinAspectFromSize(_:)`` can be passed as they are) and applies
  /// `state`: the constraints of the other set are deactivated, then those of the state's set
  /// activated. The handler is not called.
  public init(state: Bool = false, onSet: [LayoutConstraint?] = [], offSet: [LayoutConstraint?] = []) {
    self.state = state
    self.onSet = Set(onSet.compactMap { $0 })
    self.offSet = Set(offSet.compactMap { $0 })
    warnIfOverlapping()
    apply()
  }

  /// Deactivates the set of the other state, then activates the set of the current one.
  private func apply() {
    if state {
      LayoutConstraint.deactivate(Array(offSet))
      LayoutConstraint.activate(Array(onSet))
    } else {
      LayoutConstraint.deactivate(Array(onSet))
      LayoutConstraint.activate(Array(offSet))
    }
  }

  private func warnIfOverlapping() {
    let shared = onSet.intersection(offSet)
    guard !shared.isEmpty else { return }
    LayoutConstraint.warn(
      .invalidConstraint,
      "ConstraintSwitch: \(shared.count) constraint(s) are in both onSet and offSet"
        + " (\(shared.map(\.equationDescription).sorted().joined(separator: "; "))); they stay active in"
        + " either state. Put each constraint in one set.")
  }
}
