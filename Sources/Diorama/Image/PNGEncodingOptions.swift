/// How ``PNGEncoder`` and ``Image/pngData(options:)`` compress a PNG.
///
/// The two presets cover the usual choice: ``fast`` for frame sequences, where
/// encode time dominates (zlib level 1, no filter: about 6 ms for a 1280×720
/// frame, files about 25 % larger), and ``default`` for files that are kept
/// (the settings of Cairo's own PNG writer: level 6, adaptive filters, about 6×
/// slower).
public struct PNGEncodingOptions: Sendable, Hashable, CustomStringConvertible {
  /// The zlib compression level, 0 (stored, no compression) … 9 (smallest, slowest).
  /// A value outside 0…9 makes encoding throw ``ImageError/invalidArgument(_:)``.
  public var compressionLevel: Int
  /// The row filter; see ``PNGFilter``.
  public var filter: PNGFilter

  /// Creates options; the defaults are the same as ``default``.
  public init(compressionLevel: Int = 6, filter: PNGFilter = .adaptive) {
    self.compressionLevel = compressionLevel
    self.filter = filter
  }

  /// zlib level 1 and no filter: the fastest setting that still compresses.
  public static let fast = PNGEncodingOptions(compressionLevel: 1, filter: .none)
  /// zlib level 6 and adaptive filters, as Cairo and most tools write PNGs.
  public static let `default` = PNGEncodingOptions()

  /// `level 6, adaptive filter`.
  public var description: String { "level \(compressionLevel), \(filter) filter" }
}
