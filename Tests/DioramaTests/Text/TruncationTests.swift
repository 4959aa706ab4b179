import Foundation
import Testing

@testable import Diorama

/// A truncated label draws what UILabel draws: as much of the text as fits with the ellipsis,
/// the ellipsis touching the text it stands next to, and the line aligned as any other line.
@Suite struct TruncationTests {
  static let font = Font.systemFont(ofSize: 30)
  static let alphabet = "abcdefghijklmnopqrstuvwxyz"
  static let width: CGFloat = 200

  /// The label, and the same line set by hand with the ellipsis where it belongs.
  func rendered(_ mode: LineBreakMode, byHand: String) throws -> (truncated: Image, byHand: Image) {
    (
      try renderedLabel(Self.alphabet, font: Self.font, width: Self.width, height: 50, lineBreakMode: mode),
      try renderedLabel(byHand, font: Self.font, width: Self.width, height: 50, lineBreakMode: .byClipping)
    )
  }

  @Test func tailTruncationKeepsTheLongestPrefixThatFitsWithTheEllipsis() throws {
    let prefix = try #require(
      (0..<Self.alphabet.count).reversed().map { String(Self.alphabet.prefix($0)) }
        .first { Self.font.width(of: $0 + "…") <= Self.width })
    let images = try rendered(.byTruncatingTail, byHand: prefix + "…")
    #expect(images.truncated == images.byHand, "expected \(prefix)…")
  }

  @Test func headTruncationPutsTheEllipsisAgainstTheText() throws {
    let suffix = try #require(
      (0..<Self.alphabet.count).reversed().map { String(Self.alphabet.suffix($0)) }
        .first { Self.font.width(of: "…" + $0) <= Self.width })
    let images = try rendered(.byTruncatingHead, byHand: "…" + suffix)
    #expect(images.truncated == images.byHand, "expected …\(suffix)")
  }
}
