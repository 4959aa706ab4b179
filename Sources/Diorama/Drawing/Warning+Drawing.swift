extension Warning.Kind {
  /// Drawing code ran with no current graphics context (outside a drawing pass or an image
  /// renderer); nothing was drawn.
  public static let noCurrentContext = Warning.Kind(rawValue: "noCurrentContext")
  /// A drawing pass restored a graphics state it had not saved, or left saved states behind.
  public static let unbalancedGraphicsState = Warning.Kind(rawValue: "unbalancedGraphicsState")
}
