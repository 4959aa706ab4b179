import Foundation

/// Animations that run together on one layer (Core Animation's `CAAnimationGroup`).
///
/// The group's basic time is the parent time of every child: children are clipped to the group
/// (a 10 s child in a 5 s group shows its first 5 s), a child with duration 0 lasts as long as the
/// group, and children fold in array order. Only the group's delegate and
/// ``Animation/isRemovedOnCompletion`` count.
public final class AnimationGroup: Animation {
  /// The animations of the group.
  public var animations: [Animation]?

  override func copyConfiguration(to copy: Animation) {
    super.copyConfiguration(to: copy)
    (copy as? AnimationGroup)?.animations = animations?.map { $0.copy() }
  }

  override func resolve(for layer: Layer, defaultDuration: Double) throws(AnimationError) -> ResolvedAnimation
  {
    let timing = try resolvedTiming(defaultDuration: defaultDuration)
    var children: [ResolvedAnimation] = []
    for child in animations ?? [] {
      children.append(try child.resolve(for: layer, defaultDuration: timing.duration))
    }
    return ResolvedAnimation(timing: timing, timingFunction: timingFunction, body: .group(children))
  }

  override var descriptionDetails: String { "\(animations?.count ?? 0) animations, " }
}
