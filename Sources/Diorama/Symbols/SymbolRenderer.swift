import CCairo
import CPango
import Foundation

/// Draws the stand-in symbols: one glyph of Google's Material Icons font (Debian's
/// `fonts-material-design-icons-iconfont`, Apache 2.0) through Pango, filled, made heavier or
/// lighter by stroking its outline, into an image that hugs the glyph. The font is loaded in a
/// font set of its own, outside the one text uses.
///
/// **Sizes.** Material icons are drawn on a 24-unit grid with a 20-unit live area. A full-size
/// stand-in at medium scale is ``mediumHeightRatio`` times the point size tall (18.7 points for
/// 17-point text); small is ``smallScaleRatio`` and large ``largeScaleRatio`` of medium, so a
/// large symbol for 17-point text fills the 24 × 24-point target Apple's Human Interface
/// Guidelines give navigation-bar and toolbar icons. **Alignment.** As SF Symbols are, the
/// symbol is centred on the cap height of the system font at the same size and weight: the
/// middle of the glyph's em square sits half a cap height above the baseline
/// (``Image/baselineOffsetFromBottom``). Both are approximations of Apple's symbol metrics,
/// which are not published as numbers.
enum SymbolRenderer {
  /// The font family of the stand-in symbols.
  static let family = "Material Icons"
  /// A full-size medium symbol's height over the point size.
  static let mediumHeightRatio: CGFloat = 1.1
  /// Small over medium.
  static let smallScaleRatio: CGFloat = 0.78
  /// Large over medium.
  static let largeScaleRatio: CGFloat = 1.29
  /// The em square over the live area of a Material icon (24 units over 20).
  static let emOverLiveArea: CGFloat = 24.0 / 20.0
  /// How much a weight step thickens (or thins) the strokes, in em units: 0.25 of the 24-unit
  /// grid, on which Material icons have 2-unit strokes.
  static let strokePerWeightStep: CGFloat = 0.25 / 24
  /// Pixels per point of the images: an iPhone's 3× screen, so they stay sharp in 2× and 3×
  /// scenes.
  static let displayScale: CGFloat = 3

  /// The font file of Debian's package.
  static let fontFile = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

  /// Whether the symbol font is installed.
  static var isAvailable: Bool { FontLibrary.shared.withPango { SymbolFont.shared.context != nil } }

  /// The em size for `configuration`: the live area at the scale's height.
  static func emSize(for configuration: Image.SymbolConfiguration) -> CGFloat {
    let scale: CGFloat =
      switch configuration.resolvedScale {
      case .small: smallScaleRatio
      case .large: largeScaleRatio
      default: 1
      }
    return configuration.resolvedPointSize * mediumHeightRatio * scale * emOverLiveArea
  }

  /// The image of the glyph at `codepoint` drawn as `configuration` says, or `nil` when it has
  /// no pixels.
  static func image(codepoint: UInt32, configuration: Image.SymbolConfiguration) -> Image? {
    guard let scalar = Unicode.Scalar(codepoint) else { return nil }
    let em = emSize(for: configuration)
    let stroke = em * strokePerWeightStep * CGFloat(configuration.resolvedWeight.stepsFromRegular)
    let weight = Font.Weight(rawValue: max(0, configuration.resolvedWeight.rawValue - 1)) ?? .regular
    let capHeight = Font.systemFont(ofSize: configuration.resolvedPointSize, weight: weight).capHeight
    return FontLibrary.shared.withPango { () -> Image? in
      guard let context = SymbolFont.shared.context else { return nil }
      let layout = pango_layout_new(context)!
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let description = pango_font_description_new()!
      pango_font_description_set_family(description, family)
      pango_font_description_set_absolute_size(description, Double(em) * Double(PANGO_SCALE))
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
      pango_layout_set_text(layout, String(Character(scalar)), -1)
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      let unit = CGFloat(PANGO_SCALE)
      let baseline = CGFloat(pango_layout_get_baseline(layout)) / unit
      let grow = max(0, stroke / 2)
      let glyph = CGRect(
        x: CGFloat(ink.x) / unit, y: CGFloat(ink.y) / unit, width: CGFloat(ink.width) / unit,
        height: CGFloat(ink.height) / unit
      ).insetBy(dx: -grow, dy: -grow)
      // The image's rectangle: the glyph rounded out to whole pixels.
      let s = displayScale
      let box = CGRect(
        x: floor(glyph.minX * s) / s, y: floor(glyph.minY * s) / s,
        width: (ceil(glyph.maxX * s) - floor(glyph.minX * s)) / s,
        height: (ceil(glyph.maxY * s) - floor(glyph.minY * s)) / s)
      guard box.width > 0, box.height > 0,
        let canvas = GraphicsContext(
          pixelWidth: Int((box.width * s).rounded()), pixelHeight: Int((box.height * s).rounded()), scale: s)
      else { return nil }
      let cr = canvas.cr
      cairo_translate(cr, -box.minX, -box.minY)
      pango_cairo_layout_path(cr, layout)
      let color = configuration.colors?.first ?? .black
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
      cairo_fill_preserve(cr)
      if stroke != 0 {
        // Heavier weights stroke the outline; lighter ones erase along it.
        cairo_set_line_width(cr, abs(stroke))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        if stroke < 0 { cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR) }
        cairo_stroke(cr)
      }
      cairo_new_path(cr)
      var image = canvas.snapshotImage()
      // The em square stands on the baseline; its middle goes half a cap height above it.
      let middle = baseline - em / 2
      image.baselineOffsetFromBottom = box.maxY - middle - capHeight / 2
      return image
    }
  }
}

/// A Pango context over a font set of the symbol font alone, made once: text never falls back
/// to it (its glyphs sit at private-use code points, some of which text tests expect no font to
/// have), and symbols never draw with another font. `context` is `nil` when the font is not
/// installed. Used only inside ``FontLibrary/withPango(_:)``, which serialises every Pango call.
private final class SymbolFont: @unchecked Sendable {
  static let shared = SymbolFont()
  let context: OpaquePointer?

  private init() {
    let file = SymbolRenderer.fontFile
    guard FileManager.default.fileExists(atPath: file), let config = FcConfigCreate(),
      FcConfigAppFontAddFile(config, file) == FcTrue
    else {
      context = nil
      return
    }
    let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    let context = pango_font_map_create_context(fontMap)!
    pango_cairo_context_set_font_options(context, FontLibrary.shared.fontOptions)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    self.context = context
  }
}
