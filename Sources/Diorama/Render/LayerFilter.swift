/// A filter applied to a layer's content or to what lies behind it (Core Animation's `filters`
/// and `backgroundFilters`, with Core Image's Gaussian blur).
public enum LayerFilter: Hashable, Sendable {
  /// A Gaussian blur whose standard deviation is `radius` points (`CIGaussianBlur`'s
  /// `inputRadius`). A radius that is not finite or not positive does nothing.
  case gaussianBlur(radius: CGFloat)

  /// The blur's standard deviation in points, when the filter blurs.
  var blurRadius: CGFloat? {
    switch self {
    case .gaussianBlur(let radius): radius.isFinite && radius > 0 ? min(radius, 250) : nil
    }
  }
}

extension Array where Element == LayerFilter {
  /// The combined blur of a list of filters (variances add), or `nil` when nothing blurs.
  var combinedBlurRadius: CGFloat? {
    let variance = compactMap(\.blurRadius).reduce(0) { $0 + $1 * $1 }
    return variance > 0 ? variance.squareRoot() : nil
  }
}
