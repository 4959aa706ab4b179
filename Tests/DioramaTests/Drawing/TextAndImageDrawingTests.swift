import Diorama
import Foundation
import Testing

/// Strings, attributed strings and images drawn in drawing code, through the text stack labels
/// use.
@Suite struct TextAndImageDrawingTests {
  private let font = Font.systemFont(ofSize: 14)

  /// The inked pixels' bounding box, or nil when nothing is drawn.
  private func inkBox(_ image: Image) -> CGRect? {
    var box = CGRect.null
    for y in 0..<image.height {
      for x in 0..<image.width where image[x: x, y: y].a > 0 {
        box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return box.isNull ? nil : box
  }

  @Test func sizeWithAttributesIsTheLabelsSize() {
    let size = "Hello, chart".size(withAttributes: [.font: font])
    let label = Label(text: "Hello, chart", font: font)
    #expect(
      CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)) == label.intrinsicContentSize)
  }

  @Test func drawAtPutsTheInkInsideTheMeasuredBox() throws {
    let text = "Diorama"
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: Color.red]
    let size = text.size(withAttributes: attributes)
    let origin = CGPoint(x: 20, y: 30)
    let image = try sketch(width: 120, height: 80) { _ in text.draw(at: origin, withAttributes: attributes) }
    let ink = try #require(inkBox(image))
    let box = CGRect(origin: origin, size: size).insetBy(dx: -1, dy: -1)
    #expect(box.contains(ink), "ink \(ink) inside \(box)")
    #expect(ink.width > size.width / 2)
    let opaque = (0..<image.height).flatMap { y in (0..<image.width).map { image[x: $0, y: y] } }.filter {
      $0.a == 255
    }
    #expect(!opaque.isEmpty && opaque.allSatisfy { $0.r == 255 && $0.g == 0 && $0.b == 0 })
  }

  @Test func drawInWrapsAndClipsToTheRectangle() throws {
    let rect = CGRect(x: 10, y: 10, width: 60, height: 50)
    let text = "one two three four five six seven eight nine ten eleven twelve thirteen"
    let lineHeight = "one".size(withAttributes: [.font: font]).height
    let image = try sketch(width: 120, height: 120) { _ in
      text.draw(in: rect, withAttributes: [.font: font])
    }
    let ink = try #require(inkBox(image))
    #expect(rect.contains(ink), "ink \(ink) inside \(rect)")
    #expect(ink.maxY > rect.minY + lineHeight, "wrapped onto a second line")
  }

  @Test func attributedStringsDrawWithTheirRunsColours() throws {
    let string = NSMutableAttributedString(string: "AB", attributes: [.font: Font.boldSystemFont(ofSize: 30)])
    string.addAttribute(.foregroundColor, value: Color.blue, range: NSRange(location: 1, length: 1))
    let image = try sketch(width: 80, height: 50) { _ in string.draw(at: CGPoint(x: 0, y: 0)) }
    let pixels = (0..<image.height).flatMap { y in (0..<image.width).map { image[x: $0, y: y] } }
    #expect(pixels.contains { $0 == RGBA8(r: 0, g: 0, b: 0) }, "A in the default black")
    #expect(pixels.contains { $0 == RGBA8(r: 0, g: 0, b: 255) }, "B in blue")
  }

  @Test func imageDrawAtUsesItsSizeInPoints() throws {
    let picture = try Image(width: 4, height: 6, fill: RGBA8(r: 255, g: 0, b: 0), scale: 2)
    let image = try sketch { _ in picture.draw(at: CGPoint(x: 10, y: 10)) }
    // 4 × 6 pixels at scale 2 are 2 × 3 points.
    #expect(image.coveredArea == 6)
    #expect(
      image.isOpaque(10, 10) && image.isOpaque(11, 12) && image.isClear(12, 10) && image.isClear(10, 13))
  }

  @Test func imageDrawInWithAlphaHalvesCoverage() throws {
    let picture = try Image(width: 1, height: 1, fill: RGBA8(r: 255, g: 0, b: 0))
    let image = try sketch { _ in
      picture.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .normal, alpha: 0.5)
    }
    #expect(abs(Int(image[x: 5, y: 5].a) - 128) <= 1)
  }

  @Test func drawingTextOrImagesWithoutAContextWarns() throws {
    let picture = try Image(width: 1, height: 1, fill: .white)
    let warnings = Diagnostics.capture {
      "text".draw(at: .zero, withAttributes: nil)
      picture.draw(at: .zero)
    }
    #expect(warnings.map(\.kind) == [.noCurrentContext, .noCurrentContext])
  }
}
