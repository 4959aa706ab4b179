import Diorama
import Foundation
import Testing

/// The README's animation example, as written there (only the output folder differs), records a
/// ball springing across the scene from frame 0: the block is opened before the first frame.
@Suite struct ReadmeAnimationExampleTests {
  @Test func theAnimationExampleRecordsTheBallMoving() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }

    let scene = try Scene(size: CGSize(width: 320, height: 120))
    let ball = View(frame: CGRect(x: 20, y: 40, width: 40, height: 40))
    ball.backgroundColor = .systemBlue
    ball.layer.cornerRadius = 20
    scene.rootView.addSubview(ball)
    View.animate(springDuration: 0.6, bounce: 0.3) { ball.center.x = 280 }
    try scene.recordSequence(
      to: folder, options: SequenceOptions(framesPerSecond: 30, length: .duration(1.5)))

    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".png")
    }
    #expect(files.count == 46)  // frames at 0, 1/30, …, 1.5 s
    func ballCentre(_ frame: Int) throws -> Int? {
      let image = try Image(contentsOf: SequenceRecorder.frameURL(index: frame, in: folder))
      let blue = (0..<image.width).filter { image[x: $0, y: 60].b > 200 && image[x: $0, y: 60].r < 100 }
      guard let first = blue.first, let last = blue.last else { return nil }
      return (first + last + 1) / 2  // pixels first…last cover [first, last + 1)
    }
    #expect(try ballCentre(0) == 40)  // frame 0 shows the start
    let early = try #require(try ballCentre(6))
    #expect(early > 40 && early < 280)  // on its way at 0.2 s (by 0.4 s the spring overshoots 280)
    #expect(try ballCentre(45) == 280)  // settled
  }
}
