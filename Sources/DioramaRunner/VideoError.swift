import Foundation

/// Why a video could not be written. Whatever the case, no file is left under the video's name:
/// ffmpeg writes to a temporary name that is renamed only when it succeeded.
public enum VideoError: Error, Equatable, CustomStringConvertible {
  /// No `ffmpeg` executable on `PATH`.
  case ffmpegNotFound
  /// The path's extension is not one of ``VideoFormat``'s.
  case unsupportedExtension(String)
  /// A constant quality (`crf`) outside the format's ``VideoFormat/crfRange``, or given to a
  /// format that takes none.
  case crfOutOfRange(Int, VideoFormat)
  /// ffmpeg could not be started.
  case cannotStart(reason: String)
  /// ffmpeg exited with a failure status (or stopped reading); `log` holds the last lines it
  /// wrote to standard error.
  case ffmpegFailed(status: Int32, log: String)
  /// The finished video could not be moved to its name.
  case cannotRename(URL, reason: String)
  /// The frames to assemble into a video are missing, unreadable or of different sizes.
  case badFrames(String)

  /// A sentence that says what went wrong and what to do next.
  public var description: String {
    switch self {
    case .ffmpegNotFound:
      "ffmpeg was not found on PATH; videos are encoded by it. On Debian or Ubuntu install the "
        + "ffmpeg package: apt-get install ffmpeg"
    case .unsupportedExtension(let ext):
      "cannot write a video with the extension '.\(ext)'; use .mp4, .webm, .gif or .mov"
    case .crfOutOfRange(let crf, let format):
      if let range = format.crfRange {
        "a constant quality (crf) of \(crf) does not fit \(format): use \(range.lowerBound)…\(range.upperBound)"
      } else {
        "\(format) takes no constant quality (crf); choose a VideoQuality level instead"
      }
    case .cannotStart(let reason):
      "ffmpeg could not be started: \(reason)"
    case .ffmpegFailed(let status, let log):
      "ffmpeg failed (exit status \(status)); no video was written. Its last messages:\n\(log)"
    case .cannotRename(let url, let reason):
      "the video was encoded but could not be moved to \(url.path): \(reason)"
    case .badFrames(let reason):
      reason
    }
  }
}
