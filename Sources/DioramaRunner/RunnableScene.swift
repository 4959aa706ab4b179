import Diorama
import Foundation

/// A scene a runner can render: an identifier for the command line, a duration, and a function
/// that builds the scene in its initial state with its script scheduled.
///
/// Conform a type of your own, or use ``SceneEntry`` to describe a scene with a closure.
public protocol RunnableScene: Sendable {
  /// A short, file-name-safe identifier (`intro`, `chart-grows`): the scene's name on the command
  /// line and the name of its output files.
  var id: String { get }
  /// A human title, used by `list` and the contact sheet.
  var title: String { get }
  /// One sentence on what the scene shows, printed by `list`.
  var summary: String { get }
  /// How long the scene runs, in seconds of scene time; 0 for a still picture.
  var duration: Double { get }
  /// Builds the scene in its initial state at a scale factor (pixels per point) and schedules its
  /// script with `Scene.schedule(at:_:)` and animation blocks. The runner replaces its clock
  /// with one at the frame rate it records at.
  func makeScene(scale: CGFloat) throws -> Scene
}

extension RunnableScene {
  /// The identifier, by default.
  public var title: String { id }
  /// Nothing, by default.
  public var summary: String { "" }
  /// A still picture, by default.
  public var duration: Double { 0 }

  /// The number of frames at a frame rate: frames 0 through ⌊duration · fps⌋, so the last one
  /// shows the final moment; one for a still.
  public func frameCount(framesPerSecond: Double) -> Int {
    SequenceLength.duration(duration).frameCount(framesPerSecond: framesPerSecond) ?? 1
  }
}
