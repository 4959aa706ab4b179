import Foundation
import Testing

@testable import Diorama

/// `Label.allowsDefaultTighteningForTruncation`: text at most 1.05 times as wide as its label
/// (UIKit's default `tighteningFactorForTruncation`, 0.05) is set tighter instead of truncated;
/// wider text truncates as before. Widths are the font's advances for the untightened text.
@Suite struct TighteningTests {
  static let font = Font.systemFont(ofSize: 20)
  static let text = "Tighten these letters"

  func label(width: CGFloat, tightening: Bool = true) -> TextLayout {
    let label = Label(text: Self.text, font: Self.font)
    label.allowsDefaultTighteningForTruncation = tightening
    label.frame = CGRect(x: 0, y: 0, width: width, height: 40)
    return (label.layer as! TextLayer).layout()
  }

  @Test func textUpToFivePercentTooWideIsTightenedToFit() {
    let natural = Self.font.width(of: Self.text)
    let width = natural / 1.03
    let layout = label(width: width)
    #expect(!layout.isTruncated)
    #expect(layout.size.width <= width)
    #expect(layout.lineTexts == [Self.text])
    // Tightened by about as little as fits: the 3 % over, spread over the characters' gaps.
    let needed = (natural - width) / CGFloat(Self.text.count - 1)
    #expect(layout.key.tightening > 0)
    #expect(layout.key.tightening <= 1.2 * needed)
  }

  @Test func textMoreThanFivePercentTooWideTruncatesUntightened() {
    let layout = label(width: Self.font.width(of: Self.text) / 1.08)
    #expect(layout.isTruncated)
    #expect(layout.key.tightening == 0)
  }

  @Test func withoutTheFlagTheTextTruncates() {
    let layout = label(width: Self.font.width(of: Self.text) / 1.03, tightening: false)
    #expect(layout.isTruncated)
  }

  @Test func textThatFitsIsNotTightened() {
    let layout = label(width: Self.font.width(of: Self.text) + 2)
    #expect(!layout.isTruncated && layout.key.tightening == 0)
  }

  @Test func tightenedTextIsDrawnNarrower() throws {
    let width = (Self.font.width(of: Self.text) / 1.03).rounded(.down)
    let label = Label(text: Self.text, font: Self.font)
    label.textColor = .black
    label.allowsDefaultTighteningForTruncation = true
    label.frame = CGRect(x: 0, y: 0, width: width, height: 40)
    let ink = try #require(Ink(try label.renderImage(backgroundColor: .white)))
    // The last letter is drawn inside the label: nothing was cut off or replaced by "…".
    #expect(ink.maxX < Int(width))
    #expect(ink.maxX > Int(width) - 8)
  }
}
