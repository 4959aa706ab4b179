/// Which dimension `sizeToFit(_:)` keeps and which it asks `sizeThatFits(_:)` for.
public enum FitType: Int, Sendable, CustomStringConvertible {
  /// Keep the reference width, take the fitted height.
  case width
  /// Keep the reference height, take the fitted width.
  case height
  /// Ask with the reference width, take both fitted dimensions.
  case widthFlexible
  /// Ask with the reference height, take both fitted dimensions.
  case heightFlexible
  /// Ask with the current size, take both fitted dimensions (UIKit's `sizeToFit()`).
  case content

  /// The argument as written in a call: `.width`, …, and nothing for `.content`.
  public var description: String {
    switch self {
    case .width: ".width"
    case .height: ".height"
    case .widthFlexible: ".widthFlexible"
    case .heightFlexible: ".heightFlexible"
    case .content: ""
    }
  }
}
