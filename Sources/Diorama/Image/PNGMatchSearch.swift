import CPNGEncoder

/// How the PNG encoder looks for repeated bytes in the filtered rows before it Huffman-codes
/// them (the LZ77 half of deflate), in the spirit of zlib's compression strategies.
///
/// Both searches write standard zlib streams that every PNG decoder reads; they differ in where
/// they look and what that costs.
public enum PNGMatchSearch: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// libdeflate's search at the options' compression level: hash chains over the whole 32 KiB
  /// window, lazy matching and block splitting. The right search for anything that is not an
  /// interface frame.
  case general
  /// Diorama's search for interface frames, whose repeats are mostly the pixel to the left and
  /// the row above: every position is compared with those two neighbours, and where they match
  /// fewer than eight bytes, with earlier places the same four bytes began. Level 1 keeps one
  /// earlier place per hash slot and codes blocks of 32,768 symbols; levels 2 and above follow
  /// chains of 16 earlier places, take a literal when the next byte starts a longer match, and
  /// code blocks of 4,096 symbols. Level 0 stores the rows uncompressed, as with ``general``.
  ///
  /// On the render benchmark's 1280×720 frames level 1 compresses in about a third of the time
  /// of libdeflate's level 1 and makes files 4 % smaller (2–3 % larger on screens full of text,
  /// whose repeated glyphs are far apart); levels 2 and above are another 3–6 % smaller for
  /// 1.2–1.4 times the cost of level 1. Photographs and blurs want row filters and ``general``.
  case neighbours

  /// `general` or `neighbours`.
  public var description: String {
    switch self {
    case .general: "general"
    case .neighbours: "neighbours"
    }
  }

  var cValue: diorama_png_strategy {
    switch self {
    case .general: DIORAMA_PNG_STRATEGY_GENERAL
    case .neighbours: DIORAMA_PNG_STRATEGY_NEIGHBOURS
    }
  }
}
