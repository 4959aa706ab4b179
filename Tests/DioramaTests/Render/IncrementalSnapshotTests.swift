import Demos
import Diorama
import Foundation
import Testing

@testable import Diorama

/// Snapshots built incrementally (reusing the subtrees no setter marked) draw what snapshots
/// built whole from the model draw: every demo's frames are snapshotted both ways and drawn whole,
/// and the two pictures compared byte for byte; and a change that skips its mark is caught.
@Suite struct IncrementalSnapshotTests {
  /// Every demo, sampled at 10 frames per second over its whole length.
  @Test(arguments: DemoCatalog.all.map(\.id))
  func incrementalSnapshotsDrawAsWholeOnes(id: String) throws {
    let demo = try #require(DemoCatalog.demo(id: id))
    let scene = try demo.makeScene(scale: 1)
    scene.clock = try Clock(framesPerSecond: 10)
    let incrementalRenderer = try scene.makeRenderer()
    incrementalRenderer.repaintsOnlyChanges = false
    let wholeRenderer = try scene.makeRenderer()
    wholeRenderer.repaintsOnlyChanges = false
    let count = max(1, demo.frameCount(framesPerSecond: 10))
    for index in 0..<count {
      let frame = try scene.frame(at: index)
      guard !scene.rootView.isHidden else { continue }
      // Taken again at the same time: every layer the frame built is reused, as in the next
      // frame of a scene where nothing changed (what the verifier's snapshot keeps, too).
      var incremental = frame
      incremental.root = scene.rootView.layer.snapshot()
      var whole = frame
      whole.root = scene.rootView.layer.wholeSnapshot()
      let difference = SnapshotVerifier.difference(incremental.root, whole.root)
      #expect(difference == nil, "frame \(index) of \(count): \(difference ?? "")")
      incrementalRenderer.draw(incremental)
      wholeRenderer.draw(whole)
      let same = incrementalRenderer.withFrameBuffer { a, _, height, stride in
        wholeRenderer.withFrameBuffer { b, _, _, _ in memcmp(a, b, stride * height) == 0 }
      }
      #expect(same, "frame \(index) of \(count) draws differently")
      if difference != nil || !same { break }
    }
  }

  /// A scene with a box on a panel, snapshotted once so that every layer keeps its snapshot.
  private static func settledScene() throws -> (Scene, box: View) {
    let scene = try Scene(size: CGSize(width: 40, height: 30))
    let panel = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    let box = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    box.backgroundColor = .systemBlue
    panel.addSubview(box)
    scene.rootView.addSubview(panel)
    _ = scene.snapshot()
    return (scene, box)
  }

  /// Clears the marks a setter left on `layer` and its ancestors: what a setter that forgot to
  /// call ``Layer/setNeedsSnapshot()`` would leave.
  private static func forgetMarks(from layer: Layer) {
    var node: Layer? = layer
    while let current = node {
      current.snapshotState.ownChanged = false
      current.snapshotState.subtreeChanged = false
      node = current.superlayer
    }
  }

  @Test func aChangeWithoutItsMarkIsCaught() throws {
    let (scene, box) = try Self.settledScene()
    box.layer.backgroundColor = .systemRed
    Self.forgetMarks(from: box.layer)
    let root = scene.rootView.layer
    let stale = root.snapshot()
    // The root's first sublayer is the panel, whose first is the box.
    #expect(SnapshotVerifier.difference(stale, root.wholeSnapshot()) == "root[0][0].backgroundColor")
    let warnings = Diagnostics.capture {
      let checked = SnapshotVerifier.checked(stale, against: root.wholeSnapshot())
      #expect(checked.sublayers[0].sublayers[0].backgroundColor == .systemRed, "the whole one is drawn")
    }
    #expect(warnings.map(\.kind) == [.staleSnapshot])
  }

  @Test func aChangeWithItsMarkIsNotStale() throws {
    let (scene, box) = try Self.settledScene()
    box.layer.backgroundColor = .systemRed
    let root = scene.rootView.layer
    let snapshot = root.snapshot()
    #expect(snapshot.sublayers[0].sublayers[0].backgroundColor == .systemRed)
    #expect(SnapshotVerifier.difference(snapshot, root.wholeSnapshot()) == nil)
  }

  @Test func unchangedSubtreesAreReused() throws {
    let (scene, box) = try Self.settledScene()
    let sibling = View(frame: CGRect(x: 20, y: 5, width: 10, height: 10))
    box.superview?.addSubview(sibling)
    let root = scene.rootView.layer
    let before = root.snapshot()
    sibling.backgroundColor = .systemGreen
    let after = root.snapshot()
    let (oldPanel, newPanel) = (before.sublayers[0], after.sublayers[0])
    #expect(oldPanel.sublayers[0].isIdentical(to: newPanel.sublayers[0]), "the box is reused")
    #expect(!oldPanel.sublayers[1].isIdentical(to: newPanel.sublayers[1]), "the sibling is built anew")
    #expect(root.snapshot().isIdentical(to: after), "nothing changed: the same value")
  }
}
