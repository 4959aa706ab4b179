import Foundation

/// An animation of one layer property (Core Animation's `CAPropertyAnimation`).
///
/// The key path may address a member of a structured property: `position.x`,
/// `bounds.size.width`, `shadowOffset.height`, `transform.rotation.z`, `transform.scale`, …
/// (see ``AnimatableKeyPath``). `frame` is not animatable: animate `position` and `bounds`.
public class PropertyAnimation: Animation {
  /// The key path of the animated property.
  public var keyPath: String?
  /// Whether the animation's value is added to the value below it instead of replacing it.
  public var isAdditive = false
  /// Whether each repeat cycle starts from where the previous one ended.
  public var isCumulative = false

  /// Creates an animation of `keyPath`.
  public convenience init(keyPath: String?) {
    self.init()
    self.keyPath = keyPath
  }

  override func copyConfiguration(to copy: Animation) {
    super.copyConfiguration(to: copy)
    guard let copy = copy as? PropertyAnimation else { return }
    copy.keyPath = keyPath
    copy.isAdditive = isAdditive
    copy.isCumulative = isCumulative
  }

  /// The checked key path for `layer`.
  func resolvedKeyPath(for layer: Layer) throws(AnimationError) -> LayerKeyPath {
    guard let keyPath else { throw .notAnimatable(keyPath: "") }
    return try LayerKeyPath(keyPath, on: layer)
  }

  /// Converts an animation value to the key path's kind.
  func convert(_ value: Any?, for path: LayerKeyPath) throws(AnimationError) -> AnimationValue? {
    guard let value else { return nil }
    guard let converted = AnimationValue(value, as: path.kind), converted.isFinite else {
      throw .mismatchedValue(
        keyPath: path.keyPath, expected: path.kind, found: String(describing: type(of: value)))
    }
    return converted
  }

  override var descriptionDetails: String { "keyPath: \(keyPath ?? "nil"), " }
}
