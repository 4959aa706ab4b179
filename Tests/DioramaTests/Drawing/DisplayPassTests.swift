import Diorama
import Foundation
import Testing

/// The drawing hooks: when `draw(_:)`, `draw(in:)` and a delegate's `draw(_:in:)` run, and that
/// their result is kept as the layer's contents until the layer is marked for display again.
@Suite struct DisplayPassTests {
  private func scene(size: CGFloat = 40, scale: CGFloat = 1) throws -> Scene {
    try Scene(size: CGSize(width: size, height: size), scale: scale, backgroundColor: nil)
  }

  private func redSquare(_ ctx: GraphicsContext, _ rect: CGRect) {
    ctx.setFillColor(.red)
    ctx.fill(rect)
  }

  @Test func unchangedDrawingIsDrawnOnceForAWholeSequence() throws {
    let scene = try scene()
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), sketch: redSquare)
    scene.rootView.addSubview(view)
    try scene.schedule(at: 0.5) { view.setNeedsDisplay() }
    let renderer = try scene.makeRenderer()
    for frame in 0..<30 {
      renderer.draw(try scene.frame(at: frame))
    }
    #expect(view.drawCount == 1, "frames 0…29 at 60 fps end before the change at 0.5 s")
    for frame in 30..<60 {
      renderer.draw(try scene.frame(at: frame))
    }
    #expect(view.drawCount == 2, "one redraw for the one setNeedsDisplay at frame 30")
    #expect(view.layer.contents?.width == 20)
  }

  @Test func movingAViewDoesNotRedrawIt() throws {
    let scene = try scene()
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), sketch: redSquare)
    scene.rootView.addSubview(view)
    _ = scene.snapshot()
    view.frame.origin = CGPoint(x: 20, y: 20)
    let image = try scene.renderImage()
    #expect(view.drawCount == 1)
    #expect(image.isOpaque(25, 25))
    #expect(image.isClear(5, 5))
  }

  @Test func drawingIsMadeAtTheScenesScale() throws {
    let scene = try scene(scale: 3)
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 7), sketch: redSquare)
    scene.rootView.addSubview(view)
    _ = scene.snapshot()
    let contents = try #require(view.layer.contents)
    #expect(contents.width == 30)
    #expect(contents.height == 21)
    #expect(contents.scale == 3)
    #expect(view.layer.contentsScale == 3)
  }

  @Test func scaleToFillStretchesTheOldDrawingAndRedrawModeDrawsAgain() throws {
    for mode in [ContentMode.scaleToFill, .redraw] {
      let scene = try scene()
      // A 1-point line down the left edge.
      let view = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { ctx, rect in
        ctx.setFillColor(.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: rect.height))
      }
      view.contentMode = mode
      scene.rootView.addSubview(view)
      _ = scene.snapshot()
      view.frame.size = CGSize(width: 40, height: 10)
      let image = try scene.renderImage()
      if mode == .redraw {
        #expect(view.drawCount == 2)
        #expect(image.isOpaque(0, 5) && image.isClear(1, 5), "redrawn: still 1 point wide")
      } else {
        #expect(view.drawCount == 1)
        #expect(image.isOpaque(1, 5) && image.isClear(6, 5), "stretched 4×: about 4 points wide")
      }
    }
  }

  private final class CountingLayer: Layer {
    var drawCount = 0
    override func draw(in ctx: GraphicsContext) {
      drawCount += 1
      ctx.setFillColor(.blue)
      ctx.fill(ctx.boundingBoxOfClipPath)
    }
  }

  @Test func aPlainLayerDrawsOnlyWhenMarkedAsInCoreAnimation() throws {
    let scene = try scene()
    let layer = CountingLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    scene.rootView.layer.addSublayer(layer)
    _ = scene.snapshot()
    #expect(layer.drawCount == 0)
    #expect(layer.contents == nil)
    layer.setNeedsDisplay()
    #expect(layer.needsDisplay)
    _ = scene.snapshot()
    #expect(layer.drawCount == 1)
    #expect(!layer.needsDisplay)
    #expect(layer.contents?.width == 10, "a plain layer keeps contentsScale 1")
    layer.bounds.size = CGSize(width: 20, height: 20)
    _ = scene.snapshot()
    #expect(layer.drawCount == 1, "needsDisplayOnBoundsChange is off by default")
    layer.needsDisplayOnBoundsChange = true
    layer.bounds.size = CGSize(width: 30, height: 30)
    _ = scene.snapshot()
    #expect(layer.drawCount == 2)
    #expect(layer.contents?.width == 30)
    layer.contentsScale = 2
    _ = scene.snapshot()
    #expect(layer.drawCount == 3)
    #expect(layer.contents?.width == 60)
  }

  private final class Painter: LayerDelegate {
    var calls = 0
    func draw(_ layer: Layer, in ctx: GraphicsContext) {
      calls += 1
      ctx.setFillColor(.green)
      ctx.fill(CGRect(x: 0, y: 0, width: 5, height: layer.bounds.height))
    }
  }

  @Test func aDelegateDrawsTheLayer() throws {
    let scene = try scene()
    let painter = Painter()
    let layer = Layer()
    layer.delegate = painter
    layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    scene.rootView.layer.addSublayer(layer)
    layer.setNeedsDisplay()
    let image = try scene.renderImage()
    #expect(painter.calls == 1)
    #expect(image[x: 12, y: 20] == RGBA8(r: 0, g: 255, b: 0))
    #expect(image.isClear(16, 20))
  }

  private final class Displayer: LayerDelegate {
    let image: Image
    init(image: Image) { self.image = image }
    func display(_ layer: Layer) { layer.contents = image }
  }

  @Test func aDelegatesDisplaySetsTheContentsInsteadOfDrawing() throws {
    let scene = try scene()
    let displayer = Displayer(image: try Image(width: 1, height: 1, fill: RGBA8(r: 0, g: 0, b: 255)))
    let layer = Layer()
    layer.delegate = displayer
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    scene.rootView.layer.addSublayer(layer)
    layer.setNeedsDisplay()
    let image = try scene.renderImage()
    #expect(image[x: 5, y: 5] == RGBA8(r: 0, g: 0, b: 255))
  }

  @Test func drawingStartsAtTheBoundsOrigin() throws {
    let scene = try scene()
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), sketch: redSquare)
    view.bounds.origin = CGPoint(x: 10, y: 10)
    scene.rootView.addSubview(view)
    _ = scene.snapshot()
    #expect(view.layer.contents.map { $0[x: 0, y: 0].a } == 255, "rect is the bounds, origin (10, 10)")
  }

  @Test func viewsThatDoNotDrawKeepNoContents() throws {
    let scene = try scene()
    let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scene.rootView.addSubview(plain)
    _ = scene.snapshot()
    #expect(plain.layer.contents == nil)
    #expect(scene.rootView.layer.contents == nil)
  }

  @Test func aHiddenViewDrawsWhenShown() throws {
    let scene = try scene()
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), sketch: redSquare)
    view.isHidden = true
    scene.rootView.addSubview(view)
    _ = scene.snapshot()
    #expect(view.drawCount == 0)
    view.isHidden = false
    _ = scene.snapshot()
    #expect(view.drawCount == 1)
  }

  @Test func aDeepLayerMarkedAfterCleanFramesDraws() throws {
    let scene = try scene()
    var parent: View = scene.rootView
    for _ in 0..<5 {
      let child = View(frame: CGRect(x: 1, y: 1, width: 30, height: 30))
      parent.addSubview(child)
      parent = child
    }
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 5, height: 5), sketch: redSquare)
    parent.addSubview(view)
    let sibling = SketchView(frame: CGRect(x: 0, y: 0, width: 5, height: 5), sketch: redSquare)
    scene.rootView.addSubview(sibling)
    _ = scene.snapshot()
    _ = scene.snapshot()
    #expect(view.drawCount == 1)
    view.setNeedsDisplay()
    _ = scene.snapshot()
    #expect(view.drawCount == 2, "marked five levels down in a tree nothing else marked")
    #expect(sibling.drawCount == 1, "its unmarked sibling subtree is not drawn again")
  }

  @Test func aViewMarkedWhileItsAncestorIsHiddenDrawsWhenShown() throws {
    let scene = try scene()
    let container = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), sketch: redSquare)
    container.addSubview(view)
    scene.rootView.addSubview(container)
    _ = scene.snapshot()
    container.isHidden = true
    view.setNeedsDisplay()
    _ = scene.snapshot()
    #expect(view.drawCount == 1, "hidden: not drawn")
    container.isHidden = false
    _ = scene.snapshot()
    #expect(view.drawCount == 2)
  }

  @Test func aViewMovedToASceneOfAnotherScaleDrawsAtItsScale() throws {
    let first = try scene(scale: 1)
    let second = try scene(scale: 2)
    let container = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), sketch: redSquare)
    container.addSubview(view)
    first.rootView.addSubview(container)
    _ = first.snapshot()
    #expect(view.layer.contents?.width == 10)
    second.rootView.addSubview(container)
    _ = second.snapshot()
    #expect(view.layer.contentsScale == 2)
    #expect(view.layer.contents?.width == 20, "10 points at 2 pixels per point")
  }
}
