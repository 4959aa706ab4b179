import CCairo
import CPango
import Foundation
import Synchronization

/// Text laid out by Pango for a font, a width and line settings: the one object that both
/// measures (`Label.sizeThatFits`) and draws (the renderer), cached by its ``Key`` so that an
/// unchanged label is not shaped again.
///
/// Pango itemizes the text by script and direction (FriBidi), shapes it with HarfBuzz (kerning,
/// ligatures, Arabic joining, Indic reordering), picks fallback fonts per character, and breaks
/// lines by Unicode's rules (UAX #14, with dictionaries for Thai). On top of that, this type
/// gives UILabel's rules: a line limit that counts lines across paragraphs, and the last visible
/// line truncated with an ellipsis at its head, middle or tail.
final class TextLayout: @unchecked Sendable {
  /// Everything a layout depends on.
  struct Key: Hashable, Sendable {
    var text: String
    var font: Font
    /// The line width; `.infinity` (or not positive) means unbounded: no wrapping.
    var width: CGFloat
    /// The line limit; 0 means none.
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment
    /// The direction of the view, for natural alignment.
    var direction: UserInterfaceLayoutDirection
  }

  /// One visible line: which Pango layout and line draw it, and where.
  private struct Line {
    var layout: OpaquePointer
    var index: Int32
    /// The left end of the line's baseline, relative to the top-left of the text block.
    var origin: CGPoint
  }

  let key: Key
  /// The size of the visible lines: the widest line's logical width, the lines' total height.
  let size: CGSize
  /// The number of visible lines.
  var lineCount: Int { lines.count }
  /// The first and last baselines, from the top of the text block.
  let firstBaseline: CGFloat
  let lastBaseline: CGFloat
  /// Whether the visible lines drop or truncate some of the text.
  let isTruncated: Bool
  /// Characters Pango had no glyph for in any font of the set (drawn as boxes).
  let unknownGlyphCount: Int

  private let layouts: [OpaquePointer]
  private let lines: [Line]

