/// Receives the frames of a recording in frame order, as straight-alpha RGBA images: a video
/// encoder, for instance.
///
/// Pass one to ``SequenceRecorder/record(_:to:consumer:progress:)``. It is called from the worker
/// threads, one call at a time, in increasing frame order.
public protocol FrameConsumer: AnyObject, Sendable {
  /// Takes frame `index` (numbered as in the full recording).
  ///
  /// - Throws: any error to stop the recording; the recorder then throws
  ///   ``SequenceError/consumerFailed(frame:reason:)`` with the error's description.
  func consume(frame index: Int, image: Image) throws
}
