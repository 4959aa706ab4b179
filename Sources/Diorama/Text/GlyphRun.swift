import CCairo
import CPango

/// A line's glyphs kept for drawing straight with `cairo_show_glyphs`.
///
/// `pango_cairo_show_layout_line` walks the line's runs on every draw: it acquires Pango's
/// shared renderer, reads the current point, applies each run's attributes, saves and restores
/// Cairo's state around each run and builds its glyph array again. For a line whose runs carry
/// no attribute that the renderer draws (colours, lines, shapes) and no glyph that it draws as a
/// box, the result is the glyphs of each run, placed by the same integer arithmetic, in the run's
/// Cairo font: kept here once, so that drawing a label is a few Cairo calls. Glyph positions are
/// computed from the current point exactly as Pango's renderer computes them, so the pixels are
/// the same (`TextGlyphRunTests` compares both ways byte for byte).
struct GlyphRun {
  /// One glyph: its index in the font and its offset from the run's origin, in Pango units.
  struct Glyph {
    var index: UInt
    var x: Int32
    var y: Int32
  }

  /// The run's Cairo font, owned by the Pango font of the run's item (which the layout keeps).
  let font: OpaquePointer
  /// The run's origin from the line's, in Pango units.
  let x: Int32
  let y: Int32
  let glyphs: [Glyph]

  /// How a ``TextLayout`` draws its lines: through the kept glyphs where it can (the default), or
  /// always through Pango's renderer (the reference the tests compare with).
  enum Path: Sendable {
    case keptGlyphs
    case pangoRenderer
  }

  /// Pango's `PANGO_GLYPH_EMPTY` and `PANGO_GLYPH_UNKNOWN_FLAG` (macros with casts, which Swift
  /// does not import).
  private static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF
  private static let unknownFlag: PangoGlyph = 0x1000_0000

  /// The path of drawing in this task.
  @TaskLocal static var path = Path.keptGlyphs

  /// The runs of `line`, or `nil` when Pango's renderer must draw it. Called with Pango's lock
  /// held.
  static func runs(of line: UnsafeMutablePointer<PangoLayoutLine>) -> [GlyphRun]? {
    var runs: [GlyphRun] = []
    // The run's horizontal position, accumulated as `pango_renderer_draw_layout_line` does.
    var xOffset: Int32 = 0
    var node = line.pointee.runs
    while let current = node {
      node = current.pointee.next
      guard let data = current.pointee.data else { return nil }
      let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
      guard let item = run.item, let glyphString = run.glyphs,
        drawsPlainly(item.pointee.analysis.extra_attrs),
        item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_CENTERED_BASELINE) == 0,
        let font = item.pointee.analysis.font,
        let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
        cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS
      else { return nil }
      xOffset &+= run.start_x_offset
      var glyphs: [Glyph] = []
      glyphs.reserveCapacity(Int(glyphString.pointee.num_glyphs))
      var position: Int32 = 0
      var width: Int32 = 0
      for i in 0..<Int(glyphString.pointee.num_glyphs) {
        let info = glyphString.pointee.glyphs[i]
        width &+= info.geometry.width
        defer { position &+= info.geometry.width }
        if info.glyph == Self.emptyGlyph { continue }
        // Unknown characters are drawn as boxes with their code point: Pango's renderer does that.
        guard info.glyph & Self.unknownFlag == 0 else { return nil }
        glyphs.append(
          Glyph(index: UInt(info.glyph), x: position &+ info.geometry.x_offset, y: info.geometry.y_offset))
      }
      // The renderer draws the run at (x, 0 - y_offset): a fallback font's baseline shift.
      if !glyphs.isEmpty {
        runs.append(GlyphRun(font: scaled, x: xOffset, y: 0 &- run.y_offset, glyphs: glyphs))
      }
      xOffset &+= width &+ run.end_x_offset
    }
    return runs
  }

  /// Attributes that shape or break text but that Pango's renderer does not look at: a run with
  /// only these is drawn as its glyphs.
  private static let layoutOnlyAttributes = Set(
    [
      PANGO_ATTR_INSERT_HYPHENS, PANGO_ATTR_FONT_FEATURES, PANGO_ATTR_LETTER_SPACING, PANGO_ATTR_LINE_HEIGHT,
      PANGO_ATTR_ABSOLUTE_LINE_HEIGHT, PANGO_ATTR_ALLOW_BREAKS, PANGO_ATTR_LANGUAGE, PANGO_ATTR_FALLBACK,
      PANGO_ATTR_SHOW,
    ].map(\.rawValue))

  /// Whether a run's extra attributes are all ``layoutOnlyAttributes``.
  private static func drawsPlainly(_ attributes: UnsafeMutablePointer<GSList>?) -> Bool {
    var node = attributes
    while let current = node {
      guard let data = current.pointee.data else { return false }
      let attribute = data.assumingMemoryBound(to: PangoAttribute.self)
      guard let kind = attribute.pointee.klass?.pointee.type, layoutOnlyAttributes.contains(kind.rawValue)
      else {
        return false
      }
      node = current.pointee.next
    }
    return true
  }

  /// Draws `runs` with the line's origin at Cairo's current point, in the current source.
  static func draw(_ runs: [GlyphRun], in cr: OpaquePointer) {
    var originX = 0.0
    var originY = 0.0
    cairo_get_current_point(cr, &originX, &originY)
    let scale = Double(PANGO_SCALE)
    let count = runs.reduce(0) { max($0, $1.glyphs.count) }
    withUnsafeTemporaryAllocation(of: cairo_glyph_t.self, capacity: count) { buffer in
      for run in runs {
        // The same operations, in the same order, as Pango's Cairo renderer.
        let baseX = originX + Double(run.x) / scale
        let baseY = originY + Double(run.y) / scale
        for (n, glyph) in run.glyphs.enumerated() {
          buffer[n] = cairo_glyph_t(
            index: glyph.index, x: baseX + Double(glyph.x) / scale,
            y: glyph.y == 0 ? baseY : baseY + Double(glyph.y) / scale)
        }
        cairo_set_scaled_font(cr, run.font)
        cairo_show_glyphs(cr, buffer.baseAddress, Int32(run.glyphs.count))
      }
    }
  }
}
