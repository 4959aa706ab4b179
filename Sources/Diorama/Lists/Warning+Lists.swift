extension Warning.Kind {
  /// A table's data source or delegate gave an answer UIKit would raise an exception for (a
  /// negative count, an unregistered identifier, a cell from another table, an update that does
  /// not match the new counts); the table went on with the repair the message names.
  public static let tableViewInconsistency = Warning.Kind(rawValue: "tableViewInconsistency")
}
