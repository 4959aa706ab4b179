/// A column of the tableau (the paper's "variables" of the augmented simplex form).
///
/// - `external`: stands for a user ``Variable``; unrestricted in sign.
/// - `slack`: turns an inequality into an equality; restricted to ≥ 0.
/// - `error`: measures the violation of an optional constraint; restricted to ≥ 0 and
///   weighted in the objective at its constraint's priority level.
/// - `dummy`: marks a required equality; always 0, never pivoted on except to remove it.
///
/// `id` indexes the solver's per-symbol arrays; ids of dead symbols are reused.
@usableFromInline
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
  @usableFromInline enum Kind: UInt8, Sendable {
    case external, slack, error, dummy
  }

  @usableFromInline var id: Int32
  @usableFromInline var kind: Kind

  @usableFromInline init(id: Int32, kind: Kind) {
    self.id = id
    self.kind = kind
  }

  @usableFromInline static let invalid = Symbol(id: -1, kind: .external)

  var isValid: Bool { id >= 0 }
  var isExternal: Bool { kind == .external }
  /// Slack and error symbols: restricted to ≥ 0 and allowed to enter the basis.
  var isPivotable: Bool { kind == .slack || kind == .error }

  @usableFromInline static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

  @usableFromInline var description: String {
    let prefix: String
    switch kind {
    case .external: prefix = "v"
    case .slack: prefix = "s"
    case .error: prefix = "e"
    case .dummy: prefix = "d"
    }
    return isValid ? "\(prefix)\(id)" : "invalid"
  }
}
