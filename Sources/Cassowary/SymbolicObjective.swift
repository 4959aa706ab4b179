/// The objective row with a **symbolic (lexicographic) weight** per priority level.
///
/// Each distinct optional priority in the solver is one level; levels are ordered from the
/// highest priority down. A coefficient is a vector with one component per level and is
/// compared lexicographically, so no amount of violation at a lower level can outweigh one
/// unit at a higher level (unlike Kiwi's three doubles). Within a level every error counts
/// with weight 1.
///
/// Storage is dense and indexed by symbol id: symbol `id` owns
/// `weights[id * levelCount ..< (id + 1) * levelCount]`, all zero when it has no weight. Auto
/// Layout uses a handful of levels, so a weight vector is a few contiguous doubles, and adding
/// `k · row` to the objective costs `|row| · levelCount` multiply-adds with no look-up, no
/// allocation and no bookkeeping of which symbols have weight. A component that cancels to
/// rounding residue (see `isResidue`) is reset to an exact zero, so residue never accumulates;
/// a component that is merely small (1e-9 from coefficients six orders apart) is kept, since a
/// later pivot can scale it back up. Components below `epsilon` count as zero when candidates
/// are chosen.
struct SymbolicObjective {
  /// The priorities of the levels, highest first.
  private(set) var priorities: [Double] = []
  /// How many live constraints use each level.
  private(set) var users: [Int] = []
  /// `levelCount` weights per symbol id, symbol-major.
  private var weights: [Double] = []
  /// The kind of each symbol id as last written, so that ``weightedSymbols`` can name them.
  private var kinds: [Symbol.Kind] = []
  /// The symbols that can improve the objective by entering the basis: a weight vector that is
  /// lexicographically negative, or nonzero for an unrestricted symbol (never a dummy). Kept up
  /// to date by every write, so `optimize` need not scan the whole objective.
  private(set) var candidates: [Symbol] = []
  /// Position of each symbol id in `candidates`, or -1.
  private var candidateAt: [Int32] = []

  var levelCount: Int { priorities.count }

  // MARK: Symbols and levels

  /// Makes room for symbol ids below `count`.
  mutating func reserveSymbols(_ count: Int) {
    guard kinds.count < count else { return }
    let added = count - kinds.count
    kinds.append(contentsOf: repeatElement(.external, count: added))
    candidateAt.append(contentsOf: repeatElement(-1, count: added))
    weights.append(contentsOf: repeatElement(0, count: added * levelCount))
  }

