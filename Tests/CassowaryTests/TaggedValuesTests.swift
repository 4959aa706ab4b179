import Testing

@testable import Cassowary

/// `updateChangedValues(_:)`: the solution read back by tag, without touching the variables.
@Suite struct TaggedValuesTests {
  typealias Chain = ChangedVariablesTests.Chain

  /// Each report of one read, by tag.
  static func read(_ solver: Solver) -> [Int32: Double] {
    var reported: [Int32: Double] = [:]
    solver.updateChangedValues { tag, value in
      #expect(reported[tag] == nil, "tag \(tag) reported twice")
      reported[tag] = value
    }
    return reported
  }

  /// Tags 0…9 for x0…x9 and 100…109 for w0…w9.
  static func tagAll(_ chain: Chain) {
    for i in 0..<10 {
      chain.solver.setTag(Int32(i), of: chain.x[i])
      chain.solver.setTag(Int32(100 + i), of: chain.w[i])
    }
  }

  @Test func theFirstReadReportsEveryTaggedVariableAndWritesNone() throws {
    let chain = try Chain()
    Self.tagAll(chain)
    let reported = Self.read(chain.solver)
    var expected: [Int32: Double] = [:]
    for i in 0..<10 {
      expected[Int32(i)] = Double(10 * i)
      expected[Int32(100 + i)] = 50
    }
    #expect(reported == expected)
    // The values went to the reader, not to the variables.
    #expect(chain.x.allSatisfy { $0.value == 0 } && chain.w.allSatisfy { $0.value == 0 })
    #expect(Self.read(chain.solver).isEmpty)
  }

  @Test func untaggedVariablesAreWrittenInstead() throws {
    let chain = try Chain()
    for i in 0..<10 { chain.solver.setTag(Int32(i), of: chain.x[i]) }
    let reported = Self.read(chain.solver)
    #expect(Set(reported.keys) == Set((0..<10).map { Int32($0) }))
    #expect(chain.w.allSatisfy { $0.value == 50 })
    #expect(chain.x.allSatisfy { $0.value == 0 })
  }

  /// x5 = x4 + 30 instead of + 10: x5…x9 move by 20, to 70, 80, … 110; nothing else moves.
  @Test func oneLinkReportsThePositionsAfterIt() throws {
    let chain = try Chain()
    Self.tagAll(chain)
    _ = Self.read(chain.solver)
    try chain.solver.updateConstant(of: chain.links[4], to: -30)
    let reported = Self.read(chain.solver)
    #expect(Set(reported.keys) == [5, 6, 7, 8, 9])
    for (tag, value) in reported { #expect(value == 20 + 10 * Double(tag), "tag \(tag)") }
  }

  /// A hundred positions in a chain, 10 apart: a link near the end moves a few variables (read
  /// from the list of touched symbols), one at the start moves nearly all of them (read by a
  /// scan of the symbols in order); both reads report exactly the variables that moved.
  @Test func aFewOrManyMovedVariablesAreReportedExactly() throws {
    let solver = Solver()
    let x = (0..<100).map { Variable("x\($0)") }
    var links: [Constraint] = []
    try solver.addConstraint(x[0] == 0)
    for i in 1..<100 {
      links.append(x[i] == x[i - 1] + 10)
      try solver.addConstraint(links[i - 1])
    }
    for i in 0..<100 { solver.setTag(Int32(i), of: x[i]) }
    _ = Self.read(solver)
    // x98 = x97 + 15: x98 and x99 move by 5.
    try solver.updateConstant(of: links[97], to: -15)
    #expect(Self.read(solver) == [98: 985, 99: 995])
    // x1 = x0 + 20: x1…x99 move by another 10.
    try solver.updateConstant(of: links[0], to: -20)
    let many = Self.read(solver)
    #expect(Set(many.keys) == Set((1..<100).map { Int32($0) }))
    for (tag, value) in many { #expect(value == 10 * Double(tag) + 10 + (tag >= 98 ? 5 : 0), "tag \(tag)") }
    #expect(Self.read(solver).isEmpty)
  }

  /// A tag set while the solver holds the variable takes effect at once; a variable that left
  /// the solver and came back keeps its tag.
  @Test func aTagChangedOrClearedTakesEffect() throws {
    let chain = try Chain()
    Self.tagAll(chain)
    _ = Self.read(chain.solver)
    chain.solver.setTag(-1, of: chain.x[9])
    chain.solver.setTag(42, of: chain.x[8])
    try chain.solver.updateConstant(of: chain.links[4], to: -30)
    let reported = Self.read(chain.solver)
    #expect(Set(reported.keys) == [5, 6, 7, 42])
    #expect(reported[42] == 100)
    #expect(chain.x[9].value == 110)
    #expect(chain.x[9].tag == -1 && chain.x[8].tag == 42)

    // w3 leaves (its one constraint removed) and comes back at 70.
    try chain.solver.removeConstraint(chain.widths[3])
    try chain.solver.addConstraint(chain.w[3] == 70)
    #expect(Self.read(chain.solver) == [103: 70])
  }
}
