/// How ``PNGEncoder``, ``Renderer/pngData(options:)`` and ``Image/pngData(options:)`` compress
/// a PNG: a libdeflate compression level and a row filter.
///
/// Four presets, tuned on interface frames (the render benchmark's 1280×720 scene; see the
/// Rendering article for the figures):
/// - ``fast``: the quickest files to produce, for frame sequences and servers;
/// - ``standard``: a little smaller than ``fast`` at less than twice its cost (the default of
///   ``SequenceOptions``);
/// - ``compact``: smaller files at about twice the encoding cost;
/// - ``default``: adaptive row filters, for images that are not interface frames
///   (photographs, smooth gradients), where filters shrink files the most.
public struct PNGEncodingOptions: Sendable, Hashable, CustomStringConvertible {
  /// libdeflate's compression level: 0 stores the rows uncompressed, 1 is the fastest, 6 the
  /// usual balance, 9 slow and 10…12 near-optimal and very slow. A value outside 0…12 makes
  /// encoding throw ``ImageError/invalidArgument(_:)``.
  public var compressionLevel: Int
  /// The row filter; see ``PNGFilter``.
  public var filter: PNGFilter

  /// The levels libdeflate accepts.
  public static let compressionLevels = 0...12

  /// Creates options; the defaults are those of ``default``.
  public init(compressionLevel: Int = 6, filter: PNGFilter = .adaptive) {
    self.compressionLevel = compressionLevel
    self.filter = filter
  }

  /// Level 1, no filter: the fastest setting that still compresses. On the render benchmark's
  /// frames the files are a fifth smaller than zlib's level 1 made them.
  public static let fast = PNGEncodingOptions(compressionLevel: 1, filter: .none)
  /// Level 4, no filter: about 3 % smaller than ``fast`` for about 1.8 times its cost.
  public static let standard = PNGEncodingOptions(compressionLevel: 4, filter: .none)
  /// Level 6, no filter: about 4 % smaller than ``fast`` for about twice its cost (level 9 would
  /// save 8 % more at three times the cost again).
  public static let compact = PNGEncodingOptions(compressionLevel: 6, filter: .none)
  /// Level 6 with adaptive filters, the settings of Cairo's own PNG writer and most tools.
  public static let `default` = PNGEncodingOptions()

  /// `level 6, adaptive filter`.
  public var description: String { "level \(compressionLevel), \(filter) filter" }
}
