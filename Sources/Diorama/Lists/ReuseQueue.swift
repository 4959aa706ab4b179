import Foundation

/// The registered classes and the views waiting to be reused of a view that fills its visible
/// region with reusable views (a ``TableView``'s cells, a ``CollectionView``'s cells and
/// supplementary views), by reuse identifier.
struct ReuseQueue<Element: View> {
  private var makers: [String: () -> Element] = [:]
  private var pool: [String: [Element]] = [:]
  /// How many views the queue made since it was created.
  private(set) var createdCount = 0

  /// Registers how to make the views for `identifier`; `nil` unregisters it.
  mutating func register(_ maker: (() -> Element)?, for identifier: String) {
    makers[identifier] = maker
  }

  /// A view for `identifier`: one waiting to be reused (`reused` is `true`), else a new one of the
  /// registered class, else `nil`.
  mutating func dequeue(_ identifier: String) -> (view: Element, reused: Bool)? {
    if let view = pool[identifier]?.popLast() { return (view, true) }
    guard let make = makers[identifier] else { return nil }
    createdCount += 1
    return (make(), false)
  }

  /// Counts a view made outside the registrations (the empty stand-in for an unregistered
  /// identifier) and returns it.
  mutating func counted(_ view: Element) -> Element {
    createdCount += 1
    return view
  }

  /// Puts a view that left the screen back, to be reused for `identifier`.
  mutating func enqueue(_ view: Element, for identifier: String) {
    pool[identifier, default: []].append(view)
  }

  /// Takes a view out of the pool (a data source handed it out again without dequeuing it).
  mutating func remove(_ view: Element, for identifier: String) {
    pool[identifier]?.removeAll { $0 === view }
  }
}
