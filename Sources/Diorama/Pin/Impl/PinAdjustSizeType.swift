import Foundation

/// The one content-based sizing rule a builder may hold: `sizeToFit` or `aspectRatio`.
enum PinAdjustSizeType: Equatable {
  case fit(FitType)
  case aspectRatio(CGFloat)

  var isFlexible: Bool { self == .fit(.widthFlexible) || self == .fit(.heightFlexible) }

  /// How the rule is named in a conflict warning (`sizeToFit(.width).`, `aspectRatio(2.0)`).
  var conflictDescription: String {
    switch self {
    case .fit(.content): "sizeToFit()"
    case .fit(let type): "sizeToFit(\(type))."
    case .aspectRatio(let ratio): "aspectRatio(\(Double(ratio)))"
    }
  }
}
