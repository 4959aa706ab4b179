import Foundation
import Testing

@testable import Diorama

/// `paragraphSpacing` and `paragraphSpacingBefore`: UIKit puts the previous paragraph's spacing
/// plus the next one's spacing before between two paragraphs, and none above the first or below
/// the last. The expected positions are the font's line height (its ascender, descender and
/// leading, from the font file) plus those spacings, added by hand.
@Suite struct ParagraphSpacingTests {
  static let font = Font.systemFont(ofSize: 20)

  func style(after: CGFloat, before: CGFloat) -> NSMutableParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.paragraphSpacing = after
    style.paragraphSpacingBefore = before
    return style
  }

  func layout(
    _ text: String, _ style: NSParagraphStyle, width: CGFloat = 400, lines: Int = 0,
    mode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    TextLayout.make(
      TextLayout.Key(
        AttributedText(NSAttributedString(string: text, attributes: [.paragraphStyle: style])),
        font: Self.font,
        width: width, numberOfLines: lines, lineBreakMode: mode, alignment: .natural, direction: .leftToRight)
    )
  }

  @Test func theGapBetweenParagraphsIsSpacingAfterPlusSpacingBefore() {
    let line = Self.font.lineHeight
    let text = layout("one\ntwo\nthree", style(after: 10, before: 4))
    #expect(abs(text.lineBottoms[0] - line) < 0.01)
    #expect(abs(text.lineBottoms[1] - (2 * line + 14)) < 0.01)
    #expect(abs(text.lineBottoms[2] - (3 * line + 28)) < 0.01)
    // None above the first paragraph, none below the last.
    #expect(abs(text.firstBaseline - Self.font.ascender) < 0.01)
    #expect(abs(text.size.height - (3 * line + 28)) < 0.01)
    #expect(abs(text.lastBaseline - (2 * line + 28 + Self.font.ascender)) < 0.01)
  }

  @Test func linesOfOneParagraphAreNotSpaced() {
    // "word word" wrapped into two lines of one paragraph, then a second paragraph.
    let width = Self.font.width(of: "word") + 4
    let text = layout("word word\nnext", style(after: 12, before: 0), width: width)
    #expect(text.lineCount == 3)
    let line = Self.font.lineHeight
    #expect(abs(text.lineBottoms[1] - 2 * line) < 0.01)
    #expect(abs(text.lineBottoms[2] - (3 * line + 12)) < 0.01)
  }

  @Test func aTruncatedLastLineSitsWhereItsParagraphStarts() {
    // Two lines shown of three paragraphs: the second, ellipsized, carries the rest and sits
    // one gap below the first.
    let text = layout("one\ntwo\nthree", style(after: 9, before: 0), lines: 2, mode: .byTruncatingTail)
    #expect(text.lineCount == 2 && text.isTruncated)
    #expect(abs(text.lastBaseline - text.firstBaseline - (Self.font.lineHeight + 9)) < 0.01)
    #expect(abs(text.size.height - (2 * Self.font.lineHeight + 9)) < 0.01)
  }

  @Test func theSpacingIsDrawn() throws {
    // A label as tall as its text: with 20 points between the paragraphs, its bottom line's ink
    // is 20 points lower than without, and its top line's in the same place.
    func ink(_ spacing: CGFloat) throws -> Ink {
      let label = Label()
      label.numberOfLines = 0
      label.font = Self.font
      label.textColor = .black
      label.attributedText = NSAttributedString(
        string: "Hx\nHx", attributes: [.paragraphStyle: style(after: spacing, before: 0)])
      label.frame = CGRect(
        origin: .zero, size: CGSize(width: 100, height: 2 * Self.font.lineHeight + spacing))
      return try #require(Ink(try label.renderImage(backgroundColor: .white)))
    }
    let plain = try ink(0)
    let spaced = try ink(20)
    #expect(spaced.minY == plain.minY)
    #expect(spaced.maxY == plain.maxY + 20)
  }

  @Test func aLabelShowsTheLinesThatFitWithTheSpacing() {
    // Room for two lines and a gap of 30, not three lines: the third paragraph is not shown.
    let label = Label()
    label.numberOfLines = 0
    label.font = Self.font
    label.attributedText = NSAttributedString(
      string: "one\ntwo\nthree", attributes: [.paragraphStyle: style(after: 30, before: 0)])
    label.frame = CGRect(x: 0, y: 0, width: 200, height: 2 * Self.font.lineHeight + 30 + 5)
    let shown = (label.layer as! TextLayer).layout()
    #expect(shown.lineCount == 2)
    #expect(label.intrinsicContentSize.height == (3 * Self.font.lineHeight + 60).rounded(.up))
  }

  @Test func negativeAndNonFiniteSpacingsBecomeZeroWithAWarning() {
    let style = NSMutableParagraphStyle()
    let warnings = Diagnostics.capture {
      style.paragraphSpacing = .nan
      style.paragraphSpacingBefore = -5
      style.paragraphSpacing = .infinity
    }
    #expect(style.paragraphSpacing == 0 && style.paragraphSpacingBefore == 0)
    #expect(warnings.map(\.kind) == [.valueClamped, .valueClamped, .valueClamped])
    let text = layout("one\ntwo", style)
    #expect(abs(text.size.height - 2 * Self.font.lineHeight) < 0.01)
  }
}
