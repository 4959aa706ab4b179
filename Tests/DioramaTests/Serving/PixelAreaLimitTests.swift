import Foundation
import Testing

@testable import Diorama

@Suite struct PixelAreaLimitTests {
  @Test func aSceneOverTheAreaLimitIsATypedErrorBeforeAnythingIsAllocated() throws {
    // 300 × 200 points at 2× is 600 × 400 = 240,000 pixels.
    Scene.withMaximumPixelArea(200_000) {
      #expect(throws: SceneError.pixelAreaTooLarge(width: 600, height: 400, maximum: 200_000)) {
        try Scene(size: CGSize(width: 300, height: 200), scale: 2)
      }
      #expect(throws: SceneError.pixelAreaTooLarge(width: 500, height: 500, maximum: 200_000)) {
        try Renderer(pixelWidth: 500, pixelHeight: 500)
      }
    }
    #expect(throws: Never.self) { try Scene(size: CGSize(width: 300, height: 200), scale: 2) }
  }

  @Test func theDefaultLimitRefusesAGibibyteFrameThatEachSideAllows() {
    // 16,384 × 16,384 passes the per-side check but is 2^28 pixels: four times the default.
    #expect(Scene.maximumPixelArea == 1 << 26)
    #expect(throws: SceneError.pixelAreaTooLarge(width: 16384, height: 16384, maximum: 1 << 26)) {
      try Scene(size: CGSize(width: 16384, height: 16384))
    }
  }

  @Test func aViewLargerThanTheLimitCannotBeRenderedAlone() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let error = Scene.withMaximumPixelArea(99 * 100) { () -> (any Error)? in
      do {
        _ = try view.pngData()
        return nil
      } catch {
        return error
      }
    }
    #expect(error as? SceneError == .pixelAreaTooLarge(width: 100, height: 100, maximum: 9900))
  }

  @Test func aTaskLocalLimitDoesNotReachOtherTasks() async throws {
    try await withThrowingTaskGroup(of: Int.self) { group in
      group.addTask {
        await Scene.withMaximumPixelArea(10) {
          await Task.yield()
          return Scene.maximumPixelArea
        }
      }
      group.addTask {
        await Task.yield()
        return Scene.maximumPixelArea
      }
      let limits = try await [group.next()!, group.next()!].sorted()
      #expect(limits == [10, 1 << 26])
    }
    #expect(Scene.maximumPixelArea == 1 << 26)
  }

  @Test func sceneErrorsSayWhatToDo() {
    let text = SceneError.pixelAreaTooLarge(width: 20000, height: 10000, maximum: 1 << 26).description
    #expect(text.contains("200000000 pixels") && text.contains("maximumPixelArea"))
  }
}
