import Diorama
import Foundation
import Testing

/// `boundingRect(with:options:attributes:context:)` and `draw(with:options:attributes:context:)`.
/// DejaVu Sans Mono's tables (fonts-dejavu-core): unitsPerEm 2048, ascender 1901, descender −483,
/// line gap 0, every advance 1233 (the ellipsis too); at 20 pt a character is 12.041 pt wide, the
/// ascent 18.564 pt and a line 23.281 pt tall.
@Suite struct StringDrawingTests {
  static var attributes: [NSAttributedString.Key: Any] { [.font: Font(name: "DejaVu Sans Mono", size: 20)!] }
  static let advance: CGFloat = 1233.0 / 2048 * 20
  static let ascent: CGFloat = 1901.0 / 2048 * 20
  static let line: CGFloat = 2384.0 / 2048 * 20
  static let text = "abcd abcd abcd"

  func expectRect(_ rect: CGRect, _ expected: CGRect, _ comment: Comment? = nil) {
    #expect(abs(rect.minX - expected.minX) < 0.01, comment)
    #expect(abs(rect.minY - expected.minY) < 0.01, comment)
    #expect(abs(rect.width - expected.width) < 0.01, comment)
    #expect(abs(rect.height - expected.height) < 0.01, comment)
  }

  @Test func withoutLineFragmentOriginItIsOneLineAboutItsBaseline() {
    let rect = Self.text.boundingRect(
      with: CGSize(width: 50, height: 10), options: [], attributes: Self.attributes, context: nil)
    // 14 characters on one line, whatever the size; the origin is the baseline.
    expectRect(rect, CGRect(x: 0, y: -Self.ascent, width: 14 * Self.advance, height: Self.line))
  }

  @Test func withLineFragmentOriginItWrapsAtTheWidth() {
    // 130 pt holds "abcd abcd" (9 advances, 108.4 pt) but not three words (14, 168.6 pt): two lines.
    let rect = Self.text.boundingRect(
      with: CGSize(width: 130, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: Self.attributes, context: nil)
    expectRect(rect, CGRect(x: 0, y: 0, width: 9 * Self.advance, height: 2 * Self.line))
  }

  @Test func theHeightKeepsTheLinesThatEndWithinIt() {
    let options: NSStringDrawingOptions = .usesLineFragmentOrigin
    let one = Self.text.boundingRect(
      with: CGSize(width: 130, height: 30), options: options, attributes: Self.attributes, context: nil)
    expectRect(
      one, CGRect(x: 0, y: 0, width: 9 * Self.advance, height: Self.line),
      "30 pt: the first line ends at 23.3")
    let tooLow = Self.text.boundingRect(
      with: CGSize(width: 130, height: 5), options: options, attributes: Self.attributes, context: nil)
    #expect(abs(tooLow.height - Self.line) < 0.01, "at least one line")
    // Truncating the last visible line: "abcd abcd…" is 10 advances (11 with the space would not fit).
    let truncated = Self.text.boundingRect(
      with: CGSize(width: 130, height: 30), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
      attributes: Self.attributes, context: nil)
    expectRect(truncated, CGRect(x: 0, y: 0, width: 10 * Self.advance, height: Self.line), "\(truncated)")
  }

  @Test func theContextReportsTheBounds() {
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.5
    let rect = NSAttributedString(string: Self.text, attributes: Self.attributes).boundingRect(
      with: CGSize(width: 130, height: 1000), options: .usesLineFragmentOrigin, context: context)
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
  }

  /// The lowest row of `image` with a mostly covered pixel.
  func lowestInkedRow(_ image: Image) -> Int {
    (0..<image.height).last { y in (0..<image.width).contains { image[x: $0, y: y].a > 128 } } ?? -1
  }

  @Test func drawingPutsTheBaselineOrTheTopAtTheOrigin() throws {
    // "abcd" has no descenders: its ink ends on the baseline.
    let onBaseline = try sketch(width: 80, height: 80) { _ in
      "abcd".draw(
        with: CGRect(x: 10, y: 30, width: 60, height: 40), options: [], attributes: Self.attributes,
        context: nil)
    }
    let fromTop = try sketch(width: 80, height: 80) { _ in
      "abcd".draw(
        with: CGRect(x: 10, y: 30, width: 60, height: 40), options: .usesLineFragmentOrigin,
        attributes: Self.attributes, context: nil)
    }
    // Three words wrapped two to a line, in 30 points: only the first line is drawn.
    let cut = try sketch(width: 160, height: 80) { _ in
      Self.text.draw(
        with: CGRect(x: 0, y: 0, width: 130, height: 30), options: .usesLineFragmentOrigin,
        attributes: Self.attributes, context: nil)
    }
    #expect(lowestInkedRow(cut) == Int(Self.ascent.rounded(.down)))
    #expect(lowestInkedRow(onBaseline) == 29)
    #expect(lowestInkedRow(fromTop) == Int((30 + Self.ascent).rounded(.down)))
  }

  @Test func drawingOutsideAPassWarns() {
    let (_, warnings) = Diagnostics.capture {
      "abcd".draw(with: .zero, options: [], attributes: nil, context: nil)
    }
    #expect(warnings.map(\.kind) == [.noCurrentContext])
  }
}
