import Demos
import Diorama
import DioramaTesting
import Foundation
import Testing

/// Intermediate frames rendered to pixels: the card transition demo, probed and compared.
@Suite struct AnimationRenderingTests {
  private func pixel(_ image: Image, _ x: Int, _ y: Int) -> RGBA8 { image[x: x, y: y] }

  private func render(_ scene: Scene, frame: Int, with renderer: Renderer) throws -> Image {
    renderer.draw(try scene.frame(at: frame))
    return renderer.makeImage()
  }

  @Test func cardTransitionFramesMoveSmoothlyFromTileToCard() throws {
    let demo = CardTransitionDemo()
    let scene = try demo.makeScene(scale: 1)
    let renderer = try scene.makeRenderer()
    var widths: [CGFloat] = []
    var images: [Int: Image] = [:]
    for frame in 0..<Int(demo.duration * 60) {
      let snapshot = try scene.frame(at: frame)
      widths.append(snapshot.root.sublayers[0].bounds.width)
      if [0, 30, 75].contains(frame) {
        renderer.draw(snapshot)
        images[frame] = renderer.makeImage()
      }
    }
    // The tile opens between frames 15 and ~70 without jumps, overshoots a little (spring), then
    // closes back.
    let steps = zip(widths, widths.dropFirst()).map { abs($1 - $0) }
    #expect(steps.max()! < 30, "largest frame-to-frame width change \(steps.max()!)")
    #expect(widths[0] == 96 && widths[15] == 96 && widths[16] > 96)
    #expect(widths.max()! > 320, "the damped spring overshoots")
    #expect(widths[100] == 320 && widths.last! == 96)

    let start = try #require(images[0])
    let middle = try #require(images[30])
    let open = try #require(images[75])
    #expect(close(pixel(start, 88, 240), CardTransitionDemo.closedColor.pixel))
    #expect(close(pixel(open, 280, 200), CardTransitionDemo.openColor.pixel))
    // Half way through the colour change the card is neither orange nor purple.
    let mixed = pixel(middle, 200, 200)
    #expect(!close(mixed, CardTransitionDemo.closedColor.pixel, tolerance: 20))
    #expect(!close(mixed, CardTransitionDemo.openColor.pixel, tolerance: 20))
    #expect(
      mixed.r < CardTransitionDemo.closedColor.pixel.r && mixed.b > CardTransitionDemo.closedColor.pixel.b)
    expectMatchesReference(middle, named: "frame30")
  }

  @Test func aFadingLayerDrawsItsIntermediateOpacity() throws {
    let scene = try Scene(size: CGSize(width: 40, height: 40))
    let box = addBox(CGRect(x: 0, y: 0, width: 40, height: 40), .black, to: scene.rootView)
    try scene.advance(toFrame: 0)
    Transaction.begin()
    Transaction.setAnimationDuration(0.5)
    Transaction.setAnimationTimingFunction(.linear)
    box.opacity = 0
    Transaction.commit()
    let renderer = try scene.makeRenderer()
    let first = try render(scene, frame: 1, with: renderer)
    #expect(first[x: 20, y: 20] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    let middle = try render(scene, frame: 16, with: renderer)
    #expect(abs(Int(middle[x: 20, y: 20].r) - 128) <= 1)
    let last = try render(scene, frame: 31, with: renderer)
    #expect(last[x: 20, y: 20] == white)
  }
}
