import CCairo

/// How drawing combines with what is already drawn (Core Graphics' `CGBlendMode`).
public enum BlendMode: Sendable, Hashable, CaseIterable {
  /// Source over destination.
  case normal
  /// Multiplies the colours.
  case multiply
  /// Inverts, multiplies and inverts.
  case screen
  /// Multiplies or screens depending on the destination.
  case overlay
  /// The darker of the colours.
  case darken
  /// The lighter of the colours.
  case lighten
  /// Brightens the destination to reflect the source.
  case colorDodge
  /// Darkens the destination to reflect the source.
  case colorBurn
  /// Darkens or lightens depending on the source, softly.
  case softLight
  /// Multiplies or screens depending on the source.
  case hardLight
  /// The absolute difference of the colours.
  case difference
  /// Like difference, with less contrast.
  case exclusion
  /// The source's hue with the destination's saturation and luminosity.
  case hue
  /// The source's saturation with the destination's hue and luminosity.
  case saturation
  /// The source's hue and saturation with the destination's luminosity.
  case color
  /// The source's luminosity with the destination's hue and saturation.
  case luminosity
  /// Clears what the source covers.
  case clear
  /// Replaces the destination with the source.
  case copy
  /// The source where the destination is.
  case sourceIn
  /// The source where the destination is not.
  case sourceOut
  /// The source over the destination, only where the destination is.
  case sourceAtop
  /// The destination over the source.
  case destinationOver
  /// The destination where the source is.
  case destinationIn
  /// The destination where the source is not.
  case destinationOut
  /// The destination over the source, only where the source is.
  case destinationAtop
  /// Source or destination, not both.
  case xor
  /// The sum of the colours, saturated.
  case plusLighter

  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
