import Foundation
import Testing

@testable import Diorama

/// Shaped text measured against the fonts' own tables, read with fontTools (4.68) from Debian's
/// font files when these tests were written; the numbers are the fonts', not Diorama's output.
@Suite struct ShapingTests {
  /// Advances are kept to 1/1024 pt by Pango; a few of those per glyph.
  static let tolerance: CGFloat = 0.01

  @Test func avIsKernedByInterGPOS() {
    // fonts-inter, Inter-Regular.otf: head.unitsPerEm 2816; hmtx advance of A (uni0041) and of
    // V (uni0056) 1904 each; GPOS feature `kern`, lookup 1, PairPos format 2, class 5 × class
    // 27: XAdvance −192.
    let font = Font.systemFont(ofSize: 100)
    let em: CGFloat = 100.0 / 2816
    #expect(abs(font.width(of: "A") - 1904 * em) < Self.tolerance)
    #expect(abs(font.width(of: "V") - 1904 * em) < Self.tolerance)
    #expect(abs(font.width(of: "AV") - (1904 + 1904 - 192) * em) < Self.tolerance)
  }

  @Test func ffiIsOneLigatureGlyphInDejaVuSans() throws {
    // fonts-dejavu-core, DejaVuSans.ttf: head.unitsPerEm 2048; hmtx f 721, i 569; GSUB feature
    // `liga`, lookup 18: f f i → uniFB03 (advance 1980), f i → fi (1290, the glyph cmap maps
    // U+FB01 to).
    let font = try #require(Font(name: "DejaVu Sans", size: 100))
    let em: CGFloat = 100.0 / 2048
    #expect(abs(font.width(of: "ffi") - 1980 * em) < Self.tolerance)
    #expect(abs(font.width(of: "f\u{200C}f\u{200C}i") - (721 + 721 + 569) * em) < Self.tolerance)
  }

  @Test func fiDrawsTheFontsFiLigature() throws {
    // The fi ligature's advance (1290) equals f + i, so only the drawing tells: "fi" must draw
    // the glyph U+FB01 maps to, and a zero-width non-joiner must keep f and i apart.
    let font = try #require(Font(name: "DejaVu Sans", size: 72))
    let ligated = try renderedLabel("fi", font: font, width: 100, height: 100)
    let ligature = try renderedLabel("\u{FB01}", font: font, width: 100, height: 100)
    let apart = try renderedLabel("f\u{200C}i", font: font, width: 100, height: 100)
    #expect(ligated == ligature)
    #expect(apart != ligature)
  }

  @Test func arabicLettersJoinAndLamAlefIsOneGlyph() {
    // fonts-noto-core, NotoSansArabic-Regular.ttf (the first Arabic font of the fallback list):
    // head.unitsPerEm 1000. Isolated forms (cmap): seen 1209, lam 695, alef 238, meem 484 — a
    // sum of 2626. Joined: GSUB `init` seen → uniFEB3 (784); `medi` lam → uniFEE0, then
    // `rlig` lookup 8 uniFEE0 + uniFE8E (final alef) → uniFEFC (599); meem after alef stays
    // isolated (484); GPOS `kern` has no pair among these: 1867.
    let font = Font.systemFont(ofSize: 100)
    let width = font.width(of: "سلام")
    #expect(abs(width - 1867 * 100 / 1000) < Self.tolerance)
    #expect(abs(width - 2626 * 100 / 1000) > 50)
  }

  @Test func hebrewRunsRightToLeftAndNaturalAlignmentPutsItRight() throws {
    // NotoSansHebrew-Regular.ttf: lamed (U+05DC) reaches y 760, mem (U+05DE) 603 (glyf), so
    // the topmost ink is the lamed's. Typed first, it must be drawn rightmost, and the label
    // (left to right, natural alignment) aligns the right-to-left line to its right edge.
    let font = Font.systemFont(ofSize: 60)
    let hebrew = try renderedLabel("למממ", font: font, width: 400, height: 90)
    let ink = try #require(Ink(hebrew))
    #expect(ink.maxX >= 390 && ink.minX > 200, "\(ink)")
    let top = (ink.minX...ink.maxX).filter { x in
      (ink.minY...ink.minY + 4).contains { Ink.isInk(hebrew[x: x, y: $0]) }
    }
    #expect(top.allSatisfy { $0 > ink.maxX - (ink.maxX - ink.minX) / 4 }, "\(top)")

    // The control: Latin, left to right, with its tall letter first and drawn leftmost.
    let latin = try renderedLabel("hnnn", font: font, width: 400, height: 90)
    let latinInk = try #require(Ink(latin))
    #expect(latinInk.minX < 10 && latinInk.maxX < 200, "\(latinInk)")
    let latinTop = (latinInk.minX...latinInk.maxX).filter { x in
      (latinInk.minY...latinInk.minY + 4).contains { Ink.isInk(latin[x: x, y: $0]) }
    }
    #expect(latinTop.allSatisfy { $0 < latinInk.minX + (latinInk.maxX - latinInk.minX) / 4 }, "\(latinTop)")
  }
}