  private init(key: Key) {
    self.key = key
    let unbounded = !(key.width.isFinite && key.width > 0)
    let ellipsizes: Bool =
      switch key.lineBreakMode {
      case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: !unbounded
      default: false
      }
    let paragraphs = key.text.split(separator: "\n", omittingEmptySubsequences: false)
    var layouts: [OpaquePointer] = []
    var lines: [Line] = []
    var truncated = false

    // The full text, wrapped at the width (or one line per paragraph), unless the label shows
    // a single line that an ellipsis ends.
    var shown: [(layout: OpaquePointer, index: Int32)] = []
    if !(key.numberOfLines == 1 && ellipsizes) {
      let main = Self.makeLayout(key, text: key.text, wraps: !unbounded && key.numberOfLines != 1, ellipsizes: false)
      layouts.append(main)
      let count = pango_layout_get_line_count(main)
      for index in 0..<count { shown.append((main, index)) }
    }
    // Past the line limit: keep the lines before the last visible one, and let the last one
    // carry the rest of the text (new lines as spaces), ellipsized or clipped.
    let limit = key.numberOfLines
    if limit > 0 && (shown.count > limit || shown.isEmpty) {
      truncated = shown.count > limit || paragraphs.count > 1
      let kept = shown.isEmpty ? 0 : limit - 1
      let restStart = shown.isEmpty ? 0 : pango_layout_get_line_readonly(shown[0].layout, Int32(kept))!.pointee.start_index
      shown = Array(shown.prefix(kept))
      if ellipsizes {
        let rest = Self.substring(key.text, fromUTF8Offset: Int(restStart)).replacingOccurrences(of: "\n", with: " ")
        let tail = Self.makeLayout(key, text: rest, wraps: false, ellipsizes: true)
        layouts.append(tail)
        shown.append((tail, 0))
        truncated = truncated || pango_layout_is_ellipsized(tail) != 0
      } else if let main = layouts.first {
        shown.append((main, Int32(kept)))
      }
    }

    // Stack the lines: each line's logical rectangle under the previous one.
    let scale = CGFloat(PANGO_SCALE)
    var top: CGFloat = 0
    var width: CGFloat = 0
    var firstBaseline: CGFloat = 0
    var lastBaseline: CGFloat = 0
    var unknown = 0
    var widths: [CGFloat] = []
    for (n, entry) in shown.enumerated() {
      let line = pango_layout_get_line_readonly(entry.layout, entry.index)!
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      // The line's x within its layout (Pango's alignment inside the layout's width).
      var placed = PangoRectangle()
      let iterator = pango_layout_get_iter(entry.layout)!
      for _ in 0..<entry.index { pango_layout_iter_next_line(iterator) }
      pango_layout_iter_get_line_extents(iterator, nil, &placed)
      pango_layout_iter_free(iterator)
      let baseline = top - CGFloat(logical.y) / scale
      lines.append(Line(layout: entry.layout, index: entry.index, origin: CGPoint(x: CGFloat(placed.x) / scale, y: baseline)))
      if n == 0 { firstBaseline = baseline }
      lastBaseline = baseline
      widths.append(CGFloat(logical.width) / scale)
      width = max(width, widths[n])
      top += CGFloat(logical.height) / scale
      unknown += Self.unknownGlyphs(in: line)
    }
    // Lines of a layout without a width are aligned here: in the key's width when it has one,
    // else against the widest line (as Pango aligns an unbounded layout).
    let room = unbounded ? width : key.width
    let factor: CGFloat =
      switch Self.resolvedAlignment(key, text: key.text) {
      case PANGO_ALIGN_CENTER: 0.5
      case PANGO_ALIGN_RIGHT: 1
      default: 0
      }
    for i in lines.indices where pango_layout_get_width(lines[i].layout) < 0 {
      lines[i].origin.x = (room - widths[i]) * factor
    }
    self.layouts = layouts
    self.lines = lines
    size = CGSize(width: width, height: top)
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    isTruncated = truncated
    unknownGlyphCount = unknown
  }

  deinit {
    FontLibrary.shared.withPango {
      for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
  }

  /// The layout for `key`, from the cache or made now.
  static func make(_ key: Key) -> TextLayout {
    if let cached = TextLayoutCache.shared.layout(for: key) { return cached }
    let layout = FontLibrary.shared.withPango { TextLayout(key: key) }
    TextLayoutCache.shared.store(layout)
    return layout
  }

  /// Draws the visible lines with the text block's top-left corner at `origin`, in the
  /// current source colour.
  func draw(in cr: OpaquePointer, at origin: CGPoint) {
    FontLibrary.shared.withPango {
      for line in lines {
        guard let pangoLine = pango_layout_get_line_readonly(line.layout, line.index) else { continue }
        cairo_move_to(cr, origin.x + line.origin.x, origin.y + line.origin.y)
        pango_cairo_show_layout_line(cr, pangoLine)
      }
      cairo_new_path(cr)
    }
  }

  // MARK: Building

  /// A Pango layout of `text` with the key's font, width and alignment.
  private static func makeLayout(_ key: Key, text: String, wraps: Bool, ellipsizes: Bool) -> OpaquePointer {
    let library = FontLibrary.shared
    let rightToLeft = isRightToLeft(text)
    let layout = pango_layout_new(rightToLeft ? library.rightToLeftContext : library.context)!
    pango_layout_set_text(layout, text, -1)
    let description = library.description(of: key.font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)

    let attributes = pango_attr_list_new()!
    // UIKit breaks long words without a hyphen unless a paragraph style asks for one.
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    if !key.font.features.isEmpty {
      pango_attr_list_insert(attributes, pango_attr_font_features_new(key.font.features.joined(separator: ",")))
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)

    if key.width.isFinite && key.width > 0 && (wraps || ellipsizes) {
      pango_layout_set_width(layout, Int32(min(key.width * CGFloat(PANGO_SCALE), CGFloat(Int32.max))))
    }
    pango_layout_set_wrap(layout, key.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    if ellipsizes {
      let mode: PangoEllipsizeMode =
        switch key.lineBreakMode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
      pango_layout_set_ellipsize(layout, mode)
    }

    // Alignment is absolute: with its own base direction, a layout would mirror it for
    // right-to-left paragraphs.
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_alignment(layout, resolvedAlignment(key, text: text))
    pango_layout_set_justify(layout, key.alignment == .justified ? 1 : 0)
    return layout
  }

  /// Natural alignment follows the text's own direction, or the view's when that is right to
  /// left; justified text aligns its last line the same way; the others are absolute.
  private static func resolvedAlignment(_ key: Key, text: String) -> PangoAlignment {
    switch key.alignment {
    case .natural, .justified:
      let rightToLeft = key.direction == .rightToLeft || isRightToLeft(text)
      return rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    case .left: return PANGO_ALIGN_LEFT
    case .center: return PANGO_ALIGN_CENTER
    case .right: return PANGO_ALIGN_RIGHT
    }
  }

  /// Whether the text's first strong letter is right to left (Unicode's bidi rules P2 and P3),
  /// which makes its paragraphs right to left.
  static func isRightToLeft(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      let type = Int(fribidi_get_bidi_type(scalar.value).rawValue)
      if type & Int(FRIBIDI_MASK_STRONG) != 0 && type & Int(FRIBIDI_MASK_LETTER) != 0 {
        return type & Int(FRIBIDI_MASK_RTL) != 0
      }
    }
    return false
  }

  /// The characters from a UTF-8 byte offset (Pango's indices) to the end.
  private static func substring(_ text: String, fromUTF8Offset offset: Int) -> String {
    let utf8 = text.utf8
    guard offset > 0, let start = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex) else {
      return text
    }
    return String(text[start...])
  }

