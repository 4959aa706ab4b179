import Foundation
import Testing

@testable import Diorama

/// A line limit bounds the work: a megabyte of text in a four-line label is laid out only as far
/// as four lines need, and shows what laying out the whole text would show.
@Suite struct LineLimitLayoutTests {
  /// About a megabyte of words: a title taken from a request, say.
  private static let megabyte: String = {
    let words = ["share", "card", "Diorama", "renders", "a", "title", "wrapping", "over", "lines"]
    var text = ""
    var index = 0
    while text.utf8.count < 1_000_000 {
      text += words[index % words.count] + " "
      index += 7
    }
    return text
  }()

  private static func key(
    _ text: String, lines: Int, mode: LineBreakMode, width: CGFloat = 300
  ) -> TextLayout.Key {
    TextLayout.Key(
      text: text, font: .boldSystemFont(ofSize: 24), width: width, numberOfLines: lines, lineBreakMode: mode,
      alignment: .natural, direction: .leftToRight)
  }

  @Test(arguments: [LineBreakMode.byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping])
  func aLongTextWithALineLimitIsLaidOutOnlyAsFarAsItsLinesNeed(mode: LineBreakMode) {
    let layout = TextLayout.make(Self.key(Self.megabyte, lines: 4, mode: mode))
    // Four lines of 300 points hold well under a kilobyte; the first window is a few kilobytes.
    #expect(layout.laidOutByteCount <= 8192)
    #expect(layout.lineCount == 4)
    #expect(layout.isTruncated)
    // The oracle: the same text cut by hand far past four lines, laid out whole (it is shorter
    // than the first start tried), shows the same lines.
    let cut = String(Self.megabyte.prefix(2000))
    let reference = TextLayout.make(Self.key(cut, lines: 4, mode: mode))
    #expect(reference.laidOutByteCount == cut.utf8.count)
    #expect(layout.lineTexts == reference.lineTexts)
    #expect(layout.size == reference.size)
  }

  @Test func aSingleEllipsizedLineStopsEarlyToo() {
    let layout = TextLayout.make(Self.key(Self.megabyte, lines: 1, mode: .byTruncatingTail))
    #expect(layout.laidOutByteCount <= 4096)
    #expect(layout.lineTexts.count == 1)
    #expect(layout.lineTexts[0].hasSuffix(TextLayout.ellipsis))
  }

  @Test func textThatFitsIsLaidOutWhole() {
    let text = String(repeating: "word ", count: 2000)  // 10 kB, one paragraph
    let layout = TextLayout.make(Self.key(text, lines: 0, mode: .byWordWrapping))
    #expect(layout.laidOutByteCount == text.utf8.count)
    // One unwrapped line under a limit of three: no start of it suffices, so all of it is used.
    let short = TextLayout.make(Self.key(text, lines: 3, mode: .byTruncatingTail, width: .infinity))
    #expect(short.lineCount == 1)
    #expect(short.laidOutByteCount == text.utf8.count)
  }

  @Test func headTruncationShowsTheEndOfTheText() {
    let text = String(repeating: "start ", count: 800) + "the very end"
    let layout = TextLayout.make(Self.key(text, lines: 2, mode: .byTruncatingHead))
    #expect(layout.lineTexts.last?.hasSuffix("the very end") == true)
  }

  @Test func aPrefixEndsOnAWholeCharacter() {
    let key = Self.key("ab😀cd", lines: 1, mode: .byClipping)
    // "ab" is 2 bytes, the emoji 4 more: a cut at 3, 4 or 5 keeps "ab".
    #expect(key.prefix(utf8Count: 4).text == "ab")
    #expect(key.prefix(utf8Count: 6).text == "ab😀")
    #expect(key.prefix(utf8Count: 100).text == "ab😀cd")
  }
}
