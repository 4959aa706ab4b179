/// A constraint's priority on Auto Layout's scale: 1000 is required, anything lower is
/// optional. Priorities are **strict**: no amount of violation of lower-priority constraints
/// outweighs one unit of violation at a higher priority. Fractions (999.5) are distinct levels.
///
/// Kiwi's named strengths are accepted too, as levels below required that keep Kiwi's order:
/// ``strong`` > ``medium`` > ``weak``, and ``create(_:_:_:_:)`` maps any Kiwi strength onto
/// this scale (Kiwi's required, 1,001,001,000, becomes 1000).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, in 0 < value ≤ 1000.
  public var value: Double

  public init(_ value: Double) { self.value = value }
  public init(floatLiteral value: Double) { self.value = value }
  public init(integerLiteral value: Int) { self.value = Double(value) }

  /// 1000: must hold, or adding the constraint fails.
  public static let required = Strength(1000)
  /// Kiwi's `strong`, `create(1, 0, 0)`.
  public static let strong = create(1, 0, 0)
  /// Kiwi's `medium`, `create(0, 1, 0)`.
  public static let medium = create(0, 1, 0)
  /// Kiwi's `weak`, `create(0, 0, 1)`.
  public static let weak = create(0, 0, 1)

  /// Kiwi's `strength::create(a, b, c, w)`, mapped monotonically onto Auto Layout's scale.
  public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
    func clip(_ x: Double) -> Double { max(0, min(1000, x)) }
    let kiwi = clip(a * w) * 1_000_000 + clip(b * w) * 1000 + clip(c * w)
    return Strength(kiwi / 1_001_001)
  }

  /// Whether this is the required priority (≥ 1000).
  public var isRequired: Bool { value >= 1000 }

  /// Whether the value can be used: finite and in 0 < value ≤ 1000.
  public var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }

  public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }

  public var description: String {
    switch self {
    case .required: return "required"
    case .strong: return "strong"
    case .medium: return "medium"
    case .weak: return "weak"
    default: return formatNumber(value)
    }
  }
}
