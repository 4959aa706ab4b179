/// A layer's compositing filter (Core Animation's `compositingFilter`): a blend mode by Core
/// Animation's filter name, so `layer.compositingFilter = "multiplyBlendMode"` reads as on iOS.
///
/// Each name maps to the W3C compositing blend mode of the same name, which Cairo implements:
/// the layer's composited content is blended with what is drawn behind it in its superlayer.
/// `"plusL"` (Core Animation's plus-lighter filter) adds the colours, saturating.
public struct CompositingFilter: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The filter's name, such as `multiplyBlendMode`.
  public let name: String

  /// A filter by name. A name that is not a blend mode draws normally, with a warning when the
  /// layer is drawn.
  public init(name: String) { self.name = name }

  /// A filter by name, from a string literal.
  public init(stringLiteral name: String) { self.name = name }

  /// The filter for a blend mode.
  public init(_ mode: BlendMode) {
    name = Self.names.first { $0.value == mode }?.key ?? "normalBlendMode"
  }

  /// The blend mode the name stands for, or `nil` for an unknown name.
  public var blendMode: BlendMode? { Self.names[name] }

  public var description: String { name }

  /// Core Animation's blend-mode filter names.
  static let names: [String: BlendMode] = [
    "normalBlendMode": .normal, "multiplyBlendMode": .multiply, "screenBlendMode": .screen,
    "overlayBlendMode": .overlay, "darkenBlendMode": .darken, "lightenBlendMode": .lighten,
    "colorDodgeBlendMode": .colorDodge, "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight,
    "hardLightBlendMode": .hardLight, "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion,
    "hueBlendMode": .hue, "saturationBlendMode": .saturation, "colorBlendMode": .color,
    "luminosityBlendMode": .luminosity, "plusL": .plusLighter,
  ]
}
