import Dispatch
import Foundation
import Testing

@testable import Diorama

/// Scenes are independent: several threads may each build, animate, lay out and render their
/// own scene at once (a server rendering one card per request) and get exactly the pixels a
/// single thread gets. `make tsan` runs this under ThreadSanitizer.
@Suite struct ConcurrentScenesTests {
  /// A scene that touches the shared machinery: text (the font library), an animation (the
  /// per-thread transaction stack), Auto Layout, a shadow and a warning (the diagnostics).
  static func card(_ title: String) throws -> Scene {
    let scene = try Scene(size: CGSize(width: 120, height: 60), backgroundColor: .white)
    let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 8
    card.layer.shadowOpacity = 0.4
    card.layer.shadowRadius = 4
    let label = Label(text: title, font: .systemFont(ofSize: 14))
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    LayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    scene.rootView.addSubview(card)
    try scene.schedule(at: 0.05) {
      View.animate(withDuration: 0.2) { card.layer.cornerRadius = 20 }
    }
    return scene
  }

  static func frames(_ title: String) throws -> [Image] {
    let scene = try card(title)
    scene.clock = try Clock(framesPerSecond: 20)
    let renderer = try scene.makeRenderer()
    return try (0..<6).map { index in
      renderer.draw(try scene.frame(at: index))
      return renderer.makeImage()
    }
  }

  @Test func scenesOnSeveralThreadsRenderWhatOneThreadRenders() throws {
    let titles = ["Alpha", "Beta", "Gamma", "Delta"]
    let expected = try titles.map { try Self.frames($0) }
    // NSLock rather than Mutex: ThreadSanitizer (make tsan) sees a pthread mutex, not Mutex.
    let lock = NSLock()
    nonisolated(unsafe) var rendered: [Int: [Image]] = [:]
    DispatchQueue.concurrentPerform(iterations: titles.count * 2) { i in
      let k = i % titles.count
      let images = try? Self.frames(titles[k])
      lock.withLock { rendered[i] = images }
    }
    for i in 0..<(titles.count * 2) {
      let k = i % titles.count
      guard let images = rendered[i] else {
        Issue.record("thread \(i) failed to render")
        continue
      }
      for (index, (a, b)) in zip(images, expected[k]).enumerated() {
        #expect(a == b, "\(titles[k]) frame \(index) differs on thread \(i)")
      }
    }
    // The frames do change: the animation ran.
    #expect(expected[0][1] != expected[0][5])
  }
}
