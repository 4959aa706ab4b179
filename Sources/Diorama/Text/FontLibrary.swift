import CCairo
import Foundation
import Synchronization

/// Loads the DejaVu font files through FreeType and hands out Cairo font faces and scaled fonts.
///
/// Faces are loaded from their files directly (not through fontconfig), and every scaled font
/// uses the same fixed options — grey antialiasing, no hinting, unhinted metrics — so text
/// measures and renders identically whatever the machine's font configuration or locale.
final class FontLibrary: @unchecked Sendable {
  static let shared = FontLibrary()

  /// Folders searched for the DejaVu files, in order: Debian's, then other common layouts.
  static let searchFolders = [
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/share/fonts/TTF",
    "/usr/local/share/fonts/dejavu",
  ]

  /// The Cairo font options every text operation uses.
  let fontOptions: OpaquePointer

  private struct ScaledKey: Hashable {
    var face: Font.Face
    var size: CGFloat
  }

  private struct State {
    var library: FT_Library?
    var faces: [Font.Face: OpaquePointer] = [:]  // cairo_font_face_t
    var scaledFonts: [ScaledKey: OpaquePointer] = [:]  // cairo_scaled_font_t
    var metrics: [ScaledKey: FontMetrics] = [:]
    var missing: Set<Font.Face> = []
  }

  private let state = Mutex(State())

  private init() {
    let options = cairo_font_options_create()!
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    fontOptions = options
  }

  /// The file that holds `face`, or `nil` when DejaVu is not installed.
  static func fileURL(for face: Font.Face) -> URL? {
    for folder in searchFolders {
      let path = folder + "/" + face.rawValue + ".ttf"
      if FileManager.default.fileExists(atPath: path) { return URL(fileURLWithPath: path) }
    }
    return nil
  }

  /// The Cairo font face for `face`, loading it on first use; `nil` (with a warning, once) when
  /// its file is missing.
  func fontFace(_ face: Font.Face) -> OpaquePointer? {
    state.withLock { state in Self.loadFace(face, into: &state) }
  }

  /// A scaled font for `face` at `size` points with an identity device transform.
  func scaledFont(face: Font.Face, size: CGFloat) -> OpaquePointer? {
    state.withLock { state in Self.scaledFont(face: face, size: size, state: &state) }
  }

  /// Vertical metrics of `face` at `size`.
  func metrics(face: Font.Face, size: CGFloat) -> FontMetrics {
    state.withLock { state in
      let key = ScaledKey(face: face, size: size)
      if let cached = state.metrics[key] { return cached }
      var result = FontMetrics(ascent: 0, descent: 0, height: 0, capHeight: 0, xHeight: 0)
      if let font = Self.scaledFont(face: face, size: size, state: &state) {
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(font, &extents)
        result.ascent = extents.ascent
        result.descent = extents.descent
        result.height = extents.height
        result.capHeight = Self.inkHeight(of: "H", font: font)
        result.xHeight = Self.inkHeight(of: "x", font: font)
      }
      state.metrics[key] = result
      return result
    }
  }

  /// The advance width of `text` on one line.
  func advance(of text: String, face: Face, size: CGFloat) -> CGFloat {
    guard !text.isEmpty, let font = scaledFont(face: face, size: size) else { return 0 }
    var extents = cairo_text_extents_t()
    cairo_scaled_font_text_extents(font, text, &extents)
    return extents.x_advance
  }

  typealias Face = Font.Face

  private static func inkHeight(of text: String, font: OpaquePointer) -> CGFloat {
    var extents = cairo_text_extents_t()
    cairo_scaled_font_text_extents(font, text, &extents)
    return -extents.y_bearing
  }

  private static func loadFace(_ face: Font.Face, into state: inout State) -> OpaquePointer? {
    if let loaded = state.faces[face] { return loaded }
    if state.missing.contains(face) { return nil }
    if state.library == nil {
      var library: FT_Library?
      guard FT_Init_FreeType(&library) == 0 else { return nil }
      state.library = library
    }
    var ftFace: FT_Face?
    guard let url = fileURL(for: face),
      FT_New_Face(state.library, url.path, 0, &ftFace) == 0, let ftFace
    else {
      state.missing.insert(face)
      Diagnostics.report(
        Warning(
          .missingFont,
          "The font file \(face.rawValue).ttf was not found (install Debian's fonts-dejavu-core);"
            + " text in this face is measured as empty and not drawn."))
      return nil
    }
    // The FreeType face lives as long as the process: Cairo keeps referring to it.
    let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, 0)
    state.faces[face] = cairoFace
    return cairoFace
  }

  private static func scaledFont(face: Font.Face, size: CGFloat, state: inout State) -> OpaquePointer? {
    let key = ScaledKey(face: face, size: size)
    if let cached = state.scaledFonts[key] { return cached }
    guard let cairoFace = loadFace(face, into: &state) else { return nil }
    var fontMatrix = cairo_matrix_t()
    var identity = cairo_matrix_t()
    cairo_matrix_init_scale(&fontMatrix, size, size)
    cairo_matrix_init_identity(&identity)
    let font = cairo_scaled_font_create(cairoFace, &fontMatrix, &identity, shared.fontOptions)
    state.scaledFonts[key] = font
    return font
  }
}

extension Warning.Kind {
  /// A DejaVu font file is not installed.
  public static let missingFont = Warning.Kind(rawValue: "missingFont")
}