  /// Glyphs of a line that no font of the set has (Pango's "unknown glyph" flag).
  private static func unknownGlyphs(in line: UnsafeMutablePointer<PangoLayoutLine>) -> Int {
    var count = 0
    var run = line.pointee.runs
    while let node = run {
      if let item = node.pointee.data {
        let glyphRun = item.assumingMemoryBound(to: PangoGlyphItem.self)
        if let glyphs = glyphRun.pointee.glyphs {
          for i in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
            count += 1
          }
        }
      }
      run = node.pointee.next
    }
    return count
  }
}

extension TextLayout: Hashable {
  static func == (a: TextLayout, b: TextLayout) -> Bool { a === b || a.key == b.key }
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// The layouts made recently, by key: measuring a label and drawing it, frame after frame,
/// shape its text once.
final class TextLayoutCache: Sendable {
  static let shared = TextLayoutCache()
  /// How many layouts are kept; past that, the older half is dropped.
  static let capacity = 4096

  private struct State {
    var layouts: [TextLayout.Key: (layout: TextLayout, generation: Int)] = [:]
    var generation = 0
  }

  private let state = Mutex(State())

  func layout(for key: TextLayout.Key) -> TextLayout? {
    state.withLock { state in
      guard let entry = state.layouts[key] else { return nil }
      state.generation += 1
      state.layouts[key] = (entry.layout, state.generation)
      return entry.layout
    }
  }

  func store(_ layout: TextLayout) {
    // Layouts dropped here are released outside the lock (their deinit takes Pango's).
    var dropped: [TextLayout] = []
    state.withLock { state in
      state.generation += 1
      state.layouts[layout.key] = (layout, state.generation)
      if state.layouts.count > Self.capacity {
        let cutoff = state.generation - Self.capacity / 2
        for (key, entry) in state.layouts where entry.generation < cutoff {
          dropped.append(entry.layout)
          state.layouts[key] = nil
        }
      }
    }
    dropped.removeAll()
  }

  func removeAll() {
    let old = state.withLock { state in
      defer { state.layouts.removeAll() }
      return state.layouts
    }
    _ = old
  }
}
