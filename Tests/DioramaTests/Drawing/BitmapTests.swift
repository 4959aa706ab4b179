import Diorama
import Foundation
import Testing

/// `Bitmap` (Core Graphics' `CGImage`): pixels without a scale, cropped in pixels, and drawn as
/// Core Graphics draws a `CGImage`, bottom row at the top in a y-down context.
@Suite struct BitmapTests {
  static let red = RGBA8(r: 255, g: 0, b: 0)
  static let blue = RGBA8(r: 0, g: 0, b: 255)

  /// A 10 × 10-point image at 2 pixels per point: red top half, blue bottom half.
  func halves() -> Image {
    let format = GraphicsImageRendererFormat()
    format.scale = 2
    return GraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
      Color.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
      Color.blue.setFill()
      context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
    }
  }

  @Test func aBitmapHasPixelsAndNoScale() throws {
    let bitmap = try #require(halves().bitmap)
    #expect(bitmap.width == 20 && bitmap.height == 20)
    #expect(bitmap.bytesPerRow == 80 && bitmap.bitsPerPixel == 32 && bitmap.bitsPerComponent == 8)
    let image = Image(bitmap: bitmap, scale: 2)
    #expect(image.size == CGSize(width: 10, height: 10))
    #expect(image.pixels == halves().pixels)
    #expect(Image(bitmap: bitmap).size == CGSize(width: 20, height: 20))
  }

  @Test func croppingIsInPixelsFromTheTop() throws {
    let bitmap = try #require(halves().bitmap)
    let bottom = try #require(bitmap.cropping(to: CGRect(x: 0, y: 10, width: 20, height: 10)))
    #expect(bottom.width == 20 && bottom.height == 10)
    #expect(Image(bitmap: bottom)[x: 5, y: 5] == Self.blue)
    // Cut to the bitmap and rounded out: 15.5…25 becomes 15…20.
    let edge = try #require(bitmap.cropping(to: CGRect(x: 15.5, y: 0, width: 9.5, height: 4)))
    #expect(edge.width == 5 && edge.height == 4)
    #expect(bitmap.cropping(to: CGRect(x: 30, y: 30, width: 5, height: 5)) == nil)
    #expect(bitmap.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)) == nil)
  }

  @Test func drawnAsCoreGraphicsDrawsItUpsideDownUnlessFlipped() throws {
    let bitmap = try #require(halves().bitmap)
    let plain = GraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      context.cgContext.draw(bitmap, in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(plain[x: 5, y: 2] == Self.blue)
    #expect(plain[x: 5, y: 7] == Self.red)
    let flipped = GraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      context.cgContext.translateBy(x: 0, y: 10)
      context.cgContext.scaleBy(x: 1, y: -1)
      context.cgContext.draw(bitmap, in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(flipped[x: 5, y: 2] == Self.red)
    #expect(flipped[x: 5, y: 7] == Self.blue)
  }

  @Test func makeImageTakesWhatWasDrawn() throws {
    var bitmap: Bitmap?
    _ = GraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      Color.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
      bitmap = context.cgContext.makeImage()
    }
    let taken = try #require(bitmap)
    #expect(taken.width == 4 && taken.height == 4)
    #expect(Image(bitmap: taken)[x: 0, y: 0] == Self.red && Image(bitmap: taken)[x: 3, y: 0].a == 0)
  }

  @Test func aBadScaleIsOneWithAWarning() throws {
    let bitmap = try #require(halves().bitmap)
    let (image, warnings) = Diagnostics.capture { Image(bitmap: bitmap, scale: 0) }
    #expect(image.scale == 1)
    #expect(warnings.map(\.kind) == [.invalidGeometry])
  }
}
