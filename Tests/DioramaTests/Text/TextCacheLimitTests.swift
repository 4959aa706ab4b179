import Foundation
import Testing

@testable import Diorama

/// The text caches stay bounded whatever sizes and strings the input brings.
@Suite struct TextCacheLimitTests {
  @Test func anLRUCacheDropsTheLeastRecentlyUsedPastItsCount() {
    var cache = LRUCache<Int, String>(countLimit: 8)
    for key in 0..<8 { cache.insert("\(key)", forKey: key, cost: 0) }
    _ = cache.value(forKey: 0)  // 0 is now the most recently used
    let dropped = cache.insert("8", forKey: 8, cost: 0)
    // A ninth entry drops the least recently used one, 1 (0 was used since).
    #expect(dropped == ["1"])
    #expect(cache.count == 8)
    #expect(cache.value(forKey: 0) == "0")
    #expect(cache.value(forKey: 1) == nil)
  }

  @Test func anLRUCacheStaysWithinItsCost() {
    var cache = LRUCache<Int, Int>(countLimit: 1000, costLimit: 100)
    for key in 0..<50 { cache.insert(key, forKey: key, cost: 10) }
    #expect(cache.totalCost <= 100)
    #expect(cache.value(forKey: 49) == 49)
  }

  @Test func aLayoutCacheKeepsAtMostItsLimit() {
    let cache = TextLayoutCache()
    cache.limits = (count: 10, bytes: 1 << 30)
    var recent: TextLayout.Key?
    for size in 1...100 {
      let key = TextLayout.Key(
        text: "Title at \(size) points", font: .systemFont(ofSize: CGFloat(size)), width: 200,
        numberOfLines: 2,
        lineBreakMode: .byTruncatingTail, alignment: .natural, direction: .leftToRight)
      cache.store(TextLayout.make(key))
      if let recent { _ = cache.layout(for: recent) }
      if size == 5 { recent = key }
      #expect(cache.count <= 10)
    }
    // Used after every store, the layout of size 5 was never the least recent.
    #expect(cache.layout(for: recent!) != nil)
    cache.limits = (count: 10, bytes: 0)
    #expect(cache.count == 0)
  }

  @Test func fontMetricsForThousandsOfSizesStayWithinTheFontLimit() {
    for tenth in 0..<3000 {
      _ = Font.systemFont(ofSize: 8 + CGFloat(tenth) / 10).lineHeight
    }
    #expect(TextCache.fontCount <= TextCache.fontLimit)
    #expect(TextCache.fontLimit == 1024)
    #expect(TextCache.layoutCount <= TextCache.layoutLimit)
  }
}
