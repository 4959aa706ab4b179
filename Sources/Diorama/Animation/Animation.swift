import Foundation

/// The base class of every animation (Core Animation's `CAAnimation`): media timing, a timing
/// function, a delegate and whether it is removed when it ends.
///
/// Configure an animation, then add it to a layer with ``Layer/add(_:forKey:)``; the layer keeps a
/// copy, so changing the animation afterwards has no effect on the running one. Use one of the
/// concrete subclasses: ``BasicAnimation``, ``SpringAnimation``, ``KeyframeAnimation`` or
/// ``AnimationGroup``.
///
/// Defaults follow Core Animation: `beginTime == 0` means "when the transaction commits",
/// `duration == 0` means "the transaction's duration" (0.25 s unless set), no timing function means
/// linear, and the animation is removed when it ends.
public class Animation: Action, CustomStringConvertible {
  /// The eight media-timing properties; the accessors below read and write it.
  public var timing = MediaTiming()
  /// The easing applied to each pass; `nil` is linear.
  public var timingFunction: TimingFunction?
  /// Receives the start and end of the animation. Held strongly, as Core Animation does.
  public var delegate: (any AnimationDelegate)?
  /// Whether the layer drops the animation when it ends (the default). When `false` and the fill
  /// mode fills forwards, its end state keeps showing.
  public var isRemovedOnCompletion = true

  /// Creates an animation with Core Animation's defaults.
  public required init() {}

  /// The start, in the layer's local time; 0 stamps the time of the commit. See ``MediaTiming``.
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  /// The length of one pass in seconds; 0 takes the transaction's duration when added.
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  /// How fast the animation's time runs relative to its layer's.
  public var speed: Double {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  /// An offset into the animation's local time that wraps inside the cycle.
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  /// How many times to play, possibly fractional or `.infinity`.
  public var repeatCount: Double {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  /// How long to repeat, in seconds; wins over ``repeatCount``.
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  /// Whether each cycle plays forward and then backward.
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  /// What the animation shows outside its active interval.
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }

  /// An independent copy with the same configuration (the delegate is shared).
  public func copy() -> Self {
    let copy = Self()
    copyConfiguration(to: copy)
    return copy
  }

  /// Copies this class's stored configuration into `copy`; subclasses extend it.
  func copyConfiguration(to copy: Animation) {
    copy.timing = timing
    copy.timingFunction = timingFunction
    copy.delegate = delegate
    copy.isRemovedOnCompletion = isRemovedOnCompletion
  }

  /// Checks that this animation can run on `layer`: the key paths name properties of that layer
  /// class that can animate, the values have the property's type, and the timing is valid.
  /// ``Layer/add(_:forKey:)`` runs the same check and reports a ``Warning`` instead of throwing.
  ///
  /// - Throws: ``AnimationError/notAnimatable(keyPath:)`` for a missing, unknown or non-animatable
  ///   key path, or one the layer's class does not have; ``AnimationError/mismatchedValue(keyPath:expected:found:)``
  ///   for a value of the wrong type; ``AnimationError/invalidDuration(_:)`` for a negative, NaN or
  ///   infinite duration; ``AnimationError/invalidTimingProperty(property:value:)`` and
  ///   ``AnimationError/invalidKeyframes(reason:)`` for other malformed timing or keyframes.
  public func validate(for layer: Layer) throws(AnimationError) {
    _ = try resolve(for: layer, defaultDuration: Transaction.defaultAnimationDuration)
  }

  /// The immutable form the runtime evaluates; a duration of 0 becomes `defaultDuration`.
  func resolve(for layer: Layer, defaultDuration: Double) throws(AnimationError) -> ResolvedAnimation {
    throw .notAnimatable(keyPath: "")
  }

  /// The timing with the default duration filled in, checked.
  func resolvedTiming(defaultDuration: Double) throws(AnimationError) -> MediaTiming {
    var resolved = timing
    guard !resolved.duration.isNaN, resolved.duration >= 0 else { throw .invalidDuration(resolved.duration) }
    if resolved.duration == 0 { resolved.duration = defaultDuration }
    try resolved.validate()
    return resolved
  }

  /// Adds a copy of the animation to `layer` under `key`; a property animation without a key path
  /// animates the property `key`.
  public func run(forKey key: String, object layer: Layer, arguments: [String: Any]?) {
    let copy = self.copy()
    if let property = copy as? PropertyAnimation, property.keyPath == nil { property.keyPath = key }
    layer.add(copy, forKey: key)
  }

  /// The class and the timing.
  public var description: String {
    "<\(type(of: self)) \(descriptionDetails)\(timing)>"
  }

  /// Class-specific text for ``description``.
  var descriptionDetails: String { "" }
}
