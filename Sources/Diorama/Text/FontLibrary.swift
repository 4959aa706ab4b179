import CCairo
import CPango
import Foundation

/// Diorama's text engine: one fontconfig configuration of its own, one Pango font map and
/// context over it, and the fixed font options every piece of text is measured and drawn with.
///
/// **Deterministic fonts.** The configuration is built in memory and lists only the folders of
/// the Debian font packages the project installs (Inter, Noto, Noto CJK, Noto Color Emoji,
/// DejaVu) plus the fonts a program registers itself; it never reads `/etc/fonts`,
/// `FONTCONFIG_FILE`, the user's `~/.config` or the locale. Every family falls back along the
/// same list (``fallbackFamilies``), and the Pango context's language is fixed, so text shapes,
/// breaks and renders the same on every machine with those packages. Glyphs are unhinted,
/// with unhinted metrics and unrounded positions, so layouts scale exactly with the scene.
///
/// **Threads.** Pango's objects are not thread-safe, and text is measured during layout and
/// drawn on the renderer's worker threads: every Pango call goes through ``withPango(_:)``.
final class FontLibrary: @unchecked Sendable {
  static let shared = FontLibrary()

  /// The font folders of Debian's packages, in the order fontconfig reads them.
  static let fontFolders = [
    "/usr/share/fonts/opentype/inter",  // fonts-inter
    "/usr/share/fonts/truetype/noto",  // fonts-noto-core, fonts-noto-color-emoji
    "/usr/share/fonts/opentype/noto",  // fonts-noto-cjk
    "/usr/share/fonts/truetype/dejavu",  // fonts-dejavu-core
  ]

  /// The system font's family: Inter, the closest open match to San Francisco's metrics.
  static let systemFamily = "Inter"
  /// The family of ``Font/monospacedSystemFont(ofSize:weight:)``.
  static let monospacedFamily = "DejaVu Sans Mono"

  /// What every family falls back to, in order, for characters it does not have. The Noto CJK
  /// faces are not listed: text layout tags Han, kana and Hangul with their language, and
  /// fontconfig picks the face of that language (SC, JP or KR).
  static let fallbackFamilies = [
    "Inter", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
    "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans Thai", "Noto Sans Lao", "Noto Sans Khmer",
    "Noto Sans Myanmar", "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Ethiopic",
    "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math", "Noto Color Emoji",
    "DejaVu Sans",
  ]

  /// The language Pango itemizes and breaks with when the text does not say (fixed, not the
  /// locale's).
  static let defaultLanguage = "en-us"

  /// The Cairo font options every text operation uses: grey antialiasing, no hinting, unhinted
  /// metrics.
  let fontOptions: OpaquePointer
  /// fontconfig's configuration (`FcConfig *`).
  private let config: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// The Pango context left-to-right text is laid out in.
  let context: OpaquePointer
  /// The same for text whose first strong character is right to left (its base direction).
  let rightToLeftContext: OpaquePointer
  private let lock = NSLock()
  /// Caches that fonts registered later invalidate, bounded by ``TextCache/fontLimit``.
  private var metricsCache = LRUCache<Font, FontMetrics>(countLimit: 1024)
  private var postScriptNames = LRUCache<Font, String>(countLimit: 1024)
  /// The faces of the set, listed once (fontconfig walks every font to list them).
  private var faceList: [(family: String, postScriptName: String, weight: Double, italic: Bool)]?

