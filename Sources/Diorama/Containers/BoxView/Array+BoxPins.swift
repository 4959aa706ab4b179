extension Array where Element: BoxAnchorable {
  /// Activates `first.width == element.width` for every other element (each element once,
  /// however often it is repeated); returns them in order. An empty or one-element array
  /// makes none.
  @discardableResult
  public func pinSameWidth() -> [LayoutConstraint] { BoxPinning.pinSame(self, .width) }

  /// Activates `first.height == element.height` for every other element; returns them in
  /// order.
  @discardableResult
  public func pinSameHeight() -> [LayoutConstraint] { BoxPinning.pinSame(self, .height) }
}
