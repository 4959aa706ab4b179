import Diorama
import Foundation

/// A demo scene: a small, self-describing type that builds a scene and says how long it runs.
public protocol Demo: Sendable {
  /// A short, file-name-safe identifier (`card`, `stack-gallery`).
  var id: String { get }
  /// A human title.
  var title: String { get }
  /// One or two sentences on what the demo shows.
  var summary: String { get }
  /// The scene size in points.
  var size: CGSize { get }
  /// How long the demo runs, in seconds of scene time; 0 for a still picture.
  var duration: Double { get }
  /// Builds the scene in its initial state at a scale factor and schedules its script (closures
  /// registered with ``Scene/schedule(at:_:)`` run in the events phase of the frames that reach
  /// their time). Render frame `i` with ``Scene/frame(at:)``.
  func makeScene(scale: CGFloat) throws -> Scene
}

extension Demo {
  /// A still picture by default.
  public var duration: Double { 0 }

  /// Builds the scene at 1×.
  public func makeScene() throws -> Scene { try makeScene(scale: 1) }

  /// How many frames the demo has at a frame rate: frames 0 through ⌊duration · fps⌋, so the last
  /// one shows the demo's final moment; one for a still.
  public func frameCount(framesPerSecond: Double = DemoCatalog.framesPerSecond) -> Int {
    SequenceLength.duration(duration).frameCount(framesPerSecond: framesPerSecond) ?? 1
  }
}

/// Every demo, in the order `diorama demos` lists them.
public enum DemoCatalog {
  /// The frame rate demos are rendered at unless told otherwise (`diorama demos render --fps`).
  public static let framesPerSecond: Double = 60

  /// All demos.
  public static let all: [any Demo] = [
    CardDemo(), AutoLayoutDemo(), StackGalleryDemo(), CardTransitionDemo(), LoginDemo(), FrameStackDemo(),
    PinIntroDemo(), PinAdjustDemo(), LayersDemo(), RightToLeftDemo(), TextDemo(), ScreensDemo(),
    ControlsDemo(), ChartDemo(), FlipDemo(), RevealDemo(), LoaderDemo(), FrostedDemo(), BlendDemo(),
    ParticlesDemo(), TransitionsDemo(),
  ]

  /// The demo with an identifier, if any.
  public static func demo(id: String) -> (any Demo)? { all.first { $0.id == id } }
}
