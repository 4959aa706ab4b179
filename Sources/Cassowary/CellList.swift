/// The cells of a ``Row``: a growable array of ``Row/Cell`` with value semantics (copy on
/// write), like `[Row.Cell]`, that can also be written through a pointer up to a capacity it
/// guarantees and then given its new count.
///
/// That last operation is why it exists. Adding one row to another is a merge of two sorted
/// lists, whose result is first known cell by cell; with `Array` it has to be appended element
/// by element (a uniqueness and capacity check each) or copied back from a scratch buffer,
/// and these costs were most of the merge. Here ``merge(minimumCapacity:_:)`` hands out the
/// storage once, unique and large enough, and the merge runs on raw pointers.
///
/// An empty list holds no storage, so `Row()` allocates nothing.
struct CellList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
  typealias Element = Row.Cell
  typealias Index = Int

  private var storage: CellStorage?

  init() {}

  init(arrayLiteral elements: Row.Cell...) {
    guard !elements.isEmpty else { return }
    reserveCapacity(elements.count)
    for cell in elements { append(cell) }
  }

  var startIndex: Int { 0 }

  var endIndex: Int { storage?.count ?? 0 }

  subscript(position: Int) -> Row.Cell {
    @inline(__always)
    get {
      precondition(position >= 0 && position < count, "cell index out of range")
      return storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[position] }
    }
    @inline(__always)
    set {
      precondition(position >= 0 && position < count, "cell index out of range")
      makeUnique(minimumCapacity: count)
      storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[position] = newValue }
    }
  }

  /// Reads the cells through a pointer.
  @inline(__always)
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Row.Cell>) throws -> R) rethrows -> R {
    guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
    return try storage.withUnsafeMutablePointers { header, cells in
      try body(UnsafeBufferPointer(start: cells, count: header.pointee.count))
    }
  }

  /// Lets `body` change the cells in place (not their number).
  @inline(__always)
  mutating func withUnsafeMutableBufferPointer<R>(
    _ body: (UnsafeMutableBufferPointer<Row.Cell>) throws -> R
  ) rethrows -> R {
    guard !isEmpty else { return try body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
    makeUnique(minimumCapacity: count)
    return try storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, cells in
      try body(UnsafeMutableBufferPointer(start: cells, count: header.pointee.count))
    }
  }

  /// Makes the storage unique with room for `minimumCapacity` cells, then lets `body` rewrite
  /// it: `body` gets the cells (the current ones first) and the count, which it must leave
  /// equal to the number of initialized cells at the front.
  @inline(__always)
  mutating func merge<R>(
    minimumCapacity: Int, _ body: (UnsafeMutablePointer<Row.Cell>, inout Int) throws -> R
  ) rethrows -> R {
    makeUnique(minimumCapacity: minimumCapacity)
    return try storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, cells in
      try body(cells, &header.pointee.count)
    }
  }

  mutating func reserveCapacity(_ minimumCapacity: Int) {
    makeUnique(minimumCapacity: minimumCapacity)
  }

  mutating func append(_ cell: Row.Cell) {
    insert(cell, at: count)
  }

  mutating func insert(_ cell: Row.Cell, at index: Int) {
    let n = count
    precondition(index >= 0 && index <= n, "cell index out of range")
    makeUnique(minimumCapacity: n + 1)
    storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, cells in
      (cells + index + 1).moveInitialize(from: cells + index, count: n - index)
      (cells + index).initialize(to: cell)
      header.pointee.count = n + 1
    }
  }

  @discardableResult
  mutating func remove(at index: Int) -> Row.Cell {
    let n = count
    precondition(index >= 0 && index < n, "cell index out of range")
    makeUnique(minimumCapacity: n)
    return storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, cells in
      let removed = cells[index]
      (cells + index).moveInitialize(from: cells + index + 1, count: n - index - 1)
      header.pointee.count = n - 1
      return removed
    }
  }

  mutating func removeAll() {
    storage = nil
  }

  /// Ensures the storage is referenced only here and holds at least `minimumCapacity` cells,
  /// growing geometrically. New storage has room for at least 16 cells: rows of layout systems
  /// hold a handful to a dozen, and a merge asks for room for both of its operands, so smaller
  /// rows would be reallocated again and again while they fill up.
  @inline(__always)
  private mutating func makeUnique(minimumCapacity: Int) {
    if let storage, storage.reservedCapacity >= minimumCapacity, isKnownUniquelyReferenced(&self.storage) {
      return
    }
    reallocate(minimumCapacity: minimumCapacity)
  }

  @inline(never)
  private mutating func reallocate(minimumCapacity: Int) {
    let n = count
    var capacity = Swift.max(minimumCapacity, n, 16)
    if let old = storage, old.reservedCapacity < minimumCapacity {
      capacity = Swift.max(capacity, 2 * old.reservedCapacity)
    }
    let new = CellStorage.make(capacity: capacity)
    if let old = storage {
      old.withUnsafeMutablePointerToElements { from in
        new.withUnsafeMutablePointers { header, cells in
          cells.initialize(from: from, count: n)
          header.pointee.count = n
        }
      }
    }
    storage = new
  }
}

/// One allocation holding a ``CellList``'s count, capacity and cells. Cells are plain data, so
/// nothing needs deinitializing.
final class CellStorage: ManagedBuffer<CellStorage.Header, Row.Cell> {
  struct Header {
    var count: Int
    var capacity: Int
  }

  // Read through the header pointer: the `header` property of a class would pay for a dynamic
  // exclusivity check on every access.
  var count: Int {
    @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  }

  var reservedCapacity: Int {
    @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }
  }

  static func make(capacity: Int) -> CellStorage {
    let buffer = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
    return unsafeDowncast(buffer, to: CellStorage.self)
  }
}
