/// What a ``SequenceRecorder`` does when the output folder already holds frame files (or the
/// preview files it is about to write).
///
/// A folder never ends up with a mix of an old and a new sequence: either nothing is touched, the
/// old frames are removed before the first new one is written, or (``resume``) the valid old
/// frames are kept as the frames the new recording would write. With
/// ``SequenceOptions/frameRange``, only the frame files inside the range are considered, so
/// several partial recordings (shards) can share one folder.
public enum OverwritePolicy: Sendable, Hashable, CustomStringConvertible {
  /// Throw ``SequenceError/outputExists(_:existingFiles:)`` and touch nothing (the default).
  case refuse
  /// Remove the old frame files (`frame_*.png`, and temporary files left by a killed run) and
  /// the previews first, then write. Removing first also keeps writes fast: writing into fresh
  /// files is cheaper than overwriting existing ones.
  case replace
  /// Keep the frame files that decode as PNG images of the recording's size, remove the ones
  /// that do not (and temporary files left by a killed run), and render only the missing frames:
  /// the folder ends up as an uninterrupted recording would leave it. Previews are rewritten.
  case resume

  /// `refuse`, `replace` or `resume`.
  public var description: String {
    switch self {
    case .refuse: "refuse"
    case .replace: "replace"
    case .resume: "resume"
    }
  }
}
