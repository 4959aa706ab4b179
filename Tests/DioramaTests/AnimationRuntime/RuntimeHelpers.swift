import Diorama
import Foundation
import Testing

/// A scene with a clock and one standalone layer under the root layer.
struct LayerStage {
  let scene: Scene
  let layer: Layer

  /// Builds the stage; `committed` renders frame 0 so that later changes run actions.
  init(
    _ layer: Layer = Layer(), framesPerSecond: Double = 60, origin: Double = 0, committed: Bool = true
  ) throws {
    scene = try Scene(size: CGSize(width: 200, height: 200))
    scene.clock = try Clock(framesPerSecond: framesPerSecond, origin: origin)
    self.layer = layer
    scene.rootView.layer.addSublayer(layer)
    if committed { try scene.advance(toFrame: 0) }
  }

  /// The layer's snapshot in the frame `index`.
  func snapshot(atFrame index: Int) throws -> LayerSnapshot {
    try #require(try scene.frame(at: index).root.sublayers.first)
  }
}

/// A scene with one view under the root view, committed (frame 0 rendered).
struct ViewStage {
  let scene: Scene
  let view: View

  init(_ view: View = View(), frame: CGRect, framesPerSecond: Double = 60, origin: Double = 0) throws {
    scene = try Scene(size: CGSize(width: 200, height: 200))
    scene.clock = try Clock(framesPerSecond: framesPerSecond, origin: origin)
    self.view = view
    view.frame = frame
    scene.rootView.addSubview(view)
    try scene.advance(toFrame: 0)
  }

  /// The view layer's snapshot in the frame `index`.
  func snapshot(atFrame index: Int) throws -> LayerSnapshot {
    try #require(try scene.frame(at: index).root.sublayers.first)
  }
}

/// Records delegate calls with the frame they arrived in.
final class RecordingDelegate: AnimationDelegate {
  var started: [Int?] = []
  var stopped: [(frame: Int?, finished: Bool)] = []
  weak var scene: Scene?

  func animationDidStart(_ animation: Animation) { started.append(scene?.clock.frameIndex) }
  func animationDidStop(_ animation: Animation, finished: Bool) {
    stopped.append((scene?.clock.frameIndex, finished))
  }
}

/// Collects completion calls.
final class CompletionLog {
  var calls: [(frame: Int?, finished: Bool)] = []
}
