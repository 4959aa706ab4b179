import CCairo
import CPango
import Foundation

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
    /// The font of characters no run gives one.
    var font: Font
    /// The line width; `.infinity` (or not positive) means unbounded: no wrapping.
    var width: CGFloat
    /// The line limit; 0 means none.
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment
    /// The direction of the view, for natural alignment.
    var direction: UserInterfaceLayoutDirection
    /// Styled runs of attributed text (UTF-8 offsets into `text`).
    var runs: [AttributedText.Run] = []
    /// The paragraph style of attributed text.
    var paragraph: ParagraphSettings? = nil
    /// Every font size is multiplied by this (a label shrinking its text to fit).
    var fontScale: CGFloat = 1
    /// Points taken from the space after each character (a label tightening its text instead
    /// of truncating it); 0 for none.
    var tightening: CGFloat = 0

    /// The key of attributed text.
    init(
      _ content: AttributedText, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode,
      alignment: TextAlignment, direction: UserInterfaceLayoutDirection, fontScale: CGFloat = 1
    ) {
      self.init(
        text: content.string, font: font, width: width, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode,
        alignment: alignment, direction: direction, runs: content.runs, paragraph: content.paragraph,
        fontScale: fontScale)
    }

    init(
      text: String, font: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode,
      alignment: TextAlignment, direction: UserInterfaceLayoutDirection, runs: [AttributedText.Run] = [],
      paragraph: ParagraphSettings? = nil, fontScale: CGFloat = 1
    ) {
      self.text = text
      self.font = font
      self.width = width
      self.numberOfLines = numberOfLines
      self.lineBreakMode = lineBreakMode
      self.alignment = alignment
      self.direction = direction
      self.runs = runs
      self.paragraph = paragraph
      self.fontScale = fontScale
    }
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
  /// The visible lines drawn from their kept glyphs rather than by Pango's renderer.
  var keptGlyphLineCount: Int { glyphRuns.count { $0 != nil } }
  /// The bottom of each visible line, from the top of the text block.
  let lineBottoms: [CGFloat]
  /// The logical width of each visible line, indents included (``size`` has the widest).
  let lineWidths: [CGFloat]
  /// The first and last baselines, from the top of the text block.
  let firstBaseline: CGFloat
  let lastBaseline: CGFloat
  /// Whether the visible lines drop or truncate some of the text.
  let isTruncated: Bool
  /// Characters Pango had no glyph for in any font of the set (drawn as boxes).
  let unknownGlyphCount: Int
  /// The shadow the text casts (the first run's that has one), if any.
  let shadow: AttributedText.Shadow?
  /// What the glyphs of the visible lines cover, relative to the top-left of the text block.
  let inkBounds: CGRect
  /// The UTF-8 bytes of the text that were laid out: all of it, or the start that the visible
  /// lines needed (see ``make(_:)``).
  let laidOutByteCount: Int
  /// Whether the lines shown are those of the whole text.
  private let isComplete: Bool

  private let layouts: [OpaquePointer]
  private let lines: [Line]
  /// Each line's glyphs, kept for drawing without Pango's renderer (`nil`: the renderer draws
  /// it; see ``GlyphRun``).
  private let glyphRuns: [[GlyphRun]?]
  /// For each layout, a copy whose glyphs are drawn only where they cast ``shadow``.
  private let shadowLayouts: [OpaquePointer]

  /// Lays out `source`: the key's text, or the start of it (see ``make(_:)``), with the key's
  /// other settings.
  private init(key: Key, source: Key) {
    self.key = key
    let unbounded = !(source.width.isFinite && source.width > 0)
    let ellipsizes: Bool =
      switch source.lineBreakMode {
      case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: !unbounded
      default: false
      }
    let shadow = source.runs.lazy.compactMap(\.style.shadow).first
    var layouts: [OpaquePointer] = []
    var layoutRuns: [[AttributedText.Run]] = []
    var truncated = false

    // The full text, wrapped at the width (or one line per paragraph), unless the label shows
    // a single line that an ellipsis ends.
    var shown: [(layout: OpaquePointer, index: Int32)] = []
    var main: OpaquePointer?
    var hyphens: [Hyphen] = []
    if !(source.numberOfLines == 1 && ellipsizes) {
      let wraps = !unbounded && source.numberOfLines != 1
      hyphens = wraps ? Self.hyphenation(source) : []
      let (layout, runs) = Self.makeLayout(
        source, pieces: [.text(0..<source.text.utf8.count)], wraps: wraps, ellipsizes: false,
        hyphens: hyphens)
      layouts.append(layout)
      layoutRuns.append(runs)
      main = layout
      for index in 0..<pango_layout_get_line_count(layout) { shown.append((layout, index)) }
    }
    let laidOutLines = shown.count
    var tailEllipsized = false
    // Past the line limit: keep the lines before the last visible one, and let the last one
    // carry the rest of the text (new lines as spaces), ellipsized or clipped.
    let limit = source.numberOfLines
    if limit > 0 && (shown.count > limit || main == nil) {
      let kept = main == nil ? 0 : limit - 1
      var tailStart = 0
      if let main {
        tailStart = Self.textOffset(
          ofLayoutOffset: Int(pango_layout_get_line_readonly(main, Int32(kept))!.pointee.start_index),
          hyphens: hyphens)
      }
      truncated = shown.count > limit
      shown = Array(shown.prefix(kept))
      if ellipsizes {
        let rest = tailStart..<source.text.utf8.count
        var (tail, runs) = Self.makeLayout(source, pieces: [.text(rest)], wraps: false, ellipsizes: true)
        if pango_layout_is_ellipsized(tail) != 0 {
          tailEllipsized = true
          truncated = true
          // Pango chose what to keep but spreads the line's slack around its ellipsis; the kept
          // text and an ellipsis are laid out again, set tight, as UILabel draws them.
          let pieces = Self.keptPieces(
            of: tail, from: tailStart, mode: source.lineBreakMode, text: source.text)
          g_object_unref(UnsafeMutableRawPointer(tail))
          (tail, runs) = Self.makeLayout(
            source, pieces: pieces, wraps: false, ellipsizes: false, fitsWidth: true)
        }
        layouts.append(tail)
        layoutRuns.append(runs)
        shown.append((tail, 0))
      } else if let main {
        shown.append((main, Int32(kept)))
      }
    }

    // Where each line sits: lines of the main layout where Pango stacks them (line spacing
    // included), moved down by the paragraph spacing above them; an ellipsized last line where
    // the main layout's line of that index starts.
    let scale = CGFloat(PANGO_SCALE)
    let paragraphOffsets = main.map { Self.paragraphOffsets(of: $0, key: source) } ?? []
    var placements: [(top: CGFloat, baseline: CGFloat, bottom: CGFloat, x: CGFloat, width: CGFloat)] = []
    for entry in shown {
      let iterator = pango_layout_get_iter(entry.layout)!
      for _ in 0..<entry.index { pango_layout_iter_next_line(iterator) }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
      pango_layout_iter_free(iterator)
      let shift = entry.layout == main ? paragraphOffsets[Int(entry.index)] : 0
      let top = CGFloat(logical.y) / scale + shift
      placements.append(
        (
          top, baseline + shift, top + CGFloat(logical.height) / scale, CGFloat(logical.x) / scale,
          CGFloat(logical.width) / scale
        ))
    }
    if let last = shown.last, last.layout != main, let main, shown.count > 0 {
      // The tail line takes the place of the main layout's line `shown.count - 1`.
      let iterator = pango_layout_get_iter(main)!
      for _ in 0..<(shown.count - 1) { pango_layout_iter_next_line(iterator) }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      pango_layout_iter_free(iterator)
      let shift =
        CGFloat(logical.y) / scale + paragraphOffsets[shown.count - 1] - placements[placements.count - 1].top
      placements[placements.count - 1].top += shift
      placements[placements.count - 1].baseline += shift
      placements[placements.count - 1].bottom += shift
    }

    let width = placements.map(\.width).max() ?? 0
    // Lines of a layout without a width are aligned here: in the source's width when it has one,
    // else against the widest line (as Pango aligns an unbounded layout).
    let room = unbounded ? width : source.width
    let factor: CGFloat =
      switch Self.resolvedAlignment(source, text: source.text) {
      case PANGO_ALIGN_CENTER: 0.5
      case PANGO_ALIGN_RIGHT: 1
      default: 0
      }
    let indent = Self.indents(source)
    var lines: [Line] = []
    var unknown = 0
    for (entry, placement) in zip(shown, placements) {
      var x = placement.x + indent.leading
      if pango_layout_get_width(entry.layout) < 0 { x = (room - placement.width) * factor }
      lines.append(
        Line(layout: entry.layout, index: entry.index, origin: CGPoint(x: x, y: placement.baseline)))
      unknown += Self.unknownGlyphs(in: pango_layout_get_line_readonly(entry.layout, entry.index)!)
    }
    let top = placements.first?.top ?? 0
    self.layouts = layouts
    self.lines = lines.map {
      Line(layout: $0.layout, index: $0.index, origin: CGPoint(x: $0.origin.x, y: $0.origin.y - top))
    }
    inkBounds = Self.inkBounds(of: self.lines)
    glyphRuns = self.lines.map { line in
      pango_layout_get_line_readonly(line.layout, line.index).flatMap { GlyphRun.runs(of: $0) }
    }
    self.shadow = shadow
    shadowLayouts =
      shadow.map { shadow in
        zip(layouts, layoutRuns).map { Self.shadowCopy(of: $0, runs: $1, casting: shadow) }
      } ?? []
    size = CGSize(
      width: width + indent.leading + indent.trailing, height: (placements.last?.bottom ?? 0) - top)
    lineBottoms = placements.map { $0.bottom - top }
    lineWidths = placements.map { $0.width + indent.leading + indent.trailing }
    firstBaseline = (placements.first?.baseline ?? 0) - top
    lastBaseline = (placements.last?.baseline ?? 0) - top
    isTruncated = truncated
    unknownGlyphCount = unknown
    laidOutByteCount = source.text.utf8.count
    // The start of the text sufficed when the lines past the visible ones were laid out from it
    // (the greedy line breaking of the visible lines then never looked at the cut) and the last
    // line, if it ends in an ellipsis, had more text than fits.
    isComplete =
      source.text.utf8.count == key.text.utf8.count
      || (main == nil || laidOutLines >= limit + 2) && (!ellipsizes || tailEllipsized)
  }

  deinit {
    FontLibrary.shared.withPango {
      for layout in layouts + shadowLayouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
  }

  /// The layout for `key`, from the cache or made now.
  ///
  /// Text with a line limit is laid out only as far as its visible lines need: the first
  /// kilobytes of it, twice as many until the lines past the limit (and an ellipsis, if the
  /// last visible line ends in one) come from what was laid out, so a megabyte of text in a
  /// four-line label costs what a few lines cost. Text that is truncated at its head or middle
  /// shows its end, and is laid out whole.
  static func make(_ key: Key) -> TextLayout {
    if let cached = TextLayoutCache.shared.layout(for: key) { return cached }
    let shared = sharingUnbounded(key)
    // Layouts of too short a start are released after the lock (their deinit takes it).
    let (layout, tooShort) = shared.map { ($0, []) } ?? FontLibrary.shared.withPango { laidOut(key) }
    _ = tooShort
    TextLayoutCache.shared.store(layout)
    return layout
  }

  /// A single line of text is measured without a width (a label's intrinsic size) and then
  /// drawn in its bounds: when the unbounded layout is in the cache, fits the width and is
  /// aligned left, the text would break into the same line again, so the bounded layout shares
  /// its lines instead of laying the text out a second time. `nil` otherwise.
  private static func sharingUnbounded(_ key: Key) -> TextLayout? {
    guard key.numberOfLines == 1, key.width.isFinite, key.width > 0, key.paragraph == nil,
      key.tightening == 0
    else { return nil }
    var unboundedKey = key
    unboundedKey.width = .infinity
    guard let unbounded = TextLayoutCache.shared.layout(for: unboundedKey), unbounded.lineCount == 1,
      !unbounded.isTruncated, unbounded.size.width <= key.width,
      resolvedAlignment(key, text: key.text) == PANGO_ALIGN_LEFT
    else { return nil }
    return TextLayout(sharing: unbounded, key: key)
  }

  /// The lines of `other` under another key (see ``sharingUnbounded(_:)``).
  private init(sharing other: TextLayout, key: Key) {
    self.key = key
    size = other.size
    lineBottoms = other.lineBottoms
    lineWidths = other.lineWidths
    firstBaseline = other.firstBaseline
    lastBaseline = other.lastBaseline
    isTruncated = other.isTruncated
    unknownGlyphCount = other.unknownGlyphCount
    shadow = other.shadow
    inkBounds = other.inkBounds
    laidOutByteCount = other.laidOutByteCount
    isComplete = other.isComplete
    layouts = other.layouts
    lines = other.lines
    glyphRuns = other.glyphRuns
    shadowLayouts = other.shadowLayouts
    FontLibrary.shared.withPango {
      for layout in layouts + shadowLayouts { g_object_ref(UnsafeMutableRawPointer(layout)) }
    }
  }

  /// The layout of `key`, and those made of starts of its text that turned out too short.
  private static func laidOut(_ key: Key) -> (TextLayout, tooShort: [TextLayout]) {
    let total = key.text.utf8.count
    let windowed =
      key.numberOfLines > 0 && key.lineBreakMode != .byTruncatingHead
      && key.lineBreakMode != .byTruncatingMiddle
    var length = max(2048, 512 * (key.numberOfLines + 2))
    var tooShort: [TextLayout] = []
    while windowed && length < total {
      let layout = TextLayout(key: key, source: key.prefix(utf8Count: length))
      if layout.isComplete { return (layout, tooShort) }
      tooShort.append(layout)
      length *= 2
    }
    return (TextLayout(key: key, source: key), tooShort)
  }

  /// The text of each visible line as Pango lays it out: soft hyphens where the text was
  /// hyphenated, an ellipsis where it was truncated.
  var lineTexts: [String] {
    FontLibrary.shared.withPango {
      lines.map { line in
        guard let pangoLine = pango_layout_get_line_readonly(line.layout, line.index),
          let text = pango_layout_get_text(line.layout)
        else { return "" }
        let start = Int(pangoLine.pointee.start_index)
        let bytes = UnsafeRawBufferPointer(start: text + start, count: Int(pangoLine.pointee.length))
        return String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  /// Draws the visible lines with the text block's top-left corner at `origin`, in the
  /// current source colour (runs with a colour of their own keep it).
  func draw(in cr: OpaquePointer, at origin: CGPoint) {
    draw(lines, glyphRuns: GlyphRun.path == .keptGlyphs ? glyphRuns : nil, in: cr, at: origin)
  }

  /// Draws only the glyphs that cast ``shadow``, opaque, for the shadow's mask.
  func drawShadowCaster(in cr: OpaquePointer, at origin: CGPoint) {
    let casting = lines.map { line in
      Line(
        layout: shadowLayouts[layouts.firstIndex(of: line.layout)!], index: line.index, origin: line.origin)
    }
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    draw(casting, glyphRuns: nil, in: cr, at: origin)
  }

  /// Draws `lines`, each from its kept glyphs when `glyphRuns` has them, else through Pango's
  /// renderer.
  private func draw(_ lines: [Line], glyphRuns: [[GlyphRun]?]?, in cr: OpaquePointer, at origin: CGPoint) {
    FontLibrary.shared.withPango {
      for (n, line) in lines.enumerated() {
        cairo_move_to(cr, origin.x + line.origin.x, origin.y + line.origin.y)
        if let runs = glyphRuns?[n] {
          GlyphRun.draw(runs, in: cr)
        } else if let pangoLine = pango_layout_get_line_readonly(line.layout, line.index) {
          pango_cairo_show_layout_line(cr, pangoLine)
        }
      }
      cairo_new_path(cr)
    }
  }

  // MARK: Building

  /// A part of the text a layout shows: a UTF-8 range of the key's text, or an ellipsis.
  enum Piece: Equatable {
    case text(Range<Int>)
    case ellipsis
  }

  /// A Pango layout of `pieces` of the key's text with the key's fonts, runs (returned in the
  /// layout's own offsets), width, alignment and paragraph style. New lines become spaces when
  /// the text does not start at 0 (an ellipsized last line carries several paragraphs). With
  /// `fitsWidth`, the layout has the key's width for alignment only: its one line already fits.
  ///
  /// `hyphens` (at UTF-8 offsets into the key's text, sorted, for the whole text only) are
  /// inserted: Pango may break a word at a soft hyphen and draws a hyphen where it does. Without `justifies`, a justified layout is laid out ragged (to measure its lines).
  static func makeLayout(
    _ key: Key, pieces: [Piece], wraps: Bool, ellipsizes: Bool, fitsWidth: Bool = false,
    hyphens: [Hyphen] = [], justifies: Bool = true
  ) -> (OpaquePointer, [AttributedText.Run]) {
    let library = FontLibrary.shared
    var text = ""
    var runs: [AttributedText.Run] = []
    for (n, piece) in pieces.enumerated() {
      let offset = text.utf8.count
      switch piece {
      case .text(let range):
        text += substring(key.text, utf8: range)
        for run in key.runs {
          let start = max(run.start, range.lowerBound)
          let end = min(run.end, range.upperBound)
          if start < end {
            runs.append(
              .init(
                start: start - range.lowerBound + offset, end: end - range.lowerBound + offset,
                style: run.style))
          }
        }
      case .ellipsis:
        text += ellipsis
        // The ellipsis takes the style of the character it stands next to.
        let anchor: Int? =
          switch (n > 0 ? pieces[n - 1] : nil, n + 1 < pieces.count ? pieces[n + 1] : nil) {
          case (.text(let before)?, _) where !before.isEmpty: before.upperBound - 1
          case (_, .text(let after)?): after.lowerBound
          default: nil
          }
        if let anchor, let run = key.runs.first(where: { $0.start <= anchor && anchor < $0.end }) {
          runs.append(.init(start: offset, end: offset + ellipsis.utf8.count, style: run.style))
        }
      }
    }
    if pieces != [.text(0..<key.text.utf8.count)] { text = text.replacingOccurrences(of: "\n", with: " ") }
    if !hyphens.isEmpty { (text, runs) = insertHyphens(hyphens, into: text, runs: runs) }
    let paragraph = key.paragraph
    let rightToLeft =
      switch paragraph?.baseWritingDirection ?? .natural {
      case .natural: isRightToLeft(text)
      case .leftToRight: false
      case .rightToLeft: true
      }
    let layout = pango_layout_new(rightToLeft ? library.rightToLeftContext : library.context)!
    pango_layout_set_text(layout, text, -1)
    let description = library.description(of: key.font.scaled(by: key.fontScale))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    let attributes = pango_attr_list_new()!
    // UIKit breaks long words without a hyphen unless a paragraph style asks for one.
    if (paragraph?.hyphenationFactor ?? 0) <= 0 {
      pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    }
    if !key.font.features.isEmpty {
      pango_attr_list_insert(
        attributes, pango_attr_font_features_new(key.font.features.joined(separator: ",")))
    }
    if key.tightening > 0 {
      pango_attr_list_insert(
        attributes, pango_attr_letter_spacing_new(Int32(-key.tightening * CGFloat(PANGO_SCALE))))
    }
    for run in runs {
      addAttributes(
        of: run.style, from: run.start, to: run.end, scale: key.fontScale, tightening: key.tightening,
        to: attributes)
    }
    tagLanguages(text, in: attributes)
    if let paragraph { addLineHeight(paragraph, key: key, length: text.utf8.count, to: attributes) }
    keepHangulWordsTogether(text, in: attributes)
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)

    let indent = indents(key)
    if key.width.isFinite && key.width > 0 && (wraps || ellipsizes || fitsWidth) {
      let width = max(1, key.width - indent.leading - indent.trailing)
      pango_layout_set_width(layout, Int32(min(width * CGFloat(PANGO_SCALE), CGFloat(Int32.max))))
    }
    if let paragraph {
      pango_layout_set_indent(
        layout, Int32((paragraph.firstLineHeadIndent - paragraph.headIndent) * CGFloat(PANGO_SCALE)))
      pango_layout_set_spacing(layout, Int32(max(0, paragraph.lineSpacing) * CGFloat(PANGO_SCALE)))
      if paragraph.lineHeightMultiple > 0 {
        pango_layout_set_line_spacing(layout, Float(paragraph.lineHeightMultiple))
      }
    }
    pango_layout_set_wrap(
      layout, key.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
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
    pango_layout_set_justify(
      layout, justifies && (paragraph?.alignment ?? key.alignment) == .justified ? 1 : 0)
    return (layout, runs)
  }

  static let ellipsis = "\u{2026}"

  /// What an ellipsized one-line layout kept of the key's text (which it shows from `start`),
  /// with the ellipsis where Pango put it; white space next to the ellipsis is dropped, as
  /// UILabel drops it.
  private static func keptPieces(of layout: OpaquePointer, from start: Int, mode: LineBreakMode, text: String)
    -> [Piece]
  {
    var kept: [Range<Int>] = []
    var run = pango_layout_get_line_readonly(layout, 0)?.pointee.runs
    while let node = run {
      if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
        item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) == 0
      {
        let offset = Int(item.pointee.offset) + start
        kept.append(offset..<(offset + Int(item.pointee.length)))
      }
      run = node.pointee.next
    }
    kept.sort { $0.lowerBound < $1.lowerBound }
    // Merge touching ranges; the ellipsis goes where the one gap is (or at the mode's end).
    var merged: [Range<Int>] = []
    for range in kept {
      if let last = merged.last, last.upperBound >= range.lowerBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    let bytes = Array(text.utf8)
    func trimmed(_ range: Range<Int>, leading: Bool, trailing: Bool) -> Range<Int> {
      var lower = range.lowerBound
      var upper = range.upperBound
      while leading && lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x0A) { lower += 1 }
      while trailing && upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x0A) { upper -= 1 }
      return lower..<upper
    }
    switch (mode, merged.count) {
    case (_, 0): return [.ellipsis]
    case (.byTruncatingHead, 1):
      return [.ellipsis, .text(trimmed(merged[0], leading: true, trailing: false))]
    case (.byTruncatingTail, 1):
      return [.text(trimmed(merged[0], leading: false, trailing: true)), .ellipsis]
    case (_, 1):
      // A middle ellipsis that kept everything on one side.
      return merged[0].lowerBound > start
        ? [.ellipsis, .text(trimmed(merged[0], leading: true, trailing: false))]
        : [.text(trimmed(merged[0], leading: false, trailing: true)), .ellipsis]
    default:
      return [
        .text(trimmed(merged[0], leading: false, trailing: true)), .ellipsis,
        .text(trimmed(merged[merged.count - 1], leading: true, trailing: false)),
      ]
    }
  }

  /// The room a paragraph style's head and tail indents take on the leading and trailing sides.
  private static func indents(_ key: Key) -> (leading: CGFloat, trailing: CGFloat) {
    guard let paragraph = key.paragraph else { return (0, 0) }
    let head = max(0, min(paragraph.headIndent, paragraph.firstLineHeadIndent))
    let trailing: CGFloat
    if paragraph.tailIndent > 0, key.width.isFinite {
      trailing = max(0, key.width - paragraph.tailIndent)
    } else {
      trailing = max(0, -paragraph.tailIndent)
    }
    return (head, trailing)
  }

  /// Natural alignment follows the text's own direction, or the view's when that is right to
  /// left; justified text aligns its last line the same way; the others are absolute. A
  /// paragraph style's alignment wins over the label's.
  private static func resolvedAlignment(_ key: Key, text: String) -> PangoAlignment {
    switch key.paragraph?.alignment ?? key.alignment {
    case .natural, .justified:
      let rightToLeft: Bool =
        switch key.paragraph?.baseWritingDirection ?? .natural {
        case .natural: key.direction == .rightToLeft || isRightToLeft(text)
        case .leftToRight: false
        case .rightToLeft: true
        }
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

  /// The characters of a UTF-8 byte range (Pango's offsets, always at character boundaries).
  private static func substring(_ text: String, utf8 range: Range<Int>) -> String {
    if range.lowerBound == 0 && range.upperBound >= text.utf8.count { return text }
    let utf8 = Array(text.utf8)
    return String(decoding: utf8[max(0, range.lowerBound)..<min(range.upperBound, utf8.count)], as: UTF8.self)
  }

  /// The union of the lines' ink rectangles, each placed at its line's origin.
  private static func inkBounds(of lines: [Line]) -> CGRect {
    var box = CGRect.null
    let scale = CGFloat(PANGO_SCALE)
    for line in lines {
      guard let pangoLine = pango_layout_get_line_readonly(line.layout, line.index) else { continue }
      var ink = PangoRectangle()
      pango_layout_line_get_extents(pangoLine, &ink, nil)
      guard ink.width > 0, ink.height > 0 else { continue }
      box = box.union(
        CGRect(
          x: line.origin.x + CGFloat(ink.x) / scale, y: line.origin.y + CGFloat(ink.y) / scale,
          width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale))
    }
    return box
  }

  /// Glyphs of a line that no font of the set has (Pango's "unknown glyph" flag).
  private static func unknownGlyphs(in line: UnsafeMutablePointer<PangoLayoutLine>) -> Int {
    var count = 0
    var run = line.pointee.runs
    while let node = run {
      if let item = node.pointee.data {
        let glyphRun = item.assumingMemoryBound(to: PangoGlyphItem.self)
        if let glyphs = glyphRun.pointee.glyphs {
          for i in 0..<Int(glyphs.pointee.num_glyphs)
          where glyphs.pointee.glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
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
