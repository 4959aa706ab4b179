/// Which dimensions `wrapContent(_:)` adjusts.
public enum WrapType: Int, Sendable, CustomStringConvertible {
  /// Width and height.
  case all
  /// Width only.
  case horizontally
  /// Height only.
  case vertically

  public var description: String {
    switch self {
    case .all: ".all"
    case .horizontally: ".horizontally"
    case .vertically: ".vertically"
    }
  }
}
