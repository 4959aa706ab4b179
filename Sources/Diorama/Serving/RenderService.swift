import Foundation

/// Renders scenes to PNG on a bounded pool of threads of its own, for servers and other async
/// code: rasterising and encoding never run on Swift's cooperative thread pool, so the tasks
/// that serve other requests (a health check, a JSON endpoint) keep their threads.
///
/// ```swift
/// let renders = RenderService()  // one per process, shared by every request
///
/// func card(title: String) async throws -> Data {
///   let scene = try Scene(size: CGSize(width: 1200, height: 630))
///   let label = Label(text: title, font: .boldSystemFont(ofSize: 64))
///   label.numberOfLines = 3
///   label.frame = CGRect(x: 80, y: 80, width: 1040, height: 300)
///   scene.rootView.addSubview(label)
///   return try await renders.pngData(of: scene, options: .fast)
/// }
/// ```
///
/// **Where the work runs.** Each call runs its task on the service's threads (a task executor,
/// SE-0417) from the scene's layout to the last byte of the PNG, then returns to the caller's
/// executor. The scene is used by one task throughout, so it needs no `Sendable` conformance and
/// the caller may keep using it afterwards.
///
/// **Back-pressure.** At most ``threadCount`` renders run at once and ``queueLimit`` more wait
/// for a thread. Past that, by the ``Overflow`` policy, a call waits for a place (suspended,
/// holding no thread, served in arrival order) or throws ``RenderServiceError/busy(capacity:)``
/// at once, so that a server can answer 503 instead of queueing without bound.
///
/// **Cancellation.** A call whose task is cancelled while it waits for a place throws
/// `CancellationError` and leaves the queue; one that has started checks before drawing and
/// before encoding, and throws `CancellationError` at the first check after the cancellation.
///
/// **Memory.** Each thread draws into a pooled ``Renderer`` of the scene's pixel size (see
/// ``RendererPool``), reused from request to request; frames larger than
/// ``Scene/maximumPixelArea`` are refused before anything is allocated.
public final class RenderService: Sendable {
  /// What a call does when ``threadCount`` renders are running and ``queueLimit`` are waiting.
  public enum Overflow: Sendable, Hashable {
    /// Wait for a place, in arrival order.
    case wait
    /// Throw ``RenderServiceError/busy(capacity:)`` at once.
    case reject
  }

  /// The threads that render.
  public var threadCount: Int { threads.count }
  /// How many renders may wait for a thread.
  public let queueLimit: Int
  /// What happens past ``queueLimit``.
  public let overflow: Overflow
  /// The renderers the threads draw into.
  public let renderers: RendererPool

  private let threads: RenderThreads
  private let admission: RenderAdmission

  /// Starts the threads.
  /// - Parameters:
  ///   - threadCount: rendering threads (at least 1); one per active processor by default.
  ///   - queueLimit: renders that may wait for a thread (at least 0).
  ///   - overflow: what a call does when the queue is full.
  public init(
    threadCount: Int = ProcessInfo.processInfo.activeProcessorCount, queueLimit: Int = 64,
    overflow: Overflow = .wait
  ) {
    let threadCount = max(1, threadCount)
    self.queueLimit = max(0, queueLimit)
    self.overflow = overflow
    threads = RenderThreads(count: threadCount, name: "diorama.render-service")
    admission = RenderAdmission(capacity: threadCount + self.queueLimit)
    renderers = RendererPool(maximumIdleCount: 2 * threadCount)
  }

  deinit {
    threads.shutDown()
  }

  /// Renders admitted and not finished: running or waiting for a thread.
  public var activeCount: Int { admission.admittedCount }
  /// Calls waiting for a place because the queue is full.
  public var waitingCount: Int { admission.waitingCount }

  /// Lays out and renders `scene` at its current time and encodes it as a PNG, on the
  /// service's threads (see ``Scene/pngData(options:)`` for what is drawn).
  /// - Throws: ``RenderServiceError``, `CancellationError`, ``SceneError``, ``ImageError``.
  public func pngData(of scene: Scene, options: PNGEncodingOptions = .fast) async throws -> Data {
    try await run {
      let snapshot = scene.snapshot()
      return try encode(snapshot, options: options)
    }
  }

  /// Draws `snapshot` and encodes it as a PNG on the service's threads.
  /// - Throws: ``RenderServiceError``, `CancellationError`, ``SceneError``, ``ImageError``.
  public func pngData(of snapshot: SceneSnapshot, options: PNGEncodingOptions = .fast) async throws -> Data {
    try await run { try encode(snapshot, options: options) }
  }

  /// Runs `body` on the service's threads once a place is free, with the same back-pressure and
  /// cancellation as the other calls: for work of your own, such as building a large scene.
  /// `body` must not call the service again (it would wait for a place it holds).
  /// - Throws: ``RenderServiceError``, `CancellationError`, or what `body` throws.
  public nonisolated func run<T>(_ body: () throws -> T) async throws -> T {
    try await admission.enter(waits: overflow == .wait)
    defer { admission.leave() }
    return try await withTaskExecutorPreference(threads) {
      try Task.checkCancellation()
      return try body()
    }
  }

  /// Draws and encodes on the current thread, with a pooled renderer.
  private func encode(_ snapshot: SceneSnapshot, options: PNGEncodingOptions) throws -> Data {
    try Task.checkCancellation()
    let renderer = try renderers.checkOut(pixelWidth: snapshot.pixelWidth, pixelHeight: snapshot.pixelHeight)
    defer { renderers.checkIn(renderer) }
    renderer.draw(snapshot)
    try Task.checkCancellation()
    return try renderer.pngData(options: options)
  }
}
