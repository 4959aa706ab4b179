/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, or, before it has a
/// basic symbol, the equation `0 = constant + Σ coefficient·symbol`.
///
/// Cells are kept sorted by symbol id with no near-zero coefficient, so look-ups are binary
/// searches and sums are linear merges. The operations that change which symbols a row holds
/// live in ``SolverImpl``, which also keeps the column index up to date.
struct Row {
  struct Cell {
    var symbol: Symbol
    var coefficient: Double
  }

  var constant: Double
  var cells: CellList

  init(constant: Double = 0, cells: CellList = CellList()) {
    self.constant = constant
    self.cells = cells
  }

  /// The index of `symbol`'s cell, or of the place it would go (negated minus one).
  @inline(__always)
  func search(_ symbol: Symbol) -> Int {
    cells.withUnsafeBufferPointer { cells in
      var lo = 0
      var hi = cells.count
      let id = symbol.id
      while lo < hi {
        let mid = (lo + hi) &>> 1
        let m = cells[mid].symbol.id
        if m < id {
          lo = mid + 1
        } else if m > id {
          hi = mid
        } else {
          return mid
        }
      }
      return -lo - 1
    }
  }

  /// The coefficient of `symbol` (0 when absent). O(log n).
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    let i = search(symbol)
    return i >= 0 ? cells[i].coefficient : 0
  }

  /// Multiplies the row by -1.
  mutating func reverseSign() {
    constant = -constant
    cells.withUnsafeMutableBufferPointer { cells in
      for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }
  }
}

extension Row {
  /// Whether the row is a bare constant: no cell, or only cells below `epsilon`. Such cells
  /// are rounding (small products kept can cancel to 1e-16), and solving for one would divide
  /// by it.
  var isBareConstant: Bool { cells.allSatisfy { nearZero($0.coefficient) } }
}

/// Kiwi's tolerance: coefficients and constants below this are zero.
@usableFromInline let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// Whether `sum`, the coefficient `a + b` of a row operation, is rounding residue to drop.
///
/// A sum cancels to residue when it is below `epsilon` relative to its addends, with Kiwi's
/// absolute `epsilon` for addends of magnitude 1 and more. A product added where the row had
/// no cell (`a == 0`) is never residue: with coefficients six orders apart (1e-3 and 1e3) a
/// real dependency can be 1e-9, and dropping it breaks a required constraint by that much
/// times a variable's value (found by fuzz-solver).
///
/// A real dependency can also be what remains when two coefficients near 1 almost cancel
/// (0.9994984955 − 0.9994984940), and dropping it leaves a required constraint off by about 1
/// (`RequiredEqualityOfThousandsTests`). A threshold of 1e-11 relative kept that one, but
/// rounding after cancellations reaches 1e-10 relative, and fuzz-solver found three new
/// failures in ten minutes from cells of such noise: a threshold cannot tell the two apart.
@inline(__always)
func isResidue(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
  abs(sum) < epsilon * min(1, max(abs(a), abs(b)))
}
