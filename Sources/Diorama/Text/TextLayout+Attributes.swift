import CCairo
import CPango
import Foundation

/// How a layout's text is styled for Pango: UIKit's attributes as Pango attributes, the
/// language of CJK runs, Korean word breaks, and the copy of a layout that casts a shadow.
extension TextLayout {
  /// Han characters take the forms of the language the text is in: Japanese where it has kana,
  /// Korean where it has Hangul, Simplified Chinese otherwise (as iOS draws Han in an English
  /// locale); kana and Hangul are tagged Japanese and Korean. Fontconfig then picks the Noto
  /// CJK face of that language.
  static func tagLanguages(_ text: String, in list: OpaquePointer) {
    enum Kind { case han, kana, hangul }
    func kind(_ scalar: Unicode.Scalar) -> Kind? {
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: .kana
      case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: .hangul
      case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
        0xFF00...0xFF65,
        0x20000...0x3FFFF:
        .han
      default: nil
      }
    }
    var spans: [(kind: Kind, start: Int, end: Int)] = []
    var offset = 0
    var hasKana = false
    var hasHangul = false
    for scalar in text.unicodeScalars {
      let width = scalar.utf8.count
      if let k = kind(scalar) {
        hasKana = hasKana || k == .kana
        hasHangul = hasHangul || k == .hangul
        if let last = spans.last, last.kind == k, last.end == offset {
          spans[spans.count - 1].end = offset + width
        } else {
          spans.append((k, offset, offset + width))
        }
      }
      offset += width
    }
    for span in spans {
      let tag: String =
        switch span.kind {
        case .kana: "ja"
        case .hangul: "ko"
        case .han: hasKana ? "ja" : hasHangul ? "ko" : "zh-cn"
        }
      guard let attribute = pango_attr_language_new(pango_language_from_string(tag)) else { continue }
      attribute.pointee.start_index = UInt32(span.start)
      attribute.pointee.end_index = UInt32(span.end)
      pango_attr_list_insert(list, attribute)
    }
  }

  /// Pango attributes for one run.
  static func addAttributes(
    of style: AttributedText.Style, from start: Int, to end: Int, scale: CGFloat, tightening: CGFloat = 0,
    to list: OpaquePointer
  ) {
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(start)
      attribute.pointee.end_index = UInt32(end)
      pango_attr_list_insert(list, attribute)
    }
    func channel(_ value: CGFloat) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
    if let font = style.font {
      let description = FontLibrary.shared.description(of: font.scaled(by: scale))
      insert(pango_attr_font_desc_new(description))
      pango_font_description_free(description)
      if !font.features.isEmpty { insert(pango_attr_font_features_new(font.features.joined(separator: ","))) }
    }
    if let color = style.color {
      insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
      if color.alpha < 1 { insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha)))) }
    }
    if let color = style.backgroundColor {
      insert(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
      if color.alpha < 1 { insert(pango_attr_background_alpha_new(max(1, channel(color.alpha)))) }
    }
    if style.spacing != 0 {
      insert(
        pango_attr_letter_spacing_new(Int32((style.spacing * scale - tightening) * CGFloat(PANGO_SCALE))))
    }
    if let language = style.language {
      insert(pango_attr_language_new(pango_language_from_string(language)))
    }
    if !style.underline.isEmpty {
      let double = style.underline.contains(.double) && !style.underline.contains(.thick)
      insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
      if let c = style.underlineColor {
        insert(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)))
      }
    }
    if !style.strikethrough.isEmpty {
      insert(pango_attr_strikethrough_new(1))
      if let c = style.strikethroughColor {
        insert(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)))
      }
    }
    if style.baselineOffset != 0 {
      insert(pango_attr_rise_new(Int32(style.baselineOffset * scale * CGFloat(PANGO_SCALE))))
    }
    if let attachment = style.attachment { insert(shapeAttribute(for: attachment, scale: scale)) }
  }

  /// A Pango shape attribute that reserves the attachment's rectangle (UIKit's bounds: origin
  /// relative to the baseline, y up; Pango's: y down) and carries it to ``drawAttachment``.
  static func shapeAttribute(for attachment: TextAttachmentContent, scale: CGFloat)
    -> UnsafeMutablePointer<PangoAttribute>?
  {
    let units = CGFloat(PANGO_SCALE) * scale
    let b = attachment.bounds
    var rect = PangoRectangle(
      x: Int32((b.minX * units).rounded()), y: Int32((-b.maxY * units).rounded()),
      width: Int32((b.width * units).rounded()), height: Int32((b.height * units).rounded()))
    let data = Unmanaged.passRetained(attachment).toOpaque()
    return pango_attr_shape_new_with_data(
      &rect, &rect, data,
      { data in
        guard let data else { return nil }
        _ = Unmanaged<TextAttachmentContent>.fromOpaque(data).retain()
        return UnsafeMutableRawPointer(mutating: data)
      },
      { data in
        guard let data else { return }
        Unmanaged<TextAttachmentContent>.fromOpaque(data).release()
      })
  }

  /// PangoCairo's shape renderer: draws an attachment's image in its rectangle, at the current
  /// point (the shape's origin on the baseline); adds the rectangle to the path when Pango
  /// builds a path of the text.
  static let drawAttachment: PangoCairoShapeRendererFunc = { cr, shape, doPath, _ in
    guard let cr, let shape, let data = shape.pointee.data else { return }
    let attachment = Unmanaged<TextAttachmentContent>.fromOpaque(data).takeUnretainedValue()
    var x = 0.0
    var y = 0.0
    cairo_get_current_point(cr, &x, &y)
    let rect = shape.pointee.logical_rect
    let units = Double(PANGO_SCALE)
    let frame = CGRect(
      x: x + Double(rect.x) / units, y: y + Double(rect.y) / units, width: Double(rect.width) / units,
      height: Double(rect.height) / units)
    if doPath != 0 {
      cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
      return
    }
    guard let image = attachment.image, image.width > 0, image.height > 0, frame.width > 0, frame.height > 0,
      let surface = ImageSurface.make(image)
    else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_save(cr)
    cairo_translate(cr, frame.minX, frame.minY)
    cairo_scale(cr, frame.width / Double(image.width), frame.height / Double(image.height))
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// A paragraph style's minimum and maximum line heights, as an absolute line height over the
  /// whole text when they move the font's own (multiplied) height.
  static func addLineHeight(
    _ paragraph: ParagraphSettings, key: Key, length: Int, to list: OpaquePointer
  ) {
    guard paragraph.minimumLineHeight > 0 || paragraph.maximumLineHeight > 0 else { return }
    let natural =
      key.font.scaled(by: key.fontScale).lineHeight
      * (paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1)
    var height = max(natural, paragraph.minimumLineHeight)
    if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
    guard height != natural,
      let attribute = pango_attr_line_height_new_absolute(Int32(height * CGFloat(PANGO_SCALE)))
    else {
      return
    }
    attribute.pointee.start_index = 0
    attribute.pointee.end_index = UInt32(length)
    pango_attr_list_insert(list, attribute)
  }

  /// Korean is written with spaces between words, and UIKit (its standard line-break strategy,
  /// "Hangul word priority") breaks lines only there; Pango's UAX #14 rules would also break
  /// between the syllables of a word. Breaks inside runs of Hangul are switched off.
  static func keepHangulWordsTogether(_ text: String, in list: OpaquePointer) {
    func isHangul(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
      default: false
      }
    }
    var offset = 0
    var runStart: Int?
    var runLength = 0
    func close() {
      if let start = runStart, runLength > 1, let attribute = pango_attr_allow_breaks_new(0) {
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(offset)
        pango_attr_list_insert(list, attribute)
      }
      runStart = nil
      runLength = 0
    }
    for scalar in text.unicodeScalars {
      if isHangul(scalar) {
        if runStart == nil { runStart = offset }
        runLength += 1
      } else {
        close()
      }
      offset += scalar.utf8.count
    }
    close()
  }

  /// A copy of `layout` whose glyphs are transparent except where their run (in the layout's
  /// offsets) casts `shadow`.
  static func shadowCopy(
    of layout: OpaquePointer, runs: [AttributedText.Run], casting shadow: AttributedText.Shadow
  ) -> OpaquePointer {
    let copy = pango_layout_copy(layout)!
    let list = pango_attr_list_copy(pango_layout_get_attributes(layout))!
    // Backgrounds cast no shadow.
    let backgrounds = pango_attr_list_filter(
      list,
      { attribute, _ in
        let type = attribute?.pointee.klass.pointee.type
        return type == PANGO_ATTR_BACKGROUND || type == PANGO_ATTR_BACKGROUND_ALPHA ? 1 : 0
      }, nil)
    if let backgrounds { pango_attr_list_unref(backgrounds) }
    let length = UInt32(strlen(pango_layout_get_text(copy)))
    // Everything transparent, then the casting runs opaque black.
    if let hidden = pango_attr_foreground_alpha_new(1) {
      hidden.pointee.start_index = 0
      hidden.pointee.end_index = length
      pango_attr_list_change(list, hidden)
    }
    for run in runs where run.style.shadow == shadow {
      for attribute in [pango_attr_foreground_alpha_new(65535), pango_attr_foreground_new(0, 0, 0)] {
        guard let attribute else { continue }
        attribute.pointee.start_index = UInt32(run.start)
        attribute.pointee.end_index = UInt32(min(run.end, Int(length)))
        pango_attr_list_change(list, attribute)
      }
    }
    pango_layout_set_attributes(copy, list)
    pango_attr_list_unref(list)
    return copy
  }
}
