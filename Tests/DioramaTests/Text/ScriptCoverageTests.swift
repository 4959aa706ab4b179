import Foundation
import Testing

@testable import Diorama

/// Every script the font set promises has a glyph for every character: Pango flags a glyph that
/// no font had (it would draw a box), and none of these strings may have one.
@Suite struct ScriptCoverageTests {
  static let samples: [(script: String, text: String)] = [
    ("Latin", "The quick brown fox jumps over the lazy dog: fiancé, naïve, Ærøskøbing, Łódź"),
    ("Greek", "Καλημέρα κόσμε· ξεσκεπάζω την ψυχοφθόρα βδελυγμία"),
    ("Cyrillic", "Съешь же ещё этих мягких французских булок, да выпей чаю"),
    ("Arabic", "السلام عليكم ورحمة الله، مرحبا بالعالم"),
    ("Hebrew", "שָׁלוֹם עוֹלָם, דג סקרן שט בים מאוכזב"),
    ("Devanagari", "नमस्ते दुनिया, हिन्दी में क्षत्रिय और श्री"),
    ("Thai", "สวัสดีชาวโลก ภาษาไทยเป็นภาษาที่สวยงาม"),
    ("Chinese (Simplified)", "你好，世界！简体中文的排版与换行。"),
    ("Japanese", "こんにちは、世界。カタカナと漢字の日本語テキスト"),
    ("Korean", "안녕하세요 세계, 다람쥐 헌 쳇바퀴에 타고파"),
    // Skin tone modifiers, a flag (regional indicators), ZWJ sequences (a family, a technologist).
    ("Emoji", "👋 👋🏻 👋🏽 👋🏿 🇯🇵 🇧🇷 🇺🇦 👨‍👩‍👧‍👦 👩🏽‍💻 🏳️‍🌈 ❤️‍🔥"),
  ]

  @Test(arguments: samples.map(\.script))
  func everyCharacterHasAGlyph(script: String) throws {
    let text = try #require(Self.samples.first { $0.script == script }?.text)
    let layout = textLayout(text)
    #expect(layout.size.width > 0)
    #expect(layout.unknownGlyphCount == 0, "\(script): \(layout.unknownGlyphCount) glyphs drawn as boxes")
  }

  @Test func aCodepointNoFontHasIsCountedAsUnknown() {
    // U+10FFFD and U+F0000 (the supplementary private-use planes 16 and 15): no font of the set
    // maps either (every cmap of the four font folders read with fontTools). The BMP's
    // private-use area is no control: Inter maps U+E000 through U+E0FF and more.
    #expect(textLayout("a\u{10FFFD}b").unknownGlyphCount == 1)
    #expect(textLayout("\u{10FFFD}\u{10FFFD} \u{F0000}").unknownGlyphCount == 3)
  }

  /// Han characters have regional forms (骨, 直 and 门 differ between Chinese and Japanese), and
  /// Noto Sans CJK has a face per region. Japanese text (with kana) takes the Japanese forms;
  /// Simplified Chinese text should take the Chinese ones, as on iOS, where Han text in an
  /// English locale falls back to PingFang SC.
  @Test func hanTakesTheFormsOfItsLanguage() throws {
    let system = Font.systemFont(ofSize: 40)
    let japanese = "かな骨直門"
    let japaneseFont = try #require(Font(name: "Noto Sans CJK JP", size: 40))
    let japaneseDrawn = try renderedLabel(japanese, font: system, width: 240, height: 60)
    let japaneseExpected = try renderedLabel(japanese, font: japaneseFont, width: 240, height: 60)
    #expect(japaneseDrawn == japaneseExpected)
    let chinese = "骨直说门"
    let chineseFont = try #require(Font(name: "Noto Sans CJK SC", size: 40))
    let chineseDrawn = try renderedLabel(chinese, font: system, width: 240, height: 60)
    let chineseExpected = try renderedLabel(chinese, font: chineseFont, width: 240, height: 60)
    #expect(chineseDrawn == chineseExpected)
  }
}
