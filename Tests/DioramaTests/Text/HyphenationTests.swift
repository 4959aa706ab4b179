import Foundation
import Testing

@testable import Diorama

/// Hyphenation with Debian's libhyphen dictionaries, where a paragraph style's
/// `hyphenationFactor` asks for it. The expected break points are the dictionaries' own, as
/// pyphen (an independent implementation of the same pattern algorithm, reading the same
/// `hyph_*.dic` files) prints them, with en-US's minimum distances of 2 and 3 letters:
/// `pyphen.Pyphen(lang='en_US', left=2, right=3).inserted('hyphenation')` → `hy-phen-ation`.
@Suite struct HyphenationTests {
  static let font = Font.systemFont(ofSize: 20)
  static let softHyphen = "\u{AD}"

  /// Where `word` may break, as the hyphenated word (`hy-phen-ation`).
  func hyphenated(_ word: String, language: String) -> String? {
    let words = Hyphenator.shared.words(in: word, language: language)
    guard words.count <= 1 else { return nil }
    var result = ""
    let bytes = Array(word.utf8)
    var previous = 0
    for offset in words.first?.breaks ?? [] {
      result += String(decoding: bytes[previous..<offset], as: UTF8.self) + "-"
      previous = offset
    }
    return result + String(decoding: bytes[previous...], as: UTF8.self)
  }

  /// The lines as drawn: a line broken at a soft hyphen ends with "-" (as does one ending with
  /// the hyphen U+2010 justified text gets); the other soft hyphens (the rest of the word's break
  /// points) are invisible.
  func shown(_ layout: TextLayout) -> [String] {
    layout.lineTexts.map { line in
      let hyphenated = line.hasSuffix(Self.softHyphen) || line.hasSuffix("\u{2010}")
      return line.replacingOccurrences(of: Self.softHyphen, with: "").replacingOccurrences(
        of: "\u{2010}", with: "")
        + (hyphenated ? "-" : "")
    }
  }

  /// A label's layout of `text` with a hyphenating paragraph style.
  func layout(
    _ text: String, width: CGFloat, factor: Float = 1, alignment: TextAlignment = .natural,
    attributes: [NSAttributedString.Key: Any] = [:]
  ) -> TextLayout {
    let style = NSMutableParagraphStyle()
    style.hyphenationFactor = factor
    style.alignment = alignment
    var all = attributes
    all[.paragraphStyle] = style
    return TextLayout.make(
      TextLayout.Key(
        AttributedText(NSAttributedString(string: text, attributes: all)), font: Self.font, width: width,
        numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: .natural, direction: .leftToRight))
  }

  @Test func breakPointsAreTheDictionarysOwn() {
    // pyphen, en_US, left=2, right=3.
    #expect(hyphenated("hyphenation", language: "en-US") == "hy-phen-ation")
    #expect(hyphenated("internationalization", language: "en-US") == "in-ter-na-tion-al-iza-tion")
    #expect(hyphenated("accommodate", language: "en-US") == "ac-com-mo-date")
    // Capitals are looked up in lower case (the patterns are lower case).
    #expect(hyphenated("Hyphenation", language: "en-US") == "Hy-phen-ation")
    // pyphen, de_DE: the German dictionary splits the compound where the English one cannot
    // (en_US: "rechtschreibre-form"); it is ISO 8859-1, so umlauts are converted.
    #expect(hyphenated("Rechtschreibreform", language: "de") == "Recht-schreib-re-form")
    #expect(hyphenated("Rechtschreibreform", language: "en-US") == "Rechtschreibre-form")
    #expect(hyphenated("Silbentrennung", language: "de-DE") == "Sil-ben-tren-nung")
  }

  @Test func aLineThatWouldFillTooLittleEndsWithAHyphen() {
    // "The hyphen-" fits the width, "The hyphenation" does not: broken between words, the
    // first line would hold "The" alone.
    let width = Self.font.width(of: "The hyphen\u{2010}") + 1
    #expect(Self.font.width(of: "The hyphenation") > width)
    #expect(shown(layout("The hyphenation", width: width)) == ["The hyphen-", "ation"])
  }

