extension View: Hashable {
  /// Whether two views are the same view (identity, as `UIView` inherits from `NSObject`), so
  /// UIKit code such as `if textField == passwordField` ports unchanged.
  public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

  /// Hashes the view's identity (so views can be dictionary keys and set members, as in UIKit).
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
