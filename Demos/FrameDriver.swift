import Diorama
import Foundation

/// Calls a closure with the scene time in the events phase of every frame from a start time to an
/// end time (the role of a display link), so a demo can change model values — a width, a text —
/// frame by frame and let layout follow, instead of animating a presentation value.
public final class FrameDriver {
  private unowned let scene: Scene
  private let end: Double
  private let update: (Double) -> Void

  private init(scene: Scene, end: Double, update: @escaping (Double) -> Void) {
    self.scene = scene
    self.end = end
    self.update = update
  }

  /// Calls `update` on every frame of `scene` from `start` to `end` seconds, both included.
  ///
  /// The scene's script keeps the driver alive; the driver does not keep the scene.
  /// - Throws: ``AnimationError/invalidTime(_:)`` when a time is not finite.
  public static func drive(
    _ scene: Scene, from start: Double, to end: Double, update: @escaping (Double) -> Void
  ) throws {
    guard end.isFinite else { throw AnimationError.invalidTime(end) }
    let driver = FrameDriver(scene: scene, end: end, update: update)
    try scene.schedule(at: start) { driver.tick() }
  }

  private func tick() {
    let time = scene.clock.time
    update(time)
    guard time < end - MediaTiming.snapTolerance else { return }
    // Half a frame ahead: strictly after this frame's time, due by the next frame's, whatever the
    // frame rate the scene is recorded at.
    let next = min(end, time + 0.5 / scene.clock.framesPerSecond)
    try? scene.schedule(at: next) { [self] in tick() }  // `next` is finite: it cannot throw
  }
}
