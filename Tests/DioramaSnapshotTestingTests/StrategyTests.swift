import Diorama
import DioramaReport
import DioramaSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The strategies of Layer and Scene against stored references, and their bad input.
@Suite struct StrategyTests {
  @Test func layer() {
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 48)
    layer.backgroundColor = .systemBlue
    layer.cornerRadius = 8
    let dot = Layer()
    dot.frame = CGRect(x: 24, y: 16, width: 16, height: 16)
    dot.backgroundColor = .white
    dot.cornerRadius = 8
    layer.addSublayer(dot)
    assertSnapshot(of: layer, as: .image)
  }

  @Test func sceneAtATimeAndContactSheet() throws {
    func makeScene() throws -> Scene {
      let scene = try Scene(size: CGSize(width: 120, height: 60))
      let box = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      box.backgroundColor = .systemRed
      scene.rootView.addSubview(box)
      try scene.schedule(at: 0.1) {
        View.animate(withDuration: 1) { box.frame.origin.x = 70 }
      }
      return scene
    }
    assertSnapshot(of: try makeScene(), as: .image(at: 0.6), named: "half")
    assertSnapshot(
      of: try makeScene(), as: .contactSheet(times: [0, 0.35, 0.6, 1.1], columns: 2), named: "sheet")
  }

  /// A view whose size is zero cannot be rendered: the test fails and says why.
  @Test func aViewWithoutSizeFailsWithTheReason() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-snap-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = FailureReport(directory: folder.appendingPathComponent("report"))
    withKnownIssue {
      FailureReport.$current.withValue(report) {
        _ = verifySnapshot(
          of: View(), as: .image, named: "empty", record: .never, snapshotDirectory: folder.path)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Could not render the view") }
    }
    #expect(try report.entries().map(\.kind) == [.missingReference])
  }

  /// Time only moves forward: asking for a time before the scene's last frame fails the test.
  @Test func aTimeInThePastFailsWithTheReason() throws {
    let scene = try Scene(size: CGSize(width: 20, height: 20))
    try scene.advance(toFrame: 30)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-snap-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = FailureReport(directory: folder.appendingPathComponent("report"))
    withKnownIssue {
      FailureReport.$current.withValue(report) {
        _ = verifySnapshot(
          of: scene, as: .image(at: 0.1), named: "past", record: .never, snapshotDirectory: folder.path)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("time only moves forward") }
    }
    #expect(try report.entries().map(\.kind) == [.missingReference])
  }
}
