import Foundation

/// Where and how a ``SequenceRecorder`` draws a contact sheet: a grid of every Nth frame,
/// scaled down, with the frame number and time under each.
public struct ContactSheetOptions: Sendable, Hashable {
  /// The PNG file to write (atomically).
  public var url: URL
  /// Every how many frames a thumbnail is taken, starting with the first frame; `nil` picks a
  /// step that gives at most ``maximumThumbnails`` for the longest possible sequence. The last
  /// frame is always added.
  public var every: Int?
  /// The cap on the number of thumbnails when ``every`` is chosen automatically.
  public var maximumThumbnails: Int
  /// The number of columns of the grid.
  public var columns: Int
  /// The width of a thumbnail in pixels; the height follows the frame's aspect ratio.
  public var thumbnailWidth: Int
  /// A heading drawn above the grid (for example the scene's name), or `nil` for none.
  public var title: String?

  /// Creates contact-sheet options; the defaults give at most 24 thumbnails 240 pixels wide in
  /// 6 columns.
  public init(
    url: URL, every: Int? = nil, maximumThumbnails: Int = 24, columns: Int = 6,
    thumbnailWidth: Int = 240, title: String? = nil
  ) {
    self.url = url
    self.every = every
    self.maximumThumbnails = maximumThumbnails
    self.columns = columns
    self.thumbnailWidth = thumbnailWidth
    self.title = title
  }

  /// The step between thumbnails for a sequence of at most `frameCount` frames.
  func step(forFrameCount frameCount: Int) -> Int {
    if let every { return every }
    let slots = max(1, maximumThumbnails - 1)  // one slot is kept for the last frame
    return max(1, (frameCount + slots - 1) / slots)
  }
}
