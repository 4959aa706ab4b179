import Foundation

// The pin operators of BoxView, public (the original declared its infix operators without
// `public`, so its documented `relativeWidth(>=20.0 * 0.3)` did not compile outside the module).

/// Builds an `==` pin: `==8`.
prefix operator ==
/// Builds a `>=` pin: `>=8` ("a gap of at least 8").
prefix operator >=
/// Builds a `<=` pin: `<=8` ("a gap of at most 8").
prefix operator <=
/// Builds a relative pin from a multiplier: `*0.5` is half the box's size.
prefix operator *

/// `==value`.
public prefix func == (value: CGFloat) -> BoxLayout.Pin { BoxLayout.Pin(constant: value) }
/// `==value`.
public prefix func == (value: Double) -> BoxLayout.Pin { BoxLayout.Pin(constant: CGFloat(value)) }
/// `==value` (a plain pin, unlike the original, which returned an optional here).
public prefix func == (value: Int) -> BoxLayout.Pin { BoxLayout.Pin(constant: CGFloat(value)) }
/// `==value`, or `nil` for `nil`.
public prefix func == (value: CGFloat?) -> BoxLayout.Pin? { value.map { ==$0 } }
/// `==value`, or `nil` for `nil`.
public prefix func == (value: Double?) -> BoxLayout.Pin? { value.map { ==$0 } }
/// `==value`, or `nil` for `nil`.
public prefix func == (value: Int?) -> BoxLayout.Pin? { value.map { ==$0 } }

/// `>=value`.
public prefix func >= (value: CGFloat) -> BoxLayout.Pin {
  BoxLayout.Pin(constant: value, relation: .greaterThanOrEqual)
}
/// `>=value`.
public prefix func >= (value: Double) -> BoxLayout.Pin { >=CGFloat(value) }
/// `>=value`.
public prefix func >= (value: Int) -> BoxLayout.Pin { >=CGFloat(value) }
/// `>=value`, or `nil` for `nil`.
public prefix func >= (value: CGFloat?) -> BoxLayout.Pin? { value.map { >=$0 } }
/// `>=value`, or `nil` for `nil`.
public prefix func >= (value: Double?) -> BoxLayout.Pin? { value.map { >=$0 } }
/// `>=value`, or `nil` for `nil`.
public prefix func >= (value: Int?) -> BoxLayout.Pin? { value.map { >=$0 } }

/// `<=value`.
public prefix func <= (value: CGFloat) -> BoxLayout.Pin {
  BoxLayout.Pin(constant: value, relation: .lessThanOrEqual)
}
/// `<=value`.
public prefix func <= (value: Double) -> BoxLayout.Pin { <=CGFloat(value) }
/// `<=value`.
public prefix func <= (value: Int) -> BoxLayout.Pin { <=CGFloat(value) }
/// `<=value`, or `nil` for `nil`.
public prefix func <= (value: CGFloat?) -> BoxLayout.Pin? { value.map { <=$0 } }
/// `<=value`, or `nil` for `nil`.
public prefix func <= (value: Double?) -> BoxLayout.Pin? { value.map { <=$0 } }
/// `<=value`, or `nil` for `nil`.
public prefix func <= (value: Int?) -> BoxLayout.Pin? { value.map { <=$0 } }

/// `== multiplier × box size`.
public prefix func * (multiplier: CGFloat) -> BoxLayout.MultiPin {
  BoxLayout.MultiPin(multiplier: multiplier)
}
/// `== multiplier × box size`.
public prefix func * (multiplier: Double) -> BoxLayout.MultiPin {
  BoxLayout.MultiPin(multiplier: CGFloat(multiplier))
}

/// The pin with `value` added to its constant.
public func + (pin: BoxLayout.Pin, value: CGFloat) -> BoxLayout.Pin {
  var copy = pin
  copy.constant += value
  return copy
}

/// The pin at another priority (clamped to 1…1000): `>=8 & 750`.
public func & (pin: BoxLayout.Pin, priority: LayoutPriority) -> BoxLayout.Pin { pin.withPriority(priority) }
/// The pin at another priority (clamped to 1…1000): `750 & >=8`.
public func & (priority: LayoutPriority, pin: BoxLayout.Pin) -> BoxLayout.Pin { pin.withPriority(priority) }

/// A relative pin: `(>=20) * 0.3` is `item >= 0.3 × box + 20`.
public func * (pin: BoxLayout.Pin, multiplier: CGFloat) -> BoxLayout.MultiPin {
  BoxLayout.MultiPin(multiplier: multiplier, pin: pin)
}
/// The relative pin with its multiplier scaled by `multiplier`.
public func * (pin: BoxLayout.MultiPin, multiplier: CGFloat) -> BoxLayout.MultiPin {
  BoxLayout.MultiPin(multiplier: pin.multiplier * multiplier, pin: pin.pin)
}
/// The relative pin at another priority (clamped to 1…1000).
public func & (pin: BoxLayout.MultiPin, priority: LayoutPriority) -> BoxLayout.MultiPin {
  pin.withPriority(priority)
}
/// The relative pin at another priority (clamped to 1…1000).
public func & (priority: LayoutPriority, pin: BoxLayout.MultiPin) -> BoxLayout.MultiPin {
  pin.withPriority(priority)
}
