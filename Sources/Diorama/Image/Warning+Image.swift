extension Warning.Kind {
  /// An image file that was found was not loaded (it is damaged or not a picture); the call
  /// went on as if it were missing.
  public static let imageNotLoaded = Warning.Kind(rawValue: "imageNotLoaded")
}
