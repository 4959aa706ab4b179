extension Warning.Kind {
  /// A symbol image was asked for by a name the stand-in symbol set does not map, or could not
  /// be drawn (its font is not installed); the call returned `nil`.
  public static let unknownSymbol = Warning.Kind(rawValue: "unknownSymbol")
}
