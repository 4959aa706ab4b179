/// Errors from building and rendering a ``Scene``.
public enum SceneError: Error, Equatable, CustomStringConvertible {
  /// The scene's size in points is zero, negative or not finite.
  case invalidSize(width: Double, height: Double)
  /// The scale factor is not finite or outside 1…4.
  case invalidScale(Double)
  /// The frame buffer would be empty or larger than 16384 pixels on a side.
  case invalidPixelSize(width: Int, height: Int)
  /// The frame buffer would hold more pixels than ``Scene/maximumPixelArea`` allows.
  case pixelAreaTooLarge(width: Int, height: Int, maximum: Int)

  public var description: String {
    switch self {
    case .invalidSize(let w, let h):
      "A scene must have a finite, positive size; got \(w) × \(h) points."
    case .invalidScale(let s):
      "A scene's scale factor must be a finite number from 1 to 4 (1×, 2×, 3×); got \(s)."
    case .invalidPixelSize(let w, let h):
      "A frame must be 1 to \(Scene.maximumPixelSide) pixels on each side; got \(w) × \(h)."
        + " Use a smaller size or scale."
    case .pixelAreaTooLarge(let w, let h, let maximum):
      "A \(w) × \(h) frame has \(w * h) pixels, more than Scene.maximumPixelArea (\(maximum))."
        + " Use a smaller size or scale, or raise the limit."
    }
  }
}
