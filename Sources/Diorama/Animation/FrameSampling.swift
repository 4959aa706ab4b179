/// The deterministic frame grid and the rules for which frame shows what of an animated change.
///
/// Frame `i` is rendered at `t = i / framesPerSecond`, computed by division from the integer index,
/// never by accumulating `1 / fps`. A change committed during frame `i` with an animation of
/// duration `D` (after an optional delay `δ`, shown with UIKit's backwards fill):
///
/// - frame `i` shows progress 0 — the old value;
/// - frames up to `i + n` with `n = ⌈(δ + D)·fps⌉` (snapped within 1e-9 s) show the animation; if
///   `(δ + D)·fps` is a whole number, frame `i + n` is the exact end sample (progress 1), otherwise
///   its time lies past the end and it shows the model value;
/// - either way frame `i + n` is the first frame showing the new state, and the animation is gone
///   from the next frame on.
///
/// A change that does not animate shows its new value on frame `i` itself.
public struct FrameSampling: Sendable, Equatable, Hashable {
  /// Frames per second, finite and positive.
  public let framesPerSecond: Double

  /// Creates the frame grid.
  ///
  /// - Throws: ``AnimationError/invalidFramesPerSecond(_:)`` unless `framesPerSecond` is finite and
  ///   greater than zero.
  public init(framesPerSecond: Double) throws(AnimationError) {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw .invalidFramesPerSecond(framesPerSecond)
    }
    self.framesPerSecond = framesPerSecond
  }

  /// The time of frame `index`, `index / framesPerSecond`.
  ///
  /// - Throws: ``AnimationError/invalidFrameIndex(_:)`` for a negative index.
  public func time(ofFrame index: Int) throws(AnimationError) -> Double {
    guard index >= 0 else { throw .invalidFrameIndex(index) }
    return Double(index) / framesPerSecond
  }

  /// The number of frames after the commit frame at which an animation of `duration` seconds,
  /// started after `delay`, reaches its end: `⌈(delay + duration)·fps⌉`, with end times within
  /// 1e-9 s of a frame counting as on that frame.
  ///
  /// - Throws: ``AnimationError/invalidDuration(_:)`` unless `duration` is finite and positive and
  ///   the span fits in `Int` frames; ``AnimationError/invalidTimingProperty(property:value:)`` for
  ///   a negative or non-finite `delay`.
  public func frameCount(duration: Double, delay: Double = 0) throws(AnimationError) -> Int {
    guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
    guard delay.isFinite, delay >= 0 else { throw .invalidTimingProperty(property: "delay", value: delay) }
    let frames = ((delay + duration - MediaTiming.snapTolerance) * framesPerSecond).rounded(.up)
    guard frames < 0x1p62 else { throw .invalidDuration(duration) }
    return Int(max(frames, 0))
  }

  /// The first frame that shows the new state of a change committed during `commitFrame` and
  /// animated for `duration` seconds after `delay`: `commitFrame + frameCount(…)`.
  ///
  /// - Throws: ``AnimationError/invalidFrameIndex(_:)`` for a negative commit frame or a result
  ///   beyond `Int.max`, and the errors of ``frameCount(duration:delay:)``.
  public func firstFrameShowingNewState(commitFrame: Int, duration: Double, delay: Double = 0)
    throws(AnimationError) -> Int
  {
    guard commitFrame >= 0 else { throw .invalidFrameIndex(commitFrame) }
    let count = try frameCount(duration: duration, delay: delay)
    let (end, overflow) = commitFrame.addingReportingOverflow(count)
    guard !overflow else { throw .invalidFrameIndex(commitFrame) }
    return end
  }

  /// What `frame` shows of a change committed during `commitFrame` and animated for `duration`
  /// seconds after `delay` (with backwards fill, so a delay shows progress 0).
  ///
  /// The animation's active time is computed from frame indices, `(frame − commitFrame)/fps`, so
  /// an end on the frame grid is hit exactly.
  ///
  /// - Throws: ``AnimationError/invalidFrameIndex(_:)`` for a negative frame, and the errors of
  ///   ``firstFrameShowingNewState(commitFrame:duration:delay:)``.
  public func state(ofFrame frame: Int, commitFrame: Int, duration: Double, delay: Double = 0)
    throws(AnimationError) -> FrameState
  {
    guard frame >= 0 else { throw .invalidFrameIndex(frame) }
    let end = try firstFrameShowingNewState(commitFrame: commitFrame, duration: duration, delay: delay)
    if frame < commitFrame { return .beforeCommit }
    if frame > end { return .completed }
    let timing = MediaTiming(beginTime: delay, duration: duration, fillMode: .backwards)
    let elapsed = Double(frame - commitFrame) / framesPerSecond
    guard let progress = try timing.state(atParentTime: elapsed).progress else { return .completed }
    return .animating(progress: progress)
  }
}
