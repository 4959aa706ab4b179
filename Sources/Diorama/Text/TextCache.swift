/// The limits of Diorama's process-wide text caches: laid-out text (one layout per text, font,
/// width and line settings, shared by measuring and drawing) and per-font metrics.
///
/// Both drop their least recently used entries past a limit, so a program whose text or font
/// sizes come from its input (a server rendering titles from requests) keeps a bounded amount:
/// by default at most 2,048 layouts holding 16 MiB of text, and the metrics of 1,024 fonts.
/// Pango's own font map keeps the fonts of at most 256 font sets besides. A dropped entry is
/// made again when next needed (a layout costs about 0.1 ms per short label).
///
/// The settings apply to the whole process and are safe to change from any thread; lowering a
/// limit drops entries at once.
public enum TextCache {
  /// The most layouts kept (at least 0).
  public static var layoutLimit: Int {
    get { TextLayoutCache.shared.limits.count }
    set { TextLayoutCache.shared.limits.count = newValue }
  }

  /// The most UTF-8 bytes of laid-out text kept, counting 512 bytes more per layout for Pango's
  /// objects (at least 0).
  public static var layoutByteLimit: Int {
    get { TextLayoutCache.shared.limits.bytes }
    set { TextLayoutCache.shared.limits.bytes = newValue }
  }

  /// The layouts kept now.
  public static var layoutCount: Int { TextLayoutCache.shared.count }

  /// The most fonts (a family, weight, style and size) whose metrics are kept (at least 1).
  public static var fontLimit: Int {
    get { FontLibrary.shared.fontCacheLimit }
    set { FontLibrary.shared.fontCacheLimit = newValue }
  }

  /// The fonts whose metrics are kept now.
  public static var fontCount: Int { FontLibrary.shared.cachedFontCount }

  /// Empties both caches.
  public static func removeAll() {
    TextLayoutCache.shared.removeAll()
    FontLibrary.shared.removeCachedFonts()
  }
}
