import Foundation

/// A layer that emits particles (Core Animation's `CAEmitterLayer`): confetti, snow, sparks.
///
/// Particles are a pure function of time: particle *k* of a cell is born at *k* / birth rate
/// seconds of the layer's local time, and everything random about it — where on the emitter
/// shape it starts, its direction, speed, lifetime, scale, spin and colour — comes from a hash of
/// ``seed``, the cell's index and *k*. So any frame can be drawn without the ones before it
/// (rendering frames 100…200 alone gives the same pixels as a full render), and the same seed
/// gives the same pixels on every run and every machine.
///
/// Work is bounded: at most ``maximumParticles`` live particles per frame; beyond that the
/// youngest are dropped with a warning.
open class EmitterLayer: Layer {
  /// The most particles drawn in one frame.
  public static let maximumParticles = 20_000

  /// The shapes particles are born on.
  public enum Shape: Sendable, Hashable {
    /// At ``EmitterLayer/emitterPosition``.
    case point
    /// On a horizontal line ``EmitterLayer/emitterSize`` wide, centred on the position.
    case line
    /// In (or on the outline of) a rectangle of ``EmitterLayer/emitterSize``.
    case rectangle
    /// In (or on) a circle whose diameter is the size's width.
    case circle
    /// As ``rectangle`` (particles are drawn flat).
    case cuboid
    /// As ``circle`` (particles are drawn flat).
    case sphere
  }

  /// Where on the shape particles are born.
  public enum Mode: Sendable, Hashable {
    /// Inside the shape.
    case volume
    /// Inside the shape.
    case surface
    /// On the shape's outline.
    case outline
    /// Inside the shape.
    case points
  }

  /// How particles are composited.
  public enum RenderMode: Sendable, Hashable {
    /// In birth order, oldest first.
    case unordered
    /// Oldest first.
    case oldestFirst
    /// Youngest first.
    case oldestLast
    /// As ``oldestFirst`` (particles are drawn flat).
    case backToFront
    /// Added together (light-like: overlapping particles brighten).
    case additive
  }

  /// The kinds of particles.
  public var emitterCells: [EmitterCell]?
  /// Multiplies every cell's birth rate; 1 by default, 0 stops emitting.
  public var birthRate: Float = 1
  /// Multiplies every particle's lifetime.
  public var lifetime: Float = 1
  /// Multiplies every particle's speed.
  public var velocity: Float = 1
  /// Multiplies every particle's scale.
  public var scale: Float = 1
  /// Multiplies every particle's turning speed.
  public var spin: Float = 1
  /// The centre of the emitter shape, in the layer's coordinates.
  public var emitterPosition: CGPoint = .zero
  /// The size of the emitter shape.
  public var emitterSize: CGSize = .zero
  /// The emitter's shape.
  public var emitterShape: Shape = .point
  /// Where on the shape particles are born.
  public var emitterMode: Mode = .volume
  /// How particles are composited.
  public var renderMode: RenderMode = .unordered
  /// The seed of every random choice.
  public var seed: UInt32 = 0

  /// Creates an emitter layer.
  public required init() { super.init() }

  /// Particles move with the time: an emitter's snapshot is built anew every frame.
  override var hasTimedContent: Bool { true }

  override func makeTimedContent(atLocalTime time: Double) -> LayerSnapshot.Content? {
    .particles(ParticleSystem(layer: self).particles(at: time))
  }
}
