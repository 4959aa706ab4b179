/// PinLayout warnings that can be switched off one by one (``Pin/activeWarnings``).
public struct ActiveWarnings: Hashable, Sendable {
  /// Warn when `horizontallyBetween`/`verticallyBetween` finds no space between the two views;
  /// `true` by default.
  public var noSpaceAvailableBetweenViews = true
  /// Warn when `aspectRatio()` is called on an image view without an image; `true` by default.
  public var aspectRatioImageNotSet = true

  /// Creates the default set: every warning on.
  public init() {}
}
