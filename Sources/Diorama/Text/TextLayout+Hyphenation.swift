import CPango
import Foundation

/// Hyphenation of a paragraph style with a `hyphenationFactor` above 0, as UIKit does it: a
/// line is hyphenated when, broken between words, it would fill less of its width than the
/// factor; the word that starts the next line then gets its dictionary's break points (from
/// ``Hyphenator``, in the language of its run), and Pango breaks it at one of them if a part
/// fits. A word too long for any line is hyphenated at its break points whatever the factor.
extension TextLayout {
  /// The offsets in the key's text where soft hyphens go so that the wrapped text breaks as
  /// UIKit's hyphenation does; empty when the paragraph style does not ask for hyphenation.
  ///
  /// The text is laid out ragged (justification stretches every line) with the hyphens found so
  /// far; each line, first to last, that ends a paragraph's non-last line and fills less than
  /// the factor lets the next line's first word hyphenate, and the text is laid out again from
  /// there. Lines above a change never move (Pango breaks lines first to last), so this costs
  /// at most one layout per line.
  static func hyphenationBreaks(_ key: Key) -> [Int] {
    guard let paragraph = key.paragraph, paragraph.hyphenationFactor > 0 else { return [] }
    let factor = CGFloat(min(paragraph.hyphenationFactor, 1))
    let words = hyphenatableWords(key)
    guard !words.isEmpty else { return [] }
    var enabled = Set<Int>()
    var breaks: [Int] = []
    var firstLine: Int32 = 0
    while true {
      let (layout, _) = makeLayout(
        key, pieces: [.text(0..<key.text.utf8.count)], wraps: true, ellipsizes: false, softHyphens: breaks,
        justifies: false)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let width = CGFloat(pango_layout_get_width(layout)) / CGFloat(PANGO_SCALE)
      let indent = CGFloat(pango_layout_get_indent(layout)) / CGFloat(PANGO_SCALE)
      let count = pango_layout_get_line_count(layout)
      var changed = false
      var index = firstLine
      while index + 1 < count {
        defer { index += 1 }
        guard let line = pango_layout_get_line_readonly(layout, index),
          let next = pango_layout_get_line_readonly(layout, index + 1),
          pango_layout_line_is_paragraph_start(next) == 0
        else { continue }
        let start = textOffset(ofLayoutOffset: Int(next.pointee.start_index), softHyphens: breaks)
        guard let word = words.firstIndex(where: { $0.range.contains(start) }), !enabled.contains(word) else {
          continue
        }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let isFirst = pango_layout_line_is_paragraph_start(line) != 0
        let room = width - (isFirst == (indent > 0) ? abs(indent) : 0)
        let fill = CGFloat(logical.width) / CGFloat(PANGO_SCALE) / max(room, 1)
        // A word that Pango had to break between characters is too long for any line.
        let splitsWord = start > words[word].range.lowerBound
        guard fill < factor || splitsWord else { continue }
        enabled.insert(word)
        breaks = enabled.sorted().flatMap { words[$0].breaks }
        firstLine = index
        changed = true
        break
      }
      if !changed { return breaks }
    }
  }

  /// The words of the key's text with their break points, each in the dictionary of the
  /// language its run names (``NSAttributedString/Key/languageIdentifier``), or en-US.
  static func hyphenatableWords(_ key: Key) -> [Hyphenator.Word] {
    let length = key.text.utf8.count
    // The text in pieces of one language each.
    var segments: [(range: Range<Int>, language: String)] = []
    var position = 0
    for run in key.runs.sorted(by: { $0.start < $1.start }) {
      guard let language = run.style.language, run.start >= position else { continue }
      if run.start > position { segments.append((position..<run.start, Hyphenator.defaultLanguage)) }
      segments.append((run.start..<run.end, language))
      position = run.end
    }
    if position < length { segments.append((position..<length, Hyphenator.defaultLanguage)) }
    let bytes = Array(key.text.utf8)
    var words: [Hyphenator.Word] = []
    for segment in segments {
      let piece = String(decoding: bytes[segment.range], as: UTF8.self)
      let offset = segment.range.lowerBound
      for word in Hyphenator.shared.words(in: piece, language: segment.language) {
        words.append(
          Hyphenator.Word(
            range: (word.range.lowerBound + offset)..<(word.range.upperBound + offset),
            breaks: word.breaks.map { $0 + offset }))
      }
    }
    return words
  }

  /// The soft hyphen's UTF-8 length.
  private static let softHyphenLength = "\u{AD}".utf8.count

  /// `text` with a soft hyphen before each offset of `breaks` (sorted), and `runs` moved to
  /// match; a soft hyphen takes the style of the character before it.
  static func insertSoftHyphens(_ breaks: [Int], into text: String, runs: [AttributedText.Run])
    -> (String, [AttributedText.Run])
  {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + breaks.count * softHyphenLength)
    var previous = 0
    for offset in breaks {
      result += bytes[previous..<min(offset, bytes.count)]
      result += "\u{AD}".utf8
      previous = min(offset, bytes.count)
    }
    result += bytes[previous...]
    func moved(_ offset: Int) -> Int {
      offset + softHyphenLength * breaks.prefix { $0 <= offset }.count
    }
    let shifted = runs.map { AttributedText.Run(start: moved($0.start), end: moved($0.end), style: $0.style) }
    return (String(decoding: result, as: UTF8.self), shifted)
  }

  /// The offset in the key's text of an offset in a layout's text that has soft hyphens before
  /// the key's offsets `breaks` (sorted).
  static func textOffset(ofLayoutOffset offset: Int, softHyphens breaks: [Int]) -> Int {
    var inserted = 0
    for (k, position) in breaks.enumerated() where position + softHyphenLength * k < offset {
      inserted = k + 1
    }
    return offset - softHyphenLength * inserted
  }
}
