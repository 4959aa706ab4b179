import Diorama
import Foundation

/// Renders a scene's frames at chosen times, in increasing order, once: the shared work of
/// `.images(at:)` and `.contactSheet(times:)`.
final class SceneFrames: @unchecked Sendable {
  /// An error for a time that cannot be rendered.
  struct TimeError: Error, CustomStringConvertible {
    var description: String
  }

  let times: [Double]
  private let lock = NSLock()
  private var rendered: (scene: ObjectIdentifier, images: [Image])?  // guarded by `lock`

  init(times: [Double]) {
    self.times = times
  }

  /// The frames of `scene` at ``times`` (in the order of ``times``), rendered on first use.
  func images(of scene: Scene) throws -> [Image] {
    try lock.withLock {
      if let rendered, rendered.scene == ObjectIdentifier(scene) { return rendered.images }
      guard !times.isEmpty else { throw TimeError(description: "no times were given") }
      var byTime: [Double: Image] = [:]
      for time in Set(times).sorted() { byTime[time] = try Self.render(scene, at: time) }
      let images = times.map { byTime[$0]! }
      rendered = (ObjectIdentifier(scene), images)
      return images
    }
  }

  /// The frame index of `time` on `scene`'s clock.
  static func frameIndex(of scene: Scene, at time: Double) throws -> Int {
    let clock = scene.clock
    let position = ((time - clock.origin) * clock.framesPerSecond).rounded()
    guard time.isFinite, position >= 0, position < Double(Int.max / 2) else {
      throw TimeError(
        description:
          "the time \(time) s is not a frame of the scene's clock (\(clock)): times start at its origin")
    }
    return Int(position)
  }

  /// Runs `scene` to the frame at `time` and renders it.
  static func render(_ scene: Scene, at time: Double) throws -> Image {
    let index = try frameIndex(of: scene, at: time)
    if let last = scene.clock.frameIndex, index <= last {
      guard index == last else {
        throw TimeError(
          description:
            "the scene has already rendered frame \(last), after \(time) s (frame \(index)): time only "
            + "moves forward; use a new scene, or ask for the times in increasing order")
      }
      return try scene.renderImage()
    }
    let snapshot = try scene.frame(at: index)
    let renderer = try scene.makeRenderer()
    renderer.draw(snapshot)
    return renderer.makeImage(scale: scene.scale)
  }
}
