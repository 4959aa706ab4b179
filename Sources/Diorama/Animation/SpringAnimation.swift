import Foundation

/// A basic animation whose progress follows a damped spring (Core Animation's
/// `CASpringAnimation`).
///
/// The spring runs in real seconds: ``Animation/duration`` only cuts it off, so set it to
/// ``settlingDuration`` (the perceptual initialiser does). Out-of-range parameters are evaluated as
/// the defaults (see ``SpringParameters``).
///
/// ```swift
/// let bounce = SpringAnimation(keyPath: "transform.scale")
/// bounce.fromValue = 0.5
/// bounce.toValue = 1.0
/// bounce.damping = 8
/// bounce.duration = bounce.settlingDuration
/// ```
public final class SpringAnimation: BasicAnimation {
  /// The spring's physical parameters; the accessors below read and write it.
  public var parameters = SpringParameters()

  /// The mass; default 1.
  public var mass: Double {
    get { parameters.mass }
    set { parameters.mass = newValue }
  }
  /// The stiffness; default 100.
  public var stiffness: Double {
    get { parameters.stiffness }
    set { parameters.stiffness = newValue }
  }
  /// The damping; default 10.
  public var damping: Double {
    get { parameters.damping }
    set { parameters.damping = newValue }
  }
  /// The initial velocity in fractions of the distance per second, positive toward the target.
  public var initialVelocity: Double {
    get { parameters.initialVelocity }
    set { parameters.initialVelocity = newValue }
  }
  /// Whether a damping ratio above 1 is evaluated as a true over-damped spring.
  public var allowsOverdamping: Bool {
    get { parameters.allowsOverdamping }
    set { parameters.allowsOverdamping = newValue }
  }

  /// The time after which the spring stays within 0.001 of its target, at this animation's speed.
  public var settlingDuration: Double { parameters.duration(forEpsilon: 0.001, speed: speed) }

  /// A spring from a perceptual duration and a bounce (`CASpringAnimation(perceptualDuration:bounce:)`),
  /// with ``Animation/duration`` set to the settling duration.
  ///
  /// - Throws: ``AnimationError/invalidSpringParameter(parameter:value:)`` for a non-positive
  ///   duration or a bounce outside `(−1, 1]`.
  public convenience init(perceptualDuration: Double, bounce: Double) throws(AnimationError) {
    self.init()
    parameters = try SpringParameters(perceptualDuration: perceptualDuration, bounce: bounce)
    duration = settlingDuration
  }

  override var spring: SpringParameters? { parameters }

  override func copyConfiguration(to copy: Animation) {
    super.copyConfiguration(to: copy)
    (copy as? SpringAnimation)?.parameters = parameters
  }

  override var descriptionDetails: String { super.descriptionDetails + "\(parameters), " }
}
