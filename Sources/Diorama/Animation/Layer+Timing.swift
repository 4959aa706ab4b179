import Foundation

extension Layer {
  /// When the layer's local time starts, in its superlayer's time (Core Animation's layer
  /// `beginTime`); 0 by default.
  public var beginTime: Double {
    get { animationState.timing.beginTime }
    set { animationState.timing.beginTime = newValue.isFinite ? newValue : 0 }
  }

  /// How fast the layer's local time runs relative to its superlayer's; 1 by default, 0 pauses
  /// every animation of the layer and its sublayers. Speeds multiply down the tree.
  public var speed: Double {
    get { animationState.timing.speed }
    set { animationState.timing.speed = newValue.isFinite ? newValue : 1 }
  }

  /// Added to the layer's local time; with `speed == 0` it is the frozen time of a paused layer.
  public var timeOffset: Double {
    get { animationState.timing.timeOffset }
    set { animationState.timing.timeOffset = newValue.isFinite ? newValue : 0 }
  }

  /// Converts a time from `layer`'s local time (`nil`: the scene's clock time) to this layer's.
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    localTime(forRootTime: layer?.rootTime(forLocalTime: time) ?? time)
  }

  /// Converts a time from this layer's local time to `layer`'s (`nil`: the scene's clock time).
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    let root = rootTime(forLocalTime: time)
    return layer?.localTime(forRootTime: root) ?? root
  }

  /// This layer's local time for its superlayer's time `time`.
  func localTime(forParentTime time: Double) -> Double {
    let timing = animationState.timing
    if animationState.hasIdentityTiming { return time }
    return (time - timing.beginTime) * timing.speed + timing.timeOffset
  }

  /// The layers from the root down to this one.
  private var chainFromRoot: [Layer] {
    var chain: [Layer] = []
    var node: Layer? = self
    while let current = node {
      chain.append(current)
      node = current.superlayer
    }
    return chain.reversed()
  }

  /// This layer's local time for a root (clock) time.
  func localTime(forRootTime time: Double) -> Double {
    chainFromRoot.reduce(time) { $1.localTime(forParentTime: $0) }
  }

  /// The root (clock) time at which this layer's local time is `time`; a paused layer maps every
  /// local time to its begin time.
  func rootTime(forLocalTime time: Double) -> Double {
    chainFromRoot.reversed().reduce(time) { local, layer in
      let timing = layer.animationState.timing
      guard timing.speed != 0 else { return timing.beginTime }
      return (local - timing.timeOffset) / timing.speed + timing.beginTime
    }
  }

  /// The scene this layer is in, if any: the host of its root layer.
  var hostingScene: Scene? {
    var node: Layer = self
    var steps = 0
    while let parent = node.superlayer ?? node.maskedLayer, steps < 100_000 {
      node = parent
      steps += 1
    }
    return node.animationState.hostScene
  }

  /// The time of the scene this layer is in (0 outside any scene).
  var sceneTime: Double { hostingScene?.clock.time ?? 0 }

  /// This layer's local time now.
  var currentLocalTime: Double { localTime(forRootTime: sceneTime) }
}
