import CPNGEncoder

/// The PNG row filter the encoder applies before compression.
///
/// Filters make rows more compressible at a CPU cost: they pay on photographs and smooth
/// gradients, and rarely on interface frames of flat colours and text, whose rows compress best
/// as they are. `.adaptive` picks a filter for each row by the PNG specification's heuristic
/// (the smallest sum of absolute differences), which costs a pass over every row with all five
/// predictors. `.none` is the fastest and what ``PNGEncodingOptions/fast`` uses.
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
  /// The encoder picks one of the five filters for each row (the specification's heuristic).
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
