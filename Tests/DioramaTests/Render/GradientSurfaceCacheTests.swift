import Diorama
import Foundation
import Testing

@testable import Diorama

/// A gradient that did not change is copied from the pixels Cairo filled the frame before: the
/// copy must equal a fill, byte for byte, wherever the gradient is (fractional positions,
/// rounded corners, scales, inside a faded group, under a damage clip).
@Suite struct GradientSurfaceCacheTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var scale: CGFloat
    var frame: CGRect
    var type: GradientType = .axial
    var colors: [Color]
    var start = CGPoint(x: 0.5, y: 0)
    var end = CGPoint(x: 0.5, y: 1)
    var cornerRadius: CGFloat = 0
    var curve: CornerCurve = .circular
    var groupOpacity: Float = 1
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "full-frame vertical", scale: 1, frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      colors: [Color(hex: 0x20242E), Color(hex: 0x3A4152)]),
    Case(
      name: "fractional diagonal, three stops", scale: 1,
      frame: CGRect(x: 10.3, y: 7.7, width: 250.6, height: 150.2),
      colors: [.systemRed, Color(white: 1, alpha: 0.4), .systemBlue], start: .zero, end: CGPoint(x: 1, y: 1)),
    Case(
      name: "rounded, scale 2", scale: 2, frame: CGRect(x: 20.25, y: 12.5, width: 200, height: 120),
      colors: [.systemTeal, .systemIndigo], start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5),
      cornerRadius: 24),
    Case(
      name: "radial, continuous corners, scale 3", scale: 3,
      frame: CGRect(x: 5.1, y: 9.9, width: 140.3, height: 90.7), type: .radial,
      colors: [.white, .systemOrange, Color(red: 0, green: 0, blue: 0, alpha: 0)],
      start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1), cornerRadius: 30, curve: .continuous),
    Case(
      name: "in a faded group, scale 1.5", scale: 1.5,
      frame: CGRect(x: 30.6, y: 20.2, width: 230.1, height: 140.9),
      colors: [.systemGreen, .systemPurple], cornerRadius: 12, groupOpacity: 0.6),
  ]

  private static func makeScene(_ c: Case) throws -> (Scene, Layer) {
    let scene = try Scene(size: CGSize(width: 320, height: 200), scale: c.scale, backgroundColor: .white)
    let holder = Layer()
    holder.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    holder.opacity = c.groupOpacity
    let gradient = GradientLayer()
    gradient.frame = c.frame
    gradient.type = c.type
    gradient.colors = c.colors
    gradient.startPoint = c.start
    gradient.endPoint = c.end
    gradient.cornerRadius = c.cornerRadius
    gradient.cornerCurve = c.curve
    holder.addSublayer(gradient)
    scene.rootView.layer.addSublayer(holder)
    return (scene, gradient)
  }

  private static func bytes(_ renderer: Renderer) -> [UInt8] {
    renderer.withFrameBuffer { pixels, _, height, stride in
      Array(UnsafeRawBufferPointer(start: pixels, count: stride * height))
    }
  }

  @Test(arguments: cases)
  func copiedGradientEqualsFilledGradient(_ c: Case) throws {
    let (scene, _) = try Self.makeScene(c)
    let snapshot = scene.snapshot()
    let renderer = try scene.makeRenderer()
    renderer.repaintsOnlyChanges = false
    renderer.draw(snapshot)  // filled, and remembered
    let filled = Self.bytes(renderer)
    #expect(renderer.gradientCacheUse.hits == 0)
    renderer.draw(snapshot)  // filled into the cache, copied
    renderer.draw(snapshot)  // copied
    #expect(renderer.gradientCacheUse.hits == 2, "the unchanged gradient is copied")
    #expect(byteDifferences(Self.bytes(renderer), filled) == 0)
  }

  /// Under a damage clip: a box moving over a still gradient repaints bands whose gradient comes
  /// from the cache; every frame equals the same frame drawn whole by a fresh renderer.
  @Test func copiedUnderADamageClipEqualsAWholeFill() throws {
    let (scene, _) = try Self.makeScene(Self.cases[1])
    let box = Layer()
    box.backgroundColor = .systemYellow
    scene.rootView.layer.addSublayer(box)
    let renderer = try scene.makeRenderer()
    for step in 0..<6 {
      box.frame = CGRect(x: 20 + 30 * CGFloat(step), y: 40.5, width: 30, height: 20)
      let snapshot = scene.snapshot()
      renderer.draw(snapshot)
      let fresh = try scene.makeRenderer()
      fresh.draw(snapshot)
      #expect(byteDifferences(Self.bytes(renderer), Self.bytes(fresh)) == 0, "frame \(step)")
    }
    #expect(renderer.lastRepaint?.isEmpty == false, "the last frames repaint bands")
    #expect(renderer.gradientCacheUse.hits > 0)
  }

  @Test func aMovingGradientIsNeverCopiedAndAGoneOneIsDropped() throws {
    let (scene, gradient) = try Self.makeScene(Self.cases[0])
    let renderer = try scene.makeRenderer()
    renderer.repaintsOnlyChanges = false
    for step in 0..<5 {
      gradient.frame.origin.x = CGFloat(step) * 0.5
      renderer.draw(scene.snapshot())
    }
    #expect(renderer.gradientCacheUse.hits == 0, "a gradient that moves every frame is filled")
    gradient.frame.origin.x = 0
    for _ in 0..<3 { renderer.draw(scene.snapshot()) }
    // 320 × 200 pixels, four bytes each.
    #expect(renderer.gradientCacheUse == (hits: 2, bytes: 320 * 200 * 4))
    gradient.removeFromSuperlayer()
    for _ in 0..<2 { renderer.draw(scene.snapshot()) }
    #expect(renderer.gradientCacheUse.bytes == 0, "pixels not painted in the last frame are dropped")
  }

  @Test func aSmallGradientIsFilledEveryFrame() throws {
    var small = Self.cases[0]
    small.frame = CGRect(x: 10, y: 10, width: 100, height: 100)  // 10,000 pixels
    let (scene, _) = try Self.makeScene(small)
    let renderer = try scene.makeRenderer()
    renderer.repaintsOnlyChanges = false
    for _ in 0..<3 { renderer.draw(scene.snapshot()) }
    #expect(renderer.gradientCacheUse == (hits: 0, bytes: 0))
  }
}
