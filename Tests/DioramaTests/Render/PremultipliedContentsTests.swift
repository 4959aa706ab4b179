import CCairo
import Foundation
import Testing

@testable import Diorama

/// Contents painted frame after frame are converted to Cairo's premultiplied pixels once: a
/// drawing keeps the buffer it was drawn into, a decoded picture is converted into the surface
/// cache the first time it is painted. The pixel values come from the straight-alpha colours
/// drawn (half-transparent red is (255, 0, 0, 128) straight, 128 × 1 = 128 premultiplied red).
@Suite struct PremultipliedContentsTests {
  private static let halfRed = Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)

  private func drawnView() throws -> (Scene, SketchView) {
    let scene = try Scene(size: CGSize(width: 8, height: 8), backgroundColor: nil)
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 8, height: 8)) { ctx, _ in
      ctx.setFillColor(Self.halfRed)
      ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
    }
    scene.rootView.addSubview(view)
    return (scene, view)
  }

  @Test func aDrawingIsKeptPremultipliedAndReadsAsStraightAlpha() throws {
    let (scene, view) = try drawnView()
    let frame = try scene.renderImage()
    let contents = try #require(view.layer.contents)
    let pixels = try #require(contents.premultiplied)
    #expect(pixels === contents.premultiplied, "the drawing's own buffer, not a conversion")
    pixels.makeSurface().map { surface in
      defer { cairo_surface_destroy(surface) }
      let argb = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).load(as: UInt32.self)
      #expect(argb == 0x8080_0000, "alpha 128, red 255 × 128 / 255 = 128")
    }
    #expect(contents[x: 1, y: 1] == RGBA8(r: 255, g: 0, b: 0, a: 128))
    #expect(contents[x: 6, y: 1].a == 0)
    #expect(frame[x: 1, y: 1] == RGBA8(r: 255, g: 0, b: 0, a: 128))
  }

  @Test func anUnchangedDrawingIsPaintedFromTheSamePixelsEveryFrame() throws {
    let (scene, view) = try drawnView()
    let renderer = try scene.makeRenderer()
    renderer.draw(scene.snapshot())
    let first = try #require(view.layer.contents?.premultiplied)
    renderer.draw(scene.snapshot())
    #expect(view.drawCount == 1)
    #expect(view.layer.contents?.premultiplied === first)
  }

  @Test func aContextKeptByTheDrawingCodeDoesNotChangeTheContentsLater() throws {
    nonisolated(unsafe) var kept: GraphicsContext?
    let scene = try Scene(size: CGSize(width: 8, height: 8), backgroundColor: nil)
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 8, height: 8)) { ctx, _ in
      ctx.setFillColor(.red)
      ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
      kept = ctx
    }
    scene.rootView.addSubview(view)
    _ = try scene.renderImage()
    let context = try #require(kept)
    context.setFillColor(.blue)
    context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(view.layer.contents?[x: 4, y: 4] == RGBA8(r: 255, g: 0, b: 0))
    let frame = try scene.renderImage()
    #expect(frame[x: 4, y: 4] == RGBA8(r: 255, g: 0, b: 0))
  }

  @Test func aPictureIsConvertedOnceForAllItsCopies() throws {
    let picture = try Image(width: 3, height: 2, fill: RGBA8(r: 0, g: 0, b: 255, a: 51))
    let first = try #require(picture.premultiplied)
    let copy = picture.withRenderingMode(.alwaysTemplate)
    #expect(copy.premultiplied === first)
    let same = try Image(width: 3, height: 2, pixels: picture.pixels)
    #expect(same.premultiplied !== first, "another image with equal pixels is another entry")
    first.makeSurface().map { surface in
      defer { cairo_surface_destroy(surface) }
      let argb = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).load(as: UInt32.self)
      #expect(argb == 0x3300_0033, "alpha 51, blue 255 × 51 / 255 = 51")
    }
  }

  @Test func theCacheKeepsWithinItsBudgetAndForgetsImagesThatGoAway() throws {
    let cache = ImageSurfaceCache(byteLimit: 1000)
    func pixels(_ side: Int) -> PremultipliedPixels? {
      PremultipliedPixels(rgba: [UInt8](repeating: 255, count: side * side * 4), width: side, height: side)
    }
    let owners = (0..<3).map { _ in NSObject() }  // distinct identities while they live
    let (a, b, c) = (ObjectIdentifier(owners[0]), ObjectIdentifier(owners[1]), ObjectIdentifier(owners[2]))
    // 10 × 10 pixels × 4 bytes = 400 bytes each: two fit in 1000, a third does not.
    let first = cache.pixels(for: a) { pixels(10) }
    _ = cache.pixels(for: b) { pixels(10) }
    #expect(cache.byteCount == 800)
    #expect(
      cache.pixels(for: a) {
        Issue.record("converted twice"); return nil
      } === first)
    // a was used after b: making room for c drops b.
    _ = cache.pixels(for: c) { pixels(10) }
    #expect(cache.byteCount == 800)
    #expect(
      cache.pixels(for: a) {
        Issue.record("a was dropped"); return nil
      } === first)
    var remade = false
    _ = cache.pixels(for: b) {
      remade = true
      return pixels(10)
    }
    #expect(remade)
    // c, the least recently used, made room for b; then a goes away: b is left.
    cache.forget(a)
    #expect(cache.byteCount == 400)
    #expect(cache.pixels(for: c) { nil } == nil, "c was dropped")
  }
}
