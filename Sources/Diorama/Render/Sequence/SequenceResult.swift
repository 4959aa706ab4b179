import Foundation

/// What a finished recording wrote.
public struct SequenceResult: Sendable, Hashable, CustomStringConvertible {
  /// The folder that holds the frames.
  public var folder: URL
  /// The frame indices written; file `frame_00000.png` holds frame 0.
  public var frames: Range<Int>
  /// The animated PNG, when one was asked for.
  public var animatedPNG: URL?
  /// The contact sheet, when one was asked for.
  public var contactSheet: URL?
  /// The size of the frame files together, in bytes.
  public var bytesWritten: Int
  /// Wall-clock seconds the recording took, previews included.
  public var elapsed: Double
  /// How many of ``frames`` were valid files kept from an earlier run
  /// (``OverwritePolicy/resume``) rather than written now.
  public var framesKept: Int = 0

  /// The URL of each frame file, in order.
  public var frameURLs: [URL] { frames.map { SequenceRecorder.frameURL(index: $0, in: folder) } }

  /// Frames written per second of wall time.
  public var framesPerSecond: Double { elapsed > 0 ? Double(frames.count) / elapsed : 0 }

  /// `181 frames in Output/card (2.10 s, 86.2 fps, 14.3 MB)`.
  public var description: String {
    "\(frames.count) frames in \(folder.path) ("
      + String(
        format: "%.2f s, %.1f fps, %.1f MB)", elapsed, framesPerSecond, Double(bytesWritten) / 1_000_000)
  }
}
