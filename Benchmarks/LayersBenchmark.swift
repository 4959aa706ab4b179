import ArgumentParser
import Diorama
import Foundation

/// `diorama-bench layers`: what 3-D layers, masks and blurs cost. Records the reference scene
/// (1280×720, 60 frames, the `fast` preset) as it is and with one perspective card turning, one
/// masked picture and one frosted panel added, in alternating rounds, and prints frames per
/// second and the ratio.
struct LayersBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layers",
    abstract: "Time the reference scene with a perspective card, a mask and a blurred panel added.")

  @Option(help: "Rounds (medians are reported).")
  var repeats: Int = 5

  static let frameCount = 60

  func validate() throws {
    guard repeats > 0 else { throw ValidationError("--repeats must be positive") }
  }

  func run() throws {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("diorama-layers-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    print(
      "layers benchmark: reference scene 1280×720, \(Self.frameCount) frames, fast preset, medians of \(repeats)"
    )
    var samples: [String: [Double]] = [:]
    for round in 0...repeats {
      for (name, parts) in Self.variants {
        let scene = try RenderReferenceScene.make()
        Self.addLayers(parts, to: scene)
        var options = SequenceOptions.fast
        options.length = .frames(Self.frameCount)
        let folder = parent.appendingPathComponent("\(name)-\(UUID())")
        let result = try SequenceRecorder(options: options).record(scene, to: folder)
        try FileManager.default.removeItem(at: folder)
        if round > 0 { samples[name, default: []].append(Double(Self.frameCount) / result.elapsed) }
      }
    }
    let plain = Self.median(samples["plain"]!)
    print(String(format: "  plain scene: %.1f fps", plain))
    for (name, _) in Self.variants.dropFirst() {
      let fps = Self.median(samples[name]!)
      print(String(format: "  %@: %.1f fps, %.2f× the plain scene's time per frame", name, fps, plain / fps))
    }
  }

  /// The scenes timed: plain, each addition alone, and all three.
  static let variants: [(String, Set<String>)] = [
    ("plain", []), ("perspective card", ["card"]), ("masked picture", ["mask"]), ("frosted panel", ["blur"]),
    ("all three", ["card", "mask", "blur"]),
  ]

  /// A card turning in perspective, a picture under a circular mask and a frosted panel.
  static func addLayers(_ parts: Set<String>, to scene: Scene) {
    let root = scene.rootView.layer
    let holder = Layer()
    holder.frame = CGRect(x: 900, y: 80, width: 240, height: 300)
    holder.sublayerTransform = Transform3D(perspectiveDistance: 800)
    if parts.contains("card") { root.addSublayer(holder) }
    let card = GradientLayer()
    card.frame = holder.bounds
    card.colors = [Color(hex: 0xFF2D55), Color(hex: 0x5856D6)]
    card.cornerRadius = 20
    holder.addSublayer(card)
    let turn = BasicAnimation(keyPath: "transform.rotation.y")
    turn.fromValue = 0.0
    turn.toValue = Double.pi * 0.9
    turn.duration = 1
    card.add(turn, forKey: "turn")

    let picture = GradientLayer()
    picture.type = .radial
    picture.colors = [Color(hex: 0xFFCC00), Color(hex: 0x34C759)]
    picture.startPoint = CGPoint(x: 0.5, y: 0.5)
    picture.endPoint = CGPoint(x: 1, y: 1)
    picture.frame = CGRect(x: 80, y: 420, width: 260, height: 220)
    let circle = ShapeLayer()
    circle.path = Path(ellipseIn: CGRect(x: 20, y: 0, width: 220, height: 220))
    circle.fillColor = .black
    picture.mask = circle
    if parts.contains("mask") { root.addSublayer(picture) }

    let panel = Layer()
    panel.frame = CGRect(x: 420, y: 440, width: 420, height: 200)
    panel.cornerRadius = 24
    panel.backgroundColor = Color(white: 1, alpha: 0.6)
    panel.backgroundFilters = [.gaussianBlur(radius: 20)]
    if parts.contains("blur") { root.addSublayer(panel) }
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
