import Diorama

extension Warning.Kind {
  /// A failure could not be added to the report folder (it cannot be created or written); the
  /// test's own failure is unaffected.
  public static let reportUnwritable = Warning.Kind(rawValue: "reportUnwritable")
}
