import Foundation

/// Text broken into lines for a font, a width and a line limit: the one place where wrapping
/// and truncation happen, shared by measurement (`Label.sizeThatFits`) and drawing.
struct TextLayout: Hashable, Sendable {
  /// One laid-out line.
  struct Line: Hashable, Sendable {
    var text: String
    var width: CGFloat
  }

  static let ellipsis = "\u{2026}"

  var font: Font
  var lines: [Line]

  /// The widest line's width.
  var width: CGFloat { lines.map(\.width).max() ?? 0 }
  /// The height of all lines.
  var height: CGFloat { CGFloat(lines.count) * font.lineHeight }

  /// Lays `text` out.
  /// - Parameters:
  ///   - maxWidth: the line width; `.infinity` (or non-positive) means unbounded.
  ///   - numberOfLines: the line limit; 0 means unlimited. With 1, text never wraps.
  ///   - lineBreakMode: how lines wrap and how the last visible line is truncated.
  /// - Complexity: O(n log n) glyph-advance measurements for n characters.
  init(text: String, font: Font, maxWidth: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode) {
    self.font = font
    let limit = maxWidth.isFinite && maxWidth > 0 ? maxWidth : .infinity
    let paragraphs =
      text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var wrapped: [String] = []
    for paragraph in paragraphs {
      if numberOfLines == 1 || limit == .infinity {
        wrapped.append(paragraph)
      } else {
        wrapped += TextLayout.wrap(
          paragraph, font: font, width: limit, byCharacter: lineBreakMode == .byCharWrapping)
      }
      if numberOfLines == 1 { break }
    }
    var truncateLast = false
    if numberOfLines > 0 && wrapped.count > numberOfLines {
      // The last visible line carries the rest of the text, to be truncated or clipped.
      let rest = wrapped[(numberOfLines - 1)...].joined(separator: " ")
      wrapped = Array(wrapped.prefix(numberOfLines - 1)) + [rest]
      truncateLast = true
    } else if numberOfLines == 1 && paragraphs.count > 1 {
      truncateLast = true
    }
    lines = wrapped.enumerated().map { index, line in
      var text = line
      let isLast = index == wrapped.count - 1
      if isLast && (truncateLast || font.width(of: line) > limit) && limit.isFinite {
        text = TextLayout.truncate(line, font: font, width: limit, mode: lineBreakMode, forced: truncateLast)
      }
      return Line(text: text, width: min(font.width(of: text), limit))
    }
  }

  /// Greedy line breaking at spaces; words wider than the line break between characters.
  static func wrap(_ paragraph: String, font: Font, width: CGFloat, byCharacter: Bool) -> [String] {
    if paragraph.isEmpty { return [""] }
    if byCharacter { return wrapCharacters(paragraph, font: font, width: width) }
    var lines: [String] = []
    // `nil` right after a break, so the spaces a line breaks at vanish; the spaces that open the
    // paragraph (an indent) are kept, as unbounded measurement keeps them.
    var current: String?
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = current.map { $0 + " " + word } ?? word
      if font.width(of: candidate) <= width {
        current = candidate
        continue
      }
      if let current, !current.allSatisfy({ $0 == " " }) { lines.append(current) }
      if font.width(of: word) <= width {
        current = word.isEmpty ? nil : word
      } else {
        var pieces = wrapCharacters(word, font: font, width: width)
        current = pieces.removeLast()
        lines += pieces
      }
    }
    lines.append(current ?? "")
    return lines
  }

  static func wrapCharacters(_ text: String, font: Font, width: CGFloat) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      let count = max(1, longestFittingPrefix(rest, font: font, width: width))
      lines.append(String(rest.prefix(count)))
      rest = rest.dropFirst(count)
    }
    return lines.isEmpty ? [""] : lines
  }

  /// The number of leading characters of `text` whose advance fits in `width` (binary search).
  static func longestFittingPrefix(_ text: Substring, font: Font, width: CGFloat) -> Int {
    var low = 0
    var high = text.count
    while low < high {
      let mid = (low + high + 1) / 2
      if font.width(of: String(text.prefix(mid))) <= width { low = mid } else { high = mid - 1 }
    }
    return low
  }

  static func longestFittingSuffix(_ text: Substring, font: Font, width: CGFloat) -> Int {
    var low = 0
    var high = text.count
    while low < high {
      let mid = (low + high + 1) / 2
      if font.width(of: String(text.suffix(mid))) <= width { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Shortens `line` to `width` with an ellipsis where the mode says; clipping modes cut it.
  static func truncate(_ line: String, font: Font, width: CGFloat, mode: LineBreakMode, forced: Bool)
    -> String
  {
    let text = Substring(line.trimmingCharacters(in: .whitespaces))
    if !forced && font.width(of: String(text)) <= width { return String(text) }
    let room = width - font.width(of: ellipsis)
    switch mode {
    case .byWordWrapping, .byCharWrapping, .byClipping:
      return String(text.prefix(max(1, longestFittingPrefix(text, font: font, width: width))))
    case .byTruncatingTail:
      let kept = longestFittingPrefix(text, font: font, width: room)
      return String(text.prefix(kept)).trimmingCharacters(in: .whitespaces) + ellipsis
    case .byTruncatingHead:
      let kept = longestFittingSuffix(text, font: font, width: room)
      return ellipsis + String(text.suffix(kept)).trimmingCharacters(in: .whitespaces)
    case .byTruncatingMiddle:
      let head = longestFittingPrefix(text, font: font, width: room / 2)
      let tail = longestFittingSuffix(
        text, font: font, width: room - font.width(of: String(text.prefix(head))))
      return String(text.prefix(head)) + ellipsis + String(text.suffix(tail))
    }
  }
}
