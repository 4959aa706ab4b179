import Foundation

/// What few views set, kept out of the view itself: a root view's host values (direction,
/// scale, the scene's safe-area insets), a controller's view's controller and added insets, an
/// own tint and a mask view.
///
/// A layout pass that resizes thousands of views is bound by the cache lines it touches in
/// each one; these fields would take two of a view's six, so a view holds one reference to them
/// instead, `nil` until one of them is set.
final class ViewRareState {
  /// See `View.hostLayoutDirection`.
  var hostLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// See `View.hostDisplayScale`.
  var hostDisplayScale: CGFloat = 1
  /// See `View.hostSafeAreaInsets`.
  var hostSafeAreaInsets = EdgeInsets.zero
  /// See `View.ownAdditionalSafeAreaInsets`.
  var ownAdditionalSafeAreaInsets = EdgeInsets.zero
  /// See `View.owningViewController`.
  weak var owningViewController: ViewController?
  /// See `View.ownTintColor`.
  var ownTintColor: Color?
  /// See `View.maskView`.
  var maskView: View?
}
