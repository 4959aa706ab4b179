import Foundation

/// Premultiplied copies of the images painted recently, so that a picture shown frame after
/// frame is converted from straight-alpha RGBA to Cairo's premultiplied ARGB32 once, not once
/// per frame.
///
/// Entries are keyed by the image's storage (which copies of an image share) and dropped when
/// that storage goes away, or, least recently used first, when the cache holds more than
/// ``byteLimit`` bytes. Drawings (``Layer/draw(in:)``, ``GraphicsImageRenderer``) are kept
/// premultiplied by their images themselves and never pass through this cache.
final class ImageSurfaceCache: @unchecked Sendable {
  static let shared = ImageSurfaceCache(byteLimit: 256 << 20)

  /// The most bytes of premultiplied pixels kept: 256 MiB for the shared cache, about 70
  /// full-HD pictures.
  let byteLimit: Int

  // An `NSLock` (a pthread mutex, which ThreadSanitizer understands) rather than `Mutex`.
  private let lock = NSLock()
  private var entries: LRUCache<ObjectIdentifier, PremultipliedPixels>

  init(byteLimit: Int) {
    self.byteLimit = byteLimit
    entries = LRUCache(costLimit: byteLimit)
  }

  /// The bytes kept now.
  var byteCount: Int {
    lock.withLock { entries.totalCost }
  }

  /// The cached pixels of the storage `id`, or those `make` returns, kept for next time. `make`
  /// runs outside the lock, so other threads go on painting while one converts a picture.
  func pixels(for id: ObjectIdentifier, make: () -> PremultipliedPixels?) -> PremultipliedPixels? {
    if let hit = lock.withLock({ entries.value(forKey: id) }) { return hit }
    guard let made = make() else { return nil }
    var dropped: [PremultipliedPixels] = []
    lock.withLock { dropped = entries.insert(made, forKey: id, cost: made.byteCount) }
    dropped.removeAll()  // released after the lock
    return made
  }

  /// Drops the pixels of the storage `id` (which is going away).
  func forget(_ id: ObjectIdentifier) {
    let dropped = lock.withLock { entries.removeValue(forKey: id) }
    _ = dropped  // released after the lock
  }

  /// Drops every entry.
  func removeAll() {
    let dropped = lock.withLock { entries.removeAll() }
    _ = dropped
  }
}