  /// The level of `priority`, which must be in use.
  func level(of priority: Double) -> Int {
    var lo = 0
    var hi = priorities.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if priorities[mid] > priority { lo = mid + 1 } else { hi = mid }
    }
    precondition(lo < priorities.count && priorities[lo] == priority, "priority level not in use")
    return lo
  }

  /// Registers one more user of `priority`, inserting a level when it is new.
  mutating func retainLevel(_ priority: Double) -> Int {
    var at = 0
    while at < priorities.count && priorities[at] > priority { at += 1 }
    if at < priorities.count && priorities[at] == priority {
      users[at] += 1
      return at
    }
    let old = levelCount
    priorities.insert(priority, at: at)
    users.insert(1, at: at)
    relayout(from: old, at)
    return at
  }

  /// Rewrites `weights` for `levelCount` levels per symbol from `old` ones, where level `at`
  /// was inserted (its weights zero) or, when `inserting` is false, removed.
  private mutating func relayout(from old: Int, inserting: Bool = true, _ at: Int) {
    let new = levelCount
    let ids = kinds.count
    weights = [Double](unsafeUninitializedCapacity: ids * new) { relaid, initialized in
      weights.withUnsafeBufferPointer { weights in
        for id in 0..<ids {
          let from = id * old
          let to = id * new
          for i in 0..<new {
            let source = i < at ? i : inserting ? i - 1 : i + 1
            relaid[to + i] = inserting && i == at ? 0 : weights[from + source]
          }
        }
      }
      initialized = ids * new
    }
  }

  /// Drops one user of `priority`; a level without users is removed. Its weights are zero up
  /// to rounding by then, since every error symbol of that level has left the objective.
  mutating func releaseLevel(_ priority: Double) {
    let at = level(of: priority)
    users[at] -= 1
    guard users[at] == 0 else { return }
    let old = levelCount
    priorities.remove(at: at)
    users.remove(at: at)
    relayout(from: old, inserting: false, at)
    // Vectors that only had weight at the removed level are now zero up to rounding.
    for id in kinds.indices {
      let s = Symbol(id: Int32(id), kind: kinds[id])
      if isZero(s) { clear(s) }
      refresh(s)
    }
  }

  // MARK: Reading

  /// Whether `symbol` has a nonzero weight.
  func contains(_ symbol: Symbol) -> Bool { !isZero(symbol) }

  /// The symbols with a nonzero weight, by id.
  var weightedSymbols: [Symbol] {
    kinds.indices.map { Symbol(id: Int32($0), kind: kinds[$0]) }.filter { !isZero($0) }
  }

  /// The weight of `symbol` at `level`.
  func weight(of symbol: Symbol, level: Int) -> Double {
    weights[Int(symbol.id) * levelCount + level]
  }

  /// The sign of the first component of `symbol`'s weights beyond `epsilon`: -1, 0 or 1.
  @inline(__always)
  func sign(of symbol: Symbol) -> Int {
    let l = levelCount
    var i = Int(symbol.id) * l
    let end = i + l
    while i < end {
      let w = weights[i]
      if w < -epsilon { return -1 }
      if w > epsilon { return 1 }
      i += 1
    }
    return 0
  }

  /// Whether `symbol` can improve the objective, and in which direction it would enter.
  @inline(__always)
  func improvingSign(of symbol: Symbol) -> Int {
    Self.improvingSign(symbol, sign: symbol.kind == .dummy ? 0 : sign(of: symbol))
  }

  @inline(__always)
  private static func improvingSign(_ s: Symbol, sign: Int) -> Int {
    if s.kind == .dummy { return 0 }
    return sign < 0 || (sign > 0 && s.isExternal) ? sign : 0
  }

  @inline(__always)
  private func isZero(_ symbol: Symbol) -> Bool {
    let l = levelCount
    let base = Int(symbol.id) * l
    for i in base..<(base + l) where !nearZero(weights[i]) { return false }
    return true
  }

  /// Compares `weights(a) / da` with `weights(b) / db` lexicographically; `true` when the
  /// first is smaller beyond `epsilon`.
  func ratioLess(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Bool {
    let l = levelCount
    let ea = Int(a.id) * l
    let eb = Int(b.id) * l
    for i in 0..<l {
      let x = weights[ea + i] / da
      let y = weights[eb + i] / db
      if x < y - epsilon { return true }
      if x > y + epsilon { return false }
    }
    return false
  }

  // MARK: Writing

  /// Puts `s` in or out of `candidates` after its weights changed.
  @inline(__always)
  private mutating func refresh(_ s: Symbol) {
    Self.refresh(s, improving: improvingSign(of: s) != 0, &candidates, &candidateAt)
  }

  /// ``refresh(_:)`` on the candidate arrays alone, for loops that hold the weights.
  @inline(__always)
  private static func refresh(
    _ s: Symbol, improving: Bool, _ candidates: inout [Symbol], _ candidateAt: inout [Int32]
  ) {
    let at = candidateAt[Int(s.id)]
    if improving && at < 0 {
      candidateAt[Int(s.id)] = Int32(candidates.count)
      candidates.append(s)
    } else if !improving && at >= 0 {
      dropCandidate(s, &candidates, &candidateAt)
    }
  }

  @inline(__always)
  private static func dropCandidate(_ s: Symbol, _ candidates: inout [Symbol], _ candidateAt: inout [Int32]) {
    let at = Int(candidateAt[Int(s.id)])
    guard at >= 0 else { return }
    let last = candidates.removeLast()
    if at < candidates.count {
      candidates[at] = last
      candidateAt[Int(last.id)] = Int32(at)
    }
    candidateAt[Int(s.id)] = -1
  }

  /// Zeroes `symbol`'s weights.
  private mutating func clear(_ symbol: Symbol) {
    let base = Int(symbol.id) * levelCount
    for i in base..<(base + levelCount) { weights[i] = 0 }
  }

  /// objective += value · symbol, at one level.
  mutating func add(_ symbol: Symbol, level: Int, _ value: Double) {
    kinds[Int(symbol.id)] = symbol.kind
    weights[Int(symbol.id) * levelCount + level] += value
    if isZero(symbol) { clear(symbol) }
    refresh(symbol)
  }

  /// objective += scale · row, at one level. (The objective's constant, its value, is not
  /// kept: the algorithm never reads it, and dumps compute violations from the constraints.)
  mutating func add(_ row: Row, level: Int, scale: Double) {
    for cell in row.cells { add(cell.symbol, level: level, cell.coefficient * scale) }
  }

  /// Removes `symbol` from the objective and adds `weights(symbol) · row` instead: the
  /// objective's part of a pivot that makes `symbol` basic with `row` as its row.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    let l = levelCount
    guard l > 0 else { return }
    withUnsafeTemporaryAllocation(of: Double.self, capacity: l) { scratch in
      // Only the levels between the first and the last nonzero weight of `symbol` change.
      var first = l
      var end = 0
      weights.withUnsafeMutableBufferPointer { w in
        let base = Int(symbol.id) * l
        for i in 0..<l {
          let x = w[base + i]
          scratch[i] = x
          w[base + i] = 0
          if x != 0 {
            if first == l { first = i }
            end = i + 1
          }
        }
      }
      guard first < end else { return }
      Self.dropCandidate(symbol, &candidates, &candidateAt)
      weights.withUnsafeMutableBufferPointer { w in
        for cell in row.cells {
          let s = cell.symbol
          let base = Int(s.id) * l
          let a = cell.coefficient
          for i in first..<end {
            let added = scratch[i] * a
            let sum = w[base + i] + added
            w[base + i] = isResidue(sum, w[base + i], added) ? 0 : sum
          }
          // The sign and the zero test in one pass over the vector.
          var sign = 0
          for i in base..<(base + l) {
            let x = w[i]
            if x < -epsilon {
              sign = -1
              break
            }
            if x > epsilon {
              sign = 1
              break
            }
          }
          kinds[Int(s.id)] = s.kind
          Self.refresh(s, improving: Self.improvingSign(s, sign: sign) != 0, &candidates, &candidateAt)
        }
      }
    }
  }

  /// Whether moving `symbol` by `delta` lowers the objective: the first level whose change
  /// exceeds `epsilon` falls. A move that changes no level by more than that counts as one
  /// (a degenerate pivot, which the simplex needs).
  func improves(by symbol: Symbol, moving delta: Double) -> Bool {
    let base = Int(symbol.id) * levelCount
    for i in base..<(base + levelCount) {
      let change = weights[i] * delta
      if change > epsilon { return false }
      if change < -epsilon { return true }
    }
    return true
  }

  /// Zeroes the components of `symbol`'s weights that would improve the objective as it
  /// moves in `direction` (`+1` or `-1`), keeping the others: for a symbol that no row
  /// limits, those components can only be rounding residue.
  mutating func clearImprovingWeights(of symbol: Symbol, direction: Double) {
    let base = Int(symbol.id) * levelCount
    for i in base..<(base + levelCount) where weights[i] * direction < 0 { weights[i] = 0 }
    if isZero(symbol) { clear(symbol) }
    refresh(symbol)
  }

  /// Removes `symbol` whatever its weights.
  mutating func remove(_ symbol: Symbol) {
    clear(symbol)
    Self.dropCandidate(symbol, &candidates, &candidateAt)
  }

  /// Forgets everything.
  mutating func removeAll() {
    self = SymbolicObjective()
  }
}
