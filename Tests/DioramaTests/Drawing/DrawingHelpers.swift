import Diorama
import Foundation

/// A view that draws with a closure and counts its drawing passes.
final class SketchView: View {
  var sketch: (GraphicsContext, CGRect) -> Void
  private(set) var drawCount = 0

  init(frame: CGRect, sketch: @escaping (GraphicsContext, CGRect) -> Void) {
    self.sketch = sketch
    super.init(frame: frame)
    isOpaque = false  // transparent where nothing is drawn, as a UIKit view needs it too
  }

  override func draw(_ rect: CGRect) {
    drawCount += 1
    guard let ctx = GraphicsGetCurrentContext() else { return }
    sketch(ctx, rect)
  }
}

/// Renders a transparent scene of `width`×`height` points whose root holds one view drawing
/// `sketch` over the whole scene.
func sketch(
  width: CGFloat = 60, height: CGFloat = 60, scale: CGFloat = 1, _ sketch: @escaping (GraphicsContext) -> Void
) throws -> Image {
  let scene = try Scene(size: CGSize(width: width, height: height), scale: scale, backgroundColor: nil)
  scene.rootView.addSubview(
    SketchView(frame: CGRect(x: 0, y: 0, width: width, height: height)) { ctx, _ in sketch(ctx) })
  return try scene.renderImage()
}

extension Image {
  /// The coverage (alpha, 0…1) of every pixel summed, in pixels: the drawn area in pixels.
  var coveredArea: Double {
    var total = 0
    for y in 0..<height {
      for x in 0..<width { total += Int(self[x: x, y: y].a) }
    }
    return Double(total) / 255
  }

  /// Whether the pixel is fully covered.
  func isOpaque(_ x: Int, _ y: Int) -> Bool { self[x: x, y: y].a == 255 }

  /// Whether the pixel is untouched.
  func isClear(_ x: Int, _ y: Int) -> Bool { self[x: x, y: y].a == 0 }
}
