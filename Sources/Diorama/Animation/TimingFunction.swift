/// A cubic Bézier easing curve from (0, 0) to (1, 1), the counterpart of `CAMediaTimingFunction`.
///
/// A timing function maps the progress `r` of one pass of an animation (normalised time in
/// `[0, 1]`) to the eased progress `p` used as interpolation weight. `p` may leave `[0, 1]` when a
/// control point's y coordinate does (overshoot).
///
/// ```swift
/// let ease = TimingFunction.easeInEaseOut
/// ease.progress(at: 0.25)  // 0.129161931…
/// ```
public struct TimingFunction: Sendable, Equatable, Hashable {
  /// The names of Core Animation's predefined curves.
  public enum Name: String, Sendable, CaseIterable {
    /// (0, 0), (1, 1): constant speed; what `timingFunction == nil` means on an explicit animation.
    case linear
    /// (0.42, 0), (1, 1): starts slowly.
    case easeIn
    /// (0, 0), (0.58, 1): ends slowly.
    case easeOut
    /// (0.42, 0), (0.58, 1): UIKit's default view-animation curve.
    case easeInEaseOut
    /// (0.25, 0.1), (0.25, 1): the curve of implicit layer actions (CSS `ease`).
    case `default`
  }

  /// The x coordinate of the first control point, in `[0, 1]`.
  public let x1: Double
  /// The y coordinate of the first control point.
  public let y1: Double
  /// The x coordinate of the second control point, in `[0, 1]`.
  public let x2: Double
  /// The y coordinate of the second control point.
  public let y2: Double

  /// Polynomial coefficients of B_x(s) = ((ax·s + bx)·s + cx)·s and of B_y, precomputed once.
  private let ax, bx, cx, ay, by, cy: Double

  /// Creates a custom curve through the control points (x1, y1) and (x2, y2).
  ///
  /// - Throws: ``AnimationError/invalidControlPoints(x1:y1:x2:y2:)`` if a coordinate is not finite
  ///   or an x coordinate lies outside `[0, 1]`.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
    let finite = x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite
    guard finite, (0...1).contains(x1), (0...1).contains(x2) else {
      throw .invalidControlPoints(x1: x1, y1: y1, x2: x2, y2: y2)
    }
    self.init(checked: x1, y1, x2, y2)
  }

  /// Creates one of the predefined curves.
  public init(name: Name) {
    switch name {
    case .linear: self.init(checked: 0, 0, 1, 1)
    case .easeIn: self.init(checked: 0.42, 0, 1, 1)
    case .easeOut: self.init(checked: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(checked: 0.42, 0, 0.58, 1)
    case .default: self.init(checked: 0.25, 0.1, 0.25, 1)
    }
  }

  private init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// Constant speed.
  public static let linear = TimingFunction(name: .linear)
  /// Starts slowly.
  public static let easeIn = TimingFunction(name: .easeIn)
  /// Ends slowly.
  public static let easeOut = TimingFunction(name: .easeOut)
  /// Starts and ends slowly; UIKit's default.
  public static let easeInEaseOut = TimingFunction(name: .easeInEaseOut)
  /// The curve of implicit layer actions.
  public static let `default` = TimingFunction(name: .default)

  /// The solver's tolerance on x. WebKit derives its epsilon from the duration, which is fine for
  /// pixels but not for 1e-6 numeric tests, so the contract fixes 1e-10.
  static let epsilon = 1e-10

  /// Returns the eased progress for the progress `x` of one pass.
  ///
  /// Inputs at or below 0 return exactly 0 and inputs at or above 1 exactly 1 (no solver runs);
  /// NaN returns NaN. Cost: at most 8 Newton steps, then at most 60 bisection steps.
  public func progress(at x: Double) -> Double {
    if x.isNaN { return .nan }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return sampleY(solveX(x))
  }

  /// Finds the curve parameter s with B_x(s) = x: Newton–Raphson from s = x, falling back to
  /// bisection where the derivative is too flat for Newton to be safe.
  private func solveX(_ x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < Self.epsilon { return s }
      let slope = sampleDerivativeX(s)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = sampleX(s)
      if abs(value - x) < Self.epsilon { return s }
      if x > value { low = s } else { high = s }
      s = (high - low) * 0.5 + low
    }
    return s
  }

  private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// Two timing functions are equal when their control points are.
  public static func == (lhs: TimingFunction, rhs: TimingFunction) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}

extension TimingFunction: CustomStringConvertible {
  /// The control points, as `TimingFunction(x1, y1, x2, y2)`.
  public var description: String { "TimingFunction(\(x1), \(y1), \(x2), \(y2))" }
}
