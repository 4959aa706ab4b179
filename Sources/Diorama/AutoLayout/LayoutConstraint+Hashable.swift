/// Constraints are equal when they are the same object, as `NSLayoutConstraint`s (NSObject
/// subclasses) are: two constraints with the same items, attributes and constant are still two
/// constraints. So `Set<LayoutConstraint>` and dictionary keys hold each constraint once, and a
/// constraint keeps its hash when its ``LayoutConstraint/constant`` or
/// ``LayoutConstraint/priority`` changes.
extension LayoutConstraint: Hashable {
  /// Whether `lhs` and `rhs` are the same constraint (`===`).
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }

  /// Hashes the constraint's identity. O(1).
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
