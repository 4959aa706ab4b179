import Foundation

/// A cubic Bézier timing curve for a ``ViewPropertyAnimator`` (UIKit's
/// `UICubicTimingParameters`): one of the built-in curves or two control points between (0, 0)
/// and (1, 1). The animator's progress at a fraction `x` of its duration is the curve's `y` at
/// that `x`.
public final class CubicTimingParameters: TimingCurveProvider, CustomStringConvertible {
  /// The built-in curve, or `.easeInOut` for a custom one.
  public let animationCurve: View.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  /// `.builtin` or `.cubic`.
  public let timingCurveType: TimingCurveType
  /// The curve as a timing function.
  public let timingFunction: TimingFunction

  /// UIKit's default curve, ease in and out: (0.42, 0), (0.58, 1).
  public convenience init() { self.init(animationCurve: .easeInOut) }

  /// One of the built-in curves.
  public init(animationCurve curve: View.AnimationCurve) {
    animationCurve = curve
    timingFunction = curve.timingFunction
    controlPoint1 = CGPoint(x: timingFunction.x1, y: timingFunction.y1)
    controlPoint2 = CGPoint(x: timingFunction.x2, y: timingFunction.y2)
    timingCurveType = .builtin
  }

  /// A custom curve through two control points.
  ///
  /// An x coordinate outside `[0, 1]` is clamped into it, and a coordinate that is not finite
  /// makes the curve ease in and out, each with an ``Warning/Kind/invalidAnimation`` warning
  /// (UIKit raises an exception).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    let coordinates = [point1.x, point1.y, point2.x, point2.y].map(Double.init)
    var function = TimingFunction.easeInEaseOut
    if coordinates.allSatisfy(\.isFinite) {
      let x1 = min(max(coordinates[0], 0), 1)
      let x2 = min(max(coordinates[2], 0), 1)
      if x1 != coordinates[0] || x2 != coordinates[2] {
        Diagnostics.report(
          Warning(
            .invalidAnimation,
            "CubicTimingParameters(controlPoint1: \(point1), controlPoint2: \(point2)): x coordinates must lie in"
              + " [0, 1]; clamped to \(x1) and \(x2)."))
      }
      function = (try? TimingFunction(controlPoints: x1, coordinates[1], x2, coordinates[3])) ?? function
    } else {
      Diagnostics.report(
        Warning(
          .invalidAnimation,
          "CubicTimingParameters(controlPoint1: \(point1), controlPoint2: \(point2)): the coordinates must be"
            + " finite; using the ease-in-out curve."))
    }
    timingFunction = function
    controlPoint1 = CGPoint(x: function.x1, y: function.y1)
    controlPoint2 = CGPoint(x: function.x2, y: function.y2)
    animationCurve = .easeInOut
    timingCurveType = .cubic
  }

  /// Itself.
  public var cubicTimingParameters: CubicTimingParameters? { self }
  /// `nil`.
  public var springTimingParameters: SpringTimingParameters? { nil }

  /// The control points.
  public var description: String { "CubicTimingParameters(\(controlPoint1), \(controlPoint2))" }
}
