import DioramaTesting
import DioramaUIKit
import Testing

/// A `draw(_:)`-based view written with UIKit's names, drawn through DioramaUIKit.
@Suite struct ProgressRingViewTests {
  /// A 120-point ring of line width 10: the stroke's centre line has radius (120 − 10) / 2 = 55
  /// around (60, 60); progress runs clockwise on screen from the top.
  private func point(at fraction: CGFloat) -> (x: Int, y: Int) {
    let angle = -CGFloat.pi / 2 + 2 * .pi * fraction
    return (Int((60 + 55 * cos(angle)).rounded(.down)), Int((60 + 55 * sin(angle)).rounded(.down)))
  }

  @Test func theRingShowsItsProgressAndRendersAsRecorded() throws {
    let scene = try Scene(size: CGSize(width: 120, height: 120), scale: 2)
    let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    ring.progress = 0.3
    scene.rootView.addSubview(ring)
    let image = try scene.renderImage()
    let blue = UIColor.systemBlue.rgba8
    let gray = UIColor.systemGray5.rgba8
    let inside = point(at: 0.15)
    let outside = point(at: 0.6)
    #expect(image.pixel(x: 2 * inside.x, y: 2 * inside.y) == RGBA8(r: blue.r, g: blue.g, b: blue.b))
    #expect(image.pixel(x: 2 * outside.x, y: 2 * outside.y) == RGBA8(r: gray.r, g: gray.g, b: gray.b))
    #expect(image.pixel(x: 120, y: 120) == RGBA8(r: 255, g: 255, b: 255), "the middle is the scene's white")
    expectMatchesReference(image, named: "ring")

    ring.progress = 0.8
    let later = try scene.renderImage()
    #expect(later.pixel(x: 2 * outside.x, y: 2 * outside.y) == RGBA8(r: blue.r, g: blue.g, b: blue.b))
  }
}
