import Foundation

/// Attributed text as a value: the string, its styled runs in Pango's UTF-8 byte offsets, and
/// the paragraph style of its first character. Made once from an `NSAttributedString` when a
/// label or text layer is given one; Sendable and hashable, so layouts can be cached by it and
/// drawn on the renderer's threads.
struct AttributedText: Hashable, Sendable {
  /// What a run of characters is drawn with, beyond the label's own font and colour.
  struct Style: Hashable, Sendable {
    var font: Font?
    var color: Color?
    var backgroundColor: Color?
    /// Points added after each character (kern and tracking together).
    var spacing: CGFloat = 0
    var underline: NSUnderlineStyle = []
    var underlineColor: Color?
    var strikethrough: NSUnderlineStyle = []
    var strikethroughColor: Color?
    var baselineOffset: CGFloat = 0
    var shadow: Shadow?
    /// The BCP 47 language of the run.
    var language: String?
    /// An inline image drawn in place of the run's character.
    var attachment: TextAttachmentContent?

    var isPlain: Bool { self == Style() }
  }

  /// A text shadow as a value.
  struct Shadow: Hashable, Sendable {
    var offset: CGSize
    var blurRadius: CGFloat
    var color: Color
  }

  /// Characters `start..<end` (UTF-8 byte offsets) drawn with `style`.
  struct Run: Hashable, Sendable {
    var start: Int
    var end: Int
    var style: Style
  }

  var string: String
  var runs: [Run]
  var paragraph: ParagraphSettings?

  /// Plain text.
  init(_ string: String) {
    self.string = string
    runs = []
    paragraph = nil
  }

  /// The runs and paragraph style of `attributed`. Values of the wrong type are ignored, as
  /// UIKit ignores them; ranges come from the string itself, so they are always inside it.
  init(_ attributed: NSAttributedString) {
    string = attributed.string
    var ranges: [(NSRange, [NSAttributedString.Key: Any])] = []
    attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) {
      attributes, range, _ in
      ranges.append((range, attributes))
    }
    var paragraph: ParagraphSettings?
    var runs: [Run] = []
    let offsets = Self.utf8Offsets(
      of: ranges.flatMap { [$0.0.location, $0.0.location + $0.0.length] }, in: string)
    for (i, (_, attributes)) in ranges.enumerated() {
      if i == 0, let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style.settings }
      let style = Self.style(of: attributes)
      let start = offsets[2 * i]
      let end = offsets[2 * i + 1]
      guard !style.isPlain, start < end else { continue }
      runs.append(Run(start: start, end: end, style: style))
    }
    self.runs = runs
    self.paragraph = paragraph
  }

  private static func style(of attributes: [NSAttributedString.Key: Any]) -> Style {
    var style = Style()
    style.font = attributes[.font] as? Font
    style.color = attributes[.foregroundColor] as? Color
    if attributes[.link] != nil { style.color = .link }  // as a text view's link attributes win
    style.backgroundColor = attributes[.backgroundColor] as? Color
    style.spacing = number(attributes[.kern]) + number(attributes[.tracking])
    style.underline = lineStyle(attributes[.underlineStyle])
    style.underlineColor = attributes[.underlineColor] as? Color
    style.strikethrough = lineStyle(attributes[.strikethroughStyle])
    style.strikethroughColor = attributes[.strikethroughColor] as? Color
    style.baselineOffset = number(attributes[.baselineOffset])
    if let language = attributes[.languageIdentifier] as? String, !language.isEmpty {
      style.language = language
    }
    if let attachment = attributes[.attachment] as? NSTextAttachment {
      style.attachment = TextAttachmentContent(attachment)
    }
    if let shadow = attributes[.shadow] as? NSShadow {
      style.shadow = Shadow(
        offset: shadow.shadowOffset, blurRadius: max(0, shadow.shadowBlurRadius),
        color: shadow.shadowColor as? Color ?? Color(white: 0, alpha: 1.0 / 3.0))
    }
    return style
  }

  private static func number(_ value: Any?) -> CGFloat {
    let n: CGFloat
    switch value {
    case let v as CGFloat: n = v
    case let v as Double: n = CGFloat(v)
    case let v as Float: n = CGFloat(v)
    case let v as Int: n = CGFloat(v)
    case let v as NSNumber: n = CGFloat(v.doubleValue)
    default: n = 0
    }
    return n.isFinite ? n : 0
  }

  private static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
    switch value {
    case let v as NSUnderlineStyle: v
    case let v as Int: NSUnderlineStyle(rawValue: v)
    case let v as NSNumber: NSUnderlineStyle(rawValue: v.intValue)
    default: []
    }
  }

  /// Converts UTF-16 offsets (`NSRange`'s) to UTF-8 byte offsets (Pango's) in one pass. An
  /// offset inside a surrogate pair moves to the start of its character.
  static func utf8Offsets(of utf16Offsets: [Int], in string: String) -> [Int] {
    let order = utf16Offsets.indices.sorted { utf16Offsets[$0] < utf16Offsets[$1] }
    var result = [Int](repeating: 0, count: utf16Offsets.count)
    var next = 0
    var utf16 = 0
    var utf8 = 0
    for scalar in string.unicodeScalars {
      let width16 = scalar.utf16.count
      while next < order.count && utf16Offsets[order[next]] < utf16 + width16 {
        result[order[next]] = utf8
        next += 1
      }
      utf16 += width16
      utf8 += scalar.utf8.count
    }
    while next < order.count {
      result[order[next]] = utf8
      next += 1
    }
    return result
  }
}
