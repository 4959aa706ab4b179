/// How a view places its content in its bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight

  /// The equivalent layer contents gravity.
  var gravity: ContentsGravity {
    switch self {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }
}
