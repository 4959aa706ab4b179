/// What a helper view of a ``StackView`` is for. A regeneration reuses the helper that played
/// the same role last time, so the constraints that reference it can be kept.
enum StackHelperRole: Hashable {
  /// The distribution's placeholder, spanning the axis when no arranged view is visible.
  case placeholder
  /// The gap between two adjacent visible arranged views (equalSpacing, equalCentering).
  case gap(ObjectIdentifier, ObjectIdentifier)
  /// The alignment spanner, enclosing the visible views across the axis.
  case spanner

  /// The role as the conformance cases write it.
  var name: String {
    switch self {
    case .placeholder: "distribution-placeholder (no visible arranged views)"
    case .gap: "distribution gap"
    case .spanner: "alignment spanner"
    }
  }
}
