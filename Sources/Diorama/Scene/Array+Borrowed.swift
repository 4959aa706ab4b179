import CMemoryHints

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

extension Array where Element == View {
  /// ``forEachBorrowed(_:)`` for a layout pass's walk over subviews: a view's first lines and
  /// its layer's are fetched several views ahead of its visit (see `CMemoryHints`).
  @inline(__always)
  func forEachBorrowedPrefetching(_ body: (View) throws -> Void) rethrows {
    try withUnsafeBufferPointer { buffer in
      let distance = LayoutEngine.prefetchDistance
      func prefetchView(_ index: Int) {
        guard index < buffer.count else { return }
        diorama_prefetch(Unmanaged.passUnretained(buffer[index]).toOpaque(), View.prefetchBytes)
      }
      // The layer's address is read from the view, fetched half the distance earlier.
      func prefetchLayer(_ index: Int) {
        guard index < buffer.count else { return }
        Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef {
          diorama_prefetch(Unmanaged.passUnretained($0.layer).toOpaque(), Layer.prefetchBytes)
        }
      }
      for index in 0..<Swift.min(distance, buffer.count) { prefetchView(index) }
      for index in buffer.indices {
        prefetchView(index + distance)
        prefetchLayer(index + distance / 2)
        try Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(body)
      }
    }
  }
}
