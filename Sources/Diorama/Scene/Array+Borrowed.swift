extension Array where Element: AnyObject {
  /// Calls `body` with each element in order, borrowed rather than retained: the array's
  /// storage holds every element for the whole loop, even if `body` changes the variable the
  /// array was read from (which then gets storage of its own).
  ///
  /// For loops over thousands of objects not in the cache: each retain is an atomic
  /// instruction that waits for its object's cache line and keeps later loads from starting,
  /// so the loop fetches one object at a time instead of several at once.
  @inline(__always)
  func forEachBorrowed(_ body: (Element) throws -> Void) rethrows {
    try withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        try Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(body)
      }
    }
  }
}
