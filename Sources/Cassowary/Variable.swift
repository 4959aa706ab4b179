/// An unknown of the constraint system: a cheap reference handle with a name for dumps.
///
/// A `Variable` has identity: two variables with the same name are still two unknowns.
/// `Variable` deliberately does not conform to `Equatable`, so that `x == y` builds a
/// ``Constraint`` as it does in the Cassowary literature. Use ``id`` to key collections.
///
/// Its ``value`` is written by ``Solver/updateVariables()``; ``Solver/value(of:)`` reads the
/// solution without writing anything.
///
/// Like the solver, variables are not thread-safe: use a solver and its variables from one
/// task at a time. (`Sendable` only so that errors and constraints can carry them.)
public final class Variable: CustomStringConvertible, CustomDebugStringConvertible, @unchecked Sendable {
  /// The name shown in dumps and error messages.
  public let name: String

  /// The value written by the last ``Solver/updateVariables()`` (0 before that).
  @exclusivity(unchecked) public internal(set) var value: Double = 0

  /// Whatever the variable's owner wants to find from it (Kiwi's `context`): for example the
  /// object whose coordinate it is, to map the variables ``Solver/updateChangedVariables()``
  /// returns back to their objects without a dictionary. Held weakly; the solver never reads it.
  @exclusivity(unchecked) public weak var context: AnyObject?

  /// The package's own back reference from a variable to the object whose coordinate it is:
  /// like ``context``, but neither retained nor cleared, so the owner must clear it before it
  /// is deallocated. Not `weak`: a weak reference gives its object a side table, and every
  /// later retain and release of that object takes the runtime's slow path.
  package var owner: AnyObject? {
    get { ownerReference?.takeUnretainedValue() }
    set { ownerReference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// ``owner`` as stored: read through it, a loop over many variables retains and releases
  /// none of their owners.
  @exclusivity(unchecked) package var ownerReference: Unmanaged<AnyObject>?

  /// A cache of the symbol this variable has in the one solver that used it last, so that
  /// the common case (one solver) needs no dictionary look-up.
  @exclusivity(unchecked) @usableFromInline internal var cachedOwner: UInt64 = 0
  @exclusivity(unchecked) @usableFromInline internal var cachedSymbol: Symbol = .invalid
  @exclusivity(unchecked) @usableFromInline internal var cachedIndex: Int = -1

  /// A number ``Solver/updateChangedValues(_:)`` reports in place of the variable, so that a
  /// caller keeping its values in arrays reads them without touching any variable: -1 (the
  /// default) for none. A solver copies it when it first meets the variable; set it with
  /// ``Solver/setTag(_:of:)``.
  @exclusivity(unchecked) public internal(set) var tag: Int32 = -1

  /// Creates a variable. The name only serves dumps and messages.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The identity of this variable, for use as a dictionary key.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  public var description: String { name.isEmpty ? "v\(UInt(bitPattern: id.hashValue) & 0xFFFF)" : name }
  public var debugDescription: String { "Variable(\(description) = \(value))" }
}
