import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Diorama

@Suite struct RenderServiceTests {
  /// Counts from any thread.
  final class Counter: Sendable {
    private let storage = Atomic<Int>(0)
    var value: Int { storage.load(ordering: .sequentiallyConsistent) }
    func increment() { storage.add(1, ordering: .sequentiallyConsistent) }
  }

  /// A scene whose drawing waits for `gate`.
  private static func gatedScene(_ gate: DispatchSemaphore, timeouts: Counter) throws -> Scene {
    let scene = try Scene(size: CGSize(width: 40, height: 30))
    scene.rootView.addSubview(
      GatedView(
        frame: CGRect(x: 5, y: 5, width: 20, height: 20), gate: gate, limit: .now() + 20,
        timedOut: { timeouts.increment() }))
    return scene
  }

  /// Waits (yielding, on the cooperative pool) until `condition` holds, for at most a few
  /// million turns (seconds); records an issue if it never does.
  private static func until(
    _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<3_000_000 {
      if condition() { return }
      await Task.yield()
    }
    Issue.record("the condition never held", sourceLocation: sourceLocation)
  }

  @Test func concurrentRendersGiveTheBytesOfSerialRenders() async throws {
    let titles = (0..<16).map { "Request \($0): a title long enough to wrap" }
    let serial = try titles.map { try ServingTestSupport.card($0).pngData(options: .fast) }
    let service = RenderService(threadCount: 2)
    let rendered = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
      for (index, title) in titles.enumerated() {
        group.addTask {
          let scene = try ServingTestSupport.card(title)
          return (index, try await service.pngData(of: scene, options: .fast))
        }
      }
      var results: [Int: Data] = [:]
      for try await (index, png) in group { results[index] = png }
      return results
    }
    for index in titles.indices {
      #expect(rendered[index] == serial[index], "request \(index)")
    }
    #expect(service.activeCount == 0)
  }

  @Test func theCooperativePoolRunsOtherTasksWhileEveryRenderThreadIsBlocked() async throws {
    // As many blocked renders as the cooperative pool has threads: were they drawn on that pool,
    // the tasks below could not run until the gate's 20-second limit, and the renders would
    // record a timeout.
    let width = ProcessInfo.processInfo.activeProcessorCount
    let service = RenderService(threadCount: width, queueLimit: 0)
    let gate = DispatchSemaphore(value: 0)
    let timeouts = Counter()
    let finished = Counter()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<width {
        group.addTask {
          let scene = try Self.gatedScene(gate, timeouts: timeouts)
          _ = try await service.pngData(of: scene)
          finished.increment()
        }
      }
      await Self.until { service.activeCount == width || finished.value > 0 }
      // Work on the cooperative pool: fifty child tasks, all finished before any render can.
      let pings = await withTaskGroup(of: Int.self) { pings in
        for index in 0..<50 { pings.addTask { index } }
        return await pings.reduce(0, +)
      }
      #expect(pings == 49 * 50 / 2)
      #expect(finished.value == 0)
      for _ in 0..<width { gate.signal() }
      try await group.waitForAll()
    }
    #expect(finished.value == width)
    #expect(timeouts.value == 0)
  }

  @Test func aFullQueueRejectsWhenToldTo() async throws {
    let service = RenderService(threadCount: 1, queueLimit: 1, overflow: .reject)
    let gate = DispatchSemaphore(value: 0)
    let timeouts = Counter()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask { _ = try await service.pngData(of: Self.gatedScene(gate, timeouts: timeouts)) }
      }
      await Self.until { service.activeCount == 2 }
      await #expect(throws: RenderServiceError.busy(capacity: 2)) {
        try await service.pngData(of: Scene(size: CGSize(width: 4, height: 4)))
      }
      gate.signal()
      gate.signal()
      try await group.waitForAll()
    }
    #expect(timeouts.value == 0)
    #expect(service.activeCount == 0)
  }

  @Test func aCallWaitingForAPlaceLeavesTheQueueWhenCancelled() async throws {
    let service = RenderService(threadCount: 1, queueLimit: 0, overflow: .wait)
    let gate = DispatchSemaphore(value: 0)
    let timeouts = Counter()
    let running = Task { try await service.pngData(of: Self.gatedScene(gate, timeouts: timeouts)) }
    await Self.until { service.activeCount == 1 }
    let waiting = Task { try await service.pngData(of: Scene(size: CGSize(width: 4, height: 4))) }
    await Self.until { service.waitingCount == 1 }
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    #expect(service.waitingCount == 0)
    gate.signal()
    let png = try await running.value
    #expect(try Image(pngData: png).width == 40)
    #expect(service.activeCount == 0)
    #expect(timeouts.value == 0)
  }

  @Test func waitingCallsAreServedInArrivalOrder() async throws {
    let service = RenderService(threadCount: 1, queueLimit: 0, overflow: .wait)
    let gate = DispatchSemaphore(value: 0)
    let timeouts = Counter()
    final class Order: Sendable {
      let indices = Mutex<[Int]>([])
    }
    let order = Order()
    let first = Task { try await service.pngData(of: Self.gatedScene(gate, timeouts: timeouts)) }
    await Self.until { service.activeCount == 1 }
    var waiting: [Task<Void, any Error>] = []
    for index in 0..<3 {
      waiting.append(
        Task {
          try await service.run { order.indices.withLock { $0.append(index) } }
        })
      await Self.until { service.waitingCount == index + 1 }
    }
    gate.signal()
    _ = try await first.value
    for task in waiting { try await task.value }
    #expect(order.indices.withLock { $0 } == [0, 1, 2])
  }
}
