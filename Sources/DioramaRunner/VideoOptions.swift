import ArgumentParser

/// The video options `render` and `assemble` share: where the video goes and how it is encoded.
public struct VideoOptions: ParsableArguments {
  /// Creates the options (ArgumentParser does).
  public init() {}

  /// The video file; its extension chooses the ``VideoFormat``.
  @Option(help: "Encode the frames into this video: .mp4, .webm, .gif or .mov (needs ffmpeg).")
  public var video: String?

  /// The encoder settings' level.
  @Option(
    help: ArgumentHelp(
      "How much of the picture the video keeps, against its size: draft, standard or high.",
      valueName: "level"))
  public var quality: VideoQuality = .standard

  /// The constant quality of an MP4 or WebM video, instead of the level's.
  @Option(
    help:
      "Constant quality of an .mp4 (0–51; by --quality 28, 20, 14) or .webm (0–63; 40, 32, 24) video: lower is better."
  )
  public var crf: Int?

  /// The format `--video` names, when it names one.
  public var format: VideoFormat? { video.flatMap(VideoFormat.init(path:)) }

  /// Checks the video's extension and that `--crf` fits its format; `--quality` and `--crf`
  /// need `--video`.
  public func validate() throws {
    guard let video else {
      if crf != nil { throw ValidationError("--crf goes with --video.") }
      if quality != .standard { throw ValidationError("--quality goes with --video.") }
      return
    }
    guard let format = VideoFormat(path: video) else {
      throw ValidationError("--video must end in .mp4, .webm, .gif or .mov; got '\(video)'.")
    }
    if let crf {
      guard let range = format.crfRange else {
        throw ValidationError("--crf applies to .mp4 and .webm videos, not \(format); use --quality.")
      }
      guard range.contains(crf) else {
        throw ValidationError(
          "--crf for \(format) must be \(range.lowerBound)…\(range.upperBound); got \(crf).")
      }
    }
  }
}
