import Foundation

/// Everything that can stop a ``SequenceRecorder``.
///
/// Whatever the error, the output folder holds only complete frame files: a failure part-way
/// keeps the frames before the failing one (``frameFailed(frame:cause:framesKept:)`` says how
/// many), removes any frame written after it and every temporary file, and writes no preview.
public enum SequenceError: Error, Equatable, CustomStringConvertible {
  /// An option is out of range; the message names it.
  case invalidOptions(String)
  /// The folder could not be created or is not a folder.
  case unusableFolder(URL, reason: String)
  /// The folder already holds frames or previews and the policy is ``OverwritePolicy/refuse``;
  /// `existingFiles` counts them. Nothing was touched.
  case outputExists(URL, existingFiles: Int)
  /// Old files could not be removed under ``OverwritePolicy/replace``.
  case cannotRemove(URL, reason: String)
  /// The scene could not produce frame `frame` (an animation error, or a scene that has already
  /// rendered past the first frame). Frames before it were kept.
  case sceneFailed(frame: Int, cause: AnimationError, framesKept: Int)
  /// Frame `frame` could not be encoded or written; frames `first ..< frame` were kept
  /// (`framesKept` of them) and nothing after it.
  case frameFailed(frame: Int, cause: ImageError, framesKept: Int)
  /// The ``FrameConsumer`` refused frame `frame` (a video encoder that failed); the recording
  /// stopped there. Frame files before it were kept.
  case consumerFailed(frame: Int, reason: String)
  /// The frames were written but a preview (animated PNG or contact sheet) could not be.
  case previewFailed(URL, reason: String)

  /// A sentence that says what went wrong and what to do next.
  public var description: String {
    switch self {
    case .invalidOptions(let reason):
      "Invalid sequence options: \(reason)."
    case .unusableFolder(let url, let reason):
      "Cannot write frames into \(url.path): \(reason)."
    case .outputExists(let url, let count):
      "\(url.path) already holds \(count) frame or preview file\(count == 1 ? "" : "s"); "
        + "nothing was changed. Choose another folder, or replace them (OverwritePolicy.replace, "
        + "--overwrite)."
    case .cannotRemove(let url, let reason):
      "Cannot remove the old file \(url.path): \(reason)."
    case .sceneFailed(let frame, let cause, let kept):
      "The scene failed at frame \(frame): \(cause). \(Self.kept(kept))"
    case .frameFailed(let frame, let cause, let kept):
      "Frame \(frame) could not be written: \(cause) \(Self.kept(kept))"
    case .consumerFailed(let frame, let reason):
      "Frame \(frame) could not be handed on: \(reason)"
    case .previewFailed(let url, let reason):
      "The frames were written, but the preview \(url.path) could not be: \(reason)."
    }
  }

  private static func kept(_ count: Int) -> String {
    count == 1
      ? "The frame before it was kept; no partial file was left."
      : "The \(count) frames before it were kept; no partial file was left."
  }
}
