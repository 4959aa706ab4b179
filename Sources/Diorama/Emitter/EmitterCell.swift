import Foundation

/// One kind of particle an ``EmitterLayer`` emits (Core Animation's `CAEmitterCell`): how many
/// per second, how long they live, how they move, turn, grow and change colour, and what they
/// look like. Each "range" widens a value by a uniformly random amount in ±range, drawn once per
/// particle; each "speed" changes a value per second of the particle's life.
public final class EmitterCell {
  /// Creates a cell that emits nothing until ``birthRate`` and ``lifetime`` are set.
  public init() {}

  /// A name, for debugging.
  public var name: String?
  /// Whether the cell emits; `true` by default.
  public var isEnabled = true
  /// Particles born per second (multiplied by the layer's ``EmitterLayer/birthRate``).
  public var birthRate: Float = 0
  /// When the cell starts emitting, in the layer's local time (seconds).
  public var beginTime: Double = 0
  /// How long the cell emits, in seconds; 0 (the default) emits for ever. A burst is a short
  /// duration with a high birth rate. (Changing a birth rate later re-times every particle,
  /// since particles are computed from time alone: use ``beginTime`` and ``duration`` to shape
  /// emission over time.)
  public var duration: Double = 0
  /// How long a particle lives, in seconds.
  public var lifetime: Float = 0
  /// ± range of the lifetime.
  public var lifetimeRange: Float = 0
  /// The initial speed, in points per second.
  public var velocity: CGFloat = 0
  /// ± range of the speed.
  public var velocityRange: CGFloat = 0
  /// Acceleration along x, points per second squared.
  public var xAcceleration: CGFloat = 0
  /// Acceleration along y (down, in Diorama's y-down coordinates), points per second squared.
  public var yAcceleration: CGFloat = 0
  /// Acceleration along z (ignored: particles are drawn flat).
  public var zAcceleration: CGFloat = 0
  /// The direction of emission in the plane, in radians: 0 is +x, π/2 is +y (down).
  public var emissionLongitude: CGFloat = 0
  /// The direction out of the plane (ignored: particles are drawn flat).
  public var emissionLatitude: CGFloat = 0
  /// The half-angle of the cone of emission directions around ``emissionLongitude``; 2π
  /// emits in every direction.
  public var emissionRange: CGFloat = 0
  /// The scale of the contents image; 1 draws it at its size in points.
  public var scale: CGFloat = 1
  /// ± range of the scale.
  public var scaleRange: CGFloat = 0
  /// The change of scale per second.
  public var scaleSpeed: CGFloat = 0
  /// The turning speed, in radians per second.
  public var spin: CGFloat = 0
  /// ± range of the turning speed.
  public var spinRange: CGFloat = 0
  /// The colour the contents image is multiplied by; opaque white by default.
  public var color: Color? = .white
  /// ± range of the red component.
  public var redRange: Float = 0
  /// ± range of the green component.
  public var greenRange: Float = 0
  /// ± range of the blue component.
  public var blueRange: Float = 0
  /// ± range of the alpha component.
  public var alphaRange: Float = 0
  /// The change of red per second.
  public var redSpeed: Float = 0
  /// The change of green per second.
  public var greenSpeed: Float = 0
  /// The change of blue per second.
  public var blueSpeed: Float = 0
  /// The change of alpha per second (negative fades particles out).
  public var alphaSpeed: Float = 0
  /// The particle's image. A white image shows the particle's colour; an image with colours of
  /// its own is drawn as it is when the colour is white, and as an alpha mask filled with the
  /// colour otherwise.
  public var contents: Image?
}
