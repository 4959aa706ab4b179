import Foundation
import Synchronization
import Testing

@testable import Diorama

/// Renderers pooled across tasks, in Swift 6 with no unsafe annotation: `Renderer` and
/// `RendererPool` are `Sendable`, snapshots are `Sendable` values.
@Suite struct RendererPoolTests {
  private static let titles = (0..<12).map { "Share card number \($0) with a wrapping title" }

  /// Each title rendered alone, with a renderer of its own: what pooling must reproduce.
  private static func serialPNGs(_ snapshots: [SceneSnapshot]) throws -> [Data] {
    try snapshots.map { snapshot in
      let renderer = try Renderer(pixelWidth: snapshot.pixelWidth, pixelHeight: snapshot.pixelHeight)
      renderer.draw(snapshot)
      return try renderer.pngData(options: .fast)
    }
  }

  @Test func aPoolSharedByTasksRendersWhatSeparateRenderersRender() async throws {
    let snapshots = try Self.titles.map { try ServingTestSupport.card($0).snapshot() }
    let serial = try Self.serialPNGs(snapshots)
    let pool = RendererPool(maximumIdleCount: 3)
    let pooled = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
      for (index, snapshot) in snapshots.enumerated() {
        group.addTask {
          let renderer = try pool.checkOut(pixelWidth: snapshot.pixelWidth, pixelHeight: snapshot.pixelHeight)
          renderer.draw(snapshot)
          let png = try renderer.pngData(options: .fast)
          pool.checkIn(renderer)
          return (index, png)
        }
      }
      var results: [Int: Data] = [:]
      for try await (index, png) in group { results[index] = png }
      return results
    }
    for index in snapshots.indices {
      #expect(pooled[index] == serial[index], "card \(index)")
    }
    #expect(pool.idleCount >= 1 && pool.idleCount <= 3)
  }

  @Test func renderersKeptInAMutexByTasksRenderTheSame() async throws {
    // The pattern that did not compile before: a Mutex of renderers, checked in from tasks.
    final class Shelf: Sendable {
      let renderers = Mutex<[Renderer]>([])
    }
    let snapshots = try Self.titles.map { try ServingTestSupport.card($0).snapshot() }
    let serial = try Self.serialPNGs(snapshots)
    let shelf = Shelf()
    let pooled = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
      for (index, snapshot) in snapshots.enumerated() {
        group.addTask {
          let renderer =
            try shelf.renderers.withLock { $0.popLast() }
            ?? Renderer(pixelWidth: snapshot.pixelWidth, pixelHeight: snapshot.pixelHeight)
          renderer.draw(snapshot)
          let png = try renderer.pngData(options: .fast)
          shelf.renderers.withLock { $0.append(renderer) }
          return (index, png)
        }
      }
      var results: [Int: Data] = [:]
      for try await (index, png) in group { results[index] = png }
      return results
    }
    for index in snapshots.indices {
      #expect(pooled[index] == serial[index], "card \(index)")
    }
  }

  @Test func theRendererIdleLongestIsReleasedFirst() throws {
    let pool = RendererPool(maximumIdleCount: 3)
    let renderers = try (1...5).map { try Renderer(pixelWidth: 10 * $0, pixelHeight: 10) }
    for renderer in renderers { pool.checkIn(renderer) }
    #expect(pool.idleCount == 3)
    // Sizes 10 and 20 were checked in first and released: new renderers are made for them.
    #expect(try pool.checkOut(pixelWidth: 10, pixelHeight: 10) !== renderers[0])
    #expect(try pool.checkOut(pixelWidth: 50, pixelHeight: 10) === renderers[4])
    #expect(try pool.checkOut(pixelWidth: 30, pixelHeight: 10) === renderers[2])
    #expect(pool.idleCount == 1)
  }

  @Test func checkingOutAnInvalidSizeIsATypedError() {
    let pool = RendererPool()
    #expect(throws: SceneError.invalidPixelSize(width: 0, height: 10)) {
      try pool.checkOut(pixelWidth: 0, pixelHeight: 10)
    }
  }
}
