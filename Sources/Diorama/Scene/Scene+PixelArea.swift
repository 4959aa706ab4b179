import Foundation
import Synchronization

extension Scene {
  /// The largest frame buffer that scenes and renderers accept, in pixels (width × height):
  /// 2^26 (64 Mi pixels, a 256 MiB frame) unless changed, here for the whole process or for one
  /// task with ``withMaximumPixelArea(_:_:)``.
  ///
  /// It bounds what one request can make a server allocate: each side may be up to
  /// ``maximumPixelSide``, but 16,384 × 16,384 would be a 1 GiB buffer. ``Scene``, ``Renderer``
  /// and the `renderImage`/`pngData` of views and layers throw
  /// ``SceneError/pixelAreaTooLarge(width:height:maximum:)`` past it, before allocating.
  /// Values below 1 are raised to 1.
  public static var maximumPixelArea: Int {
    get { PixelAreaLimit.scoped ?? PixelAreaLimit.processWide.load(ordering: .relaxed) }
    set { PixelAreaLimit.processWide.store(max(1, newValue), ordering: .relaxed) }
  }

  /// Runs `body` with ``maximumPixelArea`` set to `area` for the current task (and the tasks it
  /// creates) only; other tasks keep theirs.
  public static func withMaximumPixelArea<T>(_ area: Int, _ body: () throws -> T) rethrows -> T {
    try PixelAreaLimit.$scoped.withValue(max(1, area)) { try body() }
  }

  /// Runs the asynchronous `body` with ``maximumPixelArea`` set to `area` for the current task
  /// (and the tasks it creates) only.
  public static func withMaximumPixelArea<T>(
    _ area: Int, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    try await PixelAreaLimit.$scoped.withValue(max(1, area)) { try await body() }
  }

  /// Throws unless a `width × height` frame buffer is within ``maximumPixelSide`` and
  /// ``maximumPixelArea``.
  static func validatePixelSize(width: Int, height: Int) throws(SceneError) {
    guard (1...maximumPixelSide).contains(width), (1...maximumPixelSide).contains(height) else {
      throw .invalidPixelSize(width: width, height: height)
    }
    let maximum = maximumPixelArea
    guard width * height <= maximum else {
      throw .pixelAreaTooLarge(width: width, height: height, maximum: maximum)
    }
  }
}

/// Where ``Scene/maximumPixelArea`` is kept.
enum PixelAreaLimit {
  static let processWide = Atomic<Int>(1 << 26)
  @TaskLocal static var scoped: Int?
}
