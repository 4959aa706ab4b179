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
