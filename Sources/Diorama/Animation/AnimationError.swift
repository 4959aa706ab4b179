/// An error thrown by the animation maths when an input cannot describe a meaningful animation.
///
/// Every case carries the offending value so the message can say what to change. Inputs that Core
/// Animation silently repairs (for example a spring mass of zero) are repaired here too and are
/// documented on the property concerned; only inputs with no sensible repair throw.
public enum AnimationError: Error, Equatable, Sendable {
  /// A duration is NaN, infinite, zero or negative where a positive finite duration is required.
  case invalidDuration(Double)
  /// A frame rate is NaN, infinite, zero or negative.
  case invalidFramesPerSecond(Double)
  /// A frame index is negative or the frame it leads to is beyond `Int.max`.
  case invalidFrameIndex(Int)
  /// A point in time (parent time, root time, epsilon…) is NaN or infinite.
  case invalidTime(Double)
  /// A progress value handed to an interpolation or keyframe lookup is NaN.
  case invalidProgress(Double)
  /// A media-timing property (named by `property`) has a value outside its domain.
  case invalidTimingProperty(property: String, value: Double)
  /// The control points of a cubic Bézier timing function are not finite, or an x coordinate lies
  /// outside `[0, 1]` (the curve would not be a function of time).
  case invalidControlPoints(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring parameter (named by `parameter`) is outside the domain of the conversion asked for.
  case invalidSpringParameter(parameter: String, value: Double)
  /// A keyframe description is malformed; `reason` says which rule it breaks.
  case invalidKeyframes(reason: String)
  /// The key path does not name an animatable property (of the layer's class, when adding).
  case notAnimatable(keyPath: String)
  /// A value given to an animation does not have the type of the animated property.
  case mismatchedValue(keyPath: String, expected: AnimatableValueKind, found: String)
  /// A frame was requested that is not after the last frame the scene rendered: time only moves
  /// forward.
  case frameNotAhead(frame: Int, lastFrame: Int)
}

extension AnimationError: CustomStringConvertible {
  /// A sentence that names the bad value and the rule it breaks.
  public var description: String {
    switch self {
    case .invalidDuration(let value):
      return "invalid duration \(value): durations must be finite and greater than zero"
    case .invalidFramesPerSecond(let value):
      return "invalid frame rate \(value): frames per second must be finite and greater than zero"
    case .invalidFrameIndex(let value):
      return "invalid frame index \(value): frame indices start at 0 and must stay within Int"
    case .invalidTime(let value):
      return "invalid time \(value): times must be finite numbers"
    case .invalidProgress(let value):
      return "invalid progress \(value): progress must be a number (it may leave [0, 1])"
    case .invalidTimingProperty(let property, let value):
      return "invalid \(property) \(value): see MediaTiming for the allowed range"
    case .invalidControlPoints(let x1, let y1, let x2, let y2):
      return
        "invalid timing function control points (\(x1), \(y1)), (\(x2), \(y2)): all must be finite "
        + "and both x coordinates must lie in [0, 1]"
    case .invalidSpringParameter(let parameter, let value):
      return "invalid spring \(parameter) \(value)"
    case .invalidKeyframes(let reason):
      return "invalid keyframes: \(reason)"
    case .notAnimatable(let keyPath):
      return "'\(keyPath)' is not an animatable property"
    case .mismatchedValue(let keyPath, let expected, let found):
      return "a \(found) cannot animate '\(keyPath)', which holds \(expected.rawValue) values"
    case .frameNotAhead(let frame, let lastFrame):
      return "frame \(frame) is not after the last rendered frame \(lastFrame); frames only move forward"
    }
  }
}
