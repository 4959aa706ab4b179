import Foundation

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`).
///
/// The rules for ``keyTimes`` and ``timingFunctions`` in each ``CalculationMode`` are those of
/// ``Keyframes``. Paced and cubic modes need values with components (numbers, points, sizes,
/// rectangles, colours, arrays); transforms, paths and booleans support linear and discrete only.
///
/// ```swift
/// let wobble = KeyframeAnimation(keyPath: "position.x")
/// wobble.values = [0.0, 100, 50, 200]
/// wobble.keyTimes = [0, 0.2, 0.7, 1]
/// wobble.duration = 1
/// ```
public final class KeyframeAnimation: PropertyAnimation {
  /// The keyframe values, of the property's type.
  public var values: [Any]?
  /// The normalised time of each keyframe, or `nil` for the mode's default spacing.
  public var keyTimes: [Double]?
  /// One timing function per segment, or `nil` for linear segments.
  public var timingFunctions: [TimingFunction]?
  /// How values between keyframes are computed; linear by default.
  public var calculationMode: CalculationMode = .linear
  /// Kochanek–Bartels tension per keyframe (cubic modes).
  public var tensionValues: [Double]?
  /// Kochanek–Bartels continuity per keyframe (cubic modes).
  public var continuityValues: [Double]?
  /// Kochanek–Bartels bias per keyframe (cubic modes).
  public var biasValues: [Double]?

  override func copyConfiguration(to copy: Animation) {
    super.copyConfiguration(to: copy)
    guard let copy = copy as? KeyframeAnimation else { return }
    copy.values = values
    copy.keyTimes = keyTimes
    copy.timingFunctions = timingFunctions
    copy.calculationMode = calculationMode
    copy.tensionValues = tensionValues
    copy.continuityValues = continuityValues
    copy.biasValues = biasValues
  }

  override func resolve(for layer: Layer, defaultDuration: Double) throws(AnimationError) -> ResolvedAnimation
  {
    let path = try resolvedKeyPath(for: layer)
    var converted: [AnimationValue] = []
    for value in values ?? [] {
      guard let value = try convert(value, for: path) else { continue }
      converted.append(value)
    }
    let keyframes = Keyframes(
      values: converted, keyTimes: keyTimes, timingFunctions: timingFunctions,
      calculationMode: calculationMode,
      tensionValues: tensionValues, continuityValues: continuityValues, biasValues: biasValues)
    try keyframes.validate()
    let needsVectors =
      calculationMode == .paced || calculationMode == .cubic || calculationMode == .cubicPaced
    if needsVectors, let first = converted.first, !first.supportsVectorArithmetic {
      throw .invalidKeyframes(
        reason:
          "\(calculationMode.rawValue) keyframes need numeric values; \(path.keyPath) holds \(path.kind.rawValue) values"
      )
    }
    return ResolvedAnimation(
      timing: try resolvedTiming(defaultDuration: defaultDuration), timingFunction: timingFunction,
      body: .property(
        ResolvedProperty(
          path: path, isAdditive: isAdditive, isCumulative: isCumulative, source: .keyframes(keyframes))))
  }

  override var descriptionDetails: String {
    super.descriptionDetails + "\(values?.count ?? 0) values, \(calculationMode.rawValue), "
  }
}
