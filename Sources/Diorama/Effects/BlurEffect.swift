/// A frosted-glass look for a ``VisualEffectView`` (UIKit's `UIBlurEffect`): what lies behind is
/// blurred, then a translucent tint is laid over it.
///
/// The styles follow UIKit's names. Their blur radii and tints are Diorama's approximation of
/// iOS 17's light-mode materials, chosen to look alike at a glance, not measured values: thinner
/// materials let more of the colour behind through.
public struct BlurEffect: Hashable, Sendable {
  /// A material or a legacy style.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// A very light, nearly opaque white (UIKit's `extraLight`).
    case extraLight
    /// A light tint (UIKit's `light`).
    case light
    /// A dark tint (UIKit's `dark`).
    case dark
    /// The standard light blur (UIKit's `regular`).
    case regular
    /// A stronger light blur (UIKit's `prominent`).
    case prominent
    /// The thinnest material.
    case systemUltraThinMaterial
    /// A thin material.
    case systemThinMaterial
    /// The standard material.
    case systemMaterial
    /// A thick material.
    case systemThickMaterial
    /// The material of bars (navigation and tab bars).
    case systemChromeMaterial
    /// The thinnest material, dark.
    case systemUltraThinMaterialDark
    /// The standard material, dark.
    case systemMaterialDark
  }

  /// The style.
  public let style: Style

  /// A blur effect of a style.
  public init(style: Style) { self.style = style }

  /// The blur's standard deviation, in points.
  public var blurRadius: CGFloat {
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialDark: 12
    case .systemThinMaterial: 16
    case .extraLight, .light, .dark, .regular, .prominent: 20
    case .systemMaterial, .systemMaterialDark, .systemChromeMaterial: 22
    case .systemThickMaterial: 26
    }
  }

  /// The tint laid over the blur.
  public var tintColor: Color {
    switch style {
    case .extraLight: Color(white: 0.97, alpha: 0.82)
    case .light, .regular: Color(white: 0.97, alpha: 0.55)
    case .prominent: Color(white: 0.97, alpha: 0.7)
    case .dark: Color(white: 0.11, alpha: 0.73)
    case .systemUltraThinMaterial: Color(white: 0.97, alpha: 0.35)
    case .systemThinMaterial: Color(white: 0.97, alpha: 0.55)
    case .systemMaterial: Color(white: 0.97, alpha: 0.72)
    case .systemThickMaterial: Color(white: 0.97, alpha: 0.86)
    case .systemChromeMaterial: Color(white: 0.97, alpha: 0.78)
    case .systemUltraThinMaterialDark: Color(white: 0.1, alpha: 0.4)
    case .systemMaterialDark: Color(white: 0.11, alpha: 0.75)
    }
  }
}
