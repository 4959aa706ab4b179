import Diorama
import Foundation

/// A ``RunnableScene`` described by a closure that builds it.
///
/// ```swift
/// SceneEntry(id: "ball", duration: 1) { scale in
///   let scene = try Scene(size: CGSize(width: 320, height: 120), scale: scale)
///   // … build views, open animation blocks, schedule events …
///   return scene
/// }
/// ```
public struct SceneEntry: RunnableScene {
  /// The scene's identifier on the command line.
  public let id: String
  /// A human title.
  public let title: String
  /// One sentence on what the scene shows.
  public let summary: String
  /// Seconds of scene time; 0 for a still.
  public let duration: Double
  private let build: @Sendable (CGFloat) throws -> Scene

  /// Describes a scene.
  /// - Parameters:
  ///   - id: a short, file-name-safe identifier.
  ///   - title: a human title; the identifier when omitted.
  ///   - summary: one sentence for `list`.
  ///   - duration: seconds of scene time; 0 for a still picture.
  ///   - make: builds the scene at a scale factor (pixels per point).
  public init(
    id: String, title: String? = nil, summary: String = "", duration: Double = 0,
    make: @escaping @Sendable (CGFloat) throws -> Scene
  ) {
    self.id = id
    self.title = title ?? id
    self.summary = summary
    self.duration = duration
    build = make
  }

  /// Builds the scene by calling the closure.
  public func makeScene(scale: CGFloat) throws -> Scene { try build(scale) }
}
