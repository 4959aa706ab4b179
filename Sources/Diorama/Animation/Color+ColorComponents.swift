import Foundation

extension ColorComponents {
  /// The components of a colour (non-premultiplied sRGB, as ``Color`` stores them).
  public init(_ color: Color) {
    self.init(
      red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha)
    )
  }
}

extension Color {
  /// A colour from interpolated components, clamped to `[0, 1]` as drawing requires.
  public convenience init(_ components: ColorComponents) {
    let c = components.clamped()
    self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
  }
}

extension ColorComponents {
  /// The components of a colour, or transparent black for `nil` (how a missing colour animates).
  public init(orClear color: Color?) {
    self = color.map(ColorComponents.init) ?? .zero
  }
}