  private init() {
    let options = cairo_font_options_create()!
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    fontOptions = options

    let config = FcConfigCreate()!
    let xml = Self.configuration()
    _ = xml.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
      }
    }
    FcConfigBuildFonts(config)
    self.config = config

    let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
    pango_fc_font_map_set_config(Self.fcFontMap(fontMap), config)
    self.fontMap = fontMap
    func makeContext(_ direction: PangoDirection) -> OpaquePointer {
      let context = pango_font_map_create_context(fontMap)!
      pango_cairo_context_set_font_options(context, options)
      pango_cairo_context_set_resolution(context, 72)
      pango_context_set_language(context, pango_language_from_string(Self.defaultLanguage))
      pango_context_set_round_glyph_positions(context, 0)
      pango_context_set_base_dir(context, direction)
      pango_cairo_context_set_shape_renderer(context, TextLayout.drawAttachment, nil, nil)
      return context
    }
    context = makeContext(PANGO_DIRECTION_LTR)
    rightToLeftContext = makeContext(PANGO_DIRECTION_RTL)
  }

  /// The in-memory fontconfig file: the font folders, the system's font cache (a cache only
  /// speeds loading up; it does not change what is found), the fallback list appended to every
  /// request, Pango's `emoji` family (which it asks for emoji runs) as Noto Color Emoji, and
  /// fonts made of bitmaps (the colour emoji) scaled from their strike to the size
  /// asked for, by the factor Pango reads (`pixelsizefixupfactor`).
  static func configuration() -> String {
    let folders = fontFolders.map { "  <dir>\($0)</dir>" }.joined(separator: "\n")
    let fallbacks = fallbackFamilies.map { "      <string>\($0)</string>" }.joined(separator: "\n")
    return """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
      \(folders)
        <cachedir>/var/cache/fontconfig</cachedir>
        <alias binding="same">
          <family>emoji</family>
          <prefer><family>Noto Color Emoji</family></prefer>
        </alias>
        <match target="pattern">
          <edit name="family" mode="append_last">
      \(fallbacks)
          </edit>
        </match>
        <match target="font">
          <test name="pixelsize" target="font" compare="more"><double>0</double></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
          <edit name="matrix" mode="assign">
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </edit>
        </match>
      </fontconfig>
      """
  }

  /// The font map as a `PangoFcFontMap *`, which it is.
  private static func fcFontMap(_ map: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
    OpaquePointer(map)
  }

  /// Runs `body` holding the lock that serialises every use of Pango and fontconfig.
  func withPango<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  // MARK: Fonts

  /// A Pango font description for `font` (the caller frees it).
  func description(of font: Font) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.familyName)
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.openTypeWeight)))
    pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
    return description
  }

  /// Vertical metrics of `font`'s own face (not its fallbacks), in points.
  func metrics(of font: Font) -> FontMetrics {
    withPango {
      if let cached = metricsCache.value(forKey: font) { return cached }
      var result = FontMetrics(ascent: 0, descent: 0, height: 0, capHeight: 0, xHeight: 0)
      let description = self.description(of: font)
      defer { pango_font_description_free(description) }
      if font.pointSize > 0, let loaded = pango_font_map_load_font(fontMap, context, description) {
        defer { g_object_unref(loaded) }
        let language = pango_language_from_string(Self.defaultLanguage)
        if let metrics = pango_font_get_metrics(loaded, language) {
          let scale = Double(PANGO_SCALE)
          result.ascent = Double(pango_font_metrics_get_ascent(metrics)) / scale
          result.descent = Double(pango_font_metrics_get_descent(metrics)) / scale
          result.height = Double(pango_font_metrics_get_height(metrics)) / scale
          pango_font_metrics_unref(metrics)
        }
        if let hbFont = pango_font_get_hb_font(loaded) {
          var xScale: Int32 = 0
          var yScale: Int32 = 0
          hb_font_get_scale(hbFont, &xScale, &yScale)
          if yScale != 0 {
            var position: hb_position_t = 0
            let points = Double(font.pointSize) / Double(yScale)
            hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &position)
            result.capHeight = Double(position) * points
            hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &position)
            result.xHeight = Double(position) * points
          }
        }
      }
      metricsCache.insert(result, forKey: font, cost: 0)
      return result
    }
  }

  /// The PostScript name of the face that `font` draws with.
  func postScriptName(of font: Font) -> String {
    withPango {
      if let cached = postScriptNames.value(forKey: font) { return cached }
      let pattern = FcPatternCreate()!
      defer { FcPatternDestroy(pattern) }
      FcPatternAddString(pattern, FC_FAMILY, font.familyName)
      FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(font.weight.openTypeWeight)))
      FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
      var name = font.familyName
      var result = FcResultNoMatch
      if let match = FcFontMatch(config, pattern, &result) {
        name = Self.string(match, FC_POSTSCRIPT_NAME) ?? name
        FcPatternDestroy(match)
      }
      postScriptNames.insert(name, forKey: font, cost: 0)
      return name
    }
  }

  /// The faces the configuration holds, as (family, PostScript name, OpenType weight, italic).
  func faces() -> [(family: String, postScriptName: String, weight: Double, italic: Bool)] {
    withPango {
      if let faceList { return faceList }
      let pattern = FcPatternCreate()!
      defer { FcPatternDestroy(pattern) }
      let objects = FcObjectSetCreate()!
      defer { FcObjectSetDestroy(objects) }
      for name in [FC_FAMILY, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(objects, name) }
      guard let list = FcFontList(config, pattern, objects) else { return [] }
      defer { FcFontSetDestroy(list) }
      var faces: [(String, String, Double, Bool)] = []
      for i in 0..<Int(list.pointee.nfont) {
        guard let face = list.pointee.fonts[i], let family = Self.string(face, FC_FAMILY) else { continue }
        var weight = 0.0
        FcPatternGetDouble(face, FC_WEIGHT, 0, &weight)
        var slant: Int32 = 0
        FcPatternGetInteger(face, FC_SLANT, 0, &slant)
        faces.append(
          (
            family, Self.string(face, FC_POSTSCRIPT_NAME) ?? family, FcWeightToOpenTypeDouble(weight),
            slant != 0
          ))
      }
      faceList = faces
      return faces
    }
  }

  /// Adds a font file to the configuration (`CTFontManagerRegisterFontsForURL`'s job) and
  /// returns the PostScript names of its faces.
  func register(fileAt url: URL) throws(FontError) -> [String] {
    guard FileManager.default.fileExists(atPath: url.path) else { throw .fileNotFound(url) }
    let names = try withPango { () throws(FontError) -> [String] in
      var count: Int32 = 0
      var names: [String] = []
      var index: Int32 = 0
      repeat {
        guard let pattern = FcFreeTypeQuery(url.path, UInt32(index), nil, &count) else {
          throw FontError.unreadableFont(url)
        }
        names.append(Self.string(pattern, FC_POSTSCRIPT_NAME) ?? Self.string(pattern, FC_FAMILY) ?? "")
        FcPatternDestroy(pattern)
        index += 1
      } while index < count
      guard FcConfigAppFontAddFile(config, url.path) == FcTrue else { throw FontError.unreadableFont(url) }
      pango_fc_font_map_config_changed(Self.fcFontMap(fontMap))
      pango_context_changed(context)
      pango_context_changed(rightToLeftContext)
      _ = metricsCache.removeAll()
      _ = postScriptNames.removeAll()
      faceList = nil
      return names
    }
    // Outside the lock: releasing a layout takes it.
    TextLayoutCache.shared.removeAll()
    return names
  }

  /// The most fonts whose metrics and names are kept (``TextCache/fontLimit``).
  var fontCacheLimit: Int {
    get { withPango { metricsCache.countLimit } }
    set {
      withPango {
        metricsCache.countLimit = max(1, newValue)
        postScriptNames.countLimit = max(1, newValue)
        _ = metricsCache.trim()
        _ = postScriptNames.trim()
      }
    }
  }

  /// The fonts whose metrics are kept.
  var cachedFontCount: Int { withPango { metricsCache.count } }

  /// Forgets every font's metrics and name.
  func removeCachedFonts() {
    withPango {
      _ = metricsCache.removeAll()
      _ = postScriptNames.removeAll()
    }
  }

  private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
    return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
  }
}

/// Vertical metrics of a face at a size, in points.
struct FontMetrics: Hashable, Sendable {
  var ascent: CGFloat
  var descent: CGFloat
  var height: CGFloat
  var capHeight: CGFloat
  var xHeight: CGFloat
}

/// Why a font file could not be registered.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file at that URL.
  case fileNotFound(URL)
  /// The file is not a font FreeType can read.
  case unreadableFont(URL)

  public var description: String {
    switch self {
    case .fileNotFound(let url): "No font file at \(url.path)."
    case .unreadableFont(let url): "\(url.path) is not a font file FreeType can read (TTF, OTF, TTC)."
    }
  }
}
