import Foundation

extension Scene {
  /// Renders this scene into a folder of numbered PNG files; see ``SequenceRecorder``.
  ///
  /// ```swift
  /// try scene.recordSequence(to: folder, options: SequenceOptions(length: .duration(2), stopsWhenIdle: true))
  /// ```
  /// - Throws: ``SequenceError``.
  @discardableResult
  public func recordSequence(
    to folder: URL, options: SequenceOptions = .standard, progress: ((SequenceProgress) -> Void)? = nil
  ) throws(SequenceError) -> SequenceResult {
    try SequenceRecorder(options: options).record(self, to: folder, progress: progress)
  }
}
