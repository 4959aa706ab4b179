import Diorama
import Foundation
import Testing

/// What a drawing starts on: UIKit's `isOpaque`, `backgroundColor` and
/// `clearsContextBeforeDrawing`, and Core Animation's `CALayer.isOpaque`. Each view draws a
/// 10×10 red square in the top-left corner of its 20×20 bounds; the pixel at (15, 15) shows what
/// the drawing started on, read from the layer's contents (what the drawing itself made) or the
/// rendered frame.
@Suite struct BackingStoreTests {
  static let red = RGBA8(r: 255, g: 0, b: 0)

  private func render(_ configure: (SketchView) -> Void) throws -> (contents: Image, frame: Image) {
    let scene = try Scene(size: CGSize(width: 20, height: 20), scale: 1, backgroundColor: nil)
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) { ctx, _ in
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    configure(view)
    scene.rootView.addSubview(view)
    let frame = try scene.renderImage()
    let contents = try #require(view.layer.contents)
    return (contents, frame)
  }

  @Test func anOpaqueViewWithoutABackgroundDrawsOnBlack() throws {
    let view = View(frame: .zero)
    #expect(view.isOpaque, "UIKit's default")
    #expect(view.clearsContextBeforeDrawing, "UIKit's default")
    #expect(!Layer().isOpaque, "Core Animation's default")
    let (contents, frame) = try render { $0.isOpaque = true }
    #expect(contents[x: 5, y: 5] == Self.red)
    #expect(contents[x: 15, y: 15] == RGBA8(r: 0, g: 0, b: 0))
    #expect(frame[x: 15, y: 15] == RGBA8(r: 0, g: 0, b: 0))
  }

  @Test func aViewThatIsNotOpaqueDrawsOnTransparentPixels() throws {
    let (contents, frame) = try render { $0.isOpaque = false }
    #expect(contents[x: 5, y: 5] == Self.red)
    #expect(contents[x: 15, y: 15].a == 0)
    #expect(frame[x: 15, y: 15].a == 0)
  }

  @Test func aClearBackgroundGivesTransparentPixelsEvenWhenOpaque() throws {
    let (contents, _) = try render {
      $0.isOpaque = true
      $0.backgroundColor = .clear
    }
    #expect(contents[x: 15, y: 15].a == 0)
  }

  @Test func anOpaqueBackgroundIsInTheDrawingItself() throws {
    let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    let (contents, frame) = try render {
      $0.backgroundColor = blue
      $0.sketch = { ctx, _ in
        // Multiply over the background: red × blue is black, where a transparent start would give red.
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
    }
    #expect(contents[x: 15, y: 15] == RGBA8(r: 0, g: 0, b: 255))
    #expect(contents[x: 5, y: 5] == RGBA8(r: 0, g: 0, b: 0))
    #expect(frame[x: 5, y: 5] == RGBA8(r: 0, g: 0, b: 0))
  }

  @Test func aTranslucentBackgroundIsPaintedOnceBeneathTheDrawing() throws {
    let (contents, frame) = try render {
      $0.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    }
    #expect(contents[x: 15, y: 15].a == 0)
    // Half blue over nothing: alpha 128, not the 191 that painting it twice would give.
    #expect(abs(Int(frame[x: 15, y: 15].a) - 128) <= 1)
    #expect(frame[x: 15, y: 15].b == 255)
  }

  @Test func withoutClearingADrawingAddsToThePreviousOne() throws {
    for clears in [true, false] {
      let scene = try Scene(size: CGSize(width: 20, height: 20), scale: 1, backgroundColor: nil)
      var square = CGRect(x: 0, y: 0, width: 10, height: 10)
      let view = SketchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) { ctx, _ in
        ctx.setFillColor(.red)
        ctx.fill(square)
      }
      view.clearsContextBeforeDrawing = clears
      scene.rootView.addSubview(view)
      _ = scene.snapshot()
      square = CGRect(x: 10, y: 10, width: 10, height: 10)
      view.setNeedsDisplay()
      _ = scene.snapshot()
      let contents = try #require(view.layer.contents)
      #expect(view.drawCount == 2)
      #expect(contents[x: 15, y: 15] == Self.red)
      #expect(
        contents[x: 5, y: 5] == (clears ? RGBA8(r: 0, g: 0, b: 0, a: 0) : Self.red), "clears: \(clears)")
    }
  }

  private final class CornerLayer: Layer {
    override func draw(in ctx: GraphicsContext) {
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }

  @Test func anOpaqueLayerDrawsOnBlack() throws {
    for opaque in [false, true] {
      let scene = try Scene(size: CGSize(width: 20, height: 20), scale: 1, backgroundColor: nil)
      let layer = CornerLayer()
      layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      layer.isOpaque = opaque
      layer.setNeedsDisplay()
      scene.rootView.layer.addSublayer(layer)
      _ = scene.snapshot()
      let contents = try #require(layer.contents)
      #expect(contents[x: 15, y: 15] == (opaque ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 0, g: 0, b: 0, a: 0)))
    }
  }
}
