/// How far a recording has got, reported to the progress handler of
/// ``SequenceRecorder/record(_:to:progress:)`` on the recording thread.
public struct SequenceProgress: Sendable, Hashable {
  /// Frames whose snapshot has been taken (the scene has advanced this far).
  public var framesRendered: Int
  /// Frames whose file is complete on disk.
  public var framesWritten: Int
  /// The number of frames the length allows; fewer are written when the scene goes idle first
  /// with ``SequenceOptions/stopsWhenIdle``.
  public var expectedFrames: Int
  /// Wall-clock seconds since the recording started.
  public var elapsed: Double

  /// Written frames per second of wall time so far.
  public var framesPerSecond: Double { elapsed > 0 ? Double(framesWritten) / elapsed : 0 }
  /// The fraction of the expected frames written, 0…1.
  public var fractionCompleted: Double {
    expectedFrames > 0 ? min(1, Double(framesWritten) / Double(expectedFrames)) : 1
  }
}
