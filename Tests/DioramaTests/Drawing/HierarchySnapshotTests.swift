import Diorama
import Foundation
import Testing

/// Drawing a layer tree or a view hierarchy into a context: Core Animation's `render(in:)` and
/// UIKit's `drawHierarchy(in:afterScreenUpdates:)`.
@Suite struct HierarchySnapshotTests {
  static let red = RGBA8(r: 255, g: 0, b: 0)
  static let blue = RGBA8(r: 0, g: 0, b: 255)

  /// A 20 × 10 layer, red, with a blue sublayer over its right half.
  func twoTone() -> Layer {
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    layer.backgroundColor = .red
    let right = Layer()
    right.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
    right.backgroundColor = .blue
    layer.addSublayer(right)
    return layer
  }

  @Test func renderInContextDrawsInTheLayersOwnSpace() {
    let layer = twoTone()
    // Its position and transform are not part of what render(in:) draws.
    layer.position = CGPoint(x: 300, y: 300)
    layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.7))
    let image = GraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
      context.cgContext.translateBy(x: 5, y: 5)
      layer.render(in: context.cgContext)
    }
    #expect(image[x: 7, y: 7] == Self.red)
    #expect(image[x: 17, y: 7] == Self.blue)
    #expect(image[x: 2, y: 2].a == 0 && image[x: 27, y: 7].a == 0 && image[x: 7, y: 17].a == 0)
    #expect(image.coveredArea == 200)
  }

  @Test func drawHierarchyScalesTheViewIntoTheRectangle() {
    let view = View(frame: CGRect(x: 50, y: 50, width: 20, height: 10))
    view.backgroundColor = .red
    let right = View(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    right.backgroundColor = .blue
    view.addSubview(right)
    var drew = false
    let format = GraphicsImageRendererFormat()
    format.scale = 2
    let image = GraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
      drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
    }
    #expect(drew)
    // Twice the view's size at 2 pixels per point: the red half is x 0…40 pixels, blue 40…80.
    #expect(image.width == 80 && image.height == 40)
    #expect(image[x: 20, y: 20] == Self.red)
    #expect(image[x: 60, y: 20] == Self.blue)
  }

  @Test func withoutAContextNothingIsDrawn() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let (drew, warnings) = Diagnostics.capture {
      view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false)
    }
    #expect(!drew)
    #expect(warnings.map(\.kind) == [.noCurrentContext])
    let empty = View(frame: .zero)
    let image = GraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
      #expect(!empty.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
      Layer().render(in: GraphicsGetCurrentContext()!)
    }
    #expect(image.coveredArea == 0)
  }
}
