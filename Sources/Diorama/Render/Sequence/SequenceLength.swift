/// Which frames of a scene a ``SequenceRecorder`` renders: frame `i` is at time `i / fps` on the
/// scene's clock, and files are numbered by frame index.
public enum SequenceLength: Sendable, Hashable, CustomStringConvertible {
  /// Frames 0 through ⌊seconds · fps⌋, so the frame at `t = seconds` is included when it falls on
  /// a frame: 3 s at 60 fps are 181 frames, the last showing the state at exactly 3 s. A duration
  /// of 0 renders one frame (a still).
  case duration(Double)
  /// Frames 0 ..< `count`.
  case frames(Int)

  /// The number of frames at a frame rate, or `nil` when the length is not a finite,
  /// non-negative duration or a positive count.
  public func frameCount(framesPerSecond: Double) -> Int? {
    switch self {
    case .duration(let seconds):
      guard seconds.isFinite, seconds >= 0, framesPerSecond.isFinite, framesPerSecond > 0 else {
        return nil
      }
      // The epsilon keeps 0.1 s × 30 fps (2.9999…) from losing its last frame.
      let last = (seconds * framesPerSecond + 1e-9).rounded(.down)
      guard last < Double(Int32.max) else { return nil }
      return Int(last) + 1
    case .frames(let count):
      return count > 0 ? count : nil
    }
  }

  /// `3.0 s` or `60 frames`.
  public var description: String {
    switch self {
    case .duration(let seconds): "\(seconds) s"
    case .frames(let count): "\(count) frames"
    }
  }
}
