import Foundation

/// Computes an emitter's live particles at a time, in closed form (see ``EmitterLayer``).
struct ParticleSystem {
  let layer: EmitterLayer

  func particles(at time: Double) -> LayerSnapshot.Particles {
    var images: [Image] = []
    var particles: [LayerSnapshot.Particles.Particle] = []
    var budget = EmitterLayer.maximumParticles
    var dropped = 0
    guard time.isFinite, time >= 0 else {
      return LayerSnapshot.Particles(images: [], particles: [], isAdditive: false)
    }
    for (index, cell) in (layer.emitterCells ?? []).enumerated() {
      guard cell.isEnabled, let image = cell.contents else { continue }
      let rate = Double(cell.birthRate) * Double(layer.birthRate)
      let longest = Double(cell.lifetime + abs(cell.lifetimeRange)) * Double(layer.lifetime)
      guard rate > 0, rate.isFinite, longest > 0, longest.isFinite else { continue }
      // Particle k is born at beginTime + k / rate; the ones still alive were born after
      // time − longest.
      let local = time - cell.beginTime
      guard local >= 0 else { continue }
      var lastBorn = (local * rate).rounded(.down)
      if cell.duration > 0, cell.duration.isFinite {
        lastBorn = min(lastBorn, (cell.duration * rate).rounded(.up) - 1)
      }
      let firstBorn = max(0, ((local - longest) * rate).rounded(.up))
      guard lastBorn >= firstBorn, lastBorn < 1e15 else { continue }
      var first = firstBorn
      if lastBorn - firstBorn + 1 > Double(budget) {
        dropped += Int(min(lastBorn - firstBorn + 1 - Double(budget), 1e9))
        first = lastBorn - Double(budget) + 1
      }
      guard first <= lastBorn else { continue }
      let imageIndex = images.count
      images.append(image)
      var k = first
      while k <= lastBorn {
        if let particle = particle(
          Int64(k), of: cell, index: index, rate: rate, time: local, image: imageIndex)
        {
          particles.append(particle)
        }
        k += 1
      }
      budget -= Int(lastBorn - first + 1)
    }
    if dropped > 0 {
      Diagnostics.report(
        Warning(
          .valueClamped,
          "\(layer): \(dropped) more particles would be alive than the \(EmitterLayer.maximumParticles) drawn; the oldest were left out."
        ))
    }
    if layer.renderMode == .oldestLast { particles.reverse() }
    return LayerSnapshot.Particles(
      images: images, particles: particles, isAdditive: layer.renderMode == .additive)
  }

  private func particle(
    _ k: Int64, of cell: EmitterCell, index: Int, rate: Double, time: Double, image: Int
  ) -> LayerSnapshot.Particles.Particle? {
    var random = ParticleRandom(seed: layer.seed, cell: index, particle: k)
    let age = time - Double(k) / rate
    let life = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * Double(layer.lifetime)
    guard age >= 0, age < life else { return nil }
    let start = birthPoint(&random)
    let angle = Double(cell.emissionLongitude) + Double(cell.emissionRange) * random.signed()
    let speed =
      (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * Double(layer.velocity)
    let x = Double(start.x) + cos(angle) * speed * age + 0.5 * Double(cell.xAcceleration) * age * age
    let y = Double(start.y) + sin(angle) * speed * age + 0.5 * Double(cell.yAcceleration) * age * age
    let scale =
      (Double(cell.scale) + Double(cell.scaleRange) * random.signed()) * Double(layer.scale)
      + Double(cell.scaleSpeed) * age
    let spin = (Double(cell.spin) + Double(cell.spinRange) * random.signed()) * Double(layer.spin)
    let base = cell.color ?? .white
    func channel(_ value: CGFloat, _ range: Float, _ speed: Float) -> CGFloat {
      CGFloat(min(max(Double(value) + Double(range) * random.signed() + Double(speed) * age, 0), 1))
    }
    let color = Color(
      red: channel(base.red, cell.redRange, cell.redSpeed),
      green: channel(base.green, cell.greenRange, cell.greenSpeed),
      blue: channel(base.blue, cell.blueRange, cell.blueSpeed),
      alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed))
    guard scale > 0, color.alpha > 0, x.isFinite, y.isFinite, scale.isFinite else { return nil }
    return LayerSnapshot.Particles.Particle(
      position: CGPoint(x: x, y: y), scale: CGFloat(scale), rotation: CGFloat(spin * age), color: color,
      imageIndex: image)
  }

  /// Where on the emitter shape a particle is born.
  private func birthPoint(_ random: inout ParticleRandom) -> CGPoint {
    let c = layer.emitterPosition
    let w = Double(layer.emitterSize.width)
    let h = Double(layer.emitterSize.height)
    let outline = layer.emitterMode == .outline
    switch layer.emitterShape {
    case .point:
      return c
    case .line:
      return CGPoint(x: Double(c.x) + w / 2 * random.signed(), y: Double(c.y))
    case .rectangle, .cuboid:
      if outline {
        // A point along the perimeter, uniformly.
        var d = random.unit() * 2 * (w + h)
        if d < w { return CGPoint(x: Double(c.x) - w / 2 + d, y: Double(c.y) - h / 2) }
        d -= w
        if d < h { return CGPoint(x: Double(c.x) + w / 2, y: Double(c.y) - h / 2 + d) }
        d -= h
        if d < w { return CGPoint(x: Double(c.x) + w / 2 - d, y: Double(c.y) + h / 2) }
        d -= w
        return CGPoint(x: Double(c.x) - w / 2, y: Double(c.y) + h / 2 - d)
      }
      return CGPoint(x: Double(c.x) + w / 2 * random.signed(), y: Double(c.y) + h / 2 * random.signed())
    case .circle, .sphere:
      let theta = random.unit() * 2 * .pi
      let r = outline ? w / 2 : w / 2 * random.unit().squareRoot()
      return CGPoint(x: Double(c.x) + r * cos(theta), y: Double(c.y) + r * sin(theta))
    }
  }
}

/// SplitMix64 over (seed, cell, particle): the same numbers on every machine and every run.
struct ParticleRandom {
  private var state: UInt64

  init(seed: UInt32, cell: Int, particle: Int64) {
    state =
      UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
      ^ UInt64(bitPattern: particle) &* 0x94D0_49BB_1331_11EB
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  /// Uniform in [−1, 1).
  mutating func signed() -> Double { unit() * 2 - 1 }
}
