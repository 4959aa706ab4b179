/// The objective row with a **symbolic (lexicographic) weight** per priority level.
///
/// Each distinct optional priority in the solver is one level; levels are ordered from the
/// highest priority down. A coefficient is a vector with one component per level and is
/// compared lexicographically, so no amount of violation at a lower level can outweigh one
/// unit at a higher level (unlike Kiwi's three doubles). Within a level every error counts
/// with weight 1.
///
/// Storage is entry-major and dense per entry: entry `i` (one nonbasic symbol with a nonzero
/// weight) owns `weights[i * levelCount ..< (i + 1) * levelCount]`. Auto Layout uses a handful
/// of levels, so an entry is a few contiguous doubles, and adding `k · row` to the objective
/// costs `|row| · levelCount` multiply-adds with no allocation.
struct SymbolicObjective {
  /// The priorities of the levels, highest first.
  private(set) var priorities: [Double] = []
  /// How many live constraints use each level.
  private(set) var users: [Int] = []
  /// Nonbasic symbols with a nonzero weight.
  private(set) var symbols: [Symbol] = []
  /// `symbols.count × levelCount` weights, entry-major.
  private(set) var weights: [Double] = []
  /// Entry index of each symbol id, or -1.
  private var entryOf: [Int32] = []
  /// A copy of one weight vector, reused by `substitute`.
  private var scratch: [Double] = []
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
    if entryOf.count < count { entryOf.append(contentsOf: repeatElement(-1, count: count - entryOf.count)) }
    if candidateAt.count < count {
      candidateAt.append(contentsOf: repeatElement(-1, count: count - candidateAt.count))
    }
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
    var relaid = [Double]()
    relaid.reserveCapacity(symbols.count * (old + 1))
    for e in symbols.indices {
      let base = e * old
      relaid.append(contentsOf: weights[base..<(base + at)])
      relaid.append(0)
      relaid.append(contentsOf: weights[(base + at)..<(base + old)])
    }
    weights = relaid
    scratch = Array(repeating: 0, count: levelCount)
    return at
  }

  /// Whether entry `e` can improve the objective, and in which direction it would enter.
  @inline(__always)
  func improvingSign(entry e: Int) -> Int {
    let s = symbols[e]
    if s.kind == .dummy { return 0 }
    let sign = self.sign(entry: e)
    return sign < 0 || (sign > 0 && s.isExternal) ? sign : 0
  }

  /// Puts `symbols[e]` in or out of `candidates` after its weights changed.
  @inline(__always)
  private mutating func refresh(entry e: Int) {
    let s = symbols[e]
    let isCandidate = improvingSign(entry: e) != 0
    let at = candidateAt[Int(s.id)]
    if isCandidate && at < 0 {
      candidateAt[Int(s.id)] = Int32(candidates.count)
      candidates.append(s)
    } else if !isCandidate && at >= 0 {
      dropCandidate(s)
    }
  }

  @inline(__always)
  private mutating func dropCandidate(_ s: Symbol) {
    let at = Int(candidateAt[Int(s.id)])
    guard at >= 0 else { return }
    let last = candidates.removeLast()
    if at < candidates.count {
      candidates[at] = last
      candidateAt[Int(last.id)] = Int32(at)
    }
    candidateAt[Int(s.id)] = -1
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
    var relaid = [Double]()
    relaid.reserveCapacity(symbols.count * (old - 1))
    for e in symbols.indices {
      let base = e * old
      relaid.append(contentsOf: weights[base..<(base + at)])
      relaid.append(contentsOf: weights[(base + at + 1)..<(base + old)])
    }
    weights = relaid
    scratch = Array(repeating: 0, count: levelCount)
    // Entries that only had weight at the removed level are now all zero.
    var e = 0
    while e < symbols.count {
      if isZero(entry: e) { removeEntry(e) } else { e += 1 }
    }
    for e in symbols.indices { refresh(entry: e) }
  }

  // MARK: Reading

  /// The entry index of `symbol`, or -1.
  @inline(__always)
  func entry(of symbol: Symbol) -> Int { Int(entryOf[Int(symbol.id)]) }

  func contains(_ symbol: Symbol) -> Bool { entryOf[Int(symbol.id)] >= 0 }

  /// The weight of `symbol` at `level`.
  func weight(of symbol: Symbol, level: Int) -> Double {
    let e = entry(of: symbol)
    return e < 0 ? 0 : weights[e * levelCount + level]
  }

  /// The sign of the first component beyond `epsilon`: -1, 0 or 1.
  @inline(__always)
  func sign(entry e: Int) -> Int {
    let l = levelCount
    var i = e * l
    let end = i + l
    while i < end {
      let w = weights[i]
      if w < -epsilon { return -1 }
      if w > epsilon { return 1 }
      i += 1
    }
    return 0
  }

  @inline(__always)
  private func isZero(entry e: Int) -> Bool {
    let l = levelCount
    for i in (e * l)..<(e * l + l) where !nearZero(weights[i]) { return false }
    return true
  }

  /// Compares `weights(a) / da` with `weights(b) / db` lexicographically (an absent symbol
  /// has zero weights); `true` when the first is smaller beyond `epsilon`.
  func ratioLess(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Bool {
    let ea = entry(of: a)
    let eb = entry(of: b)
    let l = levelCount
    for i in 0..<l {
      let x = ea < 0 ? 0 : weights[ea * l + i] / da
      let y = eb < 0 ? 0 : weights[eb * l + i] / db
      if x < y - epsilon { return true }
      if x > y + epsilon { return false }
    }
    return false
  }

  // MARK: Writing

  private mutating func newEntry(_ symbol: Symbol) -> Int {
    let e = symbols.count
    symbols.append(symbol)
    weights.append(contentsOf: repeatElement(0, count: levelCount))
    entryOf[Int(symbol.id)] = Int32(e)
    return e
  }

  private mutating func removeEntry(_ e: Int) {
    let l = levelCount
    let last = symbols.count - 1
    dropCandidate(symbols[e])
    entryOf[Int(symbols[e].id)] = -1
    if e != last {
      symbols[e] = symbols[last]
      entryOf[Int(symbols[e].id)] = Int32(e)
      for i in 0..<l { weights[e * l + i] = weights[last * l + i] }
    }
    symbols.removeLast()
    weights.removeLast(l)
  }

  /// objective += value · symbol, at one level.
  mutating func add(_ symbol: Symbol, level: Int, _ value: Double) {
    var e = entry(of: symbol)
    if e < 0 { e = newEntry(symbol) }
    weights[e * levelCount + level] += value
    if isZero(entry: e) { removeEntry(e) } else { refresh(entry: e) }
  }

  /// objective += scale · row, at one level. (The objective's constant, its value, is not
  /// kept: the algorithm never reads it, and dumps compute violations from the constraints.)
  mutating func add(_ row: Row, level: Int, scale: Double) {
    for cell in row.cells { add(cell.symbol, level: level, cell.coefficient * scale) }
  }

  /// Removes `symbol` from the objective and adds `weights(symbol) · row` instead: the
  /// objective's part of a pivot that makes `symbol` basic with `row` as its row.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    let e = entry(of: symbol)
    guard e >= 0 else { return }
    let l = levelCount
    for i in 0..<l { scratch[i] = weights[e * l + i] }
    removeEntry(e)
    for cell in row.cells {
      var t = entry(of: cell.symbol)
      if t < 0 { t = newEntry(cell.symbol) }
      let a = cell.coefficient
      var zero = true
      for i in 0..<l {
        let w = weights[t * l + i] + scratch[i] * a
        weights[t * l + i] = w
        if !nearZero(w) { zero = false }
      }
      if zero { removeEntry(t) } else { refresh(entry: t) }
    }
  }

  /// Removes `symbol` whatever its weights.
  mutating func remove(_ symbol: Symbol) {
    let e = entry(of: symbol)
    if e >= 0 { removeEntry(e) }
  }

  /// Forgets everything.
  mutating func removeAll() {
    self = SymbolicObjective()
  }
}
