import Foundation
import Synchronization

/// Renderers kept for reuse across tasks and threads: a fresh ``Renderer`` costs its frame
/// buffer's page faults (a few milliseconds at 1280×720), a checked-out one nothing.
///
/// ``checkOut(pixelWidth:pixelHeight:)`` hands a renderer to one caller at a time, and
/// ``checkIn(_:)`` takes it back for the next. The pool and its renderers are `Sendable`, so any
/// task may check out and in, with no annotations.
///
/// ```swift
/// let pool = RendererPool()
/// let snapshot = scene.snapshot()  // a Sendable value
/// let png = try await withThrowingTaskGroup(of: Data.self) { group in
///   for _ in 0..<4 {
///     group.addTask {
///       let renderer = try pool.checkOut(pixelWidth: snapshot.pixelWidth, pixelHeight: snapshot.pixelHeight)
///       renderer.draw(snapshot)
///       let png = try renderer.pngData(options: .fast)
///       pool.checkIn(renderer)
///       return png
///     }
///   }
///   return try await group.next()!
/// }
/// ```
///
/// At most ``maximumIdleCount`` idle renderers are kept; past that, the one idle longest is
/// released. Check-out and check-in take a lock for a few nanoseconds.
public final class RendererPool: Sendable {
  /// How many idle renderers are kept at most.
  public let maximumIdleCount: Int
  private let idle = Mutex<[Renderer]>([])

  /// Creates an empty pool.
  /// - Parameter maximumIdleCount: idle renderers kept at most (at least 1 is kept); by default
  ///   two per active processor.
  public init(maximumIdleCount: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
    self.maximumIdleCount = max(1, maximumIdleCount)
  }

  /// The number of idle renderers.
  public var idleCount: Int { idle.withLock { $0.count } }

  /// An idle renderer of this pixel size (the one checked in last), or a new one.
  /// - Throws: ``SceneError/invalidPixelSize(width:height:)`` or
  ///   ``SceneError/pixelAreaTooLarge(width:height:maximum:)`` (see ``Renderer/init(pixelWidth:pixelHeight:)``).
  public func checkOut(pixelWidth: Int, pixelHeight: Int) throws(SceneError) -> Renderer {
    let reused = idle.withLock { renderers -> Renderer? in
      guard
        let index = renderers.lastIndex(where: {
          $0.pixelWidth == pixelWidth && $0.pixelHeight == pixelHeight
        })
      else { return nil }
      return renderers.remove(at: index)
    }
    if let reused { return reused }
    return try Renderer(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
  }

  /// Returns a renderer to the pool, releasing the renderer idle longest when the pool is full.
  /// The caller must not use `renderer` afterwards: another task may check it out.
  public func checkIn(_ renderer: Renderer) {
    let evicted = idle.withLock { renderers -> Renderer? in
      renderers.append(renderer)
      return renderers.count > maximumIdleCount ? renderers.removeFirst() : nil
    }
    _ = evicted  // released here, outside the lock
  }

  /// Releases every idle renderer.
  public func removeAll() {
    let released = idle.withLock { renderers -> [Renderer] in
      defer { renderers = [] }
      return renderers
    }
    _ = released
  }

  /// Draws `snapshot` with a pooled renderer of its size and encodes the frame as a PNG (see
  /// ``Renderer/pngData(options:)``), on the calling thread.
  /// - Throws: ``SceneError`` for an invalid size, ``ImageError`` when encoding fails.
  public func pngData(of snapshot: SceneSnapshot, options: PNGEncodingOptions = .default) throws -> Data {
    let renderer = try checkOut(pixelWidth: snapshot.pixelWidth, pixelHeight: snapshot.pixelHeight)
    renderer.draw(snapshot)
    let png = Result { () throws(ImageError) in try renderer.pngData(options: options) }
    checkIn(renderer)
    return try png.get()
  }
}
