/// A dictionary that keeps at most `countLimit` entries and `costLimit` units of cost, dropping
/// the least recently used first. Past a limit it drops the oldest quarter at once, so an
/// insertion costs O(1) amortised (a sort of the entries every `countLimit / 4` insertions).
///
/// Not thread-safe: its owner guards it with its own lock.
struct LRUCache<Key: Hashable, Value> {
  private var entries: [Key: (value: Value, cost: Int, used: Int)] = [:]
  private var clock = 0
  /// The total cost of the entries.
  private(set) var totalCost = 0
  var countLimit: Int
  var costLimit: Int

  init(countLimit: Int, costLimit: Int = .max) {
    self.countLimit = countLimit
    self.costLimit = costLimit
  }

  var count: Int { entries.count }

  /// The value for `key`, marked as used now.
  mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key] = (entry.value, entry.cost, clock)
    return entry.value
  }

  /// Stores `value` and returns the values dropped to stay within the limits (for the caller to
  /// release outside its lock).
  @discardableResult
  mutating func store(_ value: Value, cost: Int = 0, for key: Key) -> [Value] {
    clock += 1
    if let old = entries.updateValue((value, cost, clock), forKey: key) { totalCost -= old.cost }
    totalCost += cost
    return trim()
  }

  /// Drops entries, least recently used first, until within the limits; below them by a quarter
  /// when a limit was passed.
  mutating func trim() -> [Value] {
    guard entries.count > countLimit || totalCost > costLimit else { return [] }
    let countTarget = max(0, countLimit - countLimit / 4)
    let costTarget = costLimit == .max ? .max : max(0, costLimit - costLimit / 4)
    var dropped: [Value] = []
    for (key, entry) in entries.sorted(by: { $0.value.used < $1.value.used }) {
      guard entries.count > countTarget || totalCost > costTarget else { break }
      entries[key] = nil
      totalCost -= entry.cost
      dropped.append(entry.value)
    }
    return dropped
  }

  mutating func removeAll() -> [Value] {
    defer {
      entries.removeAll()
      totalCost = 0
    }
    return entries.values.map(\.value)
  }
}
