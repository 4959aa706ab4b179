/// Which items a box (or `addBoxItems`) can lay out in a view.
enum BoxItemPlacement {
  /// The items that can be laid out in `host`, in order: the first item per view or guide, and
  /// no item whose view is `host` or one of its ancestors. Each dropped item is reported with
  /// an ``Warning/Kind/invalidHierarchy`` warning that starts with `caller`.
  static func validItems(_ items: [BoxItem], in host: View, caller: String) -> [BoxItem] {
    var seen = Set<ObjectIdentifier>()
    var valid: [BoxItem] = []
    for item in items {
      let name = LayoutConstraint.name(of: item.anchorable)
      guard seen.insert(ObjectIdentifier(item.anchorable)).inserted else {
        Diagnostics.report(
          Warning(
            .invalidHierarchy, "\(caller): \(name) has more than one item; the later ones were dropped."))
        continue
      }
      if let view = item.view, host.isDescendant(of: view) {
        Diagnostics.report(
          Warning(
            .invalidHierarchy,
            "\(caller): \(name) is the container or one of its ancestors and cannot be its item; dropped."))
        continue
      }
      valid.append(item)
    }
    return valid
  }
}
