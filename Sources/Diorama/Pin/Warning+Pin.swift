extension Warning.Kind {
  /// A PinLayout value conflicts with one set earlier in the same chain (the earlier one
  /// wins), or `sizeToFit`/`aspectRatio` was given twice.
  public static let pinConflict = Warning.Kind(rawValue: "pinConflict")
  /// A PinLayout size, min/max, aspect ratio or setting was negative, NaN or infinite.
  public static let pinInvalidValue = Warning.Kind(rawValue: "pinInvalidValue")
  /// A reference view has no superview, is the laid-out view, appears twice, or the list of
  /// references is empty.
  public static let pinInvalidReference = Warning.Kind(rawValue: "pinInvalidReference")
  /// `horizontallyBetween`/`verticallyBetween` found no space between the two views.
  public static let pinNoSpaceAvailableBetweenViews = Warning.Kind(
    rawValue: "pinNoSpaceAvailableBetweenViews")
  /// The laid-out node cannot do what was asked: `sizeToFit` on a node that is not
  /// ``SizeCalculable``, `aspectRatio()` on something other than an image view with an image.
  public static let pinUnsupported = Warning.Kind(rawValue: "pinUnsupported")
  /// `aspectRatio()` on an image view whose image is not set.
  public static let pinAspectRatioImageNotSet = Warning.Kind(rawValue: "pinAspectRatioImageNotSet")
  /// A rule that cannot apply given the rest of the chain: `justify`/`align` without both
  /// edges, `pinEdges()` with four edges, an aspect ratio with no or two known dimensions.
  public static let pinIneffective = Warning.Kind(rawValue: "pinIneffective")
  /// A builder applied itself without `layout()` while ``Pin/logMissingLayoutCalls`` is on.
  public static let pinMissingLayoutCall = Warning.Kind(rawValue: "pinMissingLayoutCall")
}
