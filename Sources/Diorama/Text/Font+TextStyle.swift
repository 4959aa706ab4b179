import Foundation

extension Font {
  /// UIKit's text styles (`UIFont.TextStyle`), at the sizes iOS gives them at the default
  /// (Large) content size.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// 34 points.
    case largeTitle
    /// 28 points.
    case title1
    /// 22 points.
    case title2
    /// 20 points.
    case title3
    /// 17 points, semibold.
    case headline
    /// 15 points.
    case subheadline
    /// 17 points.
    case body
    /// 16 points.
    case callout
    /// 13 points.
    case footnote
    /// 12 points.
    case caption1
    /// 11 points.
    case caption2

    /// The size iOS gives the style at the default content size.
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      }
    }

    /// The style's weight: semibold for ``headline``, regular otherwise.
    public var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The system font of a text style at the default content size (UIKit's
  /// `preferredFont(forTextStyle:)`; Diorama has no Dynamic Type setting to follow).
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    .systemFont(ofSize: style.pointSize, weight: style.weight)
  }
}
