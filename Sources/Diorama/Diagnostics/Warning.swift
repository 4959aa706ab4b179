/// A problem that UIKit would only log: Diorama reports it through ``Diagnostics`` instead of
/// crashing, and the call that caused it is a documented no-op or fallback.
public struct Warning: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is; used to silence a kind (see ``Diagnostics/silence(_:)``).
  public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind's stable name.
    public var rawValue: String
    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Non-finite (NaN or infinite) geometry was assigned and ignored.
    public static let invalidGeometry = Kind(rawValue: "invalidGeometry")
    /// A view hierarchy change that would create a cycle or is otherwise impossible.
    public static let invalidHierarchy = Kind(rawValue: "invalidHierarchy")
    /// A value outside its valid range was clamped.
    public static let valueClamped = Kind(rawValue: "valueClamped")
    /// Text asked for hyphenation in a language that has no hyphenation dictionary (or named
    /// no valid language); its words break without hyphens.
    public static let hyphenationUnavailable = Kind(rawValue: "hyphenationUnavailable")
    /// A snapshot reused unchanged parts that had changed (a bug in Diorama): reported only when
    /// snapshots are verified (`DIORAMA_VERIFY_SNAPSHOTS=1` in a debug build), which then draws
    /// the snapshot built whole.
    public static let staleSnapshot = Kind(rawValue: "staleSnapshot")
  }

  /// The kind of problem.
  public var kind: Kind
  /// A precise, actionable message naming the object and the call.
  public var message: String

  /// Creates a warning.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { "[Diorama] \(kind): \(message)" }
}
