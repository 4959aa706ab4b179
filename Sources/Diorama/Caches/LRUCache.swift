/// A cache bounded by a number of entries and a total cost that drops its least recently used
/// entries first: the one cache type of the library (decoded images, text layouts, font
/// metrics).
///
/// Each entry has a cost (bytes, for the caches of surfaces and layouts; 0 for caches bounded by
/// count only); inserting past ``countLimit`` or ``costLimit`` drops the entries used longest
/// ago until both fit again. Lookups, insertions and removals take O(1) (a dictionary and a
/// doubly linked list threaded through an array of slots).
///
/// The type is not thread-safe: a cache shared between threads keeps it behind its own lock.
/// The dropped values are handed back to the caller, so that their release (which may take
/// another lock, or free a large buffer) happens after that lock is released.
struct LRUCache<Key: Hashable, Value> {
  private struct Slot {
    var key: Key
    var value: Value
    var cost: Int
    /// Toward the least recently used end; `nil` at that end.
    var older: Int?
    /// Toward the most recently used end; `nil` at that end.
    var newer: Int?
  }

  /// The largest total cost kept. Lowering it takes effect at the next insertion or ``trim()``.
  var costLimit: Int
  /// The most entries kept. Lowering it takes effect at the next insertion or ``trim()``.
  var countLimit: Int
  /// The cost of the entries kept.
  private(set) var totalCost = 0

  private var slots: [Slot?] = []
  private var free: [Int] = []
  private var indices: [Key: Int] = [:]
  private var oldest: Int?
  private var newest: Int?

  /// An empty cache that keeps at most `countLimit` entries and `costLimit` of total cost.
  init(countLimit: Int = .max, costLimit: Int = .max) {
    self.countLimit = max(0, countLimit)
    self.costLimit = max(0, costLimit)
  }

  /// The number of entries kept.
  var count: Int { indices.count }

  /// The value for `key`, which becomes the most recently used, or `nil`.
  mutating func value(forKey key: Key) -> Value? {
    guard let index = indices[key] else { return nil }
    moveToNewest(index)
    return slots[index]!.value
  }

  /// Stores `value` for `key` as the most recently used entry, replacing any value there, and
  /// returns the values dropped to stay within ``costLimit`` (the replaced one included). A value
  /// whose cost alone exceeds the limit is not kept: it is returned at once.
  @discardableResult
  mutating func insert(_ value: Value, forKey key: Key, cost: Int) -> [Value] {
    var dropped: [Value] = []
    if let old = removeValue(forKey: key) { dropped.append(old) }
    guard cost <= costLimit, countLimit > 0 else {
      dropped.append(value)
      return dropped
    }
    while totalCost + cost > costLimit || indices.count + 1 > countLimit, let index = oldest {
      dropped.append(remove(at: index))
    }
    let slot = Slot(key: key, value: value, cost: cost, older: newest, newer: nil)
    let index: Int
    if let reused = free.popLast() {
      index = reused
      slots[index] = slot
    } else {
      index = slots.count
      slots.append(slot)
    }
    if let newest { slots[newest]!.newer = index }
    newest = index
    if oldest == nil { oldest = index }
    indices[key] = index
    totalCost += cost
    return dropped
  }

  /// Removes and returns the value for `key`, if any.
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    guard let index = indices[key] else { return nil }
    return remove(at: index)
  }

  /// Drops entries, least recently used first, until within both limits (after a limit was
  /// lowered), and returns them.
  mutating func trim() -> [Value] {
    var dropped: [Value] = []
    while totalCost > costLimit || indices.count > countLimit, let index = oldest {
      dropped.append(remove(at: index))
    }
    return dropped
  }

  /// Removes every entry and returns the values.
  mutating func removeAll() -> [Value] {
    let values = slots.compactMap { $0?.value }
    self = LRUCache(countLimit: countLimit, costLimit: costLimit)
    return values
  }

  private mutating func remove(at index: Int) -> Value {
    let slot = unlink(index)
    slots[index] = nil
    free.append(index)
    indices[slot.key] = nil
    totalCost -= slot.cost
    return slot.value
  }

  private mutating func moveToNewest(_ index: Int) {
    guard newest != index else { return }
    var slot = unlink(index)
    slot.older = newest
    slot.newer = nil
    slots[index] = slot
    if let newest { slots[newest]!.newer = index }
    newest = index
    if oldest == nil { oldest = index }
  }

  /// Takes the slot at `index` out of the list (it stays in `slots`).
  private mutating func unlink(_ index: Int) -> Slot {
    let slot = slots[index]!
    if let older = slot.older { slots[older]!.newer = slot.newer } else { oldest = slot.newer }
    if let newer = slot.newer { slots[newer]!.older = slot.older } else { newest = slot.older }
    return slot
  }
}
