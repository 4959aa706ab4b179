import Foundation

extension BoxLayout {
  /// The parameters of one constraint an item asks for: a gap (padding) or a size, the relation
  /// that gap must have, and a priority.
  ///
  /// The relation always describes the *gap*: `>=8` on a left edge reads "at least 8 points of
  /// space to my left", whichever way round the generated constraint has to be written.
  /// Build pins with the prefix operators `==8`, `>=8` and `<=8`, or from a float literal
  /// (`boxLeft(50.0)` is `boxLeft(==50.0)`).
  public struct Pin: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
  {
    /// The gap in points, or the size for width and height pins.
    public var constant: CGFloat
    /// How the actual gap relates to ``constant``.
    public var relation: LayoutConstraint.Relation
    /// The priority of the generated constraint (required by default).
    public var priority: LayoutPriority

    /// Creates a pin.
    public init(
      constant: CGFloat = 0, relation: LayoutConstraint.Relation = .equal,
      priority: LayoutPriority = .required
    ) {
      self.constant = constant
      self.relation = relation
      self.priority = priority
    }

    /// Creates a required pin (the spelling of the seed README, `Pin(value:relation:)`).
    public init(value: CGFloat, relation: LayoutConstraint.Relation = .equal) {
      self.init(constant: value, relation: relation)
    }

    /// Creates an `==` pin.
    public init(_ value: Double) { self.init(constant: CGFloat(value)) }

    /// Creates an `==` pin from a float literal, so `boxTop(30.0)` means `boxTop(==30.0)`.
    public init(floatLiteral value: Double) { self.init(constant: CGFloat(value)) }

    /// Creates an `==` pin from an integer literal.
    public init(integerLiteral value: Int) { self.init(constant: CGFloat(value)) }

    /// The constant under the seed README's name.
    public var value: CGFloat {
      get { constant }
      set { constant = newValue }
    }

    /// `==0`.
    public static let zero = Pin()

    /// `==value`, or `nil` for `nil`.
    public static func equal(_ value: CGFloat?) -> Pin? { value.map { Pin(constant: $0) } }
    /// `>=value` (`>=0` by default), or `nil` for `nil`.
    public static func greaterThanOrEqual(_ value: CGFloat? = 0) -> Pin? {
      value.map { Pin(constant: $0, relation: .greaterThanOrEqual) }
    }
    /// `<=value`, or `nil` for `nil`.
    public static func lessThanOrEqual(_ value: CGFloat?) -> Pin? {
      value.map { Pin(constant: $0, relation: .lessThanOrEqual) }
    }

    /// A copy with another priority. Values outside 1…1000 are clamped into that range, so
    /// a pin can never ask for more than required.
    public func withPriority(_ priority: LayoutPriority) -> Pin {
      var copy = self
      copy.priority = LayoutPriority(min(max(priority.rawValue, 1), 1000))
      return copy
    }
    /// A copy at priority 999: as strong as possible while still breakable.
    public var almostRequired: Pin { withPriority(LayoutPriority(999)) }
    /// A copy at 1000 + `offset`; a positive offset is clamped to 1000.
    public func required(_ offset: Float = 0) -> Pin { withPriority(.required + offset) }
    /// A copy at 750 + `offset` (``LayoutPriority/defaultHigh``).
    public func high(_ offset: Float = 0) -> Pin { withPriority(.defaultHigh + offset) }
    /// A copy at 250 + `offset` (``LayoutPriority/defaultLow``).
    public func low(_ offset: Float = 0) -> Pin { withPriority(.defaultLow + offset) }

    /// A copy at exactly `value` (clamped to 1…1000).
    public func exact(_ value: Float) -> Pin { withPriority(LayoutPriority(value)) }

    /// `==8`, `>=8 @750` and so on.
    public var description: String {
      let text = "\(relation)\(LayoutConstraint.number(constant))"
      return priority.isRequired ? text : "\(text) @\(priority)"
    }

    /// The pin with its constant and relation multiplied by `factor` (±1): how a gap is written
    /// when the generated constraint has its operands the other way round.
    func scaled(by factor: CGFloat) -> Pin {
      var copy = self
      copy.constant *= factor
      if factor < 0 { copy.relation = relation.reversed }
      return copy
    }
  }
}

extension LayoutConstraint.Relation {
  /// `>=` for `<=` and back; `==` stays.
  var reversed: LayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}

/// Pins per edge.
public typealias BoxEdgePins = [BoxEdge: BoxLayout.Pin]
