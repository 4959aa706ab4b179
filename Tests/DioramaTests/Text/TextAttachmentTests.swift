import Diorama
import Foundation
import Testing

/// Inline images. DejaVu Sans Mono's tables (fonts-dejavu-core): unitsPerEm 2048, ascender 1901,
/// descender −483, every advance 1233; at 20 pt a character is 12.041 pt wide, the ascent is
/// 18.564 pt and a line 23.281 pt tall.
@Suite struct TextAttachmentTests {
  static let font = Font(name: "DejaVu Sans Mono", size: 20)!
  static let advance: CGFloat = 1233.0 / 2048 * 20
  static let ascent: CGFloat = 1901.0 / 2048 * 20
  static let lineHeight: CGFloat = 2384.0 / 2048 * 20
  static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

  func text(_ attachment: NSTextAttachment) -> NSAttributedString {
    let text = NSMutableAttributedString(string: "A", attributes: [.font: Self.font])
    text.append(NSAttributedString(attachment: attachment))
    text.append(NSAttributedString(string: "B", attributes: [.font: Self.font]))
    return text
  }

  func label(_ attachment: NSTextAttachment) -> Label {
    let label = Label()
    label.attributedText = text(attachment)
    label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
    return label
  }

  @Test func theImageTakesItsWidthInTheLine() throws {
    let image = try Image(width: 20, height: 10, fill: Self.red)
    let label = label(NSTextAttachment(image: image))
    let width: CGFloat = (2 * Self.advance + 20).rounded(.up)
    let height: CGFloat = Self.lineHeight.rounded(.up)
    #expect(label.intrinsicContentSize.width == width)
    #expect(label.intrinsicContentSize.height == height)
  }

  @Test func theImageSitsOnTheBaseline() throws {
    let image = try Image(width: 20, height: 10, fill: Self.red)
    let label = label(NSTextAttachment(image: image))
    let picture = try label.renderImage(backgroundColor: .white)
    // The text is centred in the rounded-up height: the baseline is at 0.36 + 18.56 = 18.9.
    let baseline = (Self.lineHeight.rounded(.up) - Self.lineHeight) / 2 + Self.ascent
    let left = Int(Self.advance.rounded(.up))  // 13: the first whole column after "A"
    let right = Int((Self.advance + 20).rounded(.down)) - 1  // 31
    #expect(picture[x: left + 1, y: Int(baseline) - 2] == Self.red)
    #expect(picture[x: right, y: Int(baseline - 9)] == Self.red)
    #expect(picture[x: (left + right) / 2, y: Int(baseline - 11)] != Self.red)
    #expect(picture[x: (left + right) / 2, y: Int(baseline) + 1] != Self.red)
    #expect(picture[x: left - 3, y: Int(baseline) - 2] != Self.red)
  }

  @Test func boundsMoveTheImageBelowTheBaseline() throws {
    let image = try Image(width: 20, height: 10, fill: Self.red)
    let attachment = NSTextAttachment(image: image)
    attachment.bounds = CGRect(x: 0, y: -5, width: 20, height: 10)
    let label = label(attachment)
    let picture = try label.renderImage(backgroundColor: .white)
    let baseline = Int((Self.lineHeight.rounded(.up) - Self.lineHeight) / 2 + Self.ascent)
    #expect(picture[x: 20, y: baseline + 3] == Self.red)
    #expect(picture[x: 20, y: baseline - 3] == Self.red)
    #expect(picture[x: 20, y: baseline - 7] != Self.red)
  }

  @Test func aTallImageMakesTheLineTaller() throws {
    let image = try Image(width: 10, height: 40, fill: Self.red)
    let label = label(NSTextAttachment(image: image))
    // 40 above the baseline plus the font's descent below it.
    let expected: CGFloat = (40 + 483.0 / 2048 * 20).rounded(.up)
    #expect(label.intrinsicContentSize.height == expected)
  }

  @Test func anAttachmentWithoutAnImageLeavesItsSpace() throws {
    let attachment = NSTextAttachment()
    attachment.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
    let label = label(attachment)
    let width: CGFloat = (2 * Self.advance + 30).rounded(.up)
    #expect(label.intrinsicContentSize.width == width)
    _ = try label.renderImage(backgroundColor: .white)
    let empty = self.label(NSTextAttachment())
    let emptyWidth: CGFloat = (2 * Self.advance).rounded(.up)
    #expect(empty.intrinsicContentSize.width == emptyWidth)
  }
}
