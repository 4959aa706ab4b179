import Foundation

extension View {
  /// Gives a bar (a tab bar, a toolbar) its background: the bar tint when one is set; else, when
  /// translucent, iOS's chrome material — what is behind the bar blurred (a background blur on
  /// the bar's own layer) under the material's tint, drawn by `background`; else the material's
  /// tint made opaque.
  func applyBarMaterial(background: View, barTintColor: Color?, isTranslucent: Bool) {
    let material = BlurEffect(style: .systemChromeMaterial)
    if let barTintColor {
      layer.backgroundFilters = nil
      background.backgroundColor = barTintColor
    } else if isTranslucent {
      layer.backgroundFilters = [.gaussianBlur(radius: material.blurRadius)]
      background.backgroundColor = material.tintColor
    } else {
      layer.backgroundFilters = nil
      background.backgroundColor = material.tintColor.withAlphaComponent(1)
    }
  }
}
