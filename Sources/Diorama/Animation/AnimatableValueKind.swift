/// The kind of value an animatable key path addresses, which decides how it interpolates.
public enum AnimatableValueKind: String, Sendable, Equatable, Hashable, CaseIterable {
  /// A number: linear.
  case scalar
  /// A point: component-wise.
  case point
  /// A size: component-wise.
  case size
  /// A rectangle: component-wise over x, y, width, height.
  case rect
  /// A colour: component-wise on non-premultiplied sRGB (``ColorComponents``).
  case color
  /// A transform: decomposed (``AffineComponents``).
  case transform
  /// A path: point-wise when the element structure matches, otherwise discrete at 0.5.
  case path
  /// Image contents: cross-fade.
  case image
  /// A boolean: discrete at 0.5, never implicitly animated.
  case boolean
  /// An array of colours (gradient `colors`): element-wise when counts match, otherwise discrete.
  case colorArray
  /// An array of numbers (gradient `locations`): element-wise when counts match, otherwise discrete.
  case numberArray
}
