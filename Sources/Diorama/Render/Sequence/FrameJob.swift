/// One frame handed from the recording thread to a worker: the snapshot is a value, so the worker
/// can rasterise it while the scene moves on to the next frame.
struct FrameJob: Sendable {
  /// The scene's frame index, which is also the file's number.
  var index: Int
  /// What to draw.
  var snapshot: SceneSnapshot
  /// Whether the contact sheet wants this frame.
  var wantsThumbnail: Bool
  /// Whether the frame's file is to be written (false when a resumed recording keeps a valid
  /// file, or when frames go to a consumer only).
  var writesFile: Bool
  /// Whether a valid file of this frame is already in the folder (a resumed recording).
  var isOnDisk: Bool
}
