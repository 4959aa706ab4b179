import Foundation

extension TextLayout.Key {
  /// The same key with only the first `count` UTF-8 bytes of the text (fewer, to end on a whole
  /// character), its styled runs cut to match.
  func prefix(utf8Count count: Int) -> Self {
    let utf8 = text.utf8
    var end = utf8.index(utf8.startIndex, offsetBy: min(count, utf8.count))
    while end > utf8.startIndex && end.samePosition(in: text.unicodeScalars) == nil {
      end = utf8.index(before: end)
    }
    var copy = self
    copy.text = String(text[..<end])
    let length = copy.text.utf8.count
    copy.runs = runs.compactMap { run in
      guard run.start < length else { return nil }
      var cut = run
      cut.end = min(run.end, length)
      return cut
    }
    return copy
  }
}
