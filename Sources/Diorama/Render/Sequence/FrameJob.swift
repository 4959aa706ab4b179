/// One frame handed from the recording thread to a worker: the snapshot is a value, so the worker
/// can rasterise it while the scene moves on to the next frame.
struct FrameJob: Sendable {
  /// The scene's frame index, which is also the file's number.
  var index: Int
  /// What to draw.
  var snapshot: SceneSnapshot
  /// Whether the contact sheet wants this frame.
  var wantsThumbnail: Bool
}
