import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0…1 (UIKit's `UIColor`).
///
/// `Color` is a class, as `UIColor` is, so that code written for UIKit can add colours of its own
/// with `extension UIColor { class var brand: UIColor { … } }` as well as with `static let`. It is
/// immutable: its components never change after it is created, so it is `Sendable` and a colour
/// can be shared between threads and snapshots. Equality and hashing compare the components, not
/// the object (`Color(white: 1) == .white`), as `UIColor`'s `isEqual(_:)` does for sRGB colours.
/// Layers take it directly; the `cgColor` accessor exists so code written for UIKit ports unchanged.
public final class Color: Hashable, Sendable, CustomStringConvertible {
  /// Red component, 0…1.
  public let red: CGFloat
  /// Green component, 0…1.
  public let green: CGFloat
  /// Blue component, 0…1.
  public let blue: CGFloat
  /// Opacity, 0 (transparent) … 1 (opaque).
  public let alpha: CGFloat

  /// Creates a colour from sRGB components; values are clamped to 0…1 and NaN becomes 0.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.alpha = Color.clamp(alpha)
  }

  /// Creates a grey: `white` 0 is black and 1 is white.
  public convenience init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value.
  public convenience init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Parses `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional); `nil` when malformed.
  public convenience init?(hexString: String) {
    var digits = Substring(hexString.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
    switch digits.count {
    case 3:
      let r = (value >> 8) & 0xF
      let g = (value >> 4) & 0xF
      let b = value & 0xF
      self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
    case 6: self.init(hex: value)
    case 8: self.init(hex: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
    default: return nil
    }
  }

  /// Whether two colours have the same components (two objects may be equal).
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// Hashes the components, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour itself; lets `layer.borderColor = Color.red.cgColor` compile as written for UIKit.
  public var cgColor: Color { self }

  /// The colour as 8-bit components, rounded to nearest.
  public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    func byte(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  public var description: String {
    let c = rgba8
    return String(format: "#%02X%02X%02X%02X", c.r, c.g, c.b, c.a)
  }

  private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
}

extension Color {
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// Fully transparent black.
  public static let clear = Color(white: 0, alpha: 0)
  /// A grey with white 0.5.
  public static let gray = Color(white: 0.5)
  /// A grey with white 2/3.
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// A grey with white 1/3.
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
