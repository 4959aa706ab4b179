import Diorama
import Foundation
import Testing

/// `GraphicsImageRenderer` (UIKit's `UIGraphicsImageRenderer`): images drawn off any scene.
@Suite struct GraphicsImageRendererTests {
  @Test func imageHasTheSizeAtTheFormatsScale() {
    let format = GraphicsImageRendererFormat()
    format.scale = 2
    let renderer = GraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
    var current: GraphicsContext?
    var cgContext: GraphicsContext?
    let image = renderer.image { context in
      current = GraphicsGetCurrentContext()
      cgContext = context.cgContext
      Color.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }
    #expect(image.width == 20 && image.height == 10 && image.scale == 2)
    #expect(current != nil && current === cgContext)
    #expect(GraphicsGetCurrentContext() == nil)
    #expect(image.coveredArea == 100, "5 × 5 points at 2 pixels per point")
  }

  @Test func circleHasTheDiscsArea() {
    let image = GraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      context.cgContext.setFillColor(.blue)
      context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    let expected = Double.pi * 400
    #expect(abs(image.coveredArea - expected) < 0.005 * expected)
  }

  @Test func opaqueImagesAreBlackWhereNothingWasDrawn() {
    let format = GraphicsImageRendererFormat.default()
    format.opaque = true
    let image = GraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
      Color.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }
    #expect(image[x: 2, y: 2] == RGBA8(r: 255, g: 255, b: 255))
    #expect(image[x: 7, y: 2] == RGBA8(r: 0, g: 0, b: 0))
  }

  @Test func boundsOriginMovesTheDrawingArea() {
    let image = GraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 10, height: 10)).image { context in
      Color.red.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
    }
    #expect(image.isOpaque(0, 0) && image.isClear(2, 2))
  }

  @Test func pngDataIsAPNG() {
    let data = GraphicsImageRenderer(size: CGSize(width: 4, height: 4)).pngData { _ in }
    #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
  }

  @Test(arguments: [
    CGSize.zero, CGSize(width: -3, height: 4), CGSize(width: CGFloat.nan, height: 1),
    CGSize(width: 1e9, height: 1),
  ])
  func sizesWithoutPixelsMakeAnEmptyImage(size: CGSize) {
    var ran = false
    let (image, warnings) = Diagnostics.capture {
      GraphicsImageRenderer(size: size).image { _ in ran = true }
    }
    #expect(image.width == 1 && image.height == 1 && image.isClear(0, 0))
    #expect(!ran)
    #expect(warnings.map(\.kind) == [.invalidGeometry])
  }
}
