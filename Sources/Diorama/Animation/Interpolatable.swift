/// A value an animation can move between: given two values and a progress it produces the value in
/// between.
///
/// `progress` is the eased progress `p`: 0 gives `self`, 1 gives `other`. It may leave `[0, 1]`
/// (overshooting curves, springs); continuous types then extrapolate linearly and discrete ones
/// keep their end value. Values are never clamped here — clamping (colour channels, opacity) happens
/// when drawing.
public protocol Interpolatable: Sendable {
  /// Returns the value at `progress` on the way from `self` to `other`.
  func interpolated(to other: Self, progress: Double) -> Self
}

/// A value that also supports the vector operations additive and cumulative animations, paced
/// keyframes and cubic keyframe splines need.
///
/// Conforming types behave as vectors of `Double` components: ``adding(_:)`` and
/// ``subtracting(_:)`` work component-wise, ``scaled(by:)`` multiplies every component, and
/// ``euclideanNorm`` is the Euclidean norm of the components.
public protocol AdditiveInterpolatable: Interpolatable {
  /// The additive identity (all components 0).
  static var zero: Self { get }
  /// Component-wise sum; how an additive animation's value is folded onto the value below it.
  func adding(_ other: Self) -> Self
  /// Component-wise difference; `a.adding(b).subtracting(b) == a`.
  func subtracting(_ other: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// The Euclidean norm of the components; the distance between two values,
  /// `a.subtracting(b).euclideanNorm`, is ``euclideanDistance(to:)``.
  var euclideanNorm: Double { get }
}

extension AdditiveInterpolatable {
  /// The Euclidean distance to `other`, used to space paced keyframes.
  public func euclideanDistance(to other: Self) -> Double { other.subtracting(self).euclideanNorm }
}