  @Test func theFactorIsTheFillBelowWhichALineIsHyphenated() {
    // UIKit: hyphenation is tried when the line, broken without it, fills less of its width
    // than the factor. "The " alone fills width("The") / width of the line.
    let width = Self.font.width(of: "The hyphen\u{2010}") + 1
    let fill = Self.font.width(of: "The") / width
    #expect(
      shown(layout("The hyphenation", width: width, factor: Float(fill) - 0.05)) == ["The ", "hyphenation"])
    #expect(
      shown(layout("The hyphenation", width: width, factor: Float(fill) + 0.05)) == ["The hyphen-", "ation"])
    // Factor 0: never (the default).
    #expect(shown(layout("The hyphenation", width: width, factor: 0)) == ["The ", "hyphenation"])
  }

  @Test func aWordTooLongForAnyLineBreaksAtItsBreakPoints() {
    // Room for "internation-" but not "international-": in-ter-na-tion | al-iza-tion.
    let width = Self.font.width(of: "internation\u{2010}") + 1
    #expect(Self.font.width(of: "international\u{2010}") > width)
    #expect(
      shown(layout("internationalization", width: width, factor: 0.01)) == ["internation-", "alization"])
  }

  @Test func justifiedTextIsHyphenatedAsRaggedTextIs() {
    let width = Self.font.width(of: "The hyphen\u{2010}") + 1
    #expect(
      shown(layout("The hyphenation", width: width, alignment: .justified)) == ["The hyphen-", "ation"])
  }

  @Test func aRunsLanguagePicksItsDictionary() {
    // Room for "Recht-" only: German breaks "Recht|schreib…", English cannot before "…re|form".
    let width = Self.font.width(of: "Rechtschreib\u{2010}") + 1
    let german = layout("Rechtschreibreform", width: width, attributes: [.languageIdentifier: "de"])
    #expect(shown(german) == ["Rechtschreib-", "reform"])
    // en-US's only break is "Rechtschreibre-form", too wide: the word breaks between letters.
    let english = layout("Rechtschreibreform", width: width)
    #expect(shown(english).first != "Rechtschreib-")
  }

  @Test func aLanguageWithoutADictionaryWarnsAndBreaksBetweenWords() {
    let width = Self.font.width(of: "The hyphen\u{2010}") + 1
    let (lines, warnings) = Diagnostics.capture {
      layout("The hyphenation", width: width, attributes: [.languageIdentifier: "tlh"])
    }
    #expect(shown(lines) == ["The ", "hyphenation"])
    #expect(warnings.map(\.kind) == [.hyphenationUnavailable])
    let (invalid, invalidWarnings) = Diagnostics.capture {
      layout("The hyphenation", width: width, attributes: [.languageIdentifier: "../../etc/passwd"])
    }
    #expect(shown(invalid) == ["The ", "hyphenation"])
    #expect(invalidWarnings.map(\.kind) == [.hyphenationUnavailable])
  }

  @Test func aFactorOutsideZeroToOneIsClampedWithAWarning() {
    let style = NSMutableParagraphStyle()
    let warnings = Diagnostics.capture {
      style.hyphenationFactor = .nan
      #expect(style.hyphenationFactor == 0)
      style.hyphenationFactor = 2
      #expect(style.hyphenationFactor == 1)
      style.hyphenationFactor = -1
      #expect(style.hyphenationFactor == 0)
      style.hyphenationFactor = 0.5
      #expect(style.hyphenationFactor == 0.5)
    }
    #expect(warnings.map(\.kind) == [.valueClamped, .valueClamped, .valueClamped])
  }

  @Test func theHyphenIsDrawnAtTheBreak() throws {
    // The hyphenated label draws ink right of "The hyphen", where the hyphen is, on line one.
    let width = Self.font.width(of: "The hyphen\u{2010}") + 1
    let style = NSMutableParagraphStyle()
    style.hyphenationFactor = 1
    func render(_ text: NSAttributedString) throws -> Image {
      let label = Label()
      label.numberOfLines = 0
      label.font = Self.font
      label.textColor = .black
      label.attributedText = text
      label.frame = CGRect(x: 0, y: 0, width: width, height: 2 * Self.font.lineHeight + 4)
      return try label.renderImage(backgroundColor: .white)
    }
    let hyphenated = try render(
      NSAttributedString(string: "The hyphenation", attributes: [.paragraphStyle: style]))
    let byHand = try render(NSAttributedString(string: "The hyphen\u{2010}\nation"))
    #expect(hyphenated == byHand)
  }
}
