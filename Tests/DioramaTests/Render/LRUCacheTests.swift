import Testing

@testable import Diorama

/// The cost-bounded least-recently-used cache behind the renderer's caches; every expected
/// content is worked out by hand from the order of the calls.
@Suite struct LRUCacheTests {
  @Test func dropsTheLeastRecentlyUsedFirst() {
    var cache = LRUCache<String, Int>(costLimit: 10)
    #expect(cache.insert(1, forKey: "a", cost: 4).isEmpty)
    #expect(cache.insert(2, forKey: "b", cost: 4).isEmpty)
    // Reading "a" makes "b" the oldest.
    #expect(cache.value(forKey: "a") == 1)
    // 4 + 4 + 4 > 10: one entry goes, the oldest, "b".
    #expect(cache.insert(3, forKey: "c", cost: 4) == [2])
    #expect(cache.value(forKey: "b") == nil)
    #expect(cache.value(forKey: "a") == 1)
    #expect(cache.value(forKey: "c") == 3)
    #expect(cache.totalCost == 8)
    #expect(cache.count == 2)
  }

  @Test func dropsAsManyAsNeeded() {
    var cache = LRUCache<Int, Int>(costLimit: 10)
    for key in 0..<5 { cache.insert(key, forKey: key, cost: 2) }
    #expect(cache.totalCost == 10)
    // A cost of 9 fits only when at most 1 is left: every entry (2 each) goes, oldest first.
    #expect(cache.insert(99, forKey: 99, cost: 9) == [0, 1, 2, 3, 4])
    #expect(cache.totalCost == 9)
    #expect(cache.count == 1)
  }

  @Test func replacingAKeyReturnsTheOldValueAndRecountsTheCost() {
    var cache = LRUCache<String, Int>(costLimit: 10)
    cache.insert(1, forKey: "a", cost: 6)
    #expect(cache.insert(2, forKey: "a", cost: 3) == [1])
    #expect(cache.totalCost == 3)
    #expect(cache.value(forKey: "a") == 2)
  }

  @Test func aValueDearerThanTheLimitIsNotKept() {
    var cache = LRUCache<String, Int>(costLimit: 10)
    cache.insert(1, forKey: "a", cost: 5)
    #expect(cache.insert(2, forKey: "big", cost: 11) == [2])
    #expect(cache.value(forKey: "big") == nil)
    #expect(cache.value(forKey: "a") == 1, "nothing else was dropped for it")
  }

  @Test func removalsFreeTheirSlotsForReuse() {
    var cache = LRUCache<Int, Int>(costLimit: 3)
    for key in 0..<3 { cache.insert(key, forKey: key, cost: 1) }
    #expect(cache.removeValue(forKey: 1) == 1)
    #expect(cache.removeValue(forKey: 1) == nil)
    #expect(cache.totalCost == 2)
    // Oldest first: 0, 2, then 7 in the freed slot; 8 drops the oldest, 0.
    cache.insert(7, forKey: 7, cost: 1)
    #expect(cache.insert(8, forKey: 8, cost: 1) == [0])
    #expect(Set(cache.removeAll()) == [2, 7, 8])
    #expect(cache.count == 0 && cache.totalCost == 0)
  }
}
