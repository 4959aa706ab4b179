/// A colour as four non-premultiplied, gamma-encoded (extended) sRGB components, the form in which
/// colours are interpolated.
///
/// Interpolation is component-wise, so "clear" (0, 0, 0, 0) → white passes through half-transparent
/// grey; animate from white with alpha 0 to avoid it. Components are not clamped here (extended
/// range and overshoot survive); clamp to `[0, 1]` when drawing with ``clamped()``.
public struct ColorComponents: Sendable, Equatable, Hashable {
  /// Red, gamma-encoded sRGB.
  public var red: Double
  /// Green, gamma-encoded sRGB.
  public var green: Double
  /// Blue, gamma-encoded sRGB.
  public var blue: Double
  /// Alpha (opacity), not premultiplied into the colour channels.
  public var alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour with every component clamped to `[0, 1]` (NaN becomes 0), ready to draw.
  public func clamped() -> ColorComponents {
    func clamp(_ value: Double) -> Double { value >= 0 ? min(value, 1) : 0 }
    return ColorComponents(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
  }
}

extension ColorComponents: AdditiveInterpolatable {
  /// Transparent black.
  public static let zero = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)

  /// Interpolates red, green, blue and alpha independently.
  public func interpolated(to other: ColorComponents, progress: Double) -> ColorComponents {
    ColorComponents(
      red: red.interpolated(to: other.red, progress: progress),
      green: green.interpolated(to: other.green, progress: progress),
      blue: blue.interpolated(to: other.blue, progress: progress),
      alpha: alpha.interpolated(to: other.alpha, progress: progress))
  }
  /// Component-wise sum.
  public func adding(_ other: ColorComponents) -> ColorComponents {
    ColorComponents(
      red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
  }
  /// Component-wise difference.
  public func subtracting(_ other: ColorComponents) -> ColorComponents {
    ColorComponents(
      red: red - other.red, green: green - other.green, blue: blue - other.blue, alpha: alpha - other.alpha)
  }
  /// Every component scaled.
  public func scaled(by factor: Double) -> ColorComponents {
    ColorComponents(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
  }
  /// The Euclidean norm over (red, green, blue, alpha).
  public var euclideanNorm: Double { (red * red + green * green + blue * blue + alpha * alpha).squareRoot() }
}
