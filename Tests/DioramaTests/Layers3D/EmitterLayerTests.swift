import Diorama
import Foundation
import Testing

/// Particles in closed form: positions from the equations of motion written here, counts from
/// the birth times k / rate, the same particles whatever frames were drawn before, and bounded
/// work for absurd rates.
@Suite struct EmitterLayerTests {
  static let dot: Image = {
    do { return try Image(width: 2, height: 2, fill: RGBA8(r: 255, g: 255, b: 255, a: 255)) } catch {
      fatalError("\(error)")
    }
  }()

  func particles(_ scene: Scene, atFrame index: Int) throws -> [LayerSnapshot.Particles.Particle] {
    let root = try scene.frame(at: index).root
    guard case .particles(let system) = try #require(root.sublayers.first).content else {
      Issue.record("no particles")
      return []
    }
    return system.particles
  }

  func scene(_ configure: (EmitterLayer, EmitterCell) -> Void) throws -> Scene {
    let scene = try Scene(size: CGSize(width: 200, height: 120), backgroundColor: nil)
    scene.clock = try Clock(framesPerSecond: 20)
    let emitter = EmitterLayer()
    emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
    let cell = EmitterCell()
    cell.contents = Self.dot
    configure(emitter, cell)
    emitter.emitterCells = [cell]
    scene.rootView.layer.addSublayer(emitter)
    return scene
  }

  @Test func aParticleFollowsTheEquationsOfMotion() throws {
    let s = try scene { emitter, cell in
      emitter.emitterPosition = CGPoint(x: 50, y: 50)
      cell.birthRate = 1
      cell.lifetime = 10
      cell.velocity = 100
      cell.emissionLongitude = 0
      cell.yAcceleration = 40
      cell.spin = 2
    }
    // Frame 10 is t = 0.5 s: only particle 0 (born at 0) is alive.
    let alive = try particles(s, atFrame: 10)
    #expect(alive.count == 1)
    let p = try #require(alive.first)
    // x = 50 + 100·0.5; y = 50 + ½·40·0.5²; rotation = 2·0.5.
    #expect(abs(p.position.x - 100) < 1e-9 && abs(p.position.y - 55) < 1e-9)
    #expect(abs(p.rotation - 1) < 1e-9)
  }

  @Test func theLiveParticlesAreTheOnesBornWithinALifetime() throws {
    let s = try scene { emitter, cell in
      cell.birthRate = 10
      cell.lifetime = 1
    }
    // t = 2.05 s (frame 41): born at k/10 with 1.05 < k/10 ≤ 2.05 → k = 11…20, ten particles.
    #expect(try particles(s, atFrame: 41).count == 10)
    // A burst: beginTime 0.5, duration 0.3 → k/10 < 0.3, k = 0, 1, 2; all alive at t = 1.0.
    let burst = try scene { emitter, cell in
      cell.birthRate = 10
      cell.lifetime = 5
      cell.beginTime = 0.5
      cell.duration = 0.3
    }
    #expect(try particles(burst, atFrame: 8).isEmpty)
    #expect(try particles(burst, atFrame: 20).count == 3)
  }

  @Test func anyFrameEqualsTheSameFrameOfAFullRunAndSeedsDecide() throws {
    func make(seed: UInt32) throws -> Scene {
      try scene { emitter, cell in
        emitter.seed = seed
        emitter.emitterShape = .rectangle
        emitter.emitterSize = CGSize(width: 100, height: 40)
        emitter.emitterPosition = CGPoint(x: 100, y: 60)
        cell.birthRate = 30
        cell.lifetime = 2
        cell.lifetimeRange = 0.5
        cell.velocity = 50
        cell.velocityRange = 30
        cell.emissionRange = .pi
        cell.redRange = 0.5
      }
    }
    let full = try make(seed: 1)
    for index in 0..<30 { _ = try full.frame(at: index) }
    let afterAll = try particles(full, atFrame: 30)
    let jumped = try particles(make(seed: 1), atFrame: 30)
    let otherSeed = try particles(make(seed: 2), atFrame: 30)
    #expect(!jumped.isEmpty)
    #expect(afterAll == jumped)
    #expect(otherSeed != jumped)
  }

  @Test func anAbsurdBirthRateIsBoundedWithAWarning() throws {
    let s = try scene { emitter, cell in
      cell.birthRate = 10_000_000
      cell.lifetime = 5
    }
    let (alive, warnings) = try Diagnostics.capture { try particles(s, atFrame: 20) }
    #expect(alive.count == EmitterLayer.maximumParticles)
    #expect(warnings.contains { $0.kind == .valueClamped })
    let nan = try scene { emitter, cell in
      cell.birthRate = .nan
      cell.lifetime = 1
    }
    #expect(try particles(nan, atFrame: 5).isEmpty)
  }

  @Test func particlesAreDrawnWithTheirColour() throws {
    let s = try scene { emitter, cell in
      emitter.emitterPosition = CGPoint(x: 60, y: 60)
      cell.birthRate = 1
      cell.lifetime = 10
      cell.scale = 4
      cell.color = .red
    }
    let renderer = try s.makeRenderer()
    renderer.draw(try s.frame(at: 2))
    let image = renderer.makeImage()
    // A 2×2 image at scale 4 is an 8×8 square centred on (60, 60), 56…64 (its edge pixels are
    // smoothed by the upscaling).
    #expect(image[x: 60, y: 60] == Color.red.pixel)
    #expect(image[x: 59, y: 59] == Color.red.pixel)
    #expect(image[x: 66, y: 60].a == 0)
    #expect(image[x: 60, y: 53].a == 0)
  }
}
