import DioramaUIKit
import Testing

// Image code as iOS apps write it with Core Graphics' `CGImage`, unchanged but for its imports:
// cropping a thumbnail out of a sprite sheet, and drawing a CGImage upright into a flipped
// context.

extension UIImage {
  /// The `index`-th square tile of a horizontal strip of `tileSize`-point tiles.
  func tile(_ index: Int, tileSize: CGFloat) -> UIImage? {
    let side = tileSize * scale
    guard let cgImage = cgImage,
      let cropped = cgImage.cropping(to: CGRect(x: CGFloat(index) * side, y: 0, width: side, height: side))
    else { return nil }
    return UIImage(cgImage: cropped, scale: scale)
  }
}

func drawUpright(_ image: CGImage, in context: CGContext, rect: CGRect) {
  context.saveGState()
  context.translateBy(x: 0, y: rect.origin.y + rect.maxY)
  context.scaleBy(x: 1, y: -1)
  context.draw(image, in: rect)
  context.restoreGState()
}

@Suite struct ImageCroppingPortTests {
  @Test func tilesAreCutAndDrawnUpright() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    // Three 10-point tiles: red, green, blue.
    let strip = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image {
      context in
      for (index, color) in [UIColor.red, UIColor.green, UIColor.blue].enumerated() {
        color.setFill()
        context.fill(CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10))
      }
    }
    let second = try #require(strip.tile(1, tileSize: 10))
    #expect(second.size == CGSize(width: 10, height: 10))
    #expect(second.scale == 2)
    #expect(second[x: 10, y: 10] == RGBA8(r: 0, g: 255, b: 0))

    // A tile with a red top row drawn through the flip comes out with its red row on top.
    let topRow = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    }
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      drawUpright(topRow.cgImage!, in: context.cgContext, rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    #expect(drawn[x: 2, y: 0] == RGBA8(r: 255, g: 0, b: 0))
    #expect(drawn[x: 2, y: 3].a == 0)
  }
}
