extension Warning.Kind {
  /// A collection view's data source gave an answer UIKit would raise an exception for (a
  /// negative count, an unregistered identifier, a cell from another collection view, an update
  /// that does not match the new counts, a header the layout shows but nobody gives); the
  /// collection view went on with the repair the message names.
  public static let collectionViewInconsistency = Warning.Kind(rawValue: "collectionViewInconsistency")
}
