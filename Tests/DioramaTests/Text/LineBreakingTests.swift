import Foundation
import Testing

@testable import Diorama

/// Lines break where Unicode's line breaking algorithm (UAX #14) allows, with a dictionary for
/// Thai, which has no spaces between words. Each wrapped label must draw exactly what the same
/// text with its lines broken by hand draws.
@Suite struct LineBreakingTests {
  @Test func aURLBreaksAfterItsSlashesNotInsideItsWords() throws {
    // UAX #14: no break before "/" (LB13, class SY) nor between "." and a letter (LB29, IS ×
    // AL); a break is allowed after "/" before a letter. A width too narrow for
    // "https://example.com/" must break after "https://", never inside "example".
    let font = Font.systemFont(ofSize: 20)
    let url = "https://example.com/a/long/path"
    let width = font.width(of: "https://example.co")
    #expect(font.width(of: "example.com/a/") < width && font.width(of: "example.com/a/long/") > width)
    let wrapped = try renderedLabel(url, font: font, width: width, height: 100, numberOfLines: 0)
    let byHand = try renderedLabel(
      "https://\nexample.com/a/\nlong/path", font: font, width: width, height: 100, numberOfLines: 0)
    #expect(wrapped == byHand)
    #expect(textLayout(url, font: font, width: width, numberOfLines: 0).lineCount == 3)
  }

  @Test func thaiWrapsBetweenWords() throws {
    // "ฉันรักภาษาไทย" ("I love the Thai language") is four words with no space between them:
    // ฉัน | รัก | ภาษา | ไทย. With room for the first three, the line must end after ภาษา.
    let font = Font.systemFont(ofSize: 30)
    let width = font.width(of: "ฉันรักภาษา") + 1
    let wrapped = try renderedLabel("ฉันรักภาษาไทย", font: font, width: width, height: 120, numberOfLines: 0)
    let byHand = try renderedLabel("ฉันรักภาษา\nไทย", font: font, width: width, height: 120, numberOfLines: 0)
    #expect(wrapped == byHand)
    // The control: one character less room, and ภาษา moves down whole.
    let narrower = font.width(of: "ฉันรักภาษา") - 1
    let rewrapped = try renderedLabel(
      "ฉันรักภาษาไทย", font: font, width: narrower, height: 120, numberOfLines: 0)
    let rewrappedByHand = try renderedLabel(
      "ฉันรัก\nภาษาไทย", font: font, width: narrower, height: 120, numberOfLines: 0)
    #expect(rewrapped == rewrappedByHand)
  }
}
