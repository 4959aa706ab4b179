/// The priority of a layout constraint, 1…1000 (UIKit's `UILayoutPriority`).
///
/// Priorities are strict: no amount of violation of lower-priority constraints outweighs one
/// of a higher priority. Fractional values (999.5) are allowed; 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The numeric priority.
  public var rawValue: Float

  /// Creates a priority from its value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from its value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from a literal.
  public init(floatLiteral value: Float) { rawValue = value }
  /// Creates a priority from a literal.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: the default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting` uses to pull toward the target size.
  public static let fittingSizeLevel = LayoutPriority(50)
  /// 510: UIKit's priority for a window drag.
  public static let dragThatCanResizeScene = LayoutPriority(510)

  /// Whether this is required (1000 or more).
  public var isRequired: Bool { rawValue >= 1000 }

  public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
  /// A priority raised by `b`.
  public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
  /// A priority lowered by `b`.
  public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
  }
}
