/// How a view places its content in its bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
  /// Stretches the content to the bounds, ignoring its aspect ratio.
  case scaleToFill
  /// Scales the content to fit inside the bounds, keeping its aspect ratio (letterboxed).
  case scaleAspectFit
  /// Scales the content to cover the bounds, keeping its aspect ratio (cropped).
  case scaleAspectFill
  /// Redraws on a size change; for images it stretches like ``scaleToFill``.
  case redraw
  /// Centres the content at its own size.
  case center
  /// Centres the content horizontally along the top edge, at its own size.
  case top
  /// Centres the content horizontally along the bottom edge, at its own size.
  case bottom
  /// Centres the content vertically along the left edge, at its own size.
  case left
  /// Centres the content vertically along the right edge, at its own size.
  case right
  /// Puts the content in the top-left corner, at its own size.
  case topLeft
  /// Puts the content in the top-right corner, at its own size.
  case topRight
  /// Puts the content in the bottom-left corner, at its own size.
  case bottomLeft
  /// Puts the content in the bottom-right corner, at its own size.
  case bottomRight

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
