import Foundation

/// The layouts made recently, by key: measuring a label and drawing it, frame after frame,
/// shape its text once.
///
/// Guarded by an `NSLock` (a pthread mutex, which ThreadSanitizer understands) rather than
/// `Mutex`, whose lock ThreadSanitizer does not see on Linux.
final class TextLayoutCache: @unchecked Sendable {
  static let shared = TextLayoutCache()
  /// How many layouts are kept; past that, the older half is dropped.
  static let capacity = 4096

  private let lock = NSLock()
  private var layouts: [TextLayout.Key: (layout: TextLayout, generation: Int)] = [:]
  private var generation = 0

  func layout(for key: TextLayout.Key) -> TextLayout? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = layouts[key] else { return nil }
    generation += 1
    layouts[key] = (entry.layout, generation)
    return entry.layout
  }

  func store(_ layout: TextLayout) {
    // Layouts dropped here are released after the lock (their deinit takes Pango's).
    var dropped: [TextLayout] = []
    lock.lock()
    generation += 1
    layouts[layout.key] = (layout, generation)
    if layouts.count > Self.capacity {
      let cutoff = generation - Self.capacity / 2
      for (key, entry) in layouts where entry.generation < cutoff {
        dropped.append(entry.layout)
        layouts[key] = nil
      }
    }
    lock.unlock()
    dropped.removeAll()
  }

  func removeAll() {
    lock.lock()
    let old = layouts
    layouts.removeAll()
    epochValue += 1
    lock.unlock()
    _ = old  // released here, after the lock
  }

  /// How many times the cache was emptied (when the fonts change): a layout kept elsewhere from
  /// an earlier epoch is out of date.
  var epoch: Int {
    lock.lock()
    defer { lock.unlock() }
    return epochValue
  }
  private var epochValue = 0
}
