import Foundation

/// An animation between two values of a property (Core Animation's `CABasicAnimation`).
///
/// Set at most two of ``fromValue``, ``toValue`` and ``byValue``; missing ends come from the value
/// below the animation (see ``BasicAnimationValues``). Values are plain Swift values of the
/// property's type: `CGFloat`/`Double` for numbers, `CGPoint`, `CGSize`, `CGRect`, `Color`,
/// `Transform`, `Path`, `[Color]`, `[CGFloat]`.
///
/// ```swift
/// let move = BasicAnimation(keyPath: "position.x")
/// move.fromValue = 0.0
/// move.toValue = 100.0
/// move.duration = 0.5
/// layer.add(move, forKey: "slide")
/// ```
public class BasicAnimation: PropertyAnimation {
  /// The start value, or `nil`.
  public var fromValue: Any?
  /// The end value, or `nil`.
  public var toValue: Any?
  /// The change relative to the start or the end, or `nil`.
  public var byValue: Any?

  override func copyConfiguration(to copy: Animation) {
    super.copyConfiguration(to: copy)
    guard let copy = copy as? BasicAnimation else { return }
    copy.fromValue = fromValue
    copy.toValue = toValue
    copy.byValue = byValue
  }

  /// The spring that drives the progress, or `nil` for the timing function alone.
  var spring: SpringParameters? { nil }

  override func resolve(for layer: Layer, defaultDuration: Double) throws(AnimationError) -> ResolvedAnimation
  {
    let path = try resolvedKeyPath(for: layer)
    let values = BasicAnimationValues<AnimationValue>(
      fromValue: try convert(fromValue, for: path), toValue: try convert(toValue, for: path),
      byValue: try convert(byValue, for: path))
    return ResolvedAnimation(
      timing: try resolvedTiming(defaultDuration: defaultDuration), timingFunction: timingFunction,
      body: .property(
        ResolvedProperty(
          path: path, isAdditive: isAdditive, isCumulative: isCumulative,
          source: .basic(values, spring: spring))))
  }

  override var descriptionDetails: String {
    super.descriptionDetails
      + "from: \(fromValue.map { "\($0)" } ?? "nil"), to: \(toValue.map { "\($0)" } ?? "nil"), "
      + "by: \(byValue.map { "\($0)" } ?? "nil"), "
  }
}
