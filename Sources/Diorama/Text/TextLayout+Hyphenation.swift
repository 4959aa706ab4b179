import CPango
import Foundation

/// Hyphenation of a paragraph style with a `hyphenationFactor` above 0, as UIKit does it: a
/// line is hyphenated when, broken between words, it would fill less of its width than the
/// factor; the word that starts the next line then gets its dictionary's break points (from
/// ``Hyphenator``, in the language of its run), and Pango breaks it at one of them if a part
/// fits. A word too long for any line is hyphenated at its break points whatever the factor.
extension TextLayout {
  /// The hyphens to insert into the key's text so that the wrapped text breaks as UIKit's
  /// hyphenation does; empty when the paragraph style does not ask for hyphenation.
  ///
  /// The text is laid out ragged (justification stretches every line) with the hyphens found so
  /// far; each line, first to last, that ends a paragraph's non-last line and fills less than
  /// the factor lets the next line's first word hyphenate, and the text is laid out again from
  /// there. Lines above a change never move (Pango breaks lines first to last), so this costs
  /// at most one layout per line.
  ///
  /// For justified text the hyphens of the lines that end hyphenated are visible ones (see
  /// ``Hyphen``); the greedy line breaker ends those lines there again.
  static func hyphenation(_ key: Key) -> [Hyphen] {
    guard let paragraph = key.paragraph, paragraph.hyphenationFactor > 0 else { return [] }
    let factor = CGFloat(min(paragraph.hyphenationFactor, 1))
    let words = hyphenatableWords(key)
    guard !words.isEmpty else { return [] }
    var enabled = Set<Int>()
    var breaks: [Hyphen] = []
    var firstLine: Int32 = 0
    while true {
      let (layout, _) = makeLayout(
        key, pieces: [.text(0..<key.text.utf8.count)], wraps: true, ellipsizes: false, hyphens: breaks,
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
        let start = textOffset(ofLayoutOffset: Int(next.pointee.start_index), hyphens: breaks)
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
        breaks = enabled.sorted().flatMap { words[$0].breaks.map { Hyphen(offset: $0) } }
        firstLine = index
        changed = true
        break
      }
      if !changed {
        guard paragraph.alignment == .justified else { return breaks }
        // The lines that start after a hyphen: their hyphen becomes a visible one.
        var used = Set<Int>()
        for index in 1..<max(1, count) {
          guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
          used.insert(textOffset(ofLayoutOffset: Int(line.pointee.start_index), hyphens: breaks))
        }
        return breaks.map { Hyphen(offset: $0.offset, isVisible: used.contains($0.offset)) }
      }
    }
  }

  /// The words of the key's text with their break points, each in the dictionary of the
  /// language its run names (`NSAttributedString.Key.languageIdentifier`), or en-US.
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

  /// A hyphen inserted into the text before a UTF-8 offset of the key's text: a soft hyphen
  /// (U+00AD), where Pango may break and then draws a hyphen, or a visible hyphen (U+2010) where
  /// a justified line is known to break. (Pango 1.50 justifies a line that ends at a soft hyphen
  /// as if the hyphen took no room, so it would stick out of the line by its width.)
  struct Hyphen: Hashable, Sendable {
    var offset: Int
    var isVisible = false

    var text: String { isVisible ? "\u{2010}" : "\u{AD}" }
    var length: Int { isVisible ? 3 : 2 }
  }

  /// `text` with `hyphens` (sorted by offset) inserted, and `runs` moved to match; a hyphen takes
  /// the style of the character before it.
  static func insertHyphens(_ hyphens: [Hyphen], into text: String, runs: [AttributedText.Run])
    -> (String, [AttributedText.Run])
  {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + hyphens.count * 3)
    var previous = 0
    for hyphen in hyphens {
      let offset = min(max(hyphen.offset, previous), bytes.count)
      result += bytes[previous..<offset]
      result += hyphen.text.utf8
      previous = offset
    }
    result += bytes[previous...]
    func moved(_ offset: Int) -> Int {
      offset + hyphens.prefix { $0.offset <= offset }.reduce(0) { $0 + $1.length }
    }
    let shifted = runs.map { AttributedText.Run(start: moved($0.start), end: moved($0.end), style: $0.style) }
    return (String(decoding: result, as: UTF8.self), shifted)
  }

  /// The offset in the key's text of an offset in a layout's text that has `hyphens` (sorted)
  /// inserted.
  static func textOffset(ofLayoutOffset offset: Int, hyphens: [Hyphen]) -> Int {
    var inserted = 0
    for hyphen in hyphens {
      guard hyphen.offset + inserted < offset else { break }
      inserted += hyphen.length
    }
    return offset - inserted
  }
}
