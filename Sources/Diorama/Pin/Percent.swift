import Foundation

/// A percentage of the superview's width or height, written `50%`.
public struct Percent: Hashable, Sendable, CustomStringConvertible {
  /// The percentage: 50 for 50%.
  public let value: CGFloat

  /// Creates a percentage.
  public init(value: CGFloat) { self.value = value }

  /// `value` percent of `base`.
  public func of(_ base: CGFloat) -> CGFloat { base * value / 100 }

  /// `"50%"` when integral, `"2.5%"` otherwise.
  public var description: String {
    value.truncatingRemainder(dividingBy: 1) == 0 && abs(value) < 1e15
      ? "\(Int(value))%" : "\(Double(value))%"
  }

  /// The opposite percentage.
  public static prefix func - (percent: Percent) -> Percent { Percent(value: -percent.value) }
}

postfix operator %

/// A percentage: `view.pin.width(50%)`.
public postfix func % (value: CGFloat) -> Percent { Percent(value: value) }
/// A percentage: `view.pin.width(50%)`.
public postfix func % (value: Float) -> Percent { Percent(value: CGFloat(value)) }
/// A percentage: `view.pin.width(50%)`.
public postfix func % (value: Double) -> Percent { Percent(value: CGFloat(value)) }
/// A percentage: `view.pin.width(50%)`.
public postfix func % (value: Int) -> Percent { Percent(value: CGFloat(value)) }
