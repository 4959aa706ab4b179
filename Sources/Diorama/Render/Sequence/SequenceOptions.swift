import Foundation

/// How a ``SequenceRecorder`` renders a scene to numbered PNG files.
///
/// The presets differ only in PNG compression (``PNGEncodingOptions``' presets of the same
/// names), which is where most of the time goes, and all use every core:
/// - ``fast``: ``PNGEncodingOptions/fast`` — the quickest files to produce;
/// - ``standard`` (the default): ``PNGEncodingOptions/standard`` — a little smaller at less than
///   twice the cost;
/// - ``compact``: ``PNGEncodingOptions/compact`` — smaller files at about twice the encoding cost.
public struct SequenceOptions: Sendable, Hashable {
  /// Frames per second of scene time: frame `i` is at `t = i / framesPerSecond`. It replaces the
  /// scene's clock, so it must be set before the scene renders its first frame.
  public var framesPerSecond: Double
  /// Which frames to render.
  public var length: SequenceLength
  /// Pixels per point; `nil` renders at the scene's own scale.
  public var scale: CGFloat?
  /// Stop after the first frame on which no animation is running and no scheduled event is
  /// waiting (that frame shows the final state), even if ``length`` allows more.
  public var stopsWhenIdle: Bool
  /// The PNG compression of the frame files (and of the animated PNG, which reuses their data).
  public var encoding: PNGEncodingOptions
  /// Threads that rasterise and encode frames while the calling thread runs the scene; `nil`
  /// uses one per active processor.
  public var workerCount: Int?
  /// What to do when the folder already holds frames.
  public var overwrite: OverwritePolicy
  /// Also write every frame into one animated PNG (APNG) at this URL, looping forever.
  public var animatedPNG: URL?
  /// Also write a contact sheet.
  public var contactSheet: ContactSheetOptions?
  /// Only these frames of the ones ``length`` allows, numbered as in the full recording; `nil`
  /// records them all. The scene still runs every earlier frame (clock, events, layout) without
  /// drawing it, so frame `i` of a partial recording is byte for byte frame `i` of a full one.
  /// The range must lie within the length.
  public var frameRange: Range<Int>?
  /// Whether the frames are written as PNG files. `false` draws them only for a
  /// ``FrameConsumer`` (a video encoder) and the previews.
  public var writesFrameFiles: Bool

  /// Creates options; the defaults are those of ``standard`` with a one-second length.
  public init(
    framesPerSecond: Double = 60, length: SequenceLength = .duration(1), scale: CGFloat? = nil,
    stopsWhenIdle: Bool = false, encoding: PNGEncodingOptions = SequenceOptions.standardEncoding,
    workerCount: Int? = nil, overwrite: OverwritePolicy = .refuse, animatedPNG: URL? = nil,
    contactSheet: ContactSheetOptions? = nil, frameRange: Range<Int>? = nil, writesFrameFiles: Bool = true
  ) {
    self.framesPerSecond = framesPerSecond
    self.length = length
    self.scale = scale
    self.stopsWhenIdle = stopsWhenIdle
    self.encoding = encoding
    self.workerCount = workerCount
    self.overwrite = overwrite
    self.animatedPNG = animatedPNG
    self.contactSheet = contactSheet
    self.frameRange = frameRange
    self.writesFrameFiles = writesFrameFiles
  }

  /// The default encoding of frame sequences, ``PNGEncodingOptions/standard``.
  public static let standardEncoding = PNGEncodingOptions.standard
  /// The encoding of ``compact``, ``PNGEncodingOptions/compact``.
  public static let compactEncoding = PNGEncodingOptions.compact

  /// The fastest preset: ``PNGEncodingOptions/fast`` on every core.
  public static let fast = SequenceOptions(encoding: .fast)
  /// The default preset: ``standardEncoding`` on every core.
  public static let standard = SequenceOptions()
  /// The preset for small files: ``compactEncoding`` on every core.
  public static let compact = SequenceOptions(encoding: compactEncoding)

  /// The worker count actually used.
  var resolvedWorkerCount: Int {
    max(1, workerCount ?? ProcessInfo.processInfo.activeProcessorCount)
  }
}
