import Diorama
import Foundation
import Testing

/// A scene with one control at a frame, frame 0 committed, at a frame rate chosen so that a
/// 0.25-second animation is a whole number of frames.
struct ControlStage<Subject: View> {
  let scene: Scene
  let view: Subject

  init(
    _ view: Subject, frame: CGRect, size: CGSize = CGSize(width: 320, height: 80), framesPerSecond: Double = 8
  )
    throws
  {
    scene = try Scene(size: size)
    scene.clock = try Clock(framesPerSecond: framesPerSecond)
    self.view = view
    view.frame = frame
    scene.rootView.addSubview(view)
    try scene.advance(toFrame: 0)
  }

  /// The snapshot of the control's layer in frame `index`.
  func snapshot(atFrame index: Int) throws -> LayerSnapshot {
    try #require(try scene.frame(at: index).root.sublayers.first)
  }

  /// Renders the scene at its current state.
  func render() throws -> Image { try scene.renderImage() }

  /// Renders frame `index` (after its animations have advanced to its time).
  func render(atFrame index: Int) throws -> Image {
    let renderer = try scene.makeRenderer()
    renderer.draw(try scene.frame(at: index))
    return renderer.makeImage()
  }
}

/// The colour `color` composited over white, as an 8-bit pixel (what a translucent system fill
/// looks like on a white background): each channel `255 − a · (255 − c)`, rounded.
func overWhite(_ color: Color) -> RGBA8 {
  let c = color.rgba8
  let a = Double(c.a) / 255
  func mix(_ v: UInt8) -> UInt8 { UInt8((255 - a * (255 - Double(v))).rounded()) }
  return RGBA8(r: mix(c.r), g: mix(c.g), b: mix(c.b), a: 255)
}
