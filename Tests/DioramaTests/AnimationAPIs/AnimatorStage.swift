import Diorama
import Foundation
import Testing

/// A 10 fps scene with one 20 × 20 view at the origin (centre x = 10), frame 0 rendered, so an
/// animator started now is stamped by the commit of frame 1 (t = 0.1 s): frame 1 + k shows the
/// animator k/10 s into its run.
struct AnimatorStage {
  let scene: Scene
  let view: View

  init() throws {
    scene = try Scene(size: CGSize(width: 400, height: 100))
    scene.clock = try Clock(framesPerSecond: 10)
    view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.rootView.addSubview(view)
    try scene.advance(toFrame: 0)
  }

  /// The view's presentation in frame `index`.
  func layer(atFrame index: Int) throws -> LayerSnapshot {
    try #require(try scene.frame(at: index).root.sublayers.first)
  }

  /// The view's on-screen centre x in frame `index`.
  func x(atFrame index: Int) throws -> Double { Double(try layer(atFrame: index).position.x) }
}
