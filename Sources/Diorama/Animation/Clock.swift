import Foundation

/// The virtual time of a scene: frame `i` is at `origin + i / framesPerSecond`, computed by division
/// from the integer index (never by accumulating `1/fps`), so the same script renders the same
/// frames on every run. Nothing in the animation runtime reads the wall clock.
public struct Clock: Sendable, Hashable, CustomStringConvertible {
  /// Frames per second, finite and positive.
  public let framesPerSecond: Double
  /// The time of frame 0.
  public let origin: Double
  /// The last frame the scene ticked, or `nil` before the first one.
  public internal(set) var frameIndex: Int?

  /// A clock at 60 frames per second starting at time 0.
  public static let standard = Clock(checkedFramesPerSecond: 60, origin: 0)

  /// Creates a clock that has not ticked yet.
  ///
  /// - Throws: ``AnimationError/invalidFramesPerSecond(_:)`` unless `framesPerSecond` is finite
  ///   and positive; ``AnimationError/invalidTime(_:)`` for a non-finite origin.
  public init(framesPerSecond: Double, origin: Double = 0) throws(AnimationError) {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidFramesPerSecond(framesPerSecond)
    }
    guard origin.isFinite else { throw .invalidTime(origin) }
    self.init(checkedFramesPerSecond: framesPerSecond, origin: origin)
  }

  private init(checkedFramesPerSecond: Double, origin: Double) {
    framesPerSecond = checkedFramesPerSecond
    self.origin = origin
  }

  /// The current time: that of the last ticked frame (the origin before the first).
  public var time: Double { origin + Double(frameIndex ?? 0) / framesPerSecond }

  /// The time of frame `index`.
  ///
  /// - Throws: ``AnimationError/invalidFrameIndex(_:)`` for a negative index.
  public func time(ofFrame index: Int) throws(AnimationError) -> Double {
    guard index >= 0 else { throw .invalidFrameIndex(index) }
    return origin + Double(index) / framesPerSecond
  }

  /// The frame rate, the origin and the frame.
  public var description: String {
    "Clock(\(framesPerSecond) fps, origin \(origin), frame \(frameIndex.map(String.init) ?? "none"), t = \(time))"
  }
}
