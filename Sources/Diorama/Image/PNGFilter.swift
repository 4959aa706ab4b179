import CPNGSupport

/// The PNG row filter the encoder applies before compression.
///
/// Filters make rows more compressible at a CPU cost. `.adaptive` lets libpng try
/// every filter on every row and keep the best: the smallest files, but at zlib
/// level 1 it spends most of the encode time choosing (about 4× slower than
/// `.none` on a 1280×720 frame). `.none` is the fastest and what ``PNGEncodingOptions/fast`` uses.
public enum PNGFilter: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No filtering: rows are compressed as they are.
  case none
  /// Each byte minus the byte one pixel to the left.
  case sub
  /// Each byte minus the byte above.
  case up
  /// Each byte minus the average of left and above.
  case average
  /// Each byte minus the Paeth predictor of left, above and upper-left.
  case paeth
  /// libpng picks the best of the five filters for each row.
  case adaptive

  /// The filter's name, as used in the PNG specification.
  public var description: String {
    switch self {
    case .none: "none"
    case .sub: "sub"
    case .up: "up"
    case .average: "average"
    case .paeth: "paeth"
    case .adaptive: "adaptive"
    }
  }

  var cValue: diorama_png_filter {
    switch self {
    case .none: DIORAMA_PNG_FILTER_NONE
    case .sub: DIORAMA_PNG_FILTER_SUB
    case .up: DIORAMA_PNG_FILTER_UP
    case .average: DIORAMA_PNG_FILTER_AVERAGE
    case .paeth: DIORAMA_PNG_FILTER_PAETH
    case .adaptive: DIORAMA_PNG_FILTER_ADAPTIVE
    }
  }
}
