/// What a ``SequenceRecorder`` does when the output folder already holds frame files (or the
/// preview files it is about to write).
///
/// A folder never ends up with a mix of an old and a new sequence: either nothing is touched, or
/// the old frames are removed before the first new one is written.
public enum OverwritePolicy: Sendable, Hashable, CustomStringConvertible {
  /// Throw ``SequenceError/outputExists(_:existingFiles:)`` and touch nothing (the default).
  case refuse
  /// Remove the old frame files (`frame_*.png`, and temporary files left by a killed run) and
  /// the previews first, then write. Removing first also keeps writes fast: writing into fresh
  /// files is cheaper than overwriting existing ones.
  case replace

  /// `refuse` or `replace`.
  public var description: String {
    switch self {
    case .refuse: "refuse"
    case .replace: "replace"
    }
  }
}
