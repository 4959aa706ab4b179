/// How ``PNGEncoder``, ``Renderer/pngData(options:)`` and ``Image/pngData(options:)`` compress
/// a PNG: a row filter, a search for repeats and a compression level.
///
/// Four presets, tuned on interface frames (the render benchmark's 1280×720 scene and the
/// demos' iPhone screens; the "Rendering in a server" article has the figures):
/// - ``fast``: the quickest files to produce, for frame sequences and servers;
/// - ``standard``: 3–6 % smaller than ``fast`` for 1.2–1.4 times its cost (the default of
///   ``SequenceOptions``);
/// - ``compact``: libdeflate's general search, which finds text's repeated glyphs wherever they
///   are: up to 14 % smaller than ``fast`` on screens of text, for files kept or sent many times;
/// - ``default``: adaptive row filters, for images that are not interface frames
///   (photographs, blurs, smooth gradients), where filters shrink files the most.
public struct PNGEncodingOptions: Sendable, Hashable, CustomStringConvertible {
  /// The compression level: 0 stores the rows uncompressed; for the ``PNGMatchSearch/general``
  /// search it is libdeflate's (1 the fastest, 6 the usual balance, 9 slow and 10…12
  /// near-optimal and very slow), for ``PNGMatchSearch/neighbours`` 1 is the quick search and 2
  /// and above the thorough one. A value outside 0…12 makes encoding throw
  /// ``ImageError/invalidArgument(_:)``.
  public var compressionLevel: Int
  /// The row filter; see ``PNGFilter``.
  public var filter: PNGFilter
  /// Where the compressor looks for repeats; see ``PNGMatchSearch``.
  public var search: PNGMatchSearch

  /// The levels the encoder accepts.
  public static let compressionLevels = 0...12

  /// Creates options; the defaults are those of ``default``.
  public init(compressionLevel: Int = 6, filter: PNGFilter = .adaptive, search: PNGMatchSearch = .general) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.search = search
  }

  /// The neighbour search's level 1, no filter: the fastest setting that still compresses. A
  /// render benchmark frame takes about a third of the time libdeflate's level 1 takes (1.0
  /// against 2.9 ms for 1280×720, conversion included) and its file is 4 % smaller; on screens
  /// full of text the files are 2–3 % larger.
  public static let fast = PNGEncodingOptions(compressionLevel: 1, filter: .none, search: .neighbours)
  /// The neighbour search's thorough level, no filter: 3–6 % smaller than ``fast`` for 1.2–1.4
  /// times its cost, and smaller than libdeflate's level 1 on every frame measured.
  public static let standard = PNGEncodingOptions(compressionLevel: 2, filter: .none, search: .neighbours)
  /// libdeflate's level 6, no filter: it finds repeats anywhere in the last 32 KiB, such as the
  /// same glyph on another line, so it pays on screens of text (14 % smaller than ``fast`` on the
  /// screens demo); on the render benchmark's cards and gradient, which have little text, its
  /// files are about the size of ``fast``'s.
  public static let compact = PNGEncodingOptions(compressionLevel: 6, filter: .none)
  /// Level 6 with adaptive filters and the general search, the settings of Cairo's own PNG
  /// writer and most tools.
  public static let `default` = PNGEncodingOptions()

  /// `level 6, adaptive filter` (with `, neighbours search` for that search).
  public var description: String {
    let base = "level \(compressionLevel), \(filter) filter"
    return search == .general ? base : base + ", \(search) search"
  }
}
