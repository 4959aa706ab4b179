import Foundation

@testable import Diorama

/// Text laid out as a label lays it out: through the shared, cached Pango layout.
func textLayout(
  _ text: String, font: Font = .systemFont(ofSize: 24), width: CGFloat = .infinity, numberOfLines: Int = 1,
  lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural
) -> TextLayout {
  TextLayout.make(
    TextLayout.Key(
      text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
      alignment: alignment, direction: .leftToRight))
}

/// A label of black text on white, rendered alone at 1×.
func renderedLabel(
  _ text: String, font: Font, width: CGFloat, height: CGFloat, numberOfLines: Int = 1,
  lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural
) throws -> Image {
  let label = Label(text: text, font: font)
  label.textColor = .black
  label.numberOfLines = numberOfLines
  label.lineBreakMode = lineBreakMode
  label.textAlignment = alignment
  label.frame = CGRect(x: 0, y: 0, width: width, height: height)
  return try label.renderImage(backgroundColor: .white)
}

/// Where the ink is: the bounding box of the pixels darker than mid grey, or nil for a blank image.
struct Ink {
  var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min

  init?(_ image: Image) {
    for y in 0..<image.height {
      for x in 0..<image.width where Self.isInk(image[x: x, y: y]) {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard minX <= maxX else { return nil }
  }

  static func isInk(_ pixel: RGBA8) -> Bool { Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 3 * 128 }
}
