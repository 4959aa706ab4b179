import Foundation

/// The layouts made recently, by key: measuring a label and drawing it, frame after frame,
/// shape its text once. Bounded by ``TextCache/layoutLimit`` and ``TextCache/layoutByteLimit``,
/// least recently used dropped first.
///
/// Guarded by an `NSLock` (a pthread mutex, which ThreadSanitizer understands) rather than
/// `Mutex`, whose lock ThreadSanitizer does not see on Linux.
final class TextLayoutCache: @unchecked Sendable {
  static let shared = TextLayoutCache()
  /// What a layout costs beyond its text: Pango's objects and glyphs, roughly.
  static let overheadBytes = 512

  private let lock = NSLock()
  private var layouts = LRUCache<TextLayout.Key, TextLayout>(countLimit: 2048, costLimit: 16 << 20)

  func layout(for key: TextLayout.Key) -> TextLayout? {
    lock.withLock { layouts.value(forKey: key) }
  }

  func store(_ layout: TextLayout) {
    // Layouts dropped here are released after the lock (their deinit takes Pango's).
    let dropped = lock.withLock {
      layouts.insert(layout, forKey: layout.key, cost: layout.laidOutByteCount + Self.overheadBytes)
    }
    _ = dropped
  }

  var count: Int { lock.withLock { layouts.count } }

  /// The limits; lowering one drops layouts at once.
  var limits: (count: Int, bytes: Int) {
    get { lock.withLock { (layouts.countLimit, layouts.costLimit) } }
    set {
      let dropped = lock.withLock {
        layouts.countLimit = max(0, newValue.count)
        layouts.costLimit = max(0, newValue.bytes)
        return layouts.trim()
      }
      _ = dropped
    }
  }

  func removeAll() {
    let old = lock.withLock {
      epochValue += 1
      return layouts.removeAll()
    }
    _ = old  // released here, after the lock
  }

  /// How many times the cache was emptied (when the fonts change): a layout kept elsewhere from
  /// an earlier epoch is out of date.
  var epoch: Int { lock.withLock { epochValue } }
  private var epochValue = 0
}
