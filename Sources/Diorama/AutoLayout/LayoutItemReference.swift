/// A reference from a constraint to one of its items that does not keep the item alive and
/// reads `nil` once the item is gone, as `weak` does, without a `weak` reference to the item.
///
/// A `weak` reference gives its object a side table for good, and every later retain and
/// release of that object takes the runtime's slow path; constraints name every constrained
/// view, and the layout pass retains those views often. So views and guides hand out one shared
/// ``LayoutItemReference`` each, which they clear as they are deallocated; only an object that
/// is neither (a malformed constraint's item) is held `weak`.
final class LayoutItemReference {
  /// The view or guide, cleared by its `deinit`.
  unowned(unsafe) var tracked: AnyObject?
  /// Any other object.
  weak var untracked: AnyObject?

  /// The item, or `nil` once it was deallocated.
  var object: AnyObject? { tracked ?? untracked }

  private init() {}

  /// The reference to `item`: its shared one if it is a view or a guide.
  static func to(_ item: AnyObject?) -> LayoutItemReference? {
    guard let item else { return nil }
    if let view = item as? View { return view.autoLayout.reference(to: view) }
    if let guide = item as? LayoutGuide { return guide.layoutState.reference(to: guide) }
    let reference = LayoutItemReference()
    reference.untracked = item
    return reference
  }

  /// A new reference to a view or guide; `owner` clears it as it is deallocated.
  static func tracking(_ item: AnyObject) -> LayoutItemReference {
    let reference = LayoutItemReference()
    reference.tracked = item
    return reference
  }
}
